import { DownOutlined } from '@ant-design/icons';
import styles from './plain-select.module.css';

export type ClosedSelectProps = {
  id?: string;
  /** What is chosen, as text; empty shows the placeholder. */
  text: string;
  placeholder: string;
  /** The reader reached for the list (a click, Enter, Space or an arrow key): draw the real control. */
  onOpen: () => void;
  /** The reader is about to reach for it (pointer over, focus): start loading the real control. */
  onPrepare?: () => void;
  className?: string;
};

/**
 * A rich select (antd's searchable Select, Cascader) drawn closed and plain until the reader reaches for
 * it, so a first screen need not load antd for a list nobody opened: the same box, text and arrow; the
 * caller then draws the real control, open and focused, in its place.
 */
export function ClosedSelect({ id, text, placeholder, onOpen, onPrepare, className }: ClosedSelectProps) {
  return (
    <span className={`${styles.select} ${className ?? ''}`}>
      <button
        id={id}
        type="button"
        className={styles.trigger}
        aria-haspopup="listbox"
        aria-expanded={false}
        onClick={onOpen}
        onPointerEnter={onPrepare}
        onFocus={onPrepare}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            onOpen();
          }
        }}
      >
        {text || <span className={styles.placeholder}>{placeholder}</span>}
      </button>
      <DownOutlined className={styles.arrow} aria-hidden />
    </span>
  );
}
