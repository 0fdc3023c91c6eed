import type { SiteUsageDay } from '@copytrade/contracts/operator';
import { theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartSpec } from '@/components/charts/chart-spec';
import { LazyChart } from '@/components/charts/lazy-chart';
import styles from './usage-chart.module.css';

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
      times: days.map((d) => d.day),
      wholeNumbers: true,
      describe: (row) => {
        const day = days[row];
        if (!day) return [];
        return [
          day.day,
          `${t('operator.chart.copies')}: ${day.copies}`,
          `${t('operator.chart.newUsers')}: ${day.newUsers}`,
          `${t('operator.chart.newSubscriptions')}: ${day.newSubscriptions}`,
        ];
      },
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
  const legend = [
    { key: 'copies', color: colors.copies },
    { key: 'newUsers', color: colors.users },
    { key: 'newSubscriptions', color: colors.subscriptions },
  ] as const;
  return (
    <>
      <div className={styles.legend} aria-hidden>
        {legend.map((item) => (
          <span key={item.key}>
            <span className={styles.swatch} style={{ background: item.color }} />
            {t(`operator.chart.${item.key}`)}
          </span>
        ))}
      </div>
      <LazyChart spec={spec} label={t('operator.chart.label')} height={height} />
    </>
  );
}
