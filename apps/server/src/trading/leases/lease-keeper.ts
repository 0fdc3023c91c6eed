import type { FastifyBaseLogger } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mastersWithLiveSubscriptions } from '../../read-models/copy-inputs';
import {
  acquireLease,
  COPY_LEASES,
  freeMasters,
  heartbeat,
  leaseFence,
  liveWorkerCount,
  releaseLeases,
  removeWorker,
  renewLeases,
  type LeaseTables,
} from './lease-store';

/** What the copier is told: masters it may copy from now on, masters it must stop copying. */
export type LeaseHandlers = {
  /** Called once the leases are taken; the keeper waits for it before its next round. */
  onGained(masterIds: number[]): Promise<void> | void;
  /** Called before anything else is done about these masters (before a lease is given back). */
  onLost(masterIds: number[]): Promise<void> | void;
};

export type LeaseKeeperOptions = LeaseHandlers & {
  db: Db;
  /** This worker's id (the node id): the holder written in its leases. */
  nodeId: string;
  /** How long a lease lasts unless renewed (default 15 s); renewed every third of it. */
  leaseMs?: number;
  /**
   * This long before its last renewal would run out, a worker that could not renew gives up every master
   * on its own (default a fifth of the lease): it stops before the lease can pass to another.
   */
  marginMs?: number;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** The masters shared out (default: masters with live subscriptions). */
  masters?: () => Promise<number[]>;
  /** Which leases (default the copy workers' masters; the API nodes' sessions: `SESSION_LEASES`). */
  tables?: LeaseTables;
  /** Leases were given back (an excess, a graceful stop): others may run a round to take them at once. */
  onGivenBack?: (ids: number[]) => void;
};

export type LeaseKeeper = ReturnType<typeof createLeaseKeeper>;

