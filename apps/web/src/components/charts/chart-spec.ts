import { plotValue, signOf } from '@/lib/figures';

/*
 * What a chart draws, apart from the library that draws it: the pages build a ChartSpec (plain data and
 * formatters), and `time-chart.tsx` draws it with lightweight-charts in a chunk of its own. So a page
 * that shows a chart does not load the library until the chart is on screen, and its tests read the spec.
 */

/**
 * The horizontal position of a row: a moment (milliseconds since the epoch, drawn in the reader's time
 * zone to the minute), a calendar day `YYYY-MM-DD`, or a month `YYYY-MM`.
 */
export type ChartTime = number | string;

type SeriesBase = {
  name: string;
  color: string;
  /** One value per row of the spec's `times`; null where the series has none. */
  values: readonly (number | null)[];
  /** The value axis it is read on: the right one (every chart's) or a second one on the left. */
  axis?: 'right' | 'left';
};

/** A line, optionally dashed, stepped, or filled down (or up) to zero. */
export type LineSeries = SeriesBase & {
  kind: 'line';
  width?: 1 | 2 | 3;
  dashed?: boolean;
  /** Holds each value until the next row (a balance that changes at each close). */
  step?: boolean;
  /** Colour of the area between the line and zero. */
  fill?: string;
  /** A null value leaves a gap unless the line joins over it. */
  joinGaps?: boolean;
};

/** A column per row; `colors` gives each column its own colour (losses in the error colour). */
export type BarSeries = SeriesBase & { kind: 'bars'; colors?: readonly string[] };

export type ChartSeries = LineSeries | BarSeries;

export type ChartSpec = {
  /** Each row's position on the time axis, ascending (rows at the same moment: the last one is drawn). */
  times: readonly ChartTime[];
  series: readonly ChartSeries[];
  /** The tooltip's lines for a row (its first line names the moment, in the page's words). */
  describe: (row: number) => string[];
  /** How the value axes write a value (a percent sign, a whole count); the number itself by default. */
  valueText?: (value: number) => string;
  /** The left axis's own writing, where a series is read on it. */
  leftValueText?: (value: number) => string;
  /** The values are counts: the axes mark whole numbers only. */
  wholeNumbers?: boolean;
  /** The top of the value axis (the underwater chart stops at 0, its peaks). */
  maxValue?: number;
  /** The wheel and a drag zoom and move the time axis (long curves); fixed otherwise. */
  zoom?: boolean;
};

/** A percent axis: `12.5%`. */
export const percentAxis = (value: number): string => `${Number(value.toFixed(2))}%`;

/**
 * Columns of decimal amounts (a missing one at zero), losses in `loss` and the rest in `gain`: the
 * monthly returns, the copy profit, the MAM trader's daily result.
 */
export function lossColumns(
  name: string,
  amounts: readonly (string | null)[],
  colors: { gain: string; loss: string },
): BarSeries {
  return {
    kind: 'bars',
    name,
    color: colors.gain,
    values: amounts.map((amount) => plotValue(amount) ?? 0),
    colors: amounts.map((amount) => (signOf(amount) === 'loss' ? colors.loss : colors.gain)),
  };
}

/**
 * A spec's rows: each one's position (`time`) and its tooltip (`describe`, whose first line names the
 * moment), for the rows a chart draws in order.
 */
export function chartRows<R>(
  rows: readonly R[],
  time: (row: R) => ChartTime,
  describe: (row: R) => string[],
): Pick<ChartSpec, 'times' | 'describe'> {
  return {
    times: rows.map(time),
    describe: (index) => {
      const row = rows[index];
      return row === undefined ? [] : describe(row);
    },
  };
}
