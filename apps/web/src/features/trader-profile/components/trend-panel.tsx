import type { CurvePointView } from '@copytrade/contracts/statistics';
import { Empty, Segmented, Skeleton, theme } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/components/query-view';
import { moneyText, percentText, plotValue, signOf } from '@/lib/figures';
import { formatDate } from '@/lib/format';
import { useTrendChart } from '../api/trend-chart';
import { timeZoom } from '../utils/chart-zoom';
import { LazyChart, type ChartOption } from './lazy-chart';
import { StatLabel } from './stat-help';
import styles from './profile.module.css';

type View = 'growth' | 'balance';

type Tip = { dataIndex: number };

function useTrendOption(points: CurvePointView[], view: View): ChartOption {
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

function TrendChart({ points, view }: { points: CurvePointView[]; view: View }) {
  const { t } = useTranslation();
  const option = useTrendOption(points, view);
  return (
    <LazyChart
      option={option}
      label={view === 'growth' ? t('profile.chart.growthLabel') : t('profile.chart.balanceLabel')}
    />
  );
}

/** The growth, or balance and equity, over the account's history. */
export function TrendPanel({ mtId }: { mtId: number }) {
  const { t } = useTranslation();
  const trend = useTrendChart(mtId);
  const [view, setView] = useState<View>('growth');
  const points = trend.data ?? [];
  return (
    <section className={styles.panel} aria-labelledby="trend-title">
      <div className={styles.panelHead}>
        <h2 id="trend-title" className={styles.panelTitle}>
          <StatLabel helpKey="curve">{t('profile.chart.trendTitle')}</StatLabel>
        </h2>
        <Segmented<View>
          size="small"
          value={view}
          onChange={setView}
          options={[
            { value: 'growth', label: t('profile.chart.growth') },
            { value: 'balance', label: t('profile.chart.balanceEquity') },
          ]}
        />
      </div>
      <QueryView
        query={trend}
        loading={<Skeleton active title={false} paragraph={{ rows: 7 }} className={styles.chartSkeleton} />}
        message={false}
      >
        {() =>
          points.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('profile.chart.noCurve')} />
          ) : view === 'growth' && points.every((point) => signOf(point.growth) === 'zero') ? (
            // Deposits and samples only: a flat line at 0 on an empty 0-1 axis says nothing.
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('profileQuality.trend.noGrowth')} />
          ) : (
            <TrendChart points={points} view={view} />
          )
        }
      </QueryView>
    </section>
  );
}
