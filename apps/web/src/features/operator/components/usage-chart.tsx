import type { SiteUsageDay } from '@copytrade/contracts/operator';
import { theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartLegend } from '@/components/charts/chart-legend';
import { chartRows, type ChartSpec } from '@/components/charts/chart-spec';
import { LazyChart } from '@/components/charts/lazy-chart';

/**
 * A site's last 30 days (issue 15): copies per day as bars, new users and new subscriptions as lines on a
 * second axis (the left one), with a key above the chart.
 */
export function UsageChart({ days }: { days: SiteUsageDay[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const colors = useMemo(
    () => ({ copies: token.colorPrimary, users: token.colorSuccess, subscriptions: token.colorWarning }),
    [token],
  );
  const spec = useMemo<ChartSpec>(
    () => ({
      ...chartRows(
        days,
        (day) => day.day,
        (day) => [
          day.day,
          `${t('operator.chart.copies')}: ${day.copies}`,
          `${t('operator.chart.newUsers')}: ${day.newUsers}`,
          `${t('operator.chart.newSubscriptions')}: ${day.newSubscriptions}`,
        ],
      ),
      wholeNumbers: true,
      series: [
        {
          kind: 'bars',
          name: t('operator.chart.copies'),
          color: colors.copies,
          values: days.map((d) => d.copies),
        },
        {
          kind: 'line',
          name: t('operator.chart.newUsers'),
          color: colors.users,
          axis: 'left',
          values: days.map((d) => d.newUsers),
        },
        {
          kind: 'line',
          name: t('operator.chart.newSubscriptions'),
          color: colors.subscriptions,
          axis: 'left',
          values: days.map((d) => d.newSubscriptions),
        },
      ],
    }),
    [days, colors, t],
  );
  // A phone gets a shorter chart.
  const height = window.matchMedia?.('(max-width: 640px)').matches ? 240 : 300;
  return (
    <>
      <ChartLegend
        items={[
          { label: t('operator.chart.copies'), color: colors.copies },
          { label: t('operator.chart.newUsers'), color: colors.users },
          { label: t('operator.chart.newSubscriptions'), color: colors.subscriptions },
        ]}
      />
      <LazyChart spec={spec} label={t('operator.chart.label')} height={height} />
    </>
  );
}
