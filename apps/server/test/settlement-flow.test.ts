import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import type { OweState, SettlementRow } from '@copytrade/contracts/settlement';
import { copyLinks, subscriptions } from '../src/db/schema/copy';
import { feeDebts, feeSplits, rebateLevels, settlements } from '../src/db/schema/money';
import { sites } from '../src/db/schema/sites';
import { users } from '../src/db/schema/users';
import { ledgerTransactions } from '../src/db/schema/wallet';
import type { TestContext } from './harness';
import {
  bindAccount,
  fixedLot,
  person,
  records,
  settle,
  subscribe,
  subscribeOk,
  type Person,
} from './copy-support';
import { brokerOrder, masterSim, simAccount, tradingContext } from './sim-support';
import { api, member, rechargeOk, unbalancedTransactions, walletOf, type Member } from './wallet-support';

/*
 * One performance-fee subscription settled over several weeks with worked numbers (DOMAIN.md "Fees").
 * Tiers: from 100.00 of gain 20 %, from 1000.00 of gain 60 %. The site keeps 20 % (proportion 0.2000) of
 * every fee; the follower was invited by a partner whose level gives back 50 % of the site's cut.
 *
 * The closed copies of the worked weeks are inserted as copy_links rows directly (their close time and net
 * profit are what settlement reads; making them with broker trades would not give round numbers). The
 * pause while owing is shown with real broker trades on the master.
 */

const MASTER = masterSim(7100001);
const F1 = simAccount('ApexCapital-Real01', 7100011);

let t: TestContext;
let trader: Person;
let lin: Member;
let pat: Member;
let admin: Member;
let other: Member;
let masterId: number;
let f1: number;
let sub: number;
let ticket = 900_000;

const week = (day: string) => new Date(`${day}T00:00:00Z`);
const world = () => t.gateway.world();

/** A closed copy of `sub` with this net profit, closed at `closedAt`. */
async function closedCopy(profit: string, closedAt: string) {
  ticket += 1;
  const at = new Date(closedAt);
  await t.db.insert(copyLinks).values({
    siteId: t.siteA.id,
    subscriptionId: sub,
    masterAccountId: masterId,
    followAccountId: f1,
    originTicket: ticket,
    masterTicket: ticket,
    followerTicket: ticket + 50_000,
    masterSymbol: 'EURUSD',
    symbol: 'EURUSD',
    masterType: 0,
    type: 0,
    direction: 1,
    masterLots: 100,
    lots: 10,
    masterOpenTime: at,
    masterOpenPrice: '1.10000',
    openTime: at,
    openPrice: '1.10000',
    closeTime: at,
    closePrice: '1.11000',
    profit,
    state: 'closed',
  });
}

async function list(who: { token: string }, query: Record<string, string> = {}, site = t.siteA) {
  return api<SettlementRow>(t, who as Member, 'GET', '/community/api/getSettlementList', query, { site });
}

async function owe(who: { token: string }, site = t.siteA) {
  return (await api<OweState>(t, who as Member, 'GET', '/community/api/isOweUser', {}, { site })).body
    .content[0]!;
}

async function ledgerKinds(reference: string) {
  return t.db
    .select({ kind: ledgerTransactions.kind })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reference, reference));
}

async function countOf(table: typeof settlements | typeof ledgerTransactions | typeof feeDebts) {
  const [row] = await t.db.select({ n: count() }).from(table);
  return row!.n;
}

