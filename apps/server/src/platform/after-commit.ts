import type { FastifyBaseLogger } from 'fastify';
import { asc, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { CalendarMessage, NewsFlashMessage } from '@copytrade/contracts/market-news';
import type { ServerMessage } from '@copytrade/contracts/realtime';
import type { Db } from '../db/client';
import { afterCommitEvents } from '../db/schema/after-commit';

/**
 * The kinds of work done once a transaction has committed, and what each carries. A kind is added here
 * and its handler in wiring.ts (the compiler asks for it).
 */
export type AfterCommitPayloads = {
  /** Notices were written for these readers: their open pages re-read the bell (`{type: 'notice'}`). */
  'notice.push': { siteId: number; userIds: number[] };
  /** Notices were written or removed for every reader of a site (a public message): its open pages re-read. */
  'notice.pushSite': { siteId: number };
  /** Calendar events or news flash items changed (market-news module): every open page of the site gets them. */
  'marketNews.push': { siteId: number; messages: (CalendarMessage | NewsFlashMessage)[] };
  /**
   * Messages for given users' open pages (the copier's links and records of a written batch): pushed once
   * the batch is committed, by whichever process delivers it, even when the one that wrote it died.
   */
  'realtime.push': { pushes: RealtimePush[] };
};

/** One message for one user's open pages. */
export type RealtimePush = { siteId: number; userId: number; message: ServerMessage };

export type AfterCommitKind = keyof AfterCommitPayloads;

/** One event: its kind and that kind's payload. */
export type AfterCommitEvent = {
  [K in AfterCommitKind]: { kind: K } & AfterCommitPayloads[K];
}[AfterCommitKind];

/** What is done with each kind; it runs outside any transaction and must not throw for a normal event. */
export type AfterCommitHandlers = {
  [K in AfterCommitKind]: (payload: AfterCommitPayloads[K]) => void | Promise<void>;
};

export type AfterCommit = {
  /**
   * The database for the services: the same handle, except that a top-level `transaction` that wrote
   * an event starts the delivery as soon as it has committed (savepoints inside it do not).
   */
  db: Db;
  /**
   * Writes an event inside `tx`, the caller's transaction: it is delivered once that commits and never
   * if it rolls back. Outside a transaction (`tx` is the handle itself) the delivery starts at once.
   */
  enqueue(tx: Db, event: AfterCommitEvent): Promise<void>;
  /** Delivers what is waiting (coalesced: a kick during a delivery makes it look again once done). */
  kick(): void;
  /** Delivers what a previous run left (a crash after a commit), then polls as a safety net. */
  start(): void;
  /** Stops polling and waits for the delivery in progress; later events stay for the next start. */
  stop(): Promise<void>;
  /** Resolves when no delivery is in progress (tests). */
  idle(): Promise<void>;
};

type Options = {
  db: Db;
  handlers: AfterCommitHandlers;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** The safety-net poll; default 5 s. */
  everyMs?: number;
  /**
   * A claimed event not done after this long (its process died) is taken again; default 15 s. Every
   * handler is a publish to the open pages that takes milliseconds, and a follower whose copy was
   * committed by a worker killed mid-delivery should hear of it within seconds, not a minute.
   */
  leaseMs?: number;
};

/** How long a claim holds (see `leaseMs`). */
export const AFTER_COMMIT_LEASE_MS = 15_000;
/** Events taken in one claim. */
const BATCH = 100;
/** Deliveries tried before an event is dropped (logged): a handler that always fails must not loop forever. */
const MAX_ATTEMPTS = 5;

/** A top-level transaction in progress, found from its handle and the handles of its savepoints. */
type Scope = { open: boolean; wrote: boolean };

/**
 * The transactional outbox for everything done "after commit" (DESIGN.md, Scale-out): nothing is pushed
 * for a change that rolled back, nothing is lost when the process stops between the commit and the push.
 *
 * Delivery claims a batch in one statement (`FOR UPDATE SKIP LOCKED`, so two processes on one PostgreSQL
 * never take the same event; PGlite runs one statement at a time anyway), runs the handlers outside any
 * transaction, then deletes what was delivered. A process that dies between the claim and the delete
 * leaves its events claimed; once the lease runs out another delivers them again: at least once after a
 * crash, exactly once otherwise.
 */
export function createAfterCommit(options: Options): AfterCommit {
  const { db: raw, handlers, log } = options;
  const everyMs = options.everyMs ?? 5_000;
  const leaseSeconds = Math.max(1, Math.round((options.leaseMs ?? AFTER_COMMIT_LEASE_MS) / 1000));
  /**
   * Each transaction handle (and its savepoints' handles) to its top-level transaction. Not an
   * AsyncLocalStorage: on Node 20 that turns on promise hooks for the whole process, a cost on every
   * promise (a tenth of the copier's time in a 10,000-follower fan-out).
   */
  const scopes = new WeakMap<Db, Scope>();
  const rawTransaction: Db['transaction'] = raw.transaction.bind(raw);

  /** `tx` belongs to `scope`, and so will the savepoints opened from it. */
  function bind(tx: Db, scope: Scope) {
    scopes.set(tx, scope);
    const savepoint: Db['transaction'] = tx.transaction.bind(tx);
    tx.transaction = (work, config) =>
      savepoint((inner) => {
        bind(inner, scope);
        return work(inner);
      }, config);
  }

  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  // The services' handle: the same database (every method inherited), with its own `transaction`.
  const db = Object.create(raw) as Db;
  db.transaction = async (work, config) => {
    const current: Scope = { open: true, wrote: false };
    try {
      const result = await rawTransaction((tx) => {
        bind(tx, current);
        return work(tx);
      }, config);
      if (current.wrote) kick();
      return result;
    } finally {
      current.open = false;
    }
  };

  /** Takes up to BATCH events nobody holds (or whose holder's lease ran out). */
  function claim() {
    const free = raw
      .select({ id: afterCommitEvents.id })
      .from(afterCommitEvents)
      .where(
        or(
          isNull(afterCommitEvents.claimedAt),
          lt(afterCommitEvents.claimedAt, sql`now() - make_interval(secs => ${leaseSeconds})`),
        ),
      )
      .orderBy(asc(afterCommitEvents.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return raw
      .update(afterCommitEvents)
      .set({ claimedAt: sql`now()`, attempts: sql`${afterCommitEvents.attempts} + 1` })
      .where(inArray(afterCommitEvents.id, free))
      .returning();
  }

  async function deliver(row: { id: number; kind: string; payload: unknown; attempts: number }) {
    const handler = handlers[row.kind as AfterCommitKind] as ((payload: unknown) => unknown) | undefined;
    try {
      if (!handler) throw new Error(`no handler for after-commit event kind '${row.kind}'`);
      await handler(row.payload);
      return true;
    } catch (err) {
      // Dropped after the last try; until then the lease brings it back.
      const dropped = row.attempts >= MAX_ATTEMPTS;
      log.error({ err, eventId: row.id, kind: row.kind, dropped }, 'after-commit: delivery failed');
      return dropped;
    }
  }

  /** Claims and delivers batches until none is left. */
  async function drain() {
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return;
      rows.sort((a, b) => a.id - b.id);
      const done: number[] = [];
      for (const row of rows) if (await deliver(row)) done.push(row.id);
      if (done.length > 0) await raw.delete(afterCommitEvents).where(inArray(afterCommitEvents.id, done));
      if (rows.length < BATCH) return;
    }
  }

  function kick() {
    if (!started || stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await drain();
        } while (again && !stopped);
      } catch (err) {
        // The database is away (a restart): the poll tries again.
        log.error({ err }, 'after-commit: delivery run failed');
      } finally {
        running = null;
      }
    })();
  }

  return {
    db,

    async enqueue(tx, event) {
      const { kind, ...payload } = event;
      await tx.insert(afterCommitEvents).values({ kind, payload });
      const current = scopes.get(tx);
      if (current?.open) current.wrote = true;
      // Not inside a transaction of `db`: written already (or in a transaction of another handle, which
      // the poll catches once it commits).
      else kick();
    },

    kick,

    start() {
      if (started) return;
      started = true;
      kick();
      timer = setInterval(kick, everyMs);
      timer.unref();
    },

    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      while (running) await running;
    },

    async idle() {
      while (running) await running;
    },
  };
}
