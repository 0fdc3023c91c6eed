import styles from './charts.module.css';

/** A chart's key above it: a colour swatch and a name per series (hidden from screen readers: the chart's label says what it shows). */
export function ChartLegend({ items }: { items: readonly { label: string; color: string }[] }) {
  return (
    <div className={styles.legend} aria-hidden>
      {items.map((item) => (
        <span key={item.label}>
          <span className={styles.swatch} style={{ background: item.color }} />
          {item.label}
        </span>
      ))}
    </div>
  );
}
