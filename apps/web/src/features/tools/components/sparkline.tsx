import { useId } from 'react';
import styles from './sparkline.module.css';

const WIDTH = 96;
const HEIGHT = 30;
const PAD = 2;

/** The last 24 hourly closes as a small line, green when the day rose over them, red when it fell. */
export function Sparkline({ points, label }: { points: readonly number[]; label: string }) {
  const gradient = useId();
  if (points.length < 2) return <span className={styles.none}>—</span>;
  const min = Math.min(...points);
  const max = Math.max(...points);
  const span = max - min || 1;
  const step = (WIDTH - PAD * 2) / (points.length - 1);
  const coords = points.map(
    (value, index) => [PAD + index * step, PAD + (HEIGHT - PAD * 2) * (1 - (value - min) / span)] as const,
  );
  const line = coords.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  const first = coords[0]!;
  const last = coords.at(-1)!;
  const area = `M${first[0]},${HEIGHT} L${line.replaceAll(' ', ' L')} L${last[0]},${HEIGHT} Z`;
  const rising = (points.at(-1) ?? 0) >= (points[0] ?? 0);
  return (
    <svg
      className={rising ? `${styles.spark} ${styles.up}` : `${styles.spark} ${styles.down}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={label}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="currentColor" stopOpacity="0.22" />
          <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
        </linearGradient>
      </defs>
      <path d={area} fill={`url(#${gradient})`} stroke="none" />
      <polyline points={line} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <circle cx={last[0]} cy={last[1]} r="2" fill="currentColor" />
    </svg>
  );
}
