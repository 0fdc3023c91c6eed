import {
  BaselineSeries,
  ColorType,
  createChart,
  CrosshairMode,
  LineSeries,
  LineStyle,
  LineType,
  type AutoscaleInfo,
  type ChartOptions,
  type DeepPartial,
  type IChartApi,
  type ISeriesApi,
  type MouseEventParams,
  type SeriesOptionsCommon,
  type SeriesType,
  type TickMarkType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HTML_LANG, currentLocale } from '@/i18n/locale';
import { axisTexts, tickLabel, timeLabel, type AxisTexts } from './axis-labels';
import type { ChartSeries, ChartSpec, ChartTime } from './chart-spec';
import { useChartTokens, type ChartTokens } from './chart-tokens';
import { ColumnSeries } from './column-series';
import styles from './charts.module.css';

/*
 * A ChartSpec drawn with lightweight-charts (canvas; the same library as the quotes' candles, its own
 * chunk). Moments are shifted by the reader's time zone offset and drawn as UTC, as the library advises,
 * so the axis and the crosshair read local time; days and months are the library's calendar days.
 */

type Row = { time: Time; key: number | string; index: number };

function toTime(time: ChartTime): { time: Time; key: number | string } {
  if (typeof time === 'number') {
    const seconds = Math.floor(time / 1000) - new Date(time).getTimezoneOffset() * 60;
    return { time: seconds as UTCTimestamp, key: seconds };
  }
  const day = time.length === 7 ? `${time}-01` : time;
  return { time: day, key: day };
}

/** The spec's rows on the axis: ascending, one per position (of rows at the same moment, the last). */
export function axisRows(times: readonly ChartTime[]): Row[] {
  const rows: Row[] = [];
  times.forEach((value, index) => {
    const { time, key } = toTime(value);
    const last = rows.at(-1);
    if (last && last.key === key) last.index = index;
    else if (!last || last.key < key) rows.push({ time, key, index });
  });
  return rows;
}

type Tip = { x: number; y: number; lines: string[]; flip: boolean };

function seriesOptions(series: ChartSeries, spec: ChartSpec): DeepPartial<SeriesOptionsCommon> {
  const left = series.axis === 'left';
  const text = (left ? spec.leftValueText : spec.valueText) ?? ((value: number) => String(value));
  const maxValue = spec.maxValue;
  return {
    priceScaleId: left ? 'left' : 'right',
    title: '',
    lastValueVisible: false,
    priceLineVisible: false,
    priceFormat: { type: 'custom', formatter: text, minMove: spec.wholeNumbers ? 1 : 0.01 },
    ...(maxValue === undefined
      ? {}
      : {
          autoscaleInfoProvider: (original: () => AutoscaleInfo | null): AutoscaleInfo | null => {
            const info = original();
            if (!info?.priceRange) return info;
            return {
              ...info,
              priceRange: {
                minValue: Math.min(info.priceRange.minValue, maxValue),
                maxValue,
              },
            };
          },
        }),
  };
}

function addSeries(
  chart: IChartApi,
  series: ChartSeries,
  spec: ChartSpec,
  rows: Row[],
): ISeriesApi<SeriesType> {
  const common = seriesOptions(series, spec);
  if (series.kind === 'bars') {
    const bars = chart.addCustomSeries(new ColumnSeries(), { ...common, color: series.color });
    bars.setData(
      rows.map(({ time, index }) => {
        const value = series.values[index];
        if (value === null || value === undefined) return { time };
        const color = series.colors?.[index];
        return color ? { time, value, color } : { time, value };
      }),
    );
    return bars;
  }
  const line = {
    lineWidth: series.width ?? 2,
    lineStyle: series.dashed ? LineStyle.Dashed : LineStyle.Solid,
    lineType: series.step ? LineType.WithSteps : LineType.Simple,
    crosshairMarkerRadius: 3,
  } as const;
  const data = rows.flatMap(({ time, index }) => {
    const value = series.values[index];
    if (value !== null && value !== undefined) return [{ time, value }];
    return series.joinGaps ? [] : [{ time }];
  });
  if (series.fill) {
    const fill = series.fill;
    const area = chart.addSeries(BaselineSeries, {
      ...common,
      ...line,
      baseValue: { type: 'price', price: 0 },
      topLineColor: series.color,
      bottomLineColor: series.color,
      topFillColor1: fill,
      topFillColor2: fill,
      bottomFillColor1: fill,
      bottomFillColor2: fill,
    });
    area.setData(data);
    return area;
  }
  const plain = chart.addSeries(LineSeries, { ...common, ...line, color: series.color });
  plain.setData(data);
  return plain;
}

