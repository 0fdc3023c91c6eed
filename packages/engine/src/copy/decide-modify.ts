/**
 * The master changed its stops (or a pending order's price): the follower's copy changes with it, stops
 * swapped when the copy is reversed (DOMAIN.md, Closing). Like closes, modifies follow every live link,
 * also of a cancelled subscription whose copies follow the trader: stops are how a position exits.
 */
import { formatPrice, parseDec } from './decimal';
import { SKIP_REASON, invalidInput, skip } from './decisions';
import type { ModifyDecision, NoneDecision, SkipDecision } from './decisions';
import { isPending, mapStops } from './direction';
import type { CopyLink, MasterOrder, SymbolView } from './types';

/** What `decideModify` reads. */
export type ModifyInput = {
  /** The link of the modified master order; null when it was not copied. */
  link: CopyLink | null;
  /** The master's order after the change. */
  master: Pick<MasterOrder, 'type' | 'openPrice' | 'sl' | 'tp'>;
  /** The follower's symbol, for its price digits. */
  followerSymbol: Pick<SymbolView, 'digits'>;
};

/**
 * The follower's new stops (and pending price), or `none` when the copy already has them (compared as
 * numbers, so '1.1' equals '1.10000'). The price moves only while both orders are pending; a reversed
 * pending copy keeps the master's price, as when it was placed.
 */
export function decideModify(input: ModifyInput): ModifyDecision | NoneDecision | SkipDecision {
  const { link, master } = input;
  if (!link) return { kind: 'skip', reason: SKIP_REASON.NOT_COPIED };
  const digits = input.followerSymbol.digits;
  if (!Number.isInteger(digits) || digits < 0 || digits > 20) {
    return skip(SKIP_REASON.SYMBOL_INVALID, { symbol: link.follower.symbol });
  }
  const sl = parseDec(master.sl);
  const tp = parseDec(master.tp);
  if (!sl || sl.isNegative()) return invalidInput('master.sl');
  if (!tp || tp.isNegative()) return invalidInput('master.tp');
  const stops = mapStops({ sl: formatPrice(sl, digits), tp: formatPrice(tp, digits) }, link.direction);

  let price: string | null = null;
  if (isPending(link.follower.type) && isPending(master.type)) {
    const masterPrice = parseDec(master.openPrice);
    if (!masterPrice || !masterPrice.isPositive() || masterPrice.isZero())
      return invalidInput('master.openPrice');
    price = formatPrice(masterPrice, digits);
  }

  const { follower } = link;
  const unchanged =
    samePrice(stops.sl, follower.sl) &&
    samePrice(stops.tp, follower.tp) &&
    (price === null || samePrice(price, follower.openPrice));
  if (unchanged) return { kind: 'none' };
  return { kind: 'modify', followerTicket: follower.ticket, sl: stops.sl, tp: stops.tp, price };
}

function samePrice(a: string, b: string): boolean {
  const x = parseDec(a);
  const y = parseDec(b);
  return x !== null && y !== null && x.eq(y);
}
