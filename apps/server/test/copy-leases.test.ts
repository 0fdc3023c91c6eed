import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { copyTag } from '@copytrade/engine/copy/copy-tag';
import { mtAccounts, platforms, tradeServers } from '../src/db/schema/accounts';
import { copyLeases, copyWorkers } from '../src/db/schema/copy-leases';
import { copyLinks, copySignals } from '../src/db/schema/copy';
import type { AccountSession, TradeResult, TradingGateway } from '../src/trading/gateway';
import { insertSignal, type NewSignal } from '../src/trading/copy/copy.repository';
import { createLeaseKeeper, type LeaseKeeper } from '../src/trading/leases/lease-keeper';
import { acquireLease, leaseFence, releaseLeases } from '../src/trading/leases/lease-store';
import {
  anotherApp,
  createTestContext,
  createUser,
  NO_JOBS,
  predictableCatalog,
  type TestContext,
} from './harness';
import { bindAccount, fixedLot, person, subscribeOk, WEDNESDAY, type SimAccount } from './copy-support';
import { masterSim, simAccount, tradingContext } from './sim-support';

/**
 * Master leases of copy workers (issue 20, step 3): workers share the masters fairly, a killed worker's
 * masters pass to the others once its leases ran out (fencing number one higher), a joining worker gets
 * its share, one lease has one holder however many ask at once, and an intent written under a lease that
 * moved on is refused. Then two whole apps on one database and one simulator, each a copy worker: a
 * master's trades are copied once per follower, also when the holder dies in the middle of a fan-out.
 * Runs on PGlite, and on PostgreSQL in CI's second pass (TEST_DATABASE_URL).
 */
