import type { Clock } from '../../platform/ports';
import type { AccountSession, GatewayOrder, TradeResult } from '../gateway';
import type { MirrorPort } from './copy-store';

/** MT4 answers worth one more try: requote, off quotes, trade context busy, price changed. */
const RETRYABLE = new Set([135, 136, 138, 146]);
const SEND_ATTEMPTS = 3;
/** MT4 128: the request timed out, its outcome is unknown. */
const TIMEOUT = 128;
/** MT4 4108: the ticket is no longer there (closed meanwhile). */
export const INVALID_TICKET = 4108;

/** How far back a follower's history is read to find an order by its copy tag. */
const TAG_LOOKBACK_MS = 24 * 3600_000;

/**
 * Requests to follower accounts through their sessions: the retries MT4 answers deserve, and the search
 * by copy tag that resolves an unknown outcome (a timeout, a restart) without sending twice.
 */
export type FollowerOrders = ReturnType<typeof createFollowerOrders>;

export function createFollowerOrders(ports: { mirror: MirrorPort; clock: Clock }) {
  const { mirror, clock } = ports;

  /** The follower's order (open or in recent history) whose comment carries the tag, if any. */
  async function findByTag(session: AccountSession, tag: string): Promise<GatewayOrder | null> {
    const snapshot = await session.snapshot(clock.now().getTime() - TAG_LOOKBACK_MS);
    return [...snapshot.open, ...snapshot.history].find((o) => o.comment.startsWith(tag)) ?? null;
  }

  return {
    findByTag,

    /** A follower's session; right after a restart, waits for the mirror to attach the account first. */
    async session(accountId: number): Promise<AccountSession | null> {
      const session = mirror.session(accountId);
      if (session || !mirror.starting()) return session;
      return mirror.sessionWhenAttached(accountId);
    },

    /**
     * Sends with the retries MT4 answers deserve; a 128 timeout of an open is resolved by looking for its
     * tag (found: that is the answer; not found: sent again). Closes and modifies pass no tag.
     */
    async send(
      session: AccountSession,
      attempt: () => Promise<TradeResult>,
      tag: string | null,
    ): Promise<TradeResult> {
      let result: TradeResult = { ok: false, code: 0, message: 'not sent' };
      for (let i = 0; i < SEND_ATTEMPTS; i += 1) {
        result = await attempt();
        if (result.ok) return result;
        if (result.code === TIMEOUT && tag) {
          const found = await findByTag(session, tag);
          if (found) return { ok: true, order: found };
          continue;
        }
        if (!RETRYABLE.has(result.code)) return result;
      }
      return result;
    },
  };
}
