import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import { MENU_KEYS, rovingIndex } from '@/lib/roving-index';
import styles from './menu-button.module.css';

export type MenuButtonItem = {
  key: string;
  label: ReactNode;
  /** The choice in force: marked for the eye by the caller's label, for a screen reader by aria-current. */
  current?: boolean;
  lang?: string;
};

export type MenuButtonProps = {
  items: readonly MenuButtonItem[];
  onSelect: (key: string) => void;
  /** The button's content. */
  children: ReactNode;
  'aria-label'?: string;
  /** The button's class (its look belongs to the caller). */
  className?: string;
  /** Which edge of the button the list lines up with. */
  align?: 'start' | 'end';
};

/**
 * A button that opens a short list of choices: the WAI-ARIA menu button pattern (arrow keys, Home and End,
 * Escape back to the button, Tab or a click elsewhere closes). Written here rather than taken from Ant
 * Design's Dropdown, which brings its menu, trigger and motion code to every first page that shows a header
 * (about 15 kB compressed); the long menus of the signed-in pages keep antd's.
 */
export function MenuButton({
  items,
  onSelect,
  children,
  'aria-label': ariaLabel,
  className,
  align = 'end',
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [focusOn, setFocusOn] = useState<'current' | 'first' | 'last' | null>(null);
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();

  const menuItems = () => [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  // Once open, focus moves into the list: to the current choice, or to the end the key asked for.
  useEffect(() => {
    if (!open || focusOn === null) return;
    const all = menuItems();
    const current = all.find((item) => item.getAttribute('aria-current') === 'true');
    const target = focusOn === 'last' ? all.at(-1) : focusOn === 'current' ? (current ?? all[0]) : all[0];
    target?.focus();
  }, [open, focusOn]);

  // A press anywhere outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const show = (focus: 'current' | 'first' | 'last' | null) => {
    setFocusOn(focus);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onListKeyDown = (event: ReactKeyboardEvent) => {
    const all = menuItems();
    const target = rovingIndex(
      event.key,
      all.indexOf(document.activeElement as HTMLElement),
      all.length,
      MENU_KEYS,
    );
    if (target !== null) {
      event.preventDefault();
      all[target]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  const choose = (key: string) => {
    close(true);
    onSelect(key);
  };

  return (
    <span ref={root} className={styles.root}>
      <button
        ref={button}
        type="button"
        className={className}
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        // Enter and Space reach here as a click: the list opens with focus on the current choice.
        onClick={(event) => (open ? close(false) : show(event.detail === 0 ? 'current' : null))}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </button>
      {open ? (
        <ul
          ref={list}
          id={id}
          role="menu"
          aria-label={ariaLabel}
          className={`${styles.list} ${align === 'start' ? styles.start : styles.end}`}
          onKeyDown={onListKeyDown}
        >
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                lang={item.lang}
                aria-current={item.current ? 'true' : undefined}
                className={item.current ? `${styles.item} ${styles.current}` : styles.item}
                onClick={() => choose(item.key)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </span>
  );
}
