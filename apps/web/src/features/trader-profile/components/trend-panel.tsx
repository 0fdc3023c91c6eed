import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TrendChart, type TrendView } from '@/components/charts/trend-chart';
import { PlainSegmented } from '@/components/plain-segmented/plain-segmented';
import { Deferred } from '@/components/deferred';
import { QueryView } from '@/components/query-view';
import { signOf } from '@/lib/figures';
import { useTrendChart } from '../api/trend-chart';
import { StatLabel } from './stat-help';
import styles from './profile.module.css';
import { EmptyNote, Placeholder } from '@/components/placeholder/placeholder';

/** The growth, or balance and equity, over the account's history. */
export function TrendPanel({ mtId }: { mtId: number }) {
  const { t } = useTranslation();
  const skeleton = <Placeholder title={false} paragraph={{ rows: 7 }} className={styles.chartSkeleton} />;
  const trend = useTrendChart(mtId);
  const [view, setView] = useState<TrendView>('growth');
  const points = trend.data ?? [];
  return (
    <section className={styles.panel} aria-labelledby="trend-title">
      <div className={styles.panelHead}>
        <h2 id="trend-title" className={styles.panelTitle}>
          <StatLabel helpKey="curve">{t('profile.chart.trendTitle')}</StatLabel>
        </h2>
        <PlainSegmented<TrendView>
          label={t('profile.chart.trendTitle')}
          value={view}
          onChange={setView}
          options={[
            { value: 'growth', label: t('profile.chart.growth') },
            { value: 'balance', label: t('profile.chart.balanceEquity') },
          ]}
        />
      </div>
      {/* The chart after the header and the figures, in a render React can pause. */}
      <Deferred fallback={skeleton}>
        <QueryView query={trend} loading={skeleton} message={false}>
          {() =>
            points.length === 0 ? (
              <EmptyNote description={t('profile.chart.noCurve')} />
            ) : view === 'growth' && points.every((point) => signOf(point.growth) === 'zero') ? (
              // Deposits and samples only: a flat line at 0 on an empty 0-1 axis says nothing.
              <EmptyNote description={t('profileQuality.trend.noGrowth')} />
            ) : (
              <TrendChart points={points} view={view} />
            )
          }
        </QueryView>
      </Deferred>
    </section>
  );
}
