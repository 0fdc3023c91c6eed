/**
 * A pending copy that the follower's broker refuses for its distance from the market (DOMAIN.md,
 * Direction). A reversed pending order keeps the master's price, so it can land closer to the market than
 * the follower's stop level allows: a master buy limit at 1.10000 with the market at 1.10007 / 1.10017 sits
 * 17 points under the ask (enough for a 10-point stop level); its reverse, a sell stop at 1.10000, sits only
 * 7 points under the bid, and the broker answers MT4 130. A forward copy meets the same on a follower
 * broker with a larger stop level than the master's (20 points: the buy limit's 17 are too few).
 *
 * Nothing is lost: the copy is recorded as AWAITING_FILL; when the master's order fills, the filled order
 * (a market buy or sell) goes through `decideOpen` like any open: limits, sizing, and the signal age
 * counted from the fill (the filled order's open time). If the master deletes the order first (or it
 * expires), DELETED_BEFORE_FILL is recorded and nothing is opened.
 *
 * The gateway port tells neither the follower's quotes nor its stop levels, so the rule reads the broker's
 * answer rather than predicting it.
 */
import { SKIP_REASON, skip } from './decisions';
import type { OpenDecision, SkipDecision } from './decisions';
import { isPending } from './direction';

/** MT4 ERR_INVALID_STOPS: a pending price (or a stop) on the wrong side or closer than the stop level. */
export const MT4_INVALID_STOPS = 130;

/**
 * What a broker refusal of an open copy means: AWAITING_FILL when a pending copy was refused for its
 * distance (130), with the refused order in the detail; null for any other refusal (recorded as it is).
 */
export function awaitFillOnRefusal(
  decision: Pick<OpenDecision, 'type' | 'price'>,
  errorCode: number,
): SkipDecision | null {
  if (!isPending(decision.type) || errorCode !== MT4_INVALID_STOPS) return null;
  return skip(SKIP_REASON.AWAITING_FILL, { orderType: decision.type, price: decision.price ?? '' });
}

/** The master's pending order went away unfilled while copies awaited its fill: nothing is opened. */
export function deletedBeforeFill(): SkipDecision {
  return skip(SKIP_REASON.DELETED_BEFORE_FILL);
}