/**
 * The chart's frame in the theme's colours (its CSS variables, as the site's stylesheets use them), its
 * axis labelled in the page's language.
 */
function chartOptions(token: ChartTokens, texts: AxisTexts): DeepPartial<ChartOptions> {
  const grid = token.colorBorderSecondary;
  return {
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: token.colorTextTertiary,
      fontFamily: token.fontFamily,
      fontSize: 11,
    },
    grid: { vertLines: { visible: false }, horzLines: { color: grid } },
    rightPriceScale: { borderVisible: false },
    leftPriceScale: { borderVisible: false },
    timeScale: {
      borderColor: grid,
      secondsVisible: false,
      fixLeftEdge: true,
      fixRightEdge: true,
      tickMarkFormatter: (time: Time, type: TickMarkType) => tickLabel(time, type, texts),
    },
    crosshair: {
      mode: CrosshairMode.Magnet,
      horzLine: { visible: false, labelVisible: false },
      vertLine: {
        color: token.colorBorder,
        style: LineStyle.Solid,
        width: 1,
        labelBackgroundColor: token.colorTextSecondary,
      },
    },
    localization: { locale: HTML_LANG[currentLocale()] },
  };
}

/**
 * The chart of a spec, following its box's size; `label` describes it to screen readers, and the tooltip
 * shows the spec's lines for the row under the pointer.
 */
export function TimeChart({
  spec,
  label,
  height = 320,
}: {
  spec: ChartSpec;
  label: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const rowsRef = useRef<Row[]>([]);
  const describeRef = useRef(spec.describe);
  const [tip, setTip] = useState<Tip | null>(null);
  const token = useChartTokens();
  const { t } = useTranslation();

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    // Its colours come from the effect below, in the same commit (and again when the theme changes).
    const chart = createChart(element, { autoSize: true });
    const onMove = (param: MouseEventParams) => {
      const row = param.logical === undefined ? undefined : rowsRef.current[Math.round(param.logical)];
      if (!param.point || !row) {
        setTip(null);
        return;
      }
      const width = element.clientWidth;
      setTip({
        x: param.point.x,
        y: Math.min(param.point.y, element.clientHeight - 80),
        lines: describeRef.current(row.index),
        flip: param.point.x > width / 2,
      });
    };
    chart.subscribeCrosshairMove(onMove);
    chartRef.current = chart;
    return () => {
      chart.unsubscribeCrosshairMove(onMove);
      chart.remove();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    chartRef.current?.applyOptions(chartOptions(token, axisTexts(t)));
  }, [token, t]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return undefined;
    const rows = axisRows(spec.times);
    rowsRef.current = rows;
    describeRef.current = spec.describe;
    const months = spec.times.some((time) => typeof time === 'string' && time.length === 7);
    const zoom = spec.zoom ?? false;
    // A chart with a top (the underwater chart's 0) keeps no margin above it.
    const scaleMargins = { top: spec.maxValue === undefined ? 0.1 : 0.04, bottom: 0.06 };
    chart.applyOptions({
      rightPriceScale: { scaleMargins },
      leftPriceScale: { visible: spec.series.some((series) => series.axis === 'left'), scaleMargins },
      timeScale: { timeVisible: spec.times.some((time) => typeof time === 'number') },
      localization: { timeFormatter: (time: Time) => timeLabel(time, months) },
      handleScroll: zoom
        ? { mouseWheel: false, pressedMouseMove: true, horzTouchDrag: true, vertTouchDrag: false }
        : false,
      handleScale: zoom
        ? { mouseWheel: true, pinch: true, axisPressedMouseMove: { time: true, price: false } }
        : false,
    });
    const drawn = spec.series.map((series) => addSeries(chart, series, spec, rows));
    chart.timeScale().fitContent();
    setTip(null);
    return () => {
      // On unmount the chart is already removed (the effect above cleans up first), and its series with it.
      if (chartRef.current !== chart) return;
      for (const series of drawn) chart.removeSeries(series);
    };
  }, [spec]);

  return (
    <div className={styles.frame}>
      <div ref={box} role="img" aria-label={label} className={styles.chart} style={{ height }} />
      {tip ? (
        <div
          className={styles.tip}
          aria-hidden
          style={{
            left: tip.flip ? undefined : tip.x + 14,
            right: tip.flip ? `calc(100% - ${tip.x - 14}px)` : undefined,
            top: Math.max(tip.y - 12, 0),
          }}
        >
          {tip.lines.map((line, index) => (
            <div key={index} className={index === 0 ? styles.tipHead : undefined}>
              {line}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
