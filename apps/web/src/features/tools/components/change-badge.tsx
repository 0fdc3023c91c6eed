import { signOf } from '../utils/prices';
import styles from './change-badge.module.css';

/** The day's change and percent, green when up and red when down, with the sign written out. */
export function ChangeBadge({
  change,
  percent,
  compact = false,
}: {
  change: string | null;
  percent: string | null;
  compact?: boolean;
}) {
  if (change === null && percent === null) return <span className={styles.none}>—</span>;
  const sign = signOf(percent ?? change);
  const className = sign > 0 ? styles.up : sign < 0 ? styles.down : styles.flat;
  const plus = (value: string) => (sign > 0 && !value.startsWith('+') ? `+${value}` : value);
  return (
    <span className={`${styles.badge} ${className}`}>
      {compact || change === null ? null : <span className={styles.change}>{plus(change)}</span>}
      {percent === null ? null : <span className={styles.percent}>{plus(percent)}%</span>}
    </span>
  );
}
