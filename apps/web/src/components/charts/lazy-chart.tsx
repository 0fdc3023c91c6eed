import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';
import styles from './charts.module.css';

// ECharts is most of this page's weight: its own chunk, fetched in parallel with the data, so the header
// and the figures do not wait for it.
const EChart = lazy(async () => ({ default: (await import('./echart')).EChart }));

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
