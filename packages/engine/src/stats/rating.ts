/**
 * The 13-week rating (spec: "Account ratings cover 13 weeks"). Neither the spec nor DOMAIN.md gives a
 * formula, so this one is chosen to be reproducible by hand from three published numbers, over the UTC week
 * of `asOf` and the 12 before it:
 *   R = product of the weeks' growth factors - 1      (weeks without a trade have factor 1)
 *   D = the largest fall of the growth index within the window, as a fraction of its running peak
 *   W = weeks whose growth factor was above 1
 *   score = round(100 x (0.4 x min(max(R, 0) / 0.25, 1) + 0.4 x (1 - min(D / 0.25, 1)) + 0.2 x W / 13))
 *   stars = 1 + floor(min(score, 99) / 20)            (0-19 -> 1 star ... 80-100 -> 5 stars)
 * So return, risk and consistency weigh 40/40/20: 25 % in 13 weeks earns the full return part, a 25 %
 * drawdown or worse loses the whole risk part, and trading every week profitably earns the consistency part.
 * An account with no trade closed in the window is not rated (null): idleness must not score as safety.
 */
import { utcWeek } from './calendar';
import { formatPercent } from './money';
import type { Rating, WeekBucket } from './types';

export const RATING_WEEKS = 13;

/** The week's growth factor; a week that starts at index 0 (a blown account) stays at 0. */
function weekFactor(bucket: WeekBucket): number {
  return bucket.start > 0 ? bucket.end / bucket.start : 0;
}

/** The rating from the stored week buckets (at most RATING_WEEKS, oldest first). */
export function rateWeeks(weeks: readonly WeekBucket[], asOf: number): Rating | null {
  const last = utcWeek(asOf);
  const first = last - (RATING_WEEKS - 1);
  let factor = 1;
  let peak = -1;
  let drawdown = 0;
  let winning = 0;
  let trades = 0;
  for (const bucket of weeks) {
    if (bucket.week < first || bucket.week > last) continue;
    trades += bucket.trades;
    factor *= weekFactor(bucket);
    if (bucket.end > bucket.start) winning += 1;
    if (peak < 0) peak = bucket.start;
    // A fall inside the week from the week's own peak, or from a peak reached in an earlier week.
    const fromEarlierPeak = peak > 0 ? 1 - bucket.min / peak : 0;
    drawdown = Math.max(drawdown, bucket.drawdown, fromEarlierPeak);
    peak = Math.max(peak, bucket.max);
  }
  if (trades === 0) return null;
  const growth = factor - 1;
  const returnPart = Math.min(Math.max(growth, 0) / 0.25, 1);
  const riskPart = 1 - Math.min(drawdown / 0.25, 1);
  const consistencyPart = winning / RATING_WEEKS;
  const score = Math.round(100 * (0.4 * returnPart + 0.4 * riskPart + 0.2 * consistencyPart));
  return {
    score,
    stars: 1 + Math.floor(Math.min(score, 99) / 20),
    growth: formatPercent(growth),
    drawdown: formatPercent(drawdown),
    winningWeeks: winning,
  };
}
