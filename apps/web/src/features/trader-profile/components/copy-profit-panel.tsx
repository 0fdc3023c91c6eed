import { Empty, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/components/query-view';
import { moneyText, signOf } from '@/lib/figures';
import { useCopyProfitChart, type CopyProfitChart } from '../api/copy-profit-chart';
import { LazyChart, type ChartSpec } from '@/components/charts/lazy-chart';
import { useChartTokens } from '@/components/charts/chart-tokens';
import { monthBarsSpec } from '@/components/charts/month-bars';
import { StatLabel } from './stat-help';
import styles from './profile.module.css';

function CopyProfitBars({ months }: { months: CopyProfitChart['months'] }) {
  const { t } = useTranslation();
  const token = useChartTokens();
  const spec = useMemo(
    (): ChartSpec =>
      monthBarsSpec({
        months,
        value: (month) => month.copyProfit,
        describe: (month) => [`${t('profile.copyProfit.month')}: ${moneyText(month.copyProfit)}`],
        name: t('profile.copyProfit.month'),
        gainColor: token.colorPrimary,
        token,
      }),
    [months, t, token],
  );
  return <LazyChart spec={spec} label={t('profile.copyProfit.chartLabel')} height={300} />;
}

/** What the followers made by copying this account: the total and a bar per month. */
export function CopyProfitPanel({ mtId }: { mtId: number }) {
  const { t } = useTranslation();
  const chart = useCopyProfitChart(mtId);
  const data = chart.data;
  const tone = signOf(data?.total);
  return (
    <section className={styles.panel} aria-labelledby="copy-profit-title">
      <div className={styles.panelHead}>
        <h2 id="copy-profit-title" className={styles.panelTitle}>
          <StatLabel helpKey="copyProfit">{t('profile.copyProfit.title')}</StatLabel>
        </h2>
        {data ? (
          <div className={styles.panelFigure}>
            <span className={styles.panelFigureLabel}>{t('profile.copyProfit.total')}</span>
            <strong className={tone === 'gain' ? styles.gain : tone === 'loss' ? styles.loss : undefined}>
              {moneyText(data.total)}
            </strong>
          </div>
        ) : null}
      </div>
      <QueryView
        query={chart}
        loading={<Skeleton active title={false} paragraph={{ rows: 7 }} className={styles.chartSkeleton} />}
        message={false}
      >
        {(data) =>
          data.months.every((month) => signOf(month.copyProfit) === 'zero') ? (
            // The trader's months are there before any follower has closed a copy: bars at zero would draw an
            // empty 0-1 axis.
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('profile.copyProfit.empty')} />
          ) : (
            <CopyProfitBars months={data.months} />
          )
        }
      </QueryView>
    </section>
  );
}
