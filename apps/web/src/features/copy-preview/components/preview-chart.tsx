import type { PreviewCurvePointView } from '@copytrade/contracts/preview';
import { theme } from 'antd';
import type { LineSeriesOption } from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GridComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { moneyText, percentText, plotValue } from '@/lib/figures';
import styles from './copy-preview.module.css';

/** What the preview's chart draws: two lines on a time axis. */
export type PreviewChartOption = ComposeOption<
  LineSeriesOption | GridComponentOption | TooltipComponentOption | DataZoomComponentOption
>;

/**
 * The chart wrapper the app gives the preview (the trader profile's lazy ECharts chart): features never
 * import each other, so app/ passes it in.
 */
export type PreviewChartComponent = ComponentType<{
  option: PreviewChartOption;
  label: string;
  height?: number;
}>;

type Tip = { dataIndex: number };

function usePreviewOption(curve: readonly PreviewCurvePointView[], currency: string): PreviewChartOption {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return useMemo((): PreviewChartOption => {
    const tooltip = (params: Tip | Tip[]) => {
      const first = Array.isArray(params) ? params[0] : params;
      const point = first ? curve[first.dataIndex] : undefined;
      if (!point) return '';
      // Text only: ECharts writes the tooltip as HTML, and nothing here comes from user input.
      return [
        formatDate(point.time, 'YYYY-MM-DD HH:mm'),
        `${t('copyPreview.chart.you')}: ${percentText(point.follower, true)} (${moneyText(point.equity)} ${currency})`,
        `${t('copyPreview.chart.trader')}: ${percentText(point.trader, true)}`,
      ].join('<br/>');
    };
    const axisLabel = { color: token.colorTextTertiary };
    return {
      animation: false,
      grid: { left: 8, right: 16, top: 16, bottom: 12, containLabel: true },
      tooltip: { trigger: 'axis', formatter: tooltip as never },
      dataZoom: [{ type: 'inside' }],
      xAxis: {
        type: 'time',
        axisLine: { lineStyle: { color: token.colorBorderSecondary } },
        axisLabel: { ...axisLabel, hideOverlap: true },
      },
      yAxis: {
        type: 'value',
        axisLabel: { ...axisLabel, formatter: '{value}%' },
        splitLine: { lineStyle: { color: token.colorBorderSecondary } },
      },
      series: [
        {
          type: 'line',
          name: t('copyPreview.chart.trader'),
          showSymbol: false,
          step: 'end',
          data: curve.map((point) => [point.time, plotValue(point.trader)]),
          lineStyle: { width: 1.5, type: 'dashed', color: token.colorTextTertiary },
          itemStyle: { color: token.colorTextTertiary },
        },
        {
          type: 'line',
          name: t('copyPreview.chart.you'),
          showSymbol: false,
          step: 'end',
          data: curve.map((point) => [point.time, plotValue(point.follower)]),
          lineStyle: { width: 2, color: token.colorPrimary },
          itemStyle: { color: token.colorPrimary },
          areaStyle: { color: token.colorPrimaryBg, opacity: 0.6 },
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
  const option = usePreviewOption(curve, currency);
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
      <Chart option={option} label={t('copyPreview.chart.label')} height={height} />
    </figure>
  );
}
