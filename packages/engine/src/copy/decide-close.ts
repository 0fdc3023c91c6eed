/**
 * Following the master's closes (DOMAIN.md, Closing). Closes never expire and ignore the follower's pause
 * and the subscription's cancel state: a copy that exists is always closed with its master. The
 * orchestrator queues a close while the follower is disconnected; the periodic reconcile repairs the rest.
 */
import { SKIP_REASON, invalidInput } from './decisions';
import type { CloseDecision, DeleteDecision, NoneDecision, SkipDecision } from './decisions';
import { isPending } from './direction';
import { ceilToStep, floorToStep, lotBounds, lotsText } from './lots';
import { PARTIAL_CLOSE } from './types';
import type { CopyLink, PartialCloseRounding, SymbolView } from './types';

/**
 * The master's order is gone (closed, or a pending order deleted): close the follower's copy in full, or
 * delete it if it is still pending. A pending copy that filled when the master's did not is closed too:
 * the copy mirrors an order the master no longer has. No link: NOT_COPIED.
 */
export function decideClose(link: CopyLink | null): CloseDecision | DeleteDecision | SkipDecision {
  if (!link) return { kind: 'skip', reason: SKIP_REASON.NOT_COPIED };
  const { follower } = link;
  if (isPending(follower.type)) return { kind: 'delete', followerTicket: follower.ticket };
  return { kind: 'close', followerTicket: follower.ticket, lots: follower.lots, full: true };
}

/** What a partial close rule reads; lots in hundredths. */
export type PartialCloseInput = {
  /** The master position's lots before this close. */
  masterLotsBefore: number;
  /** The lots the master closed now. */
  masterClosedLots: number;
  /** The follower position's lots now. */
  followerLots: number;
  rounding: PartialCloseRounding;
  /** The follower's symbol terms. */
  symbol: Pick<SymbolView, 'minLot' | 'maxLot' | 'lotStep'>;
};

/**
 * The follower's share of a master's partial close: `followerLots x closed / before`, rounded to the step
 * down (take small) or up (take big). Take big also rounds a share under the minimum lot up to it; take
 * small skips it (BELOW_MIN_LOT: nothing closes now). When what would remain is under the minimum lot, or
 * the master closed everything, the follower closes in full. Never more than is open: 0 < lots <=
 * followerLots; a partial close leaves at least the minimum lot.
 *
 * Worked: master 1.00 closes 0.33, follower 0.50: 0.50 x 0.33 / 1.00 = 0.165 -> take small 0.16, take big
 * 0.17. Follower 0.12 with minimum 0.10: 0.0396 -> take big 0.10 leaves 0.02 < 0.10, so all 0.12 close.
 */
export function partialCloseLots(input: PartialCloseInput): { lots: number; full: boolean } | SkipDecision {
  const { masterLotsBefore: before, masterClosedLots: closed, followerLots: held } = input;
  if (!Number.isSafeInteger(before) || before <= 0) return invalidInput('masterLotsBefore');
  if (!Number.isSafeInteger(closed) || closed <= 0) return invalidInput('masterClosedLots');
  if (!Number.isSafeInteger(held) || held <= 0) return invalidInput('followerLots');
  const bounds = lotBounds(input.symbol);
  if (!bounds) return { kind: 'skip', reason: SKIP_REASON.SYMBOL_INVALID };
  if (closed >= before) return { lots: held, full: true };

  // Integer arithmetic: held x closed stays far below 2^53 for any real lot counts.
  const product = held * closed;
  const rest = product % before;
  const down = (product - rest) / before;
  let lots =
    input.rounding === PARTIAL_CLOSE.TAKE_BIG
      ? ceilToStep(rest === 0 ? down : down + 1, bounds.step)
      : floorToStep(down, bounds.step);
  if (lots < bounds.min) {
    if (input.rounding !== PARTIAL_CLOSE.TAKE_BIG) {
      return {
        kind: 'skip',
        reason: SKIP_REASON.BELOW_MIN_LOT,
        detail: { lots: lotsText(lots), minLot: lotsText(bounds.min) },
      };
    }
    lots = bounds.min;
  }
  if (lots >= held || held - lots < bounds.min) return { lots: held, full: true };
  return { lots, full: false };
}

/** What `decidePartialClose` reads. */
export type PartialCloseDecisionInput = Omit<PartialCloseInput, 'followerLots' | 'symbol'> & {
  /** The link of the master position that was partly closed; null when it was not copied. */
  link: CopyLink | null;
  followerSymbol: Pick<SymbolView, 'minLot' | 'maxLot' | 'lotStep'>;
};

/**
 * The master closed part of a position (MT4 gives the rest a new ticket, comment `from #<old>`). Closes the
 * follower's share (see `partialCloseLots`). Unless the follower closes in full, the link then moves to the
 * master's new ticket, and, when the follower's close was partial too, to the follower's new ticket, also
 * when this answers BELOW_MIN_LOT and nothing closed now.
 */
export function decidePartialClose(
  input: PartialCloseDecisionInput,
): CloseDecision | NoneDecision | SkipDecision {
  const { link } = input;
  if (!link) return { kind: 'skip', reason: SKIP_REASON.NOT_COPIED };
  // A pending copy (not filled where the master's did) has nothing to close in part; the link moves on
  // and the copy goes when the master's position closes.
  if (isPending(link.follower.type)) return { kind: 'none' };
  const share = partialCloseLots({
    masterLotsBefore: input.masterLotsBefore,
    masterClosedLots: input.masterClosedLots,
    followerLots: link.follower.lots,
    rounding: input.rounding,
    symbol: input.followerSymbol,
  });
  if ('kind' in share) return share;
  return { kind: 'close', followerTicket: link.follower.ticket, lots: share.lots, full: share.full };
}
