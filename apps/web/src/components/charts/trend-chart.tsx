import type { CurvePointView } from '@copytrade/contracts/statistics';
import { theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText, percentText, plotValue } from '@/lib/figures';
import { formatDate } from '@/lib/format';
import { timeZoom } from './chart-zoom';
import { LazyChart, type ChartOption } from './lazy-chart';

/*
 * A trade account's curve (center/trendChart) as a chart: the growth in percent, or balance and equity in
 * money, on a time axis with the zoom slider (the trader profile and the MAM trade account page).
 */

/** What the curve shows: growth, or balance and equity. */
export type TrendView = 'growth' | 'balance';

type Tip = { dataIndex: number };

function useTrendOption(points: CurvePointView[], view: TrendView): ChartOption {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return useMemo((): ChartOption => {
    const tooltipText = (params: Tip | Tip[]) => {
      const first = Array.isArray(params) ? params[0] : params;
      const point = first ? points[first.dataIndex] : undefined;
      if (!point) return '';
      const lines = [
        formatDate(point.time, 'YYYY-MM-DD HH:mm'),
        `${t('profile.chart.growth')}: ${percentText(point.growth, true)}`,
        `${t('profile.chart.balance')}: ${moneyText(point.balance)}`,
        ...(point.equity === null ? [] : [`${t('profile.chart.equity')}: ${moneyText(point.equity)}`]),
      ];
      // Text only: ECharts writes the tooltip as HTML, so nothing here comes from user input.
      return lines.join('<br/>');
    };
    const axisLine = { lineStyle: { color: token.colorBorderSecondary } };
    const axisLabel = { color: token.colorTextTertiary };
    const base: ChartOption = {
      animation: false,
      grid: { left: 8, right: 16, top: 24, bottom: 48, containLabel: true },
      tooltip: { trigger: 'axis', formatter: tooltipText as never },
      dataZoom: timeZoom(token, { line: token.colorPrimary, area: token.colorPrimaryBg }),
      xAxis: { type: 'time', axisLine, axisLabel: { ...axisLabel, hideOverlap: true } },
    };
    if (view === 'growth') {
      return {
        ...base,
        yAxis: {
          type: 'value',
          axisLabel: { ...axisLabel, formatter: '{value}%' },
          splitLine: { lineStyle: { color: token.colorBorderSecondary } },
        },
        series: [
          {
            type: 'line',
            name: t('profile.chart.growth'),
            showSymbol: false,
            data: points.map((point) => [point.time, plotValue(point.growth)]),
            lineStyle: { width: 2, color: token.colorPrimary },
            itemStyle: { color: token.colorPrimary },
            areaStyle: { color: token.colorPrimaryBg },
          },
        ],
      };
    }
    return {
      ...base,
      yAxis: {
        type: 'value',
        scale: true,
        axisLabel,
        splitLine: { lineStyle: { color: token.colorBorderSecondary } },
      },
      series: [
        {
          type: 'line',
          name: t('profile.chart.balance'),
          showSymbol: false,
          data: points.map((point) => [point.time, plotValue(point.balance)]),
          lineStyle: { width: 2, color: token.colorPrimary },
          itemStyle: { color: token.colorPrimary },
        },
        {
          type: 'line',
          name: t('profile.chart.equity'),
          showSymbol: false,
          connectNulls: true,
          data: points.map((point) => [point.time, plotValue(point.equity)]),
          lineStyle: { width: 1.5, type: 'dashed', color: token.colorWarning },
          itemStyle: { color: token.colorWarning },
        },
      ],
    };
  }, [points, view, t, token]);
}

export function TrendChart({ points, view }: { points: CurvePointView[]; view: TrendView }) {
  const { t } = useTranslation();
  const option = useTrendOption(points, view);
  return (
    <LazyChart
      option={option}
      label={view === 'growth' ? t('profile.chart.growthLabel') : t('profile.chart.balanceLabel')}
    />
  );
}