/** Where in a list of free masters a worker starts taking (workers asking at once mostly ask for different ones). */
function offsetOf(nodeId: string, length: number): number {
  let hash = 0;
  for (const ch of nodeId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return length === 0 ? 0 : hash % length;
}

/** The masters to give back to come down to `share`: the highest ids (every worker keeps its lowest). */
export function excessOf(held: Iterable<number>, share: number): number[] {
  return [...held].sort((a, b) => a - b).slice(Math.max(0, share));
}

/**
 * Master leases of one copy worker (issue 20, docs/architecture.md). Every third of the lease: a
 * heartbeat; the leases it holds renewed (one not renewed is lost: `onLost` before anything else); its
 * fair share worked out (the masters with live subscriptions over the workers alive, rounded up); free or
 * expired leases taken up to it (`onGained`), the excess given back when a worker joined (`onLost`, then
 * the lease). A guard of its own gives up every master when the last renewal is about to run out (a
 * database out of reach, a stalled round): the worker stops copying before the lease can pass on.
 * `stop` gives every lease back at once; a worker killed outright leaves them to run out.
 */
export function createLeaseKeeper(options: LeaseKeeperOptions) {
  const { db, nodeId, log } = options;
  const leaseMs = options.leaseMs ?? 15_000;
  const marginMs = options.marginMs ?? Math.round(leaseMs / 5);
  const masters = options.masters ?? (() => mastersWithLiveSubscriptions(db));
  const t = options.tables ?? COPY_LEASES;
  /** The leases held: master -> fencing number. */
  const held = new Map<number, number>();
  let timer: NodeJS.Timeout | null = null;
  let guard: NodeJS.Timeout | null = null;
  let round: Promise<void> | null = null;
  let running = false;
  /** Grows whenever the guard gave everything up: a round begun before does not act on what it read. */
  let epoch = 0;

  async function tell(kind: 'onGained' | 'onLost', ids: number[]) {
    if (ids.length === 0) return;
    try {
      await options[kind](ids);
    } catch (err) {
      log.error({ err, masters: ids }, `leases: ${kind} failed`);
    }
  }

  /** Stops copying these masters (they leave `holds` at once), then gives their leases back if asked. */
  async function lose(ids: number[], giveBack: boolean) {
    if (ids.length === 0) return;
    for (const id of ids) held.delete(id);
    await tell('onLost', ids);
    if (!giveBack) return;
    await releaseLeases(db, nodeId, ids, t);
    options.onGivenBack?.(ids);
  }

  function armGuard(renewedAt: number) {
    if (guard) clearTimeout(guard);
    const left = renewedAt + leaseMs - marginMs - performance.now();
    guard = setTimeout(
      () => {
        if (held.size === 0) return;
        epoch += 1;
        log.warn({ masters: [...held.keys()] }, 'leases: not renewed in time, every master given up');
        void lose([...held.keys()], false);
      },
      Math.max(0, left),
    );
  }

  async function once() {
    const at = epoch;
    const startedAt = performance.now();
    await heartbeat(db, nodeId, t);
    const mine = [...held.keys()];
    const renewed = await renewLeases(db, nodeId, mine, leaseMs, t);
    if (at !== epoch || !running) return;
    // Every lease renewed now runs at least until a lease from when this round began.
    armGuard(startedAt);
    const kept = new Set(renewed.map((r) => r.masterAccountId));
    await lose(
      mine.filter((id) => !kept.has(id)),
      false,
    );

    const wanted = await masters();
    const workers = Math.max(1, await liveWorkerCount(db, leaseMs, t));
    const share = Math.ceil(wanted.length / workers);
    const wantedSet = new Set(wanted);
    await lose(
      [...held.keys()].filter((id) => !wantedSet.has(id)),
      true,
    );
    await lose(excessOf(held.keys(), share), true);
    if (at !== epoch || !running || held.size >= share) return;

    const free = await freeMasters(
      db,
      wanted.filter((id) => !held.has(id)),
      t,
    );
    const start = offsetOf(nodeId, free.length);
    const gained = new Map<number, number>();
    for (let i = 0; i < free.length && held.size + gained.size < share; i += 1) {
      const id = free[(start + i) % free.length]!;
      const fencing = await acquireLease(db, nodeId, id, leaseMs, t);
      if (fencing !== null) gained.set(id, fencing);
    }
    if (at !== epoch || !running) {
      await releaseLeases(db, nodeId, [...gained.keys()], t);
      return;
    }
    // Held only from here: the copier is told in the same turn, before any trade event of these masters.
    for (const [id, fencing] of gained) held.set(id, fencing);
    await tell('onGained', [...gained.keys()]);
  }

  function runRound(): Promise<void> {
    if (round) return round;
    round = once()
      .catch((err: unknown) => log.error({ err }, 'leases: round failed'))
      .finally(() => {
        round = null;
      });
    return round;
  }

  function clearTimers() {
    if (timer) clearInterval(timer);
    if (guard) clearTimeout(guard);
    timer = null;
    guard = null;
  }

  return {
    nodeId,
    leaseMs,

    /** Beats, takes its share, and goes on every third of the lease. */
    async start() {
      if (running) return;
      running = true;
      await runRound();
      timer = setInterval(() => void runRound(), Math.max(1, Math.round(leaseMs / 3)));
    },

    /** Tells the copier every master is lost, gives every lease back and leaves the workers (a graceful stop). */
    async stop() {
      if (!running) return;
      running = false;
      clearTimers();
      await round;
      const ids = [...held.keys()];
      try {
        await lose(ids, true);
        await removeWorker(db, nodeId, t);
      } catch (err) {
        log.error({ err }, 'leases: giving back failed (they run out on their own)');
      }
    },

    /**
     * Tests: every timer stopped, nothing given back and nobody told, as if the process were killed (or
     * frozen): its leases run out and pass to others, while this keeper still believes it holds them.
     */
    halt() {
      running = false;
      clearTimers();
    },

    /** Whether this worker holds the master's lease (copies its trades). */
    holds: (masterAccountId: number) => held.has(masterAccountId),

    /** The fencing number of a lease held; undefined when not held. */
    fencing: (masterAccountId: number) => held.get(masterAccountId),

    /** The masters held, lowest first. */
    held: () => [...held.keys()].sort((a, b) => a - b),

    /** The condition a write for this master is fenced by (lease-store.ts); null when not held. */
    fence(masterAccountId: number): SQL | null {
      const fencing = held.get(masterAccountId);
      return fencing === undefined ? null : leaseFence(masterAccountId, nodeId, fencing);
    },

    /**
     * Takes one lease now if it is free, beyond the share if need be (an account just bound: its session
     * opens on the node that bound it rather than at another node's next round); nobody is told (the caller
     * acts on the answer). A later round gives back an excess as usual. True when held (already, or now).
     */
    async take(id: number): Promise<boolean> {
      if (held.has(id)) return true;
      if (!running) return false;
      const fencing = await acquireLease(db, nodeId, id, leaseMs, t);
      if (fencing === null) return false;
      if (!running) {
        await releaseLeases(db, nodeId, [id], t);
        return false;
      }
      held.set(id, fencing);
      return true;
    },

    /** Runs a round now (tests, and a caller that knows the masters changed). */
    round: () => runRound(),
  };
}
