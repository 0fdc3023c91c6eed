/**
 * The free-margin limit (DOMAIN.md, Limits, last). A follower expects a smaller copy rather than none, and
 * never a margin call: the copy is reduced to what keeps the account's margin level at or above
 * MIN_MARGIN_LEVEL_PERCENT once it is open, and skipped (INSUFFICIENT_MARGIN) when even the minimum lot
 * does not fit.
 *
 * With equity E, free margin F, used margin U = E - F and m the margin of 1.00 lot:
 *   margin level after = E / (U + m x lots) >= L   <=>   m x lots x L <= E - L x U.
 * Worked: E 5,000.00, no positions (U 0), m 1,100.00, L 1.5: at most 3,333.33 of margin, so 5.00 lots
 * becomes floor(3,333.33 / 1,100) = 3.03 lots (margin 3,333.00, level 150.02%). With 3,000.00 already
 * used the same account can add 0.30 lots. A margin call is normally at 100%; the buffer to 150% absorbs
 * the spread and the first adverse moves. Pending copies are checked the same way at placement, as the
 * best estimate of the margin they will need when they fill.
 */
import { SKIP_REASON, invalidInput, skip } from './decisions';
import type { SkipDecision } from './decisions';
import { floorDiv, isPositive, le, mul, parseExact, sub, toNumber, unitsAt } from './exact';
import { floorToStep, lotsText } from './lots';
import type { LotBounds } from './lots';
import type { AccountView } from './types';

/** The margin level, in percent, a copy may bring the follower account down to and no lower. */
export const MIN_MARGIN_LEVEL_PERCENT = 150;

/**
 * The lots (hundredths) that fit the follower's margin: `lots` itself when it fits, fewer (a multiple of the
 * step, at least the minimum; the caller records a FREE_MARGIN adjustment), or an INSUFFICIENT_MARGIN skip.
 * A margin per lot that is not positive means nothing to check.
 */
export function fitMargin(
  lots: number,
  account: Pick<AccountView, 'equity' | 'freeMargin'>,
  marginPerLotText: string,
  bounds: LotBounds,
): number | SkipDecision {
  const perLot = parseExact(marginPerLotText);
  if (!perLot) return invalidInput('marginPerLot');
  if (!isPositive(perLot.units)) return lots;
  const equity = parseExact(account.equity);
  if (!equity) return invalidInput('follower.equity');
  const free = parseExact(account.freeMargin);
  if (!free) return invalidInput('follower.freeMargin');
  // Everything in units of the finest scale; L in percent. The condition E / (U + m x lots / 100) >= L / 100
  // becomes L x m x lots <= 100 x (100 x E - L x U).
  const scale = Math.max(perLot.scale, equity.scale, free.scale);
  const e = unitsAt(equity, scale);
  const gap = sub(e, unitsAt(free, scale));
  const used = isPositive(gap) ? gap : 0;
  const room = mul(100, sub(mul(100, e), mul(MIN_MARGIN_LEVEL_PERCENT, used)));
  const perLotAtLevel = mul(MIN_MARGIN_LEVEL_PERCENT, unitsAt(perLot, scale));
  if (le(mul(perLotAtLevel, lots), room)) return lots;
  // Fewer than `lots`, so the count is small.
  const fits = isPositive(room) ? floorToStep(toNumber(floorDiv(room, perLotAtLevel)), bounds.step) : 0;
  if (fits < bounds.min) {
    return skip(SKIP_REASON.INSUFFICIENT_MARGIN, {
      freeMargin: account.freeMargin,
      marginPerLot: marginPerLotText,
      minLot: lotsText(bounds.min),
      minMarginLevel: MIN_MARGIN_LEVEL_PERCENT,
    });
  }
  return fits;
}
