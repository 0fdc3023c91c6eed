/**
 * Fee arithmetic (issue 6, DOMAIN.md "Fees"), pure. Money is integer cents as BigInt; rates are integers
 * (percent for shares and rebates, ten-thousandths for the site's proportion), so every result is exact and
 * the rounding is written down here once:
 *
 * - A share of an amount is rounded half up to the cent (`shareOf`).
 * - The site's cut of a fee: `max(fee x proportion, min(margin, fee))`, never more than the fee.
 * - A partner's rebate is a share of the site's cut, rounded down (the site never pays out more than its
 *   rate says); the trader receives the fee minus the site's cut.
 * - Weekly settlement uses a high-water mark per subscription: only the gain above it is charged, at the
 *   share of the highest tier whose threshold the gain reaches; a gain above the mark moves the mark even
 *   when no tier is reached, and a losing week leaves it where it was.
 */

import { shareDown, shareOf } from '@copytrade/units/money';

/** The two share roundings live in @copytrade/units (half up for shares, down for rebates). */
export { shareDown, shareOf };

export type FeeSplitInput = {
  /** The fee paid, in cents (> 0). */
  fee: bigint;
  /** The site's commission in ten-thousandths (0.2000 -> 2000n), 0..10000. */
  proportion: bigint;
  /** The least the site keeps of one fee, in cents (0 none). */
  margin: bigint;
  /** The payer's partner rebate rate in percent (0..100), or null when no partner referred the payer. */
  rebateRate: number | null;
};

export type FeeSplit = { trader: bigint; site: bigint; referrer: bigint };

/** Who receives what of one fee; the three parts sum to the fee. */
export function splitFee(input: FeeSplitInput): FeeSplit {
  const { fee, proportion, margin } = input;
  if (fee <= 0n) throw new RangeError('a fee is positive');
  if (proportion < 0n || proportion > 10_000n) throw new RangeError('proportion is 0..10000');
  if (margin < 0n) throw new RangeError('margin is not negative');
  const rate = input.rebateRate ?? 0;
  if (!Number.isInteger(rate) || rate < 0 || rate > 100)
    throw new RangeError('rebate rate is an integer 0..100');
  const byRate = shareOf(fee, proportion, 10_000n);
  const floor = margin < fee ? margin : fee;
  const siteCut = byRate > floor ? byRate : floor;
  const referrer = input.rebateRate === null ? 0n : shareDown(siteCut, BigInt(rate), 100n);
  return { trader: fee - siteCut, site: siteCut - referrer, referrer };
}

/** A performance tier: from `profit` cents of gain, `percent` of it (1..100). */
export type FeeTier = { profit: bigint; percent: number };

export type WeekSettlement = {
  /** Cumulative result above the mark (<= 0: nothing to charge). */
  gain: bigint;
  /** The tier applied, or null (no gain, or no tier reached). */
  tier: FeeTier | null;
  fee: bigint;
  /** The mark after this week. */
  hwm: bigint;
};

/**
 * One week of one subscription: `cumulative` is the net result (profit + swap + commission) of its closed
 * copies since it began, `hwm` the mark left by the previous settlement (0 at the start).
 */
export function settleWeek(cumulative: bigint, hwm: bigint, tiers: readonly FeeTier[]): WeekSettlement {
  const gain = cumulative - hwm;
  if (gain <= 0n) return { gain, tier: null, fee: 0n, hwm };
  let tier: FeeTier | null = null;
  for (const t of tiers) {
    if (!Number.isInteger(t.percent) || t.percent < 1 || t.percent > 100)
      throw new RangeError('tier percent is 1..100');
    if (t.profit <= gain && (tier === null || t.profit > tier.profit)) tier = t;
  }
  const fee = tier ? shareOf(gain, BigInt(tier.percent), 100n) : 0n;
  return { gain, tier, fee, hwm: cumulative };
}

/** What a wallet pays of a charge now and what stays owed. */
export function collect(available: bigint, charge: bigint): { paid: bigint; owed: bigint } {
  if (charge < 0n) throw new RangeError('a charge is not negative');
  const paid = available <= 0n ? 0n : available < charge ? available : charge;
  return { paid, owed: charge - paid };
}

/** The Monday 00:00 UTC that starts the week holding `at` (settlement weeks run Monday to Monday, UTC). */
export function weekStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000);
}
