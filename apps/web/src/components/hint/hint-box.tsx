import { autoUpdate, flip, offset, shift, useFloating, type Placement } from '@floating-ui/react-dom';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './hint.module.css';

export type HintBoxProps = {
  anchor: HTMLElement | null;
  id: string;
  content: ReactNode;
  title?: ReactNode;
  placement: Placement;
  className?: string;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
};

/**
 * The open hint's box, placed by Floating UI above the page in a portal so a scrolling table does not clip
 * it, flipped and shifted to stay on screen. Its own chunk: Floating UI loads at the first hint shown.
 */
export function HintBox({ anchor, id, content, title, placement, className, ...pointer }: HintBoxProps) {
  const {
    refs: { setFloating },
    floatingStyles,
  } = useFloating({
    elements: { reference: anchor },
    placement,
    strategy: 'fixed',
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const card = title !== undefined;
  return createPortal(
    <div
      ref={setFloating}
      id={id}
      role="tooltip"
      style={floatingStyles}
      className={`${card ? styles.card : styles.tip} ${className ?? ''}`}
      // A card's content (a QR code, a phone number) can be reached with the pointer.
      {...pointer}
    >
      {card ? <div className={styles.title}>{title}</div> : null}
      {content}
    </div>,
    document.body,
  );
}
