/**
 * Cancelling a subscription (DOMAIN.md, Closing): what happens to each open copy in each close mode.
 * - followTrader: no new opens (the subscription is `closing`, and `decideOpen` answers
 *   SUBSCRIPTION_CLOSING); every open position keeps its link and follows the master's closes, partial
 *   closes and stop changes; the subscription ends when its last link is gone.
 * - manual: every position's link is detached (kept as history, never followed again); the follower closes
 *   them himself; the subscription ends now.
 * In both modes a pending copy is deleted: left alone it could open a position after the follower asked to
 * stop, and in manual mode nobody would follow it.
 */
import { isPending } from './direction';
import { CLOSE_MODE } from './types';
import type { CloseMode, CopyLink } from './types';

/** What a cancel does with one copy. */
export const CANCEL_ACTION = {
  /** Keep the link: the copy closes with the master. */
  FOLLOW: 'follow',
  /** End the link; the follower's position stays open for him to close. */
  DETACH: 'detach',
  /** Delete the follower's pending copy (then end the link). */
  DELETE: 'delete',
} as const;
/** One of CANCEL_ACTION. */
export type CancelAction = (typeof CANCEL_ACTION)[keyof typeof CANCEL_ACTION];

/** The subscription's state after a cancel: `closing` while links still follow, `ended` when none do. */
export type CancelledState = 'closing' | 'ended';

/** The cancel, per link and for the subscription. */
export type CancelPlan = {
  subscription: CancelledState;
  links: { masterTicket: number; followerTicket: number; action: CancelAction }[];
};

/** What a cancel in `closeMode` does with the subscription's live links. */
export function decideCancel(closeMode: CloseMode, links: readonly CopyLink[]): CancelPlan {
  const planned = links.map((link) => ({
    masterTicket: link.masterTicket,
    followerTicket: link.follower.ticket,
    action: isPending(link.follower.type)
      ? CANCEL_ACTION.DELETE
      : closeMode === CLOSE_MODE.FOLLOW_TRADER
        ? CANCEL_ACTION.FOLLOW
        : CANCEL_ACTION.DETACH,
  }));
  const following = planned.some((link) => link.action === CANCEL_ACTION.FOLLOW);
  return { subscription: following ? 'closing' : 'ended', links: planned };
}
