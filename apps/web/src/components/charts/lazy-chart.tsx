import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';
import styles from './charts.module.css';
import type * as EChartModule from './echart';

// ECharts is most of this page's weight: its own chunk, fetched in parallel with the data, so the header
// and the figures do not wait for it.
let echartModule: Promise<typeof EChartModule> | undefined;
const loadEChart = () => (echartModule ??= import('./echart'));
const EChart = lazy(async () => ({ default: (await loadEChart()).EChart }));

/**
 * Starts fetching ECharts now, for a page whose first screen is a chart (the trader profile): the chunk
 * then downloads beside the page's own chunk and data instead of after them.
 */
export function preloadChart(): void {
  void loadEChart().catch(() => undefined);
}

export type { ChartOption } from './echart';

/** The chart once ECharts has loaded; a skeleton of the same height until then. */
export function LazyChart(props: ComponentProps<typeof EChart>) {
  return (
    <Suspense
      fallback={
        <div style={{ height: props.height ?? 320 }}>
          <Skeleton active title={false} paragraph={{ rows: 7 }} className={styles.chartSkeleton} />
        </div>
      }
    >
      <EChart {...props} />
    </Suspense>
  );
}
