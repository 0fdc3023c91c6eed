import type { Clock } from '../../platform/ports';
import type { GatewayOrder } from '../gateway';
import type { CopyOutcomes } from './copy-outcomes';
import type { CopyQueues, CopyStore, MirrorPort } from './copy-store';
import type { FollowUps } from './follow-ups';
import type { LiveLinkBook } from './live-link-book';
import type { Recovery } from './recovery';
import type { SubscriberBook } from './subscriber-book';

/** A follower's recent history, where a copy he closed himself is found with its close. */
const FOLLOWER_HISTORY_MS = 24 * 3600_000;
/** A master's recent history, where a close (or a partial close's original) missed by an event is found. */
const MASTER_HISTORY_MS = 7 * 24 * 3600_000;

export type RepairPorts = {
  store: Pick<CopyStore, 'finishClosingSubscriptions'>;
  mirror: Pick<MirrorPort, 'session' | 'view'>;
  clock: Clock;
  links: LiveLinkBook;
  subscribers: Pick<SubscriberBook, 'invalidate'>;
  outcomes: Pick<CopyOutcomes, 'closed'>;
  queues: CopyQueues;
  followUps: Pick<FollowUps, 'partial' | 'closeLink'>;
  recovery: Pick<Recovery, 'opens' | 'awaited'>;
  /** The masters this process copies (a copy worker: those it holds a lease on); none: every master. */
  owns?: (masterAccountId: number) => boolean;
};

type MasterBook = { open: Map<number, GatewayOrder>; closed: Map<number, GatewayOrder> };

/**
 * The repair sweep (every 30 s, and after a reconnect): repairs what an event may have missed. A live
 * link whose follower position is gone (the follower closed it himself, a stop) is marked closed and
 * never reopened; a live link whose master position closed is closed on the follower, or follows a
 * partial close (found through the `to #` comment); master opens and awaited fills missed entirely are
 * caught up; closing subscriptions with no live link left end.
 *
 * It queues the per-follower work and resolves before that work is done (`idle()` waits for it).
 */
export function createRepair(ports: RepairPorts) {
  const { store, mirror, clock, links, subscribers, outcomes, queues, followUps } = ports;

  return async function repair() {
    const now = clock.now();
    const finished = await store.finishClosingSubscriptions('all', now);
    for (const f of finished) subscribers.invalidate(f.masterAccountId);
    await ports.recovery.opens();
    await ports.recovery.awaited();

    /** Each master's open orders and recent history, read once per sweep. */
    const masterBooks = new Map<number, MasterBook>();
    async function bookOf(masterAccountId: number): Promise<MasterBook> {
      let book = masterBooks.get(masterAccountId);
      if (!book) {
        const masterSession = mirror.session(masterAccountId);
        const snapshot = masterSession
          ? await masterSession.snapshot(now.getTime() - MASTER_HISTORY_MS)
          : null;
        book = {
          open: new Map((snapshot?.open ?? []).map((o) => [o.ticket, o])),
          closed: new Map((snapshot?.history ?? []).map((o) => [o.ticket, o])),
        };
        masterBooks.set(masterAccountId, book);
      }
      return book;
    }

    for (const [followAccountId, followerLinks] of links.byFollowAccount()) {
      void queues.forFollower(followAccountId, async () => {
        const session = mirror.session(followAccountId);
        if (!session) return;
        const snapshot = await session.snapshot(now.getTime() - FOLLOWER_HISTORY_MS);
        const live = new Map(snapshot.open.map((o) => [o.ticket, o]));
        const gone = new Map(snapshot.history.map((o) => [o.ticket, o]));
        for (const link of followerLinks) {
          if (link.state !== 'open' && link.state !== 'pending') continue;
          if (!live.has(link.followerTicket)) {
            outcomes.closed(link, gone.get(link.followerTicket) ?? null);
            continue;
          }
          if (!mirror.session(link.masterAccountId)) continue;
          // A master given up meanwhile is its next holder's to repair.
          if (ports.owns && !ports.owns(link.masterAccountId)) continue;
          const book = await bookOf(link.masterAccountId);
          if (book.open.has(link.masterTicket)) continue;
          const closed = book.closed.get(link.masterTicket);
          // A partial close leaves the closed original commented `to #<new>`: follow it, do not close all.
          const rest = /^to #(\d+)/.exec(closed?.comment ?? '');
          const remainder = rest ? book.open.get(Number(rest[1])) : undefined;
          const master = mirror.view(link.masterAccountId)?.account;
          if (closed && remainder && master) {
            void queues.forMaster(master.id, () => followUps.partial(master, closed, remainder));
          } else if (closed || !rest) {
            await followUps.closeLink(link, null, link.masterSymbol);
          }
        }
      });
    }
  };
}