const LEASE_MS = 1500;
/** Two whole apps on two cores: a longer lease, so one slow turn of a busy event loop does not move it. */
const APP_LEASE_MS = 3000;
const silent = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (real time: leases run out in database time) until `ready` holds; fails after a long while. */
async function until(ready: () => boolean | Promise<boolean>, what: string, ms = 40_000) {
  const deadline = Date.now() + ms;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

type Told = { node: string; kind: 'gained' | 'lost'; ids: number[] };

describe('lease keepers', () => {
  let t: TestContext;
  let masters: number[];
  /** What every keeper told its copier, in order. */
  const told: Told[] = [];
  const keepers: LeaseKeeper[] = [];

  function keeper(nodeId: string) {
    const k = createLeaseKeeper({
      db: t.db,
      nodeId,
      leaseMs: LEASE_MS,
      log: silent,
      masters: () => Promise.resolve(masters),
      onGained: (ids) => void told.push({ node: nodeId, kind: 'gained', ids }),
      onLost: (ids) => void told.push({ node: nodeId, kind: 'lost', ids }),
    });
    keepers.push(k);
    return k;
  }

  /** Master accounts (rows only: the keepers share whatever they are given). */
  async function newMasters(count: number, from: number): Promise<number[]> {
    const user = await createUser(t.db, t.siteA.id, { email: `masters${from}@leases.test`, userType: 3 });
    const [platform] = await t.db.select({ id: platforms.id }).from(platforms).limit(1);
    const [server] = await t.db.select({ id: tradeServers.id }).from(tradeServers).limit(1);
    const rows = await t.db
      .insert(mtAccounts)
      .values(
        Array.from({ length: count }, (_, i) => ({
          siteId: t.siteA.id,
          userId: user.id,
          accType: 1,
          platformId: platform!.id,
          serverId: server!.id,
          login: String(from + i),
          passwordEnc: 'x',
          passwordKind: 'trade',
          loginOrder: i + 1,
        })),
      )
      .returning({ id: mtAccounts.id });
    return rows.map((r) => r.id);
  }

  const leaseRows = () => t.db.select().from(copyLeases);

  beforeAll(async () => {
    t = await createTestContext();
    masters = await newMasters(10, 7000);
  });
  afterAll(async () => {
    for (const k of keepers) k.halt();
    await t.close();
  });

  it('two workers share ten masters five and five, every master held by one of them', async () => {
    const a = keeper('node-a');
    const b = keeper('node-b');
    await a.start();
    await b.start();
    await until(() => a.held().length === 5 && b.held().length === 5, 'a 5/5 share');
    expect([...a.held(), ...b.held()].sort((x, y) => x - y)).toEqual([...masters].sort((x, y) => x - y));
    const rows = await leaseRows();
    for (const id of masters) {
      const row = rows.find((r) => r.masterAccountId === id)!;
      expect(row.holder).toBe(a.holds(id) ? 'node-a' : 'node-b');
      expect(a.fencing(id) ?? b.fencing(id)).toBe(row.fencing);
    }
  });

  it("a killed worker's masters pass to the other once its leases ran out, fencing one higher", async () => {
    const [a, b] = keepers as [LeaseKeeper, LeaseKeeper];
    const ofB = b.held();
    const before = new Map(ofB.map((id) => [id, b.fencing(id)!]));
    b.halt(); // as a SIGKILL: no renewal, nothing given back
    await until(() => a.held().length === 10, 'a to hold all ten');
    const rows = await leaseRows();
    for (const id of ofB) {
      const row = rows.find((r) => r.masterAccountId === id)!;
      expect(row.holder).toBe('node-a');
      expect(row.fencing).toBe(before.get(id)! + 1);
      expect(a.fencing(id)).toBe(row.fencing);
    }
    // The killed worker never gave anything up: it was told nothing.
    expect(told.filter((e) => e.node === 'node-b' && e.kind === 'lost')).toEqual([]);
  });

  it('a worker that joins gets its share: the other gives the excess up first, then it is taken', async () => {
    const a = keepers[0]!;
    const c = keeper('node-c');
    const from = told.length;
    await c.start();
    await until(() => a.held().length === 5 && c.held().length === 5, 'a 5/5 share again');
    const events = told.slice(from);
    for (const id of c.held()) {
      const lostByA = events.findIndex((e) => e.node === 'node-a' && e.kind === 'lost' && e.ids.includes(id));
      const gainedByC = events.findIndex(
        (e) => e.node === 'node-c' && e.kind === 'gained' && e.ids.includes(id),
      );
      expect(lostByA).toBeGreaterThanOrEqual(0);
      expect(gainedByC).toBeGreaterThan(lostByA);
    }
  });

  it('a graceful stop gives every lease back at once and leaves the workers', async () => {
    const [a, , c] = keepers as [LeaseKeeper, LeaseKeeper, LeaseKeeper];
    const ofA = a.held();
    await a.stop();
    expect(a.held()).toEqual([]);
    const last = told.at(-1)!;
    expect({ ...last, ids: [...last.ids].sort((x, y) => x - y) }).toEqual({
      node: 'node-a',
      kind: 'lost',
      ids: ofA,
    });
    const free = await t.db.execute(sql`
      select count(*) as n from copy_leases where holder = 'node-a' and expires_at > now()`);
    expect(Number((free as { rows: { n: number | string }[] }).rows[0]!.n)).toBe(0);
    expect(await t.db.select().from(copyWorkers).where(eq(copyWorkers.id, 'node-a'))).toEqual([]);
    await until(() => c.held().length === 10, 'c to take all ten');
    await c.stop();
  });

  it('gives one lease to exactly one of 100 workers asking at once, and again once it is free', async () => {
    const [master] = await newMasters(1, 8000);
    const race = () =>
      Promise.all(Array.from({ length: 100 }, (_, i) => acquireLease(t.db, `racer-${i}`, master!, 60_000)));
    const first = await race();
    const winners = first.flatMap((fencing, i) => (fencing === null ? [] : [{ i, fencing }]));
    expect(winners).toHaveLength(1);
    const [row] = await t.db.select().from(copyLeases).where(eq(copyLeases.masterAccountId, master!));
    expect(row).toMatchObject({ holder: `racer-${winners[0]!.i}`, fencing: 1 });

    await releaseLeases(t.db, `racer-${winners[0]!.i}`, [master!]);
    const second = (await race()).filter((fencing) => fencing !== null);
    expect(second).toEqual([2]);
  });

  it("refuses an intent written under a lease that moved on, and writes the holder's", async () => {
    const [master] = await newMasters(1, 9000);
    const old = (await acquireLease(t.db, 'old-holder', master!, LEASE_MS))!;
    await releaseLeases(t.db, 'old-holder', [master!]);
    const now = (await acquireLease(t.db, 'new-holder', master!, LEASE_MS))!;
    expect(now).toBe(old + 1);
    const signal: NewSignal = {
      siteId: t.siteA.id,
      masterAccountId: master!,
      masterTicket: 4242,
      actionKey: 'open',
      payload: { order: { ticket: 4242 } },
      subscriptionIds: [1, 2],
      signalAt: new Date(),
    };
    expect(await insertSignal(t.db, signal, leaseFence(master!, 'old-holder', old))).toBeNull();
    // The holder itself with a fencing number of before is stale too.
    expect(await insertSignal(t.db, signal, leaseFence(master!, 'new-holder', old))).toBeNull();
    expect(await t.db.select().from(copySignals).where(eq(copySignals.masterAccountId, master!))).toEqual([]);

    const id = await insertSignal(t.db, signal, leaseFence(master!, 'new-holder', now));
    expect(id).toEqual(expect.any(Number));
    const [row] = await t.db.select().from(copySignals).where(eq(copySignals.id, id!));
    expect(row).toMatchObject({
      masterTicket: 4242,
      subscriptionIds: [1, 2],
      payload: { order: { ticket: 4242 } },
    });
  });
});

/**
 * Sends of the follower accounts pass until `allow` is used up; later ones never reach the broker (as in a
 * process that died while they were on their way) until `fail` answers them.
 */
function gate(followerLogins: string[]) {
  const held: ((result: TradeResult) => void)[] = [];
  const state = { allow: Infinity, passed: 0, done: 0, held };
  const send = (session: AccountSession, request: Parameters<AccountSession['send']>[0]) => {
    if (state.allow <= 0) return new Promise<TradeResult>((resolve) => held.push(resolve));
    state.allow -= 1;
    state.passed += 1;
    return session.send(request).finally(() => (state.done += 1));
  };
  const wrap = (inner: TradingGateway): TradingGateway =>
    new Proxy(inner, {
      get(target, prop) {
        if (prop === 'openSession') {
          return async (...args: Parameters<TradingGateway['openSession']>) => {
            const session = await target.openSession(...args);
            if (!followerLogins.includes(args[0].login)) return session;
            return new Proxy(session, {
              get(s, p) {
                if (p === 'send') return (request: Parameters<AccountSession['send']>[0]) => send(s, request);
                const value = Reflect.get(s, p, s) as unknown;
                return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(s) : value;
              },
            });
          };
        }
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  return {
    state,
    wrap,
    /** The held sends answer as refused (only to let the dead app close). */
    fail() {
      for (const resolve of held.splice(0)) resolve({ ok: false, code: 6, message: 'gone' });
    },
  };
}

describe('two copy workers on one database and one broker', () => {
  const MASTER = masterSim(61001);
  const FOLLOWERS: SimAccount[] = [1, 2, 3, 4].map((i) =>
    simAccount('ApexCapital-Real01', 62000 + i, { balance: '10000.00' }),
  );
  let t: TestContext;
  let masterAccountId: number;
  let subscriptionIds: number[];
  const apps: { app: FastifyInstance; keeper: () => LeaseKeeper; gate: ReturnType<typeof gate> }[] = [];

  beforeAll(async () => {
    t = await tradingContext([MASTER, ...FOLLOWERS], { catalog: predictableCatalog(), start: WEDNESDAY });
    const trader = await person(t, 'trader@leases.test', 3);
    masterAccountId = await bindAccount(t, trader, 1, MASTER);
    subscriptionIds = [];
    for (const [i, account] of FOLLOWERS.entries()) {
      const follower = await person(t, `follower${i}@leases.test`);
      const followAccountId = await bindAccount(t, follower, 2, account);
      subscriptionIds.push(await subscribeOk(t, follower, fixedLot(masterAccountId, followAccountId)));
    }
    // The test's own app copies nothing from here: two copy workers do.
    await t.app.close();
    for (const node of ['worker-a', 'worker-b']) {
      const g = gate(FOLLOWERS.map((f) => String(f.login)));
      let keeper: LeaseKeeper | undefined;
      const app = await anotherApp(t, {
        ...NO_JOBS,
        gateway: g.wrap(t.gateway),
        copyLeases: (handlers) =>
          (keeper = createLeaseKeeper({
            ...handlers,
            db: t.db,
            nodeId: node,
            leaseMs: APP_LEASE_MS,
            log: silent,
          })),
      });
      await app.ready();
      apps.push({ app, keeper: () => keeper!, gate: g });
    }
    await drive(() => apps.some((a) => a.keeper().holds(masterAccountId)), 'a holder');
  });
  afterAll(async () => {
    for (const a of apps) {
      a.gate.fail();
      await a.app.close();
    }
    await t.close();
  });

  /** Moves the broker's clock and world until `done` (both apps' mirrors caught up each step). */
  async function drive(done: () => boolean | Promise<boolean>, what: string) {
    for (let i = 0; i < 400; i += 1) {
      t.clock.advance(100);
      await t.gateway.advance();
      for (const a of apps) await a.app.trading.mirror.idle();
      await sleep(5);
      if (await done()) return;
    }
    throw new Error(`never: ${what}`);
  }

  /** Each follower's copies of a master position at the broker. */
  function copiesAtBroker(masterTicket: number): number[] {
    return FOLLOWERS.map(
      (f, i) =>
        t.gateway
          .world()
          .openOrders(f.server, f.login)
          .filter((o) => o.comment === copyTag(subscriptionIds[i]!, masterTicket)).length,
    );
  }

  async function linksOf(masterTicket: number) {
    return t.db
      .select({ subscriptionId: copyLinks.subscriptionId })
      .from(copyLinks)
      .where(eq(copyLinks.originTicket, masterTicket));
  }

  async function masterOpens(): Promise<number> {
    const pending = t.gateway
      .world()
      .sendOrder(MASTER.server, MASTER.login, { symbol: 'EURUSD', type: 0, lots: 100, sl: '0', tp: '0' });
    let result: TradeResult | undefined;
    void pending.then((r) => (result = r as TradeResult));
    await drive(() => result !== undefined, 'the master order');
    if (!result?.ok) throw new Error('the master order was refused');
    return result.order.ticket;
  }

  const setLease = (change: ReturnType<typeof sql>) =>
    t.db.execute(sql`update copy_leases set ${change} where master_account_id = ${masterAccountId}`);

  /** Another worker takes the master's lease while `a` is alive; resolves once `a` gave the master up. */
  async function leaseMovesOn(a: (typeof apps)[number]) {
    await setLease(
      sql`holder = 'another-worker', fencing = fencing + 1, expires_at = now() + interval '1 hour'`,
    );
    await until(() => !a.keeper().holds(masterAccountId), 'the worker to give the master up');
  }

  /** The lease runs out; resolves once `a` holds the master again. */
  async function leaseComesBack(a: (typeof apps)[number]) {
    await setLease(sql`expires_at = to_timestamp(0)`);
    await until(() => a.keeper().holds(masterAccountId), 'the worker to take the master again');
  }

  /** The app whose worker was killed (its keeper still believes it holds what it held). */
  let dead: (typeof apps)[number] | undefined;
  const holder = () => apps.find((a) => a !== dead && a.keeper().holds(masterAccountId))!;

  it("copies a master's open once per follower, by the worker holding the master", async () => {
    const ticket = await masterOpens();
    await drive(async () => (await linksOf(ticket)).length === FOLLOWERS.length, 'four links');
    expect(copiesAtBroker(ticket)).toEqual([1, 1, 1, 1]);
    expect(apps.filter((a) => a.keeper().holds(masterAccountId))).toHaveLength(1);
    // Only the holder sent anything.
    expect(apps.map((a) => a.gate.state.passed).sort()).toEqual([0, FOLLOWERS.length]);
  });

  it('a holder dying in the middle of a fan-out: the other takes the master over, one copy per follower', async () => {
    const dying = holder();
    const other = apps.find((a) => a !== dying)!;
    dead = dying;
    // Two copies reach the broker; the other two were on their way when the process died.
    dying.gate.state.allow = 2;
    const passedBefore = dying.gate.state.passed;
    const ticket = await masterOpens();
    await drive(
      () => dying.gate.state.held.length === 2 && dying.gate.state.done === passedBefore + 2,
      'two copies sent and two held',
    );
    dying.keeper().halt(); // as a SIGKILL: no renewal, nothing given back
    const [signal] = await t.db.select().from(copySignals).where(eq(copySignals.masterTicket, ticket));
    expect(signal?.state).toBe('pending');

    // The broker's clock stays while the lease runs out (in database time), so the signal stays fresh.
    await until(() => other.keeper().holds(masterAccountId), 'the other worker to take the master');
    await drive(async () => (await linksOf(ticket)).length === FOLLOWERS.length, 'four links');
    await drive(() => !other.app.trading.copier.busy(), 'the take-over settled');
    expect(copiesAtBroker(ticket)).toEqual([1, 1, 1, 1]);
    const [after] = await t.db.select().from(copySignals).where(eq(copySignals.id, signal!.id));
    expect(after?.state).toBe('done');
    // The worker that took over sent only the two copies that never reached the broker.
    expect(other.gate.state.passed).toBe(2);
  });

  it('a stale worker that still believes it holds the master cannot start a fan-out', async () => {
    const stale = dead!;
    expect(stale.keeper().held()).toEqual([masterAccountId]); // it was never told
    const live = holder();
    const sentBefore = live.gate.state.passed;
    const ticket = await masterOpens();
    await drive(async () => (await linksOf(ticket)).length === FOLLOWERS.length, 'four links');
    // (The stale app is never idle again: its two sends that died with it stay on their queues.)
    await drive(() => !live.app.trading.copier.busy(), 'the live worker idle');
    expect(copiesAtBroker(ticket)).toEqual([1, 1, 1, 1]);
    expect(live.gate.state.passed - sentBefore).toBe(FOLLOWERS.length);
    // The stale worker saw the same trade (its mirror is up) and sent nothing: no intent, no order.
    expect(stale.gate.state.held).toHaveLength(2);
    const signals = await t.db.select().from(copySignals).where(eq(copySignals.masterTicket, ticket));
    expect(signals).toHaveLength(1);
  });
  it('a worker that loses a master while alive sends none of the copies still queued for it', async () => {
    const a = holder();
    // Four copies on their way (held at the gate), four more queued behind them on the followers' queues.
    a.gate.state.allow = 0;
    const passedBefore = a.gate.state.passed;
    await masterOpens();
    await drive(() => a.gate.state.held.length === FOLLOWERS.length, 'four copies on their way');
    const queued = await masterOpens();
    await drive(
      async () =>
        (await t.db.select().from(copySignals).where(eq(copySignals.masterTicket, queued))).length === 1,
      'the second intent',
    );
    // Another worker takes the lease (it moved on while this one was alive): this one cannot renew it.
    await leaseMovesOn(a);
    // The copies on their way answer; the queued ones now start, and must not go out.
    a.gate.state.allow = Infinity;
    a.gate.fail();
    await drive(() => !a.app.trading.copier.busy(), 'the worker idle');
    expect(copiesAtBroker(queued)).toEqual([0, 0, 0, 0]);
    expect(a.gate.state.passed).toBe(passedBefore);
    const [signal] = await t.db.select().from(copySignals).where(eq(copySignals.masterTicket, queued));
    expect(signal?.state).toBe('pending');

    // The lease free again: the worker takes it and its recovery sends each queued copy once.
    await leaseComesBack(a);
    await drive(async () => (await linksOf(queued)).length === FOLLOWERS.length, 'four links');
    expect(copiesAtBroker(queued)).toEqual([1, 1, 1, 1]);
  });

  it("a worker that loses a master while alive sends none of the master's closes still queued for it", async () => {
    const a = holder();
    await drive(() => !a.app.trading.copier.busy(), 'the worker idle');
    const position = await masterOpens();
    await drive(async () => (await linksOf(position)).length === FOLLOWERS.length, 'four links');
    await drive(() => !a.app.trading.copier.busy(), 'the copies settled');
    expect(copiesAtBroker(position)).toEqual([1, 1, 1, 1]);

    // Four copies of a new open on their way (held at the gate): the position's closes queue behind them.
    a.gate.state.allow = 0;
    await masterOpens();
    await drive(() => a.gate.state.held.length === FOLLOWERS.length, 'four copies on their way');
    let closed: TradeResult | undefined;
    void t.gateway
      .world()
      .closeOrder(MASTER.server, MASTER.login, position)
      .then((r) => (closed = r));
    await drive(() => closed !== undefined, 'the master close');
    expect(closed?.ok).toBe(true);
    const closeIntent = () =>
      t.db
        .select({ actionKey: copySignals.actionKey })
        .from(copySignals)
        .where(sql`${copySignals.masterTicket} = ${position} and ${copySignals.actionKey} = 'close'`);
    await drive(async () => (await closeIntent()).length === 1, 'the close intent');

    // The lease moves on while the closes wait; when the queue frees, none of them goes out.
    await leaseMovesOn(a);
    a.gate.state.allow = Infinity;
    a.gate.fail();
    await drive(() => !a.app.trading.copier.busy(), 'the worker idle');
    expect(copiesAtBroker(position)).toEqual([1, 1, 1, 1]);

    // The lease back: the holder's repair sweep closes each copy, once.
    await leaseComesBack(a);
    await drive(() => !a.app.trading.copier.busy(), 'the take-over settled');
    await a.app.trading.copier.repair();
    await drive(() => copiesAtBroker(position).every((n) => n === 0), 'the copies closed');
    await drive(() => !a.app.trading.copier.busy(), 'the closes settled');
    const states = await t.db
      .select({ state: copyLinks.state })
      .from(copyLinks)
      .where(eq(copyLinks.originTicket, position));
    expect(states.map((l) => l.state)).toEqual(['closed', 'closed', 'closed', 'closed']);
    for (const [i, f] of FOLLOWERS.entries()) {
      const tag = copyTag(subscriptionIds[i]!, position);
      expect(
        t.gateway
          .world()
          .history(f.server, f.login)
          .filter((o) => o.comment === tag),
      ).toHaveLength(1);
    }
  });
});
