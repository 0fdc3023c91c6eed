import { DownOutlined } from '@ant-design/icons';
import styles from './plain-select.module.css';

export type PlainOption<T extends string | number> = { value: T; label: string };

export type PlainSelectProps<T extends string | number> = {
  value: T;
  options: readonly PlainOption<T>[];
  onChange: (value: T) => void;
  /** The list's name for assistive technology. */
  label: string;
  id?: string;
  className?: string;
};

/**
 * A single choice from a short list as the browser's own `<select>` (its keyboard, its list on a phone)
 * in the look of antd's closed Select, without antd: for first screens that draw nothing else of it (the
 * square's sort and page size). Options are told apart by position, so any string or number value works.
 */
export function PlainSelect<T extends string | number>({
  value,
  options,
  onChange,
  label,
  id,
  className,
}: PlainSelectProps<T>) {
  const index = options.findIndex((option) => option.value === value);
  return (
    <span className={`${styles.select} ${className ?? ''}`}>
      <select
        id={id}
        className={styles.native}
        aria-label={label}
        value={String(index)}
        onChange={(event) => {
          const chosen = options[Number(event.target.value)];
          if (chosen) onChange(chosen.value);
        }}
      >
        {index < 0 ? <option value="-1" hidden /> : null}
        {options.map((option, position) => (
          <option key={String(option.value)} value={String(position)}>
            {option.label}
          </option>
        ))}
      </select>
      <DownOutlined className={styles.arrow} aria-hidden />
    </span>
  );
}
