import { CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './search-box.module.css';

export type SearchBoxProps = {
  value: string;
  /** Each edit, and '' when the box is cleared. */
  onChange: (value: string) => void;
  /** Enter, the search button, or the clear button (with ''). */
  onSearch: (value: string) => void;
  /** The box's name for assistive technology. */
  label: string;
  placeholder?: string;
  maxLength?: number;
  /** The search button's text. */
  buttonText: string;
  className?: string;
};

/**
 * A search box with a clear button and a search button, in the look of antd's `Input.Search` with
 * `enterButton` and `allowClear`, without antd: for first screens that draw nothing else of it (the
 * square's toolbar).
 */
export function SearchBox({
  value,
  onChange,
  onSearch,
  label,
  placeholder,
  maxLength,
  buttonText,
  className,
}: SearchBoxProps) {
  const { t } = useTranslation();
  return (
    <form
      role="search"
      className={`${styles.box} ${className ?? ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value);
      }}
    >
      <span className={styles.field}>
        <input
          type="search"
          className={styles.input}
          aria-label={label}
          placeholder={placeholder}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {value ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('common.clearSearch')}
            onClick={() => {
              onChange('');
              onSearch('');
            }}
          >
            <CloseCircleFilled />
          </button>
        ) : null}
      </span>
      <button type="submit" className={styles.submit}>
        {buttonText}
      </button>
    </form>
  );
}
