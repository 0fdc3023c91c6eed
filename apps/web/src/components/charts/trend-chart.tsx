import type { CurvePointView } from '@copytrade/contracts/statistics';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText, percentText, plotValue } from '@/lib/figures';
import { formatDate } from '@/lib/format';
import { chartRows, percentAxis } from './chart-spec';
import { useChartTokens } from './chart-tokens';
import { LazyChart, type ChartSpec } from './lazy-chart';

/*
 * A trade account's curve (center/trendChart) as a chart: the growth in percent, or balance and equity in
 * money, on a time axis that the wheel and a drag zoom (the trader profile and the MAM trade account page).
 */

/** What the curve shows: growth, or balance and equity. */
export type TrendView = 'growth' | 'balance';

function useTrendSpec(points: CurvePointView[], view: TrendView): ChartSpec {
  const { t } = useTranslation();
  const token = useChartTokens();
  return useMemo((): ChartSpec => {
    const rows = chartRows(
      points,
      (point) => point.time,
      (point) => [
        formatDate(point.time, 'YYYY-MM-DD HH:mm'),
        `${t('profile.chart.growth')}: ${percentText(point.growth, true)}`,
        `${t('profile.chart.balance')}: ${moneyText(point.balance)}`,
        ...(point.equity === null ? [] : [`${t('profile.chart.equity')}: ${moneyText(point.equity)}`]),
      ],
    );
    if (view === 'growth') {
      return {
        ...rows,
        zoom: true,
        valueText: percentAxis,
        series: [
          {
            kind: 'line',
            name: t('profile.chart.growth'),
            values: points.map((point) => plotValue(point.growth)),
            color: token.colorPrimary,
            fill: token.colorPrimaryBg,
          },
        ],
      };
    }
    return {
      ...rows,
      zoom: true,
      series: [
        {
          kind: 'line',
          name: t('profile.chart.balance'),
          values: points.map((point) => plotValue(point.balance)),
          color: token.colorPrimary,
        },
        {
          kind: 'line',
          name: t('profile.chart.equity'),
          values: points.map((point) => plotValue(point.equity)),
          color: token.colorWarning,
          dashed: true,
          joinGaps: true,
        },
      ],
    };
  }, [points, view, t, token]);
}

export function TrendChart({ points, view }: { points: CurvePointView[]; view: TrendView }) {
  const { t } = useTranslation();
  const spec = useTrendSpec(points, view);
  return (
    <LazyChart
      spec={spec}
      label={view === 'growth' ? t('profile.chart.growthLabel') : t('profile.chart.balanceLabel')}
    />
  );
}