beforeAll(async () => {
  t = await tradingContext([MASTER, F1]);
  await t.db
    .update(sites)
    .set({ openSettlement: true, proportion: '0.2000', margin: '0' })
    .where(eq(sites.id, t.siteA.id));
  trader = await person(t, 'sett-trader@example.com', 3);
  pat = await member(t, 'sett-pat@example.com', { nickName: 'Pat' });
  lin = await member(t, 'sett-lin@example.com', { nickName: 'Lin' });
  admin = await member(t, 'sett-admin@example.com', { admin: true });
  other = await member(t, 'sett-other@example.com');
  const [level] = await t.db
    .insert(rebateLevels)
    .values({ siteId: t.siteA.id, name: 'Gold', rate: 50 })
    .returning();
  await t.db
    .update(users)
    .set({ partnerState: 'partner', rebateLevelId: level!.id })
    .where(eq(users.id, pat.id));
  await t.db.update(users).set({ invitedBy: pat.id }).where(eq(users.id, lin.id));
  masterId = await bindAccount(t, trader, 1, MASTER);
  f1 = await bindAccount(t, lin, 2, F1);
  sub = await subscribeOk(t, lin, fixedLot(masterId, f1));
  // The subscription as a performance-fee one that began in October (the fee flow itself is elsewhere).
  await t.db
    .update(subscriptions)
    .set({
      feeType: 3,
      feeTiers: [
        { profit: '100.00', divided: '0.20' },
        { profit: '1000.00', divided: '0.60' },
      ],
      startAt: new Date('2026-10-01T00:00:00Z'),
    })
    .where(eq(subscriptions.id, sub));
  await rechargeOk(t, lin, admin, '1000');
  await settle(t);
});
afterAll(async () => {
  await t?.close();
});

describe('weekly settlement with a high-water mark', () => {
  it('week 1: 1200.00 above the mark at the 1000 tier (60 %) charges 720.00, split trader / site / partner', async () => {
    await closedCopy('1500.00', '2026-10-06T10:00:00Z');
    await closedCopy('-300.00', '2026-10-09T10:00:00Z');
    // Closed after the week ended: next week's.
    await closedCopy('-500.00', '2026-10-13T10:00:00Z');
    const run = await t.app.settlement.runWeek(week('2026-10-05'));
    expect(run).toEqual({ weekStart: '2026-10-05', settled: 1, charged: '720.00', owed: '0.00' });

    const rows = (await list(lin)).body.content;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subscriptionId: sub,
      masterLogin: String(MASTER.login),
      followerNickName: 'Lin',
      weekStart: week('2026-10-05').getTime(),
      cumulative: '1200.00',
      hwmBefore: '0.00',
      hwmAfter: '1200.00',
      gain: '1200.00',
      tierProfit: '1000.00',
      tierPercent: 60,
      fee: '720.00',
      paid: '720.00',
      owed: '0.00',
      state: 'paid',
    });
    expect((await walletOf(t, lin)).available).toBe('280.00');
    // Site cut 20 % = 144.00, half of it to the partner: trader 576.00, site 72.00, partner 72.00.
    expect((await walletOf(t, trader)).available).toBe('576.00');
    expect((await walletOf(t, pat)).available).toBe('72.00');
    const [split] = await t.db
      .select()
      .from(feeSplits)
      .where(eq(feeSplits.reference, `settlement:${rows[0]!.id}`));
    expect(split).toMatchObject({
      source: 'performance',
      payerId: lin.id,
      traderId: trader.id,
      referrerId: pat.id,
      rebateRate: 50,
      fee: '720.00',
      traderAmount: '576.00',
      siteAmount: '72.00',
      referrerAmount: '72.00',
    });
    expect(await ledgerKinds(`settlement:${rows[0]!.id}`)).toEqual([{ kind: 'performance_fee' }]);
    const [s] = await t.db
      .select({ hwm: subscriptions.hwm })
      .from(subscriptions)
      .where(eq(subscriptions.id, sub));
    expect(s!.hwm).toBe('1200.00');
  });

  it('week 2: a losing week charges nothing and leaves the mark', async () => {
    const run = await t.app.settlement.runWeek(week('2026-10-12'));
    expect(run).toMatchObject({ settled: 1, charged: '0.00' });
    const row = (await list(lin)).body.content[0]!;
    expect(row).toMatchObject({
      cumulative: '700.00',
      hwmBefore: '1200.00',
      hwmAfter: '1200.00',
      gain: '-500.00',
      tierProfit: null,
      tierPercent: null,
      fee: '0.00',
      state: 'noFee',
    });
  });

  it('week 3: a gain above the mark below every tier charges nothing but moves the mark', async () => {
    await closedCopy('550.00', '2026-10-20T10:00:00Z');
    await t.app.settlement.runWeek(week('2026-10-19'));
    const row = (await list(lin)).body.content[0]!;
    expect(row).toMatchObject({
      cumulative: '1250.00',
      hwmBefore: '1200.00',
      hwmAfter: '1250.00',
      gain: '50.00',
    });
    expect(row).toMatchObject({ fee: '0.00', state: 'noFee' });
    expect((await walletOf(t, lin)).available).toBe('280.00');
  });

  it('week 4: a fee of 600.00 with 280.00 in the wallet is paid in part; 320.00 is owed', async () => {
    await closedCopy('1000.00', '2026-10-28T10:00:00Z');
    const run = await t.app.settlement.runWeek(week('2026-10-26'));
    expect(run).toMatchObject({ settled: 1, charged: '280.00', owed: '320.00' });
    const row = (await list(lin)).body.content[0]!;
    expect(row).toMatchObject({
      cumulative: '2250.00',
      hwmBefore: '1250.00',
      hwmAfter: '2250.00',
      gain: '1000.00',
      tierPercent: 60,
      fee: '600.00',
      paid: '280.00',
      owed: '320.00',
      state: 'partial',
    });
    expect((await walletOf(t, lin)).available).toBe('0.00');
    expect(await owe(lin)).toEqual({ owes: true, amount: '320.00' });
    expect(await owe(other)).toEqual({ owes: false, amount: '0.00' });
    expect(await unbalancedTransactions(t)).toEqual([]);
  });

  it('running a settled week again changes nothing', async () => {
    const before = [await countOf(settlements), await countOf(ledgerTransactions), await countOf(feeDebts)];
    const wallet = await walletOf(t, lin);
    for (const day of ['2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26']) {
      expect(await t.app.settlement.runWeek(week(day))).toMatchObject({ settled: 0, charged: '0.00' });
    }
    expect([await countOf(settlements), await countOf(ledgerTransactions), await countOf(feeDebts)]).toEqual(
      before,
    );
    expect(await walletOf(t, lin)).toEqual(wallet);
  });
});

