import { useTranslation } from 'react-i18next';
import { toneOf } from '../utils/figures';
import styles from './sparkline.module.css';

export type SparklineProps = {
  /** Growth in percent, oldest first (the ranking's 30 points). */
  points: readonly number[];
  width?: number;
  height?: number;
  className?: string;
};

/** Evenly spaced x, y scaled into the box with a little padding; the zero line when the curve crosses it. */
export function sparklineGeometry(points: readonly number[], width: number, height: number) {
  const pad = 2;
  const low = Math.min(0, ...points);
  const high = Math.max(0, ...points);
  const span = high - low || 1;
  const y = (value: number) => pad + ((high - value) / span) * (height - pad * 2);
  const step = points.length > 1 ? width / (points.length - 1) : 0;
  const coords = points.map((value, index) => [index * step, y(value)] as const);
  const line = coords.map(([x, py], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${py.toFixed(1)}`);
  const zero = y(0);
  return {
    line: line.join(' '),
    area: `${line.join(' ')} L${width},${zero.toFixed(1)} L0,${zero.toFixed(1)} Z`,
    zero,
    crossesZero: low < 0 && high > 0,
  };
}

/**
 * A small growth curve drawn as inline SVG (the square loads no chart library): green when the last point
 * is a gain, red for a loss. Fewer than two points draw a flat placeholder line.
 */
export function Sparkline({ points, width = 120, height = 40, className }: SparklineProps) {
  const { t } = useTranslation();
  const last = points.at(-1) ?? 0;
  const tone = toneOf(last);
  const label = t('square.sparkline', { count: points.length });
  if (points.length < 2) {
    return (
      <svg
        className={`${styles.spark} ${styles.zero} ${className ?? ''}`}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role="img"
        aria-label={t('square.sparklineEmpty')}
      >
        <line x1={0} x2={width} y1={height / 2} y2={height / 2} className={styles.baseline} />
      </svg>
    );
  }
  const geometry = sparklineGeometry(points, width, height);
  return (
    <svg
      className={`${styles.spark} ${styles[tone]} ${className ?? ''}`}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      {geometry.crossesZero ? (
        <line x1={0} x2={width} y1={geometry.zero} y2={geometry.zero} className={styles.baseline} />
      ) : null}
      <path d={geometry.area} className={styles.area} />
      <path d={geometry.line} className={styles.line} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
