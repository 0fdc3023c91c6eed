import { Empty, Skeleton, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useCopyProfitChart, type CopyProfitChart } from '../api/copy-profit-chart';
import { moneyText, plotValue, signOf } from '../utils/display';
import { LazyChart, type ChartOption } from './lazy-chart';
import { StatLabel } from './stat-help';
import styles from './profile.module.css';

function CopyProfitBars({ months }: { months: CopyProfitChart['months'] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const option = useMemo((): ChartOption => {
    const tooltip = (params: { dataIndex: number } | { dataIndex: number }[]) => {
      const first = Array.isArray(params) ? params[0] : params;
      const month = first ? months[first.dataIndex] : undefined;
      return month
        ? `${month.month}<br/>${t('profile.copyProfit.month')}: ${moneyText(month.copyProfit)}`
        : '';
    };
    return {
      animation: false,
      grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, formatter: tooltip as never },
      xAxis: {
        type: 'category',
        data: months.map((month) => month.month),
        axisLine: { lineStyle: { color: token.colorBorderSecondary } },
        axisLabel: { color: token.colorTextTertiary, hideOverlap: true },
      },
      yAxis: {
        type: 'value',
        axisLabel: { color: token.colorTextTertiary },
        splitLine: { lineStyle: { color: token.colorBorderSecondary } },
      },
      series: [
        {
          type: 'bar',
          name: t('profile.copyProfit.month'),
          barMaxWidth: 28,
          data: months.map((month) => ({
            value: plotValue(month.copyProfit) ?? 0,
            itemStyle: {
              color: signOf(month.copyProfit) === 'loss' ? token.colorError : token.colorPrimary,
              borderRadius: [3, 3, 0, 0],
            },
          })),
        },
      ],
    };
  }, [months, t, token]);
  return <LazyChart option={option} label={t('profile.copyProfit.chartLabel')} height={300} />;
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
      {chart.isError ? (
        <LoadError onRetry={() => void chart.refetch()} />
      ) : !data ? (
        <Skeleton active title={false} paragraph={{ rows: 7 }} className={styles.chartSkeleton} />
      ) : data.months.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('profile.copyProfit.empty')} />
      ) : (
        <CopyProfitBars months={data.months} />
      )}
    </section>
  );
}