describe('while a fee is owed', () => {
  it('refuses a new subscription with FEE_OWED (checked before anything is written)', async () => {
    const res = await subscribe(t, lin, {
      masterAccountId: masterId,
      followAccountId: f1,
      copyType: 1,
      copyValue: '0.10',
      direction: 1,
    });
    expect(res.json<{ status: number; message: string }>()).toMatchObject({
      status: STATUS.FEE_OWED,
    });
    expect(await t.db.select({ n: count() }).from(subscriptions)).toEqual([{ n: 1 }]);
  });

  it('copies no new open (ACCOUNT_PAUSED); paying with an empty wallet pays nothing', async () => {
    const opened = await brokerOrder(t, MASTER, { symbol: 'EURUSD', type: 0, lots: 100, sl: '0', tp: '0' });
    const skipped = (await records(t, lin, { subscriptionId: String(sub) })).content;
    expect(skipped).toContainEqual(
      expect.objectContaining({
        masterTicket: opened.order.ticket,
        reason: 'ACCOUNT_PAUSED',
        action: 'open',
      }),
    );
    expect(world().openOrders(F1.server, F1.login)).toHaveLength(0);

    const paid = await api<{ paid: string; remaining: string }>(
      t,
      lin,
      'POST',
      '/community/api/reimbursement',
    );
    expect(paid.body.content[0]).toEqual({ paid: '0.00', remaining: '320.00' });
    expect(await owe(lin)).toEqual({ owes: true, amount: '320.00' });
  });

  it('a recharge collects the debt first (split like the fee), and copying resumes', async () => {
    await rechargeOk(t, lin, admin, '500');
    await t.app.settlement.idle();
    expect(await owe(lin)).toEqual({ owes: false, amount: '0.00' });
    expect((await walletOf(t, lin)).available).toBe('180.00');
    const [debt] = await t.db.select().from(feeDebts).where(eq(feeDebts.userId, lin.id));
    expect(debt).toMatchObject({ amount: '320.00', remaining: '0.00' });
    expect(debt!.clearedAt).not.toBeNull();
    expect(await ledgerKinds(`debt:${debt!.id}`)).toEqual([{ kind: 'debt_collected' }]);
    const [split] = await t.db
      .select()
      .from(feeSplits)
      .where(eq(feeSplits.reference, `debt:${debt!.id}`));
    // 320.00: site cut 64.00, partner 32.00, site 32.00, trader 256.00.
    expect(split).toMatchObject({ traderAmount: '256.00', siteAmount: '32.00', referrerAmount: '32.00' });
    expect((await list(lin)).body.content[0]).toMatchObject({ paid: '280.00', owed: '0.00' });

    const opened = await brokerOrder(t, MASTER, { symbol: 'EURUSD', type: 0, lots: 100, sl: '0', tp: '0' });
    await settle(t);
    const copies = world()
      .openOrders(F1.server, F1.login)
      .filter((o) => o.comment.length > 0);
    expect(copies).toHaveLength(1);
    const skippedNow = (await records(t, lin, { subscriptionId: String(sub) })).content.filter(
      (r) => r.masterTicket === opened.order.ticket,
    );
    expect(skippedNow).toEqual([]);
    expect(await unbalancedTransactions(t)).toEqual([]);
  });
});

