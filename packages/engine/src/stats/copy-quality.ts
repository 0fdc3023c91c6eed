/**
 * Copy quality: how well the site copied a trade account over a window (the profile publishes the last 30
 * days). The server computes these figures in SQL over the copy tables (percentile_cont, avg, count); this
 * module is their published definition, with the worked examples of the profile's help tooltips, and the
 * oracle the server's tests hold the SQL to.
 *
 * What the copy tables record, and so what can be measured:
 * - slippage and delay exist for copied market opens only (a copy link is written with the follower's
 *   fill); pending-order copies have no fill to compare, and closes are not recorded with either;
 * - every (subscription, open signal) pair ends as a copy link (copied) or a copy record (skipped, with the
 *   engine's reason or BROKER_REJECTED). A pair skipped because the follower had cancelled ("close
 *   following the trader": no new opens, SUBSCRIPTION_CLOSING) is the follower's choice, not a missed copy:
 *   it counts on neither side. A pair still in flight counts on neither side either.
 */
import { roundDiv } from './money';

/** Opens whose pairs are counted: a cancelled follower's skip is not a failure of the copy. */
export const NOT_A_MISSED_COPY = 'SUBSCRIPTION_CLOSING';
/** Skip reasons listed, most frequent first. */
export const TOP_SKIP_REASONS = 5;
/** The published window. */
export const COPY_QUALITY_DAYS = 30;

/** A copied market open: points worse than the trader's price (negative: better), and ms after his fill. */
export type CopyFill = { slippagePoints: number; delayMs: number };

/** One subscription's outcome for one open signal. */
export type CopyOutcome = { copied: true } | { copied: false; reason: string };

export type CopyQuality = {
  /** Copied market opens measured. */
  fills: number;
  /** Points, 1 decimal; null without a fill. */
  slippage: { average: string | null; p95: string | null };
  /** Whole milliseconds; null without a fill. */
  delay: { average: number | null; p95: number | null };
  /** Open signals of the account in the window. */
  signals: number;
  copied: number;
  skipped: number;
  /** copied / (copied + skipped), percent with 2 decimals; null when nothing was counted. */
  share: string | null;
  skipReasons: { reason: string; count: number }[];
};

/**
 * The continuous percentile of sorted values (PostgreSQL's percentile_cont): the value at rank
 * p x (n - 1), interpolated linearly between the two values around it.
 */
export function percentileCont(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = p * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const a = sorted[low]!;
  const b = sorted[high]!;
  return a + (b - a) * (rank - low);
}

/** x rounded half away from zero to `places` decimals, as text ('-2.3'). */
function roundText(x: number, places: number): string {
  const scale = 10 ** places;
  // A mean of integers is exact to about 1e-15; the nudge rounds a decimal tie (2.25) up, as PostgreSQL's
  // exact numeric does, where the double may sit a hair below it.
  const scaled = Math.round(Math.abs(x) * scale + 1e-9) / scale;
  const text = scaled.toFixed(places);
  return x < 0 && Number(text) !== 0 ? `-${text}` : text;
}

/** The figures of a window's fills and outcomes (see the module's note for what each counts). */
export function copyQuality(signals: number, fills: readonly CopyFill[], outcomes: readonly CopyOutcome[]) {
  const slippage = fills.map((f) => f.slippagePoints).sort((a, b) => a - b);
  const delay = fills.map((f) => f.delayMs).sort((a, b) => a - b);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const counted = outcomes.filter((o) => o.copied || o.reason !== NOT_A_MISSED_COPY);
  const copied = counted.filter((o) => o.copied).length;
  const skipped = counted.length - copied;
  const reasons = new Map<string, number>();
  for (const outcome of counted) {
    if (!outcome.copied) reasons.set(outcome.reason, (reasons.get(outcome.reason) ?? 0) + 1);
  }
  const slippageP95 = percentileCont(slippage, 0.95);
  const delayP95 = percentileCont(delay, 0.95);
  const result: CopyQuality = {
    fills: fills.length,
    slippage: {
      average: fills.length === 0 ? null : roundText(sum(slippage) / fills.length, 1),
      p95: slippageP95 === null ? null : roundText(slippageP95, 1),
    },
    delay: {
      average: fills.length === 0 ? null : roundDiv(sum(delay), fills.length),
      p95: delayP95 === null ? null : Math.round(delayP95),
    },
    signals,
    copied,
    skipped,
    share: counted.length === 0 ? null : roundText((100 * copied) / counted.length, 2),
    skipReasons: [...reasons]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || (a.reason < b.reason ? -1 : a.reason > b.reason ? 1 : 0))
      .slice(0, TOP_SKIP_REASONS),
  };
  return result;
}

/** The copy-quality help tooltips (the web repeats these English texts word for word). */
export const COPY_QUALITY_FORMULAS = [
  {
    key: 'slippage',
    formula:
      'Over the followers\u2019 copied market opens of the last 30 days: slippage = the follower\u2019s fill ' +
      'price - the trader\u2019s, in points, counted against the follower (a buy filled higher or a sell ' +
      'filled lower is positive; a better price is negative). Average = their mean; p95 = the 95th ' +
      'percentile, interpolated between the two nearest copies. Pending-order copies and closes are not ' +
      'measured.',
    example:
      'Five copies slipped 0, 1, 2, 3 and 10 points: average 16 / 5 = 3.2; p95 at rank 0.95 x 4 = 3.8: ' +
      '3 + 0.8 x (10 - 3) = 8.6.',
  },
  {
    key: 'delay',
    formula:
      'Over the same copies: the follower\u2019s fill time - the trader\u2019s fill time, in milliseconds. ' +
      'Average and 95th percentile as for slippage.',
    example: 'Delays 120, 150, 180, 200 and 900 ms: average 1550 / 5 = 310 ms; p95 200 + 0.8 x 700 = 760 ms.',
  },
  {
    key: 'share',
    formula:
      'Each trader open of the last 30 days, once per follower subscribed then: copied (the follower got ' +
      'the position) or skipped (a copy record says why). Share = copied / (copied + skipped). A follower ' +
      'who had cancelled (no new copies) counts on neither side.',
    example: '10 opens to 2 followers, 18 copied, 2 skipped: 18 / 20 = 90.00 %.',
  },
  {
    key: 'skipReasons',
    formula: 'The reasons of the skipped copies counted in the share, most frequent first (at most 5).',
    example: 'Below minimum lot 1, not enough margin 1.',
  },
] as const;
