import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { RADIO_KEYS, rovingIndex } from '@/lib/roving-index';
import styles from './plain-segmented.module.css';

export type PlainSegmentedProps<T extends string> = {
  value: T;
  onChange: (value: T) => void;
  options: { value: T; label: ReactNode }[];
  /** Names the choice for screen readers. */
  label?: string;
};

/**
 * A small segmented switch with antd 6's Segmented look (size small) without antd: a radio group of
 * buttons; the arrow keys move the choice, as with radio buttons.
 */
export function PlainSegmented<T extends string>({
  value,
  onChange,
  options,
  label,
}: PlainSegmentedProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = options.findIndex((option) => option.value === value);
    const next = rovingIndex(event.key, index, options.length, RADIO_KEYS);
    const option = next === null ? undefined : options[next];
    if (next === null || !option) return;
    event.preventDefault();
    onChange(option.value);
    refs.current[next]?.focus();
  };
  return (
    <div role="radiogroup" aria-label={label} className={styles.group} onKeyDown={onKeyDown}>
      {options.map((option, index) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            className={checked ? `${styles.item} ${styles.checked}` : styles.item}
            onClick={() => {
              if (!checked) onChange(option.value);
            }}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