describe('exactly once', () => {
  it('two runs of the same week started together charge once', async () => {
    await closedCopy('200.00', '2026-11-03T10:00:00Z');
    const [a, b] = await Promise.all([
      t.app.settlement.runWeek(week('2026-11-02')),
      t.app.settlement.runWeek(week('2026-11-02')),
    ]);
    expect(a.settled + b.settled).toBe(1);
    const rows = await t.db
      .select()
      .from(settlements)
      .where(and(eq(settlements.subscriptionId, sub), eq(settlements.weekStart, week('2026-11-02'))));
    expect(rows).toHaveLength(1);
    // Gain 200.00 at the 100 tier (20 %): 40.00.
    expect(rows[0]).toMatchObject({ gain: '200.00', fee: '40.00', paid: '40.00', state: 'paid' });
    expect(await ledgerKinds(`settlement:${rows[0]!.id}`)).toHaveLength(1);
    expect((await walletOf(t, lin)).available).toBe('140.00');
  });
});

describe('who sees what', () => {
  it('the trader sees his subscriber, others see nothing', async () => {
    const asTrader = await list(trader, { role: 'trader' });
    expect(asTrader.body.total).toBe(5);
    expect(asTrader.body.content[0]).toMatchObject({ followerNickName: 'Lin', fee: '40.00' });
    expect((await list(lin, { role: 'trader' })).body.total).toBe(0);
    expect((await list(trader)).body.total).toBe(0);
    expect((await list(other)).body.total).toBe(0);
    expect((await list(other, { role: 'trader' })).body.total).toBe(0);
    expect((await list(lin, { subscriptionId: String(sub), pageSize: '2' })).body).toMatchObject({
      total: 5,
    });
    expect((await list(lin, { subscriptionId: String(sub), pageSize: '2' })).body.content).toHaveLength(2);
  });

  it('site B sees nothing of site A, and its admin settles nothing of site A', async () => {
    const bob = await member(t, 'sett-bob@example.com', { site: t.siteB });
    const bAdmin = await member(t, 'sett-badmin@example.com', { site: t.siteB, admin: true });
    expect((await list(bob, {}, t.siteB)).body.total).toBe(0);
    expect((await list(bob, { role: 'trader' }, t.siteB)).body.total).toBe(0);
    expect((await list(bob, { subscriptionId: String(sub) }, t.siteB)).body.total).toBe(0);
    expect(await owe(bob, t.siteB)).toEqual({ owes: false, amount: '0.00' });
    // lin's token is of site A: on site B it is not a session.
    const cross = await api(t, lin, 'GET', '/community/api/getSettlementList', {}, { site: t.siteB });
    expect(cross.http).toBe(401);
    await closedCopy('300.00', '2026-11-10T10:00:00Z');
    const run = await api(
      t,
      bAdmin,
      'POST',
      '/community/api/adminRunSettlement',
      { weekStart: '2026-11-09' },
      {
        site: t.siteB,
      },
    );
    expect(run.body.content[0]).toMatchObject({ weekStart: '2026-11-09', settled: 0 });
    const [n] = await t.db
      .select({ n: count() })
      .from(settlements)
      .where(eq(settlements.weekStart, week('2026-11-09')));
    expect(n!.n).toBe(0);
  });
});

