/**
 * Sizing a copied order (DOMAIN.md, Sizing), in integer hundredths:
 * - fixed lot (1): `lots = copyValue`;
 * - fixed ratio (2): `lots = masterLots x copyValue`;
 * - smart ratio (3): `ratio = (followerEquity / masterEquity) x min(1, followerLeverage / masterLeverage)`,
 *   capped by the subscription's maximum ratio; `lots = masterLots x ratio`.
 * Then rounded down to the lot step; below the symbol's minimum lot the copy is skipped (BELOW_MIN_LOT),
 * above its maximum clamped (a MAX_LOT adjustment).
 *
 * Exactness: the smart ratio is never divided out on its own. The lots are
 * `masterLots x followerEquity x min(followerLeverage, masterLeverage) / (masterEquity x masterLeverage)`,
 * exact integer products and one flooring division (exact.ts), so equity 1,000 against 3,000 on 3.00
 * lots gives exactly 1.00, where a ratio of 0.3333... first would give 0.99.
 */
import { Dec, parseDec } from './decimal';
import { SKIP_REASON, invalidInput, skip } from './decisions';
import type { SkipDecision } from './decisions';
import { floorDiv, floorTimes, isPositive, lt, mul, parseExact, pow10, toNumber } from './exact';
import type { Exact, Int } from './exact';
import { floorToStep, lotsText } from './lots';
import type { LotBounds } from './lots';
import { COPY_TYPE, NO_VALUE } from './types';
import type { AccountView, CopySettings, MasterAccountView } from './types';

/** The master's side of sizing, prepared once per signal and shared by every subscriber. */
export type MasterSizing = {
  /** The master order's lots, hundredths. */
  lots: number;
  /**
   * The master's equity and leverage for the smart ratio, or the skip every smart-ratio subscriber gets
   * (INVALID_INPUT for a malformed equity, SIZING_UNAVAILABLE when equity or leverage is not positive).
   */
  smart: { equity: Exact; leverage: number } | SkipDecision;
};

/** Prepares the master's side of sizing. */
export function prepareMasterSizing(lots: number, master: MasterAccountView): MasterSizing {
  const equity = parseExact(master.equity);
  if (!equity) return { lots, smart: invalidInput('masterAccount.equity') };
  if (!isLeverage(master.leverage) || !isPositive(equity.units)) {
    const detail = { masterEquity: master.equity, masterLeverage: master.leverage };
    return { lots, smart: skip(SKIP_REASON.SIZING_UNAVAILABLE, detail) };
  }
  return { lots, smart: { equity, leverage: master.leverage } };
}

/**
 * The size of one subscription's copy in hundredths, rounded down to a whole hundredth (zero for a
 * follower without equity), or the skip that stops sizing.
 */
export function sizeLots(
  settings: Pick<CopySettings, 'copyType' | 'copyValue' | 'maxRatio'>,
  follower: Pick<AccountView, 'equity' | 'leverage'>,
  master: MasterSizing,
): Int | SkipDecision {
  switch (settings.copyType) {
    case COPY_TYPE.FIXED_LOT: {
      const value = positiveValue(settings.copyValue);
      return value ? floorTimes(value, 100) : invalidInput('settings.copyValue');
    }
    case COPY_TYPE.FIXED_RATIO: {
      const value = positiveValue(settings.copyValue);
      return value ? floorTimes(value, master.lots) : invalidInput('settings.copyValue');
    }
    case COPY_TYPE.SMART_RATIO:
      return smartLots(settings.maxRatio, follower, master);
    default:
      return invalidInput('settings.copyType');
  }
}

function smartLots(
  maxRatioText: string | null,
  follower: Pick<AccountView, 'equity' | 'leverage'>,
  master: MasterSizing,
): Int | SkipDecision {
  const smart = master.smart;
  if ('kind' in smart) return smart;
  let cap: Int | null = null;
  if (maxRatioText !== null && maxRatioText !== NO_VALUE) {
    const maxRatio = positiveValue(maxRatioText);
    if (!maxRatio) return invalidInput('settings.maxRatio');
    cap = floorTimes(maxRatio, master.lots);
  }
  const equity = parseExact(follower.equity);
  if (!equity) return invalidInput('follower.equity');
  if (!isLeverage(follower.leverage)) {
    return skip(SKIP_REASON.SIZING_UNAVAILABLE, { followerLeverage: follower.leverage });
  }
  const leverage = Math.min(follower.leverage, smart.leverage);
  const numerator = mul(mul(mul(master.lots, equity.units), leverage), pow10(smart.equity.scale));
  if (!isPositive(numerator)) return 0;
  const lots = floorDiv(numerator, mul(mul(smart.equity.units, smart.leverage), pow10(equity.scale)));
  return cap !== null && lt(cap, lots) ? cap : lots;
}

/**
 * The smart ratio itself, for display ("your ratio now"), to 6 decimals rounded down, or null when it is
 * undefined. Sizing does not use it (see the module note on exactness).
 */
export function smartRatio(
  follower: Pick<AccountView, 'equity' | 'leverage'>,
  master: MasterAccountView,
  maxRatio: string | null,
): string | null {
  const followerEquity = parseDec(follower.equity);
  const masterEquity = parseDec(master.equity);
  if (!followerEquity || !masterEquity || !isLeverage(follower.leverage) || !isLeverage(master.leverage))
    return null;
  if (!masterEquity.isPositive() || masterEquity.isZero()) return null;
  let ratio = followerEquity
    .times(Math.min(follower.leverage, master.leverage))
    .div(masterEquity.times(master.leverage));
  const cap = maxRatio === null || maxRatio === NO_VALUE ? null : parseDec(maxRatio);
  if (cap && cap.lt(ratio)) ratio = cap;
  return Dec.max(ratio, 0).toFixed(6, Dec.ROUND_DOWN);
}

/**
 * Rounds sized lots down to the step and applies the symbol's minimum (BELOW_MIN_LOT) and maximum (clamped;
 * the caller records a MAX_LOT adjustment when `sized` is above `bounds.max`).
 */
export function boundLots(sized: Int, bounds: LotBounds): number | SkipDecision {
  if (lt(bounds.max, sized)) return bounds.max;
  const whole = toNumber(sized);
  const lots = whole > 0 ? floorToStep(whole, bounds.step) : 0;
  if (lots < bounds.min) {
    return skip(SKIP_REASON.BELOW_MIN_LOT, { lots: lotsText(lots), minLot: lotsText(bounds.min) });
  }
  return lots;
}

/** Leverage as MT4 reports it: a positive integer (100 for 1:100). */
function isLeverage(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0;
}

/** A positive decimal that is a real value (not the NO_VALUE sentinel), or null. */
function positiveValue(text: string): Exact | null {
  if (text === NO_VALUE) return null;
  const value = parseExact(text);
  return value && isPositive(value.units) ? value : null;
}
