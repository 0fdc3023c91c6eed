import type { StatusName } from '@copytrade/contracts/status-codes';
import type { Db } from '../db/client';
import { AppError } from './app-error';
import type { Caller, SiteScope } from './context';

/**
 * The site admin's review of one item (a real name, payment information, a recharge, a withdrawal, a
 * partner application, a complained payment), written once for every kind: in one transaction the item
 * is locked (`SELECT ... FOR UPDATE`), refused if it no longer waits, decided, and its person told with a
 * notice. A second review of the same item waits for the lock, then sees it decided and is refused,
 * changing nothing; another site's item is not found. The notice's push to the person's open pages is
 * the notice service's own, once the transaction commits.
 */

/** The notice writer a queue needs: the messages module's `event` (a port, so the platform imports no module). */
export type EventNotices<Event, Params> = {
  event(tx: Db, site: SiteScope, userId: number, event: Event, params: Params): Promise<unknown>;
};

/** What one decision tells its person. */
export type ReviewNotice<Event, Params> = { userId: number; event: Event; params: Params };

/** One kind of review: how its item is locked, when it still waits, what a decision does and tells. */
export type ReviewKind<Row, Decision, Outcome, Event, Params> = {
  /** The item's name in the log's detail of a not found ('recharge' -> 'recharge 12'). */
  item: string;
  /** Locks the site's item until the transaction ends; nothing when the site has no such item. */
  lock(tx: Db, siteId: number, id: number): Promise<Row | null | undefined>;
  /** Whether the item still waits for a decision. */
  isPending(row: Row): boolean;
  /** The answer when it does not (ALREADY_REVIEWED, or the kind's own status). */
  refusal: StatusName;
  /**
   * The decision's changes inside the transaction: the kind's own repository calls and what a pass
   * causes elsewhere (through the other modules' services, given `tx`). Throwing rolls it all back.
   */
  apply(tx: Db, site: SiteScope, row: Row, decision: Decision, reviewerId: number): Promise<Outcome>;
  /** The notice the person gets, written in the same transaction. */
  notice(
    tx: Db,
    site: SiteScope,
    row: Row,
    decision: Decision,
    outcome: Outcome,
  ): ReviewNotice<Event, Params> | Promise<ReviewNotice<Event, Params>>;
  /** More the decision causes after its notice, in the same transaction (notices of other kinds). */
  followUp?(tx: Db, site: SiteScope, outcome: Outcome): Promise<unknown>;
  /** Work once the decision has committed (telling the copier of a started subscription). */
  afterCommit?(outcome: Outcome): void;
};

export type Reviewer<Decision, Outcome> = {
  /** The site admin's decision on item `id` of the request's site (ADMIN_ONLY for anyone else). */
  decide(site: SiteScope, caller: Caller, id: number, decision: Decision): Promise<Outcome>;
};

/** The review queue of a service: `kind(...)` gives the reviewer of one kind of item. */
export function createReviewQueue<Event, Params>(deps: {
  db: Db;
  /** Without it (tests of a service alone, the seed) decisions tell nobody. */
  notices?: EventNotices<Event, Params> | undefined;
}) {
  const { db, notices } = deps;
  return {
    kind<Row, Decision, Outcome>(
      kind: ReviewKind<Row, Decision, Outcome, Event, Params>,
    ): Reviewer<Decision, Outcome> {
      return {
        async decide(site, caller, id, decision) {
          if (!caller.isAdmin) throw new AppError('ADMIN_ONLY');
          const outcome = await db.transaction(async (tx) => {
            const row = await kind.lock(tx, site.id, id);
            if (!row) throw new AppError('NOT_FOUND', { detail: `${kind.item} ${id}` });
            if (!kind.isPending(row)) throw new AppError(kind.refusal);
            const done = await kind.apply(tx, site, row, decision, caller.userId);
            if (notices) {
              const told = await kind.notice(tx, site, row, decision, done);
              await notices.event(tx, site, told.userId, told.event, told.params);
            }
            await kind.followUp?.(tx, site, done);
            return done;
          });
          kind.afterCommit?.(outcome);
          return outcome;
        },
      };
    },
  };
}
