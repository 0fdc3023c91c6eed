import { lazy, Suspense, type ComponentProps } from 'react';
import styles from './charts.module.css';
import type * as TimeChartModule from './time-chart';
import { Placeholder } from '@/components/placeholder/placeholder';

// The chart library is its own chunk, fetched in parallel with the data, so the header and the figures do
// not wait for it.
let chartModule: Promise<typeof TimeChartModule> | undefined;
const loadChart = () => (chartModule ??= import('./time-chart'));
const TimeChart = lazy(async () => ({ default: (await loadChart()).TimeChart }));

/**
 * Starts fetching the chart library now, for a page whose first screen is a chart (the trader profile):
 * the chunk then downloads beside the page's own chunk and data instead of after them.
 */
export function preloadChart(): void {
  void loadChart().catch(() => undefined);
}

export type { ChartSpec } from './chart-spec';

/** The chart once its library has loaded; a skeleton of the same height until then. */
export function LazyChart(props: ComponentProps<typeof TimeChart>) {
  return (
    <Suspense
      fallback={
        <div style={{ height: props.height ?? 320 }}>
          <Placeholder title={false} paragraph={{ rows: 7 }} className={styles.chartSkeleton} />
        </div>
      }
    >
      <TimeChart {...props} />
    </Suspense>
  );
}
