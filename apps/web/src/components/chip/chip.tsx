import type { HTMLAttributes } from 'react';
import styles from './chip.module.css';

export type ChipColor = 'green' | 'blue' | 'purple';

/** A small label: grey and outlined, or filled in a preset colour (as antd's filled Tag). */
export function Chip({ color, className, ...rest }: HTMLAttributes<HTMLSpanElement> & { color?: ChipColor }) {
  return (
    <span
      {...rest}
      className={[styles.chip, color ? styles[color] : '', className ?? ''].filter(Boolean).join(' ')}
    />
  );
}