describe('adminRunSettlement', () => {
  it('a non-admin is refused with ADMIN_ONLY and nothing is settled', async () => {
    const res = await api(t, lin, 'POST', '/community/api/adminRunSettlement', {}, { language: 'en_US' });
    expect(res.http).toBe(403);
    expect(res.body.status).toBe(STATUS.ADMIN_ONLY);
    const [n] = await t.db
      .select({ n: count() })
      .from(settlements)
      .where(eq(settlements.weekStart, week('2026-11-09')));
    expect(n!.n).toBe(0);
  });

  it('bad input answers a localized field error and settles nothing', async () => {
    for (const [weekStart, text] of [
      ['2026-11-10', 'Choose a Monday (YYYY-MM-DD)'],
      ['11/09/2026', 'Choose a Monday (YYYY-MM-DD)'],
      ['2026-02-30', 'Choose a Monday (YYYY-MM-DD)'],
      ['2026-11-16', 'This week has not ended yet; it can be settled once it has'],
    ]) {
      const res = await api<{ field: string; message: string }>(
        t,
        admin,
        'POST',
        '/community/api/adminRunSettlement',
        { weekStart },
        { language: 'en_US' },
      );
      expect(res.body.status, weekStart).toBe(STATUS.VALIDATION_FAILED);
      expect(res.body.content).toContainEqual(expect.objectContaining({ field: 'weekStart', message: text }));
    }
    const zh = await api<{ message: string }>(
      t,
      admin,
      'POST',
      '/community/api/adminRunSettlement',
      {
        weekStart: '2026-11-10',
      },
      { language: 'zh_Hant' },
    );
    expect(zh.body.content[0]!.message).toBe('請選擇一個星期一（年-月-日）');
    const role = await api(t, lin, 'GET', '/community/api/getSettlementList', { role: 'boss' });
    expect(role.body.status).toBe(STATUS.VALIDATION_FAILED);
    const [n] = await t.db
      .select({ n: count() })
      .from(settlements)
      .where(sql`week_start >= '2026-11-09'`);
    expect(n!.n).toBe(0);
  });

  it('the site admin settles the last ended week (default) of his site', async () => {
    const res = await api<{ weekStart: string; settled: number; charged: string }>(
      t,
      admin,
      'POST',
      '/community/api/adminRunSettlement',
      {},
    );
    // The clock is on Wednesday 2026-11-18: the last ended week began on Monday 2026-11-09.
    // 300.00 above the mark at 20 %: 60.00 from a wallet of 140.00.
    expect(res.body.content[0]).toEqual({
      weekStart: '2026-11-09',
      settled: 1,
      charged: '60.00',
      owed: '0.00',
    });
    expect((await walletOf(t, lin)).available).toBe('80.00');
  });
});
