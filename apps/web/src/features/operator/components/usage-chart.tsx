import type { SiteUsageDay } from '@copytrade/contracts/operator';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart, type ChartOption } from '@/components/charts/echart';

/** A CSS custom property of the page (the console's theme), for the chart's colours. */
function cssVar(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/**
 * A site's last 30 days (issue 15): copies per day as bars, new users and new subscriptions as lines on a
 * second axis (the shared EChart: follows its box's size, starts once the box has a width).
 */
export function UsageChart({ days }: { days: SiteUsageDay[] }) {
  const { t } = useTranslation();
  const option = useMemo<ChartOption>(() => {
    const primary = cssVar('--ct-primary');
    const success = cssVar('--ct-success');
    const warning = cssVar('--ct-warning');
    const text = cssVar('--ct-text-secondary');
    const grid = cssVar('--ct-border-secondary');
    return {
      color: [primary, success, warning],
      tooltip: { trigger: 'axis' },
      legend: { top: 0, textStyle: { color: text } },
      grid: { left: 8, right: 8, top: 36, bottom: 4, containLabel: true },
      xAxis: {
        type: 'category',
        data: days.map((d) => d.day.slice(5)),
        axisLabel: { color: text },
        axisLine: { lineStyle: { color: grid } },
      },
      yAxis: [
        {
          type: 'value',
          minInterval: 1,
          axisLabel: { color: text },
          splitLine: { lineStyle: { color: grid } },
        },
        { type: 'value', minInterval: 1, axisLabel: { color: text }, splitLine: { show: false } },
      ],
      series: [
        { name: t('operator.chart.copies'), type: 'bar', data: days.map((d) => d.copies), barMaxWidth: 14 },
        {
          name: t('operator.chart.newUsers'),
          type: 'line',
          yAxisIndex: 1,
          symbolSize: 5,
          data: days.map((d) => d.newUsers),
        },
        {
          name: t('operator.chart.newSubscriptions'),
          type: 'line',
          yAxisIndex: 1,
          symbolSize: 5,
          data: days.map((d) => d.newSubscriptions),
        },
      ],
    };
  }, [days, t]);
  // A phone gets a shorter chart.
  const height = window.matchMedia?.('(max-width: 640px)').matches ? 240 : 300;
  return <EChart option={option} label={t('operator.chart.label')} height={height} />;
}
