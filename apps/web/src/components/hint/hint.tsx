import { autoUpdate, flip, offset, shift, useFloating, type Placement } from '@floating-ui/react-dom';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './hint.module.css';

/** What the trigger spreads on itself: Hint positions against it and shows on its hover and focus. */
export type HintTriggerProps = {
  ref: (element: HTMLElement | null) => void;
  'aria-describedby'?: string;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
};

export type HintProps = {
  /** The hint: a short text (a dark tooltip) or, with a title, a light card (a popover). */
  content: ReactNode;
  title?: ReactNode;
  placement?: Placement;
  /** The floating box's class. */
  className?: string;
  children: (trigger: HintTriggerProps) => ReactNode;
};

/** Pointer delays, as antd's Tooltip: no flicker when the pointer crosses a trigger on its way elsewhere. */
const OPEN_DELAY_MS = 100;
const CLOSE_DELAY_MS = 100;

/**
 * A tooltip or a popover on hover and keyboard focus (a tap focuses too), placed by Floating UI above the
 * page in a portal so a scrolling table does not clip it, flipped and shifted to stay on screen; Escape
 * hides it. It replaces antd's Tooltip and Popover on the first screens, whose trigger, motion and form
 * context were about 25 kB compressed of the home page (docs/performance.md).
 */
export function Hint({ content, title, placement = 'top', className, children }: HintProps) {
  const [open, setOpen] = useState(false);
  // What the pointer asked for and after how long: an effect applies it unless asked otherwise meanwhile.
  const [wish, setWish] = useState({ open: false, delay: 0 });
  const id = useId();
  const {
    refs: { setReference, setFloating },
    floatingStyles,
  } = useFloating({
    open,
    placement,
    strategy: 'fixed',
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });

  useEffect(() => {
    if (wish.open === open) return;
    const timer = setTimeout(() => setOpen(wish.open), wish.delay);
    return () => {
      clearTimeout(timer);
    };
  }, [wish, open]);

  const later = (next: boolean, delay: number) => setWish({ open: next, delay });
  const now = (next: boolean) => {
    setWish({ open: next, delay: 0 });
    setOpen(next);
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') now(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const card = title !== undefined;
  return (
    <>
      {children({
        ref: setReference,
        'aria-describedby': open ? id : undefined,
        onMouseEnter: () => later(true, OPEN_DELAY_MS),
        onMouseLeave: () => later(false, CLOSE_DELAY_MS),
        onFocus: () => now(true),
        onBlur: () => now(false),
      })}
      {open
        ? createPortal(
            <div
              ref={setFloating}
              id={id}
              role="tooltip"
              style={floatingStyles}
              className={`${card ? styles.card : styles.tip} ${className ?? ''}`}
              // A card's content (a QR code, a phone number) can be reached with the pointer.
              onMouseEnter={() => later(true, 0)}
              onMouseLeave={() => later(false, CLOSE_DELAY_MS)}
            >
              {card ? <div className={styles.title}>{title}</div> : null}
              {content}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
