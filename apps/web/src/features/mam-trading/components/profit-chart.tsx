import type { MamProfitDay } from '@copytrade/contracts/mam-trading';
import { Empty, Skeleton, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartLegend } from '@/components/charts/chart-legend';
import { chartRows, lossColumns } from '@/components/charts/chart-spec';
import { LazyChart, type ChartSpec } from '@/components/charts/lazy-chart';
import { QueryView, type ViewQuery } from '@/components/query-view';
import { moneyText, plotValue, signOf } from '@/lib/figures';

function useProfitSpec(days: MamProfitDay[], colors: { trading: string; follower: string; income: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return useMemo((): ChartSpec => {
    // The trader's result as columns (losses in the error colour); his followers' result and his fee
    // income as lines beside them (one column per day keeps the days readable on a phone).
    return {
      ...chartRows(
        days,
        (day) => day.day,
        (day) => [
          day.day,
          `${t('mamTrading.chart.tradingProfit')}: ${moneyText(day.tradingProfit, true)}`,
          `${t('mamTrading.chart.followerProfit')}: ${moneyText(day.followerProfit, true)}`,
          `${t('mamTrading.chart.income')}: ${moneyText(day.income)}`,
          `${t('mamTrading.chart.copies')}: ${day.copies} (${day.copiedLots})`,
        ],
      ),
      series: [
        lossColumns(
          t('mamTrading.chart.tradingProfit'),
          days.map((day) => day.tradingProfit),
          { gain: colors.trading, loss: token.colorError },
        ),
        {
          kind: 'line',
          name: t('mamTrading.chart.followerProfit'),
          values: days.map((day) => plotValue(day.followerProfit) ?? 0),
          color: colors.follower,
        },
        {
          kind: 'line',
          name: t('mamTrading.chart.income'),
          values: days.map((day) => plotValue(day.income) ?? 0),
          color: colors.income,
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
  const spec = useProfitSpec(days, colors);
  return (
    <>
      <ChartLegend
        items={[
          { label: t('mamTrading.chart.tradingProfit'), color: colors.trading },
          { label: t('mamTrading.chart.followerProfit'), color: colors.follower },
          { label: t('mamTrading.chart.income'), color: colors.income },
        ]}
      />
      <LazyChart spec={spec} label={t('mamTrading.chart.label')} height={300} />
    </>
  );
}

/**
 * The period day by day: the trader's trading result as columns (losses in the error colour), his
 * followers' copy result and his fee income as lines. A period with nothing in it is an empty state, not an axis.
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
