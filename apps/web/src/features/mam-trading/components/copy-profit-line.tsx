import type { MamCopyProfitChart } from '@copytrade/contracts/mam-trading';
import { Empty, Skeleton, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyChart, type ChartOption } from '@/components/charts/lazy-chart';
import { QueryView, type ViewQuery } from '@/components/query-view';
import { moneyText, plotValue, signOf } from '@/lib/figures';
import styles from './mam-trading.module.css';

type Day = MamCopyProfitChart['days'][number];
type Tip = { dataIndex: number };

function CumulativeLine({ days }: { days: Day[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const option = useMemo((): ChartOption => {
    const tooltip = (params: Tip | Tip[]) => {
      const first = Array.isArray(params) ? params[0] : params;
      const day = first ? days[first.dataIndex] : undefined;
      if (!day) return '';
      return [
        day.day,
        `${t('mamTrading.copyProfit.day')}: ${moneyText(day.copyProfit, true)}`,
        `${t('mamTrading.copyProfit.cumulative')}: ${moneyText(day.cumulative, true)}`,
      ].join('<br/>');
    };
    const axisLabel = { color: token.colorTextTertiary };
    const last = days.at(-1)?.cumulative ?? '0';
    const color = signOf(last) === 'loss' ? token.colorError : token.colorSuccess;
    return {
      animation: false,
      grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', formatter: tooltip as never },
      xAxis: {
        type: 'category',
        data: days.map((day) => day.day),
        axisLine: { lineStyle: { color: token.colorBorderSecondary } },
        axisLabel: { ...axisLabel, hideOverlap: true },
      },
      yAxis: { type: 'value', axisLabel, splitLine: { lineStyle: { color: token.colorBorderSecondary } } },
      series: [
        {
          type: 'bar',
          name: t('mamTrading.copyProfit.day'),
          barMaxWidth: 14,
          data: days.map((day) => ({
            value: plotValue(day.copyProfit) ?? 0,
            itemStyle: { color: signOf(day.copyProfit) === 'loss' ? token.colorError : token.colorPrimary },
          })),
        },
        {
          type: 'line',
          name: t('mamTrading.copyProfit.cumulative'),
          showSymbol: days.length < 2,
          data: days.map((day) => plotValue(day.cumulative) ?? 0),
          lineStyle: { width: 2, color },
          itemStyle: { color },
        },
      ],
    };
  }, [days, t, token]);
  return <LazyChart option={option} label={t('mamTrading.copyProfit.chartLabel')} height={280} />;
}

/**
 * A follow account's copy profit (copyProfitChart): the total, and per day the closed copies' result as
 * bars with the running total as a line. No closed copy yet is an empty state.
 */
export function CopyProfitLine({ chart }: { chart: ViewQuery<MamCopyProfitChart> }) {
  const { t } = useTranslation();
  return (
    <QueryView
      query={chart}
      loading={<Skeleton active title={false} paragraph={{ rows: 6 }} />}
      isEmpty={(data) => data.days.length === 0}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mamTrading.copyProfit.empty')} />}
      message={false}
    >
      {(data) => (
        <>
          <p className={styles.panelNote}>
            {t('mamTrading.copyProfit.total')}{' '}
            <strong className={signOf(data.total) === 'loss' ? styles.loss : styles.gain}>
              {moneyText(data.total, true)}
            </strong>
          </p>
          <CumulativeLine days={data.days} />
        </>
      )}
    </QueryView>
  );
}
