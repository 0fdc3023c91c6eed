import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { CandleChartProps } from './candle-chart';
import styles from './chart-panel.module.css';

// lightweight-charts is most of the quotes page's weight: its own chunk, loaded with the first chart.
const CandleChart = lazy(async () => ({ default: (await import('./candle-chart')).CandleChart }));

/** The candlestick chart once its chunk is in; a spinner in the same box until then. */
export function LazyCandleChart(props: CandleChartProps) {
  return (
    <Suspense
      fallback={
        <div className={styles.overlay}>
          <Spin />
        </div>
      }
    >
      <CandleChart {...props} />
    </Suspense>
  );
}
