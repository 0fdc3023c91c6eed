import type { MamProfitDay } from '@copytrade/contracts/mam-trading';
import { Empty, Skeleton, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyChart, type ChartSpec } from '@/components/charts/lazy-chart';
import { QueryView, type ViewQuery } from '@/components/query-view';
import { moneyText, plotValue, signOf } from '@/lib/figures';
import styles from './mam-trading.module.css';

function useProfitSpec(days: MamProfitDay[], colors: { trading: string; follower: string; income: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return useMemo((): ChartSpec => {
    // The trader's result as columns (losses in the error colour); his followers' result and his fee
    // income as lines beside them (one column per day keeps the days readable on a phone).
    return {
      times: days.map((day) => day.day),
      describe: (row) => {
        const day = days[row];
        if (!day) return [];
        return [
          day.day,
          `${t('mamTrading.chart.tradingProfit')}: ${moneyText(day.tradingProfit, true)}`,
          `${t('mamTrading.chart.followerProfit')}: ${moneyText(day.followerProfit, true)}`,
          `${t('mamTrading.chart.income')}: ${moneyText(day.income)}`,
          `${t('mamTrading.chart.copies')}: ${day.copies} (${day.copiedLots})`,
        ];
      },
      series: [
        {
          kind: 'bars',
          name: t('mamTrading.chart.tradingProfit'),
          color: colors.trading,
          values: days.map((day) => plotValue(day.tradingProfit) ?? 0),
          colors: days.map((day) =>
            signOf(day.tradingProfit) === 'loss' ? token.colorError : colors.trading,
          ),
        },
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
