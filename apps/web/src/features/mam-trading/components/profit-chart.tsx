import type { MamProfitDay } from '@copytrade/contracts/mam-trading';
import { Empty, Skeleton, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyChart, type ChartOption } from '@/components/charts/lazy-chart';
import { QueryView, type ViewQuery } from '@/components/query-view';
import { moneyText, plotValue, signOf } from '@/lib/figures';
import styles from './mam-trading.module.css';

type Tip = { dataIndex: number };

function useProfitOption(
  days: MamProfitDay[],
  colors: { trading: string; follower: string; income: string },
) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return useMemo((): ChartOption => {
    const tooltip = (params: Tip | Tip[]) => {
      const first = Array.isArray(params) ? params[0] : params;
      const day = first ? days[first.dataIndex] : undefined;
      if (!day) return '';
      // Text only (ECharts writes the tooltip as HTML): dates and formatted figures.
      return [
        day.day,
        `${t('mamTrading.chart.tradingProfit')}: ${moneyText(day.tradingProfit, true)}`,
        `${t('mamTrading.chart.followerProfit')}: ${moneyText(day.followerProfit, true)}`,
        `${t('mamTrading.chart.income')}: ${moneyText(day.income)}`,
        `${t('mamTrading.chart.copies')}: ${day.copies} (${day.copiedLots})`,
      ].join('<br/>');
    };
    const axisLabel = { color: token.colorTextTertiary };
    const bar = (name: string, color: string, value: (day: MamProfitDay) => string) => ({
      type: 'bar' as const,
      name,
      barMaxWidth: 14,
      data: days.map((day) => ({
        value: plotValue(value(day)) ?? 0,
        itemStyle: { color: signOf(value(day)) === 'loss' ? token.colorError : color, borderRadius: 2 },
      })),
    });
    return {
      animation: false,
      grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, formatter: tooltip as never },
      xAxis: {
        type: 'category',
        data: days.map((day) => day.day.slice(5)),
        axisLine: { lineStyle: { color: token.colorBorderSecondary } },
        axisLabel: { ...axisLabel, hideOverlap: true },
      },
      yAxis: {
        type: 'value',
        axisLabel,
        splitLine: { lineStyle: { color: token.colorBorderSecondary } },
      },
      series: [
        bar(t('mamTrading.chart.tradingProfit'), colors.trading, (day) => day.tradingProfit),
        bar(t('mamTrading.chart.followerProfit'), colors.follower, (day) => day.followerProfit),
        {
          type: 'line',
          name: t('mamTrading.chart.income'),
          showSymbol: false,
          data: days.map((day) => plotValue(day.income) ?? 0),
          lineStyle: { width: 2, color: colors.income },
          itemStyle: { color: colors.income },
        },
      ],
    };
  }, [days, colors, t, token]);
}

function ProfitBars({ days }: { days: MamProfitDay[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const colors = useMemo(
    () => ({ trading: token.colorPrimary, follower: token.colorWarning, income: token.colorSuccess }),
    [token],
  );
  const option = useProfitOption(days, colors);
  const legend = [
    { key: 'tradingProfit', color: colors.trading },
    { key: 'followerProfit', color: colors.follower },
    { key: 'income', color: colors.income },
  ] as const;
  return (
    <>
      <div className={styles.chartLegend} aria-hidden>
        {legend.map((item) => (
          <span key={item.key}>
            <span className={styles.swatch} style={{ background: item.color }} />
            {t(`mamTrading.chart.${item.key}`)}
          </span>
        ))}
      </div>
      <LazyChart option={option} label={t('mamTrading.chart.label')} height={300} />
    </>
  );
}

/**
 * The period day by day: the trader's trading result and his followers' copy result as bars (losses in
 * the error colour), his fee income as a line. A period with nothing in it is an empty state, not an axis.
 */
export function ProfitChart({ series }: { series: ViewQuery<MamProfitDay[]> }) {
  const { t } = useTranslation();
  return (
    <QueryView
      query={series}
      loading={<Skeleton active title={false} paragraph={{ rows: 7 }} />}
      isEmpty={(days) =>
        days.every(
          (day) =>
            signOf(day.tradingProfit) === 'zero' &&
            signOf(day.followerProfit) === 'zero' &&
            signOf(day.income) === 'zero' &&
            day.copies === 0,
        )
      }
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mamTrading.chart.empty')} />}
      message={false}
    >
      {(days) => <ProfitBars days={days} />}
    </QueryView>
  );
}
