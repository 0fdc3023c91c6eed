import type { PreviewCurvePointView } from '@copytrade/contracts/preview';
import { theme } from 'antd';
import { useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { chartRows, percentAxis, type ChartSpec } from '@/components/charts/chart-spec';
import { formatDate } from '@/lib/format';
import { moneyText, percentText, plotValue } from '@/lib/figures';
import styles from './copy-preview.module.css';

/**
 * The chart the app gives the preview (the trader profile's lazy chart): features never import each
 * other, so app/ passes it in.
 */
export type PreviewChartComponent = ComponentType<{
  spec: ChartSpec;
  label: string;
  height?: number;
}>;

function usePreviewSpec(curve: readonly PreviewCurvePointView[], currency: string): ChartSpec {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return useMemo((): ChartSpec => {
    const rows = chartRows(
      curve,
      (point) => point.time,
      (point) => [
        formatDate(point.time, 'YYYY-MM-DD HH:mm'),
        `${t('copyPreview.chart.you')}: ${percentText(point.follower, true)} (${moneyText(point.equity)} ${currency})`,
        `${t('copyPreview.chart.trader')}: ${percentText(point.trader, true)}`,
      ],
    );
    return {
      ...rows,
      zoom: true,
      valueText: percentAxis,
      series: [
        {
          kind: 'line',
          name: t('copyPreview.chart.trader'),
          values: curve.map((point) => plotValue(point.trader)),
          color: token.colorTextTertiary,
          width: 2,
          dashed: true,
          step: true,
        },
        {
          kind: 'line',
          name: t('copyPreview.chart.you'),
          values: curve.map((point) => plotValue(point.follower)),
          color: token.colorPrimary,
          step: true,
          fill: token.colorPrimaryBg,
        },
      ],
    };
  }, [curve, currency, t, token]);
}

/** The trader's growth and the follower's over the window, both in percent from the start, with a key. */
export function PreviewChart({
  curve,
  currency,
  Chart,
  height = 260,
}: {
  curve: readonly PreviewCurvePointView[];
  currency: string;
  Chart: PreviewChartComponent;
  height?: number;
}) {
  const { t } = useTranslation();
  const spec = usePreviewSpec(curve, currency);
  return (
    <figure className={styles.chartBox}>
      <figcaption className={styles.legend}>
        <span className={styles.legendItem}>
          <span className={`${styles.swatch} ${styles.swatchYou}`} aria-hidden />
          {t('copyPreview.chart.you')}
        </span>
        <span className={styles.legendItem}>
          <span className={`${styles.swatch} ${styles.swatchTrader}`} aria-hidden />
          {t('copyPreview.chart.trader')}
        </span>
      </figcaption>
      <Chart spec={spec} label={t('copyPreview.chart.label')} height={height} />
    </figure>
  );
}
