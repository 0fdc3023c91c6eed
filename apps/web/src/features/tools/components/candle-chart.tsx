import type { CandleRow, MarketTimeframe } from '@copytrade/contracts/market';
import { bucketStart } from '@copytrade/engine/market/candles';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  CrosshairMode,
  type CandlestickData,
  type IChartApi,
  type ISeriesApi,
  type LogicalRange,
  type Time,
  type TickMarkType,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { axisTexts, tickLabel, timeLabel } from '@/components/charts/axis-labels';
import styles from './candle-chart.module.css';

/*
 * The candlestick chart (lightweight-charts, its own chunk: loaded by lazy-candle-chart). Times are drawn in
 * the trade server's time, as MT4 draws them: each candle's UTC start is shifted by the server's offset and
 * the chart shows it as UTC.
 */

export type CandleChartProps = {
  candles: readonly CandleRow[];
  digits: number;
  timeframe: MarketTimeframe;
  offsetMinutes: number;
  /** The live bid and its time; the last candle follows it (a new one starts when its bucket begins). */
  live: { bid: string; time: number } | null;
  /** The view reached the oldest candles held: read an older page. */
  onNeedOlder: () => void;
  /** Changes when the symbol or timeframe does: the view goes back to the latest candles. */
  viewKey: string;
};

/** The number of candles the view shows at first (the latest ones). */
const FIRST_VIEW = 120;
/** Candles left of the view under which an older page is read. */
const EDGE = 10;

type Bar = CandlestickData<UTCTimestamp>;

