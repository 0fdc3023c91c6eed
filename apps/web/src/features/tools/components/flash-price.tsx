import { useState } from 'react';
import { direction } from '../utils/prices';
import styles from './flash-price.module.css';

/**
 * A price that flashes green when it rises and red when it falls (the span is keyed by the price, so each
 * change restarts the flash). The last few digits (the pips) are drawn larger, as dealing screens do.
 */
export function FlashPrice({ value, digits }: { value: string | null; digits: number }) {
  const [shown, setShown] = useState(value);
  const [move, setMove] = useState<-1 | 0 | 1 | null>(null);
  if (value !== shown) {
    setMove(direction(shown, value, digits));
    setShown(value);
  }
  if (value === null) return <span className={styles.none}>—</span>;
  const className = move === 1 ? styles.up : move === -1 ? styles.down : undefined;
  // The big figures: the pip and the fraction of it on a 5- or 3-digit quote, the last two otherwise.
  const tail = digits === 5 || digits === 3 ? 3 : Math.min(2, value.replace('.', '').length);
  const split = value.length - tail - (value.slice(-tail).includes('.') ? 1 : 0);
  return (
    <span
      key={value}
      className={className ? `${styles.price} ${className}` : styles.price}
      data-move={move ?? 0}
    >
      {value.slice(0, split)}
      <b className={styles.big}>{value.slice(split)}</b>
    </span>
  );
}
