import type { DataIndicators, DrawdownPointView } from '@copytrade/contracts/statistics';
import { Alert, Empty, Skeleton, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/components/query-view';
import { DASH, fallText, plotValue, signOf } from '@/lib/figures';
import { formatDate } from '@/lib/format';
import { useDrawdownChart } from '../api/drawdown-chart';
import {
  drawdownText,
  EquityDrawdownValue,
  equityDrawdownInWords,
  trackedSinceDate,
} from './equity-tracking';
import { chartRows, percentAxis } from '@/components/charts/chart-spec';
import { LazyChart, type ChartSpec } from '@/components/charts/lazy-chart';
import { StatHelp, StatLabel } from './stat-help';
import styles from './profile.module.css';
import quality from './quality.module.css';

/** A fall as the chart plots it: below zero (underwater), null where there is none to plot. */
const below = (value: string | null) => {
  const n = plotValue(value);
  return n === null ? null : n === 0 ? 0 : -n;
};

function useUnderwaterSpec(points: DrawdownPointView[]): ChartSpec {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return useMemo((): ChartSpec => {
    const balanceName = t('profileQuality.risk.balance');
    const equityName = t('profileQuality.risk.equity');
    const rows = chartRows(
      points,
      (point) => point.time,
      (point) => [
        formatDate(point.time, 'YYYY-MM-DD HH:mm'),
        `${balanceName}: ${point.balance === null ? DASH : fallText(point.balance)}`,
        `${equityName}: ${point.equity === null ? t('profileQuality.equity.notTracked') : fallText(point.equity)}`,
      ],
    );
    return {
      ...rows,
      zoom: true,
      // Under the water line only: the peak is the top.
      maxValue: 0,
      valueText: percentAxis,
      series: [
        {
          kind: 'line',
          name: balanceName,
          values: points.map((point) => below(point.balance)),
          color: token.colorError,
          width: 2,
          fill: token.colorErrorBg,
        },
        {
          kind: 'line',
          name: equityName,
          values: points.map((point) => below(point.equity)),
          color: token.colorWarning,
          width: 2,
          dashed: true,
        },
      ],
    };
  }, [points, t, token]);
}

/** The underwater chart with its key (an HTML key above the canvas). */
function UnderwaterChart({ points }: { points: DrawdownPointView[] }) {
  const { t } = useTranslation();
  const spec = useUnderwaterSpec(points);
  return (
    <>
      <ul className={quality.legend} aria-hidden>
        <li>
          <span className={`${quality.swatch} ${quality.swatchBalance}`} />
          {t('profileQuality.risk.balance')}
        </li>
        <li>
          <span className={`${quality.swatch} ${quality.swatchEquity}`} />
          {t('profileQuality.risk.equity')}
        </li>
      </ul>
      <LazyChart spec={spec} label={t('profileQuality.risk.chartLabel')} height={300} />
    </>
  );
}

/**
 * The risk view: the maximum balance and equity drawdowns, and how far below its peaks the account stood
 * over time (the underwater chart). When equity was sampled only since after the history began, it says
 * since when (the equity line starts there).
 */
export function RiskPanel({ mtId, stats }: { mtId: number; stats: DataIndicators }) {
  const { t } = useTranslation();
  const chart = useDrawdownChart(mtId);
  const points = chart.data ?? [];
  const partial = stats.equityTracked.partial;
  const date = trackedSinceDate(stats);
  const underwater = points.some(
    (point) => signOf(point.balance) !== 'zero' || (point.equity !== null && signOf(point.equity) !== 'zero'),
  );
  return (
    <section className={styles.panel} aria-labelledby="risk-title">
      <div className={styles.panelHead}>
        <h2 id="risk-title" className={styles.panelTitle}>
          <StatLabel helpKey="drawdowns">{t('profileQuality.risk.title')}</StatLabel>
        </h2>
      </div>
      <div className={`${quality.figures} ${quality.figures2}`}>
        <div className={quality.figure}>
          <StatLabel helpKey="balanceDrawdown">{t('profile.stats.balanceDrawdown')}</StatLabel>
          <div className={quality.figureValue}>{drawdownText(stats.balanceDrawdown)}</div>
          <div className={quality.figureNote}>{t('profileQuality.risk.balanceNote')}</div>
        </div>
        <div className={quality.figure}>
          <StatLabel helpKey="equityDrawdown">{t('profile.stats.equityDrawdown')}</StatLabel>
          <div className={`${quality.figureValue} ${equityDrawdownInWords(stats) ? quality.muted : ''}`}>
            <EquityDrawdownValue stats={stats} />
          </div>
          <div className={quality.figureNote}>{t('profileQuality.risk.equityNote')}</div>
        </div>
      </div>
      {partial ? (
        <Alert
          type="info"
          showIcon
          className={quality.partial}
          title={
            <span className={quality.alertTitle}>
              {t('profileQuality.risk.partialTitle', { date })}
              <StatHelp helpKey="equityTracked" name={t('profileQuality.risk.partialTitle', { date })} />
            </span>
          }
          description={t('profileQuality.risk.partialText', { date })}
        />
      ) : null}
      <QueryView
        query={chart}
        loading={<Skeleton active title={false} paragraph={{ rows: 7 }} className={styles.chartSkeleton} />}
        message={false}
      >
        {() =>
          points.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('profile.chart.noCurve')} />
          ) : !underwater ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('profileQuality.risk.noDrawdown')} />
          ) : (
            <UnderwaterChart points={points} />
          )
        }
      </QueryView>
    </section>
  );
}
