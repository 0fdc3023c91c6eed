import type { MamCopyProfitChart } from '@copytrade/contracts/mam-trading';
import { Empty, Skeleton, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { chartRows, lossColumns } from '@/components/charts/chart-spec';
import { LazyChart, type ChartSpec } from '@/components/charts/lazy-chart';
import { QueryView, type ViewQuery } from '@/components/query-view';
import { moneyText, plotValue, signOf } from '@/lib/figures';
import styles from './mam-trading.module.css';

type Day = MamCopyProfitChart['days'][number];
function CumulativeLine({ days }: { days: Day[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const spec = useMemo((): ChartSpec => {
    const last = days.at(-1)?.cumulative ?? '0';
    const color = signOf(last) === 'loss' ? token.colorError : token.colorSuccess;
    return {
      ...chartRows(
        days,
        (day) => day.day,
        (day) => [
          day.day,
          `${t('mamTrading.copyProfit.day')}: ${moneyText(day.copyProfit, true)}`,
          `${t('mamTrading.copyProfit.cumulative')}: ${moneyText(day.cumulative, true)}`,
        ],
      ),
      series: [
        lossColumns(
          t('mamTrading.copyProfit.day'),
          days.map((day) => day.copyProfit),
          { gain: token.colorPrimary, loss: token.colorError },
        ),
        {
          kind: 'line',
          name: t('mamTrading.copyProfit.cumulative'),
          values: days.map((day) => plotValue(day.cumulative) ?? 0),
          color,
        },
      ],
    };
  }, [days, t, token]);
  return <LazyChart spec={spec} label={t('mamTrading.copyProfit.chartLabel')} height={280} />;
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