function cssVar(element: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

function toBar(candle: CandleRow, offsetMs: number): Bar {
  return {
    time: ((candle.time + offsetMs) / 1000) as UTCTimestamp,
    open: Number(candle.open),
    high: Number(candle.high),
    low: Number(candle.low),
    close: Number(candle.close),
  };
}

export function CandleChart({
  candles,
  digits,
  timeframe,
  offsetMinutes,
  live,
  onNeedOlder,
  viewKey,
}: CandleChartProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<ISeriesApi<'Candlestick', UTCTimestamp> | null>(null);
  /** The bars drawn, and the view they were drawn for. */
  const drawn = useRef<{ bars: Bar[]; key: string }>({ bars: [], key: '' });
  /** The last bar as the live bid has moved it (it wins over a stale copy when older pages arrive). */
  const liveBar = useRef<Bar | null>(null);
  const needOlder = useRef(onNeedOlder);
  /** The candle under the crosshair, and the latest candle: the legend shows the first, else the second. */
  const [hovered, setHovered] = useState<Bar | null>(null);
  const [latest, setLatest] = useState<Bar | null>(null);

  useEffect(() => {
    needOlder.current = onNeedOlder;
  });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const text = cssVar(element, '--ct-text-secondary', '#595959');
    const grid = cssVar(element, '--ct-border-secondary', '#f0f0f0');
    const up = cssVar(element, '--ct-success', '#16a34a');
    const down = cssVar(element, '--ct-error', '#dc2626');
    const chart = createChart(element, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: text,
        fontFamily: cssVar(element, '--ct-font-family', 'system-ui, sans-serif'),
        fontSize: 11,
      },
      grid: { vertLines: { color: grid }, horzLines: { color: grid } },
      rightPriceScale: { borderColor: grid },
      timeScale: { borderColor: grid, timeVisible: true, secondsVisible: false, rightOffset: 4 },
      crosshair: { mode: CrosshairMode.Normal },
    });
    const series = chart.addSeries(CandlestickSeries, {
      upColor: up,
      downColor: down,
      wickUpColor: up,
      wickDownColor: down,
      borderVisible: false,
      priceFormat: { type: 'price', precision: digits, minMove: 1 / 10 ** digits },
    });
    const onRange = (range: LogicalRange | null) => {
      if (range && range.from < EDGE && drawn.current.bars.length > 0) needOlder.current();
    };
    chart.timeScale().subscribeVisibleLogicalRangeChange(onRange);
    chart.subscribeCrosshairMove((param) => {
      const bar = param.seriesData.get(series) as Bar | undefined;
      setHovered(bar && 'open' in bar ? bar : null);
    });
    series.subscribeDataChanged(() => setLatest((series.data().at(-1) as Bar | undefined) ?? null));
    chartRef.current = chart;
    seriesRef.current = series as ISeriesApi<'Candlestick', UTCTimestamp>;
    return () => {
      chart.timeScale().unsubscribeVisibleLogicalRangeChange(onRange);
      chart.remove();
      chartRef.current = null;
      seriesRef.current = null;
      drawn.current = { bars: [], key: '' };
    };
    // The chart is made once; the digits change with the symbol, applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    seriesRef.current?.applyOptions({
      priceFormat: { type: 'price', precision: digits, minMove: 1 / 10 ** digits },
    });
  }, [digits]);

  // The time axis and the crosshair's time in the page's language (the library's own call the browser's
  // locale data, and in the browser's language).
  useEffect(() => {
    const texts = axisTexts(t);
    chartRef.current?.applyOptions({
      timeScale: { tickMarkFormatter: (time: Time, type: TickMarkType) => tickLabel(time, type, texts) },
      localization: { timeFormatter: (time: Time) => timeLabel(time, false) },
    });
  }, [t]);

  useEffect(() => {
    const chart = chartRef.current;
    const series = seriesRef.current;
    if (!chart || !series) return;
    const offsetMs = offsetMinutes * 60_000;
    const bars = candles.map((candle) => toBar(candle, offsetMs));
    const previous = drawn.current;
    const sameView = previous.key === viewKey;
    const range = chart.timeScale().getVisibleLogicalRange();
    // Older candles put in front: the view keeps showing the same candles.
    const added =
      sameView && previous.bars.length > 0 && bars.length > previous.bars.length
        ? bars.findIndex((bar) => bar.time === previous.bars[0]?.time)
        : 0;
    if (!sameView) liveBar.current = null;
    series.setData(bars);
    const last = bars.at(-1);
    if (liveBar.current && last && liveBar.current.time >= last.time) series.update(liveBar.current);
    drawn.current = { bars, key: viewKey };
    if (!sameView) {
      chart.timeScale().setVisibleLogicalRange({ from: bars.length - FIRST_VIEW, to: bars.length + 4 });
    } else if (added > 0 && range) {
      chart.timeScale().setVisibleLogicalRange({ from: range.from + added, to: range.to + added });
    }
  }, [candles, offsetMinutes, viewKey]);

  useEffect(() => {
    const series = seriesRef.current;
    const last = liveBar.current ?? drawn.current.bars.at(-1);
    if (!series || !live || !last) return;
    const price = Number(live.bid);
    if (!Number.isFinite(price)) return;
    const offsetMs = offsetMinutes * 60_000;
    const time = ((bucketStart(live.time, timeframe, offsetMinutes) + offsetMs) / 1000) as UTCTimestamp;
    if (time < last.time) return;
    const bar: Bar =
      time === last.time
        ? { ...last, high: Math.max(last.high, price), low: Math.min(last.low, price), close: price }
        : { time, open: price, high: price, low: price, close: price };
    liveBar.current = bar;
    series.update(bar);
  }, [live, timeframe, offsetMinutes]);

  const shown = hovered ?? latest;
  const fixed = (value: number) => value.toFixed(digits);
  return (
    <div className={styles.wrap}>
      {shown ? (
        <div className={styles.legend} aria-hidden>
          <span>
            {t('tools.chart.open')} <b>{fixed(shown.open)}</b>
          </span>
          <span>
            {t('tools.chart.high')} <b>{fixed(shown.high)}</b>
          </span>
          <span>
            {t('tools.chart.low')} <b>{fixed(shown.low)}</b>
          </span>
          <span>
            {t('tools.chart.close')}{' '}
            <b className={shown.close >= shown.open ? styles.up : styles.down}>{fixed(shown.close)}</b>
          </span>
        </div>
      ) : null}
      <div ref={box} className={styles.chart} role="img" aria-label={t('tools.chart.label')} />
    </div>
  );
}
