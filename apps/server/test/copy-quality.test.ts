import { and, eq, gt, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyQuality, type CopyFill, type CopyOutcome } from '@copytrade/engine/stats/copy-quality';
import { copyLinks, copyRecords, copySignals } from '../src/db/schema/copy';
import type { TestContext } from './harness';
import { bindAccount, person, settle, subscribeOk, type Person, type SimAccount } from './copy-support';
import { brokerOrder, masterSim, simAccount, tradingContext } from './sim-support';

/**
 * Copy quality on the profile (`center/copyQuality`): the followers' slippage and delay of copied market
 * opens, the share of (subscription, open) pairs copied and the skip reasons, over the last 30 days. The
 * worked rows are inserted as the copy orchestrator writes them; a real copy through the simulator then
 * joins them, and the answer must equal the engine's definition over the rows in the window.
 */
const TRADER = masterSim(7400001, { password: 'Trader123', balance: '10000.00' });
const FOLLOW_1 = simAccount('ApexCapital-Real01', 7400011);
const FOLLOW_2: SimAccount = { ...FOLLOW_1, server: 'ApexCapital-Real02', login: 7400012 };
const QUIET: SimAccount = { ...TRADER, login: 7400002 };

const DAY = 86_400_000;
const PATH = '/community/front/center/copyQuality';

type Quality = {
  mtAccId: number;
  days: number;
  from: number;
  to: number;
  fills: number;
  slippage: { average: string | null; p95: string | null };
  delay: { average: number | null; p95: number | null };
  signals: number;
  copied: number;
  skipped: number;
  share: string | null;
  skipReasons: { reason: string; count: number }[];
};

let t: TestContext;
let trader: Person;
let tradeId: number;
let quietId: number;
let sub1: number;
let sub2: number;
/** Subscription id -> its follow account. */
let followAccounts: Record<number, number> = {};

async function quality(mtId: number | string, site = t.siteA, language = 'en_US') {
  const res = await t.call({ method: 'GET', url: PATH, query: { mtId: String(mtId) }, site, language });
  return {
    status: res.statusCode,
    body: res.json<{ status: number; message: string; content: Quality[] }>(),
  };
}

async function ok(mtId: number): Promise<Quality> {
  const res = await quality(mtId);
  expect(res.status).toBe(200);
  return res.body.content[0]!;
}

/** An open signal of the trader (done: every subscription has its outcome), `daysAgo` before now. */
async function signal(ticket: number, daysAgo: number, actionKey = 'open'): Promise<number> {
  const [row] = await t.db
    .insert(copySignals)
    .values({
      siteId: t.siteA.id,
      masterAccountId: tradeId,
      masterTicket: ticket,
      actionKey,
      payload: {},
      subscriptionIds: [sub1, sub2],
      signalAt: new Date(t.clock.now().getTime() - daysAgo * DAY),
      state: 'done',
    })
    .returning({ id: copySignals.id });
  return row!.id;
}

/** A copy link (closed since, so the orchestrator's sweeps leave it alone) of the trader's `ticket`. */
async function link(
  subscriptionId: number,
  ticket: number,
  daysAgo: number,
  fill: { slippage: number; delay: number; masterType?: number },
) {
  const masterOpen = new Date(t.clock.now().getTime() - daysAgo * DAY);
  await t.db.insert(copyLinks).values({
    siteId: t.siteA.id,
    subscriptionId,
    masterAccountId: tradeId,
    followAccountId: followAccounts[subscriptionId]!,
    originTicket: ticket,
    masterTicket: ticket,
    followerTicket: ticket + 500_000 + subscriptionId,
    masterSymbol: 'EURUSD',
    symbol: 'EURUSD',
    masterType: fill.masterType ?? 0,
    type: fill.masterType ?? 0,
    direction: 1,
    masterLots: 100,
    lots: 10,
    masterOpenTime: masterOpen,
    masterOpenPrice: '1.08000',
    openTime: new Date(masterOpen.getTime() + fill.delay),
    openPrice: '1.08000',
    slippagePoints: fill.slippage,
    delayMs: fill.delay,
    closeTime: new Date(masterOpen.getTime() + 3_600_000),
    closePrice: '1.08100',
    profit: '1.00',
    state: 'closed',
  });
}

async function skip(
  subscriptionId: number,
  signalId: number,
  ticket: number,
  reason: string,
  action = 'open',
) {
  await t.db.insert(copyRecords).values({
    siteId: t.siteA.id,
    subscriptionId,
    signalId,
    masterTicket: ticket,
    masterSymbol: 'EURUSD',
    action,
    reason,
    createdAt: t.clock.now(),
  });
}

beforeAll(async () => {
  t = await tradingContext([TRADER, QUIET, FOLLOW_1, FOLLOW_2]);
  trader = await person(t, 'quality-trader@example.com', 3);
  const follower1 = await person(t, 'quality-follower1@example.com');
  const follower2 = await person(t, 'quality-follower2@example.com');
  tradeId = await bindAccount(t, trader, 1, TRADER);
  quietId = await bindAccount(t, trader, 1, QUIET);
  const follow1 = await bindAccount(t, follower1, 2, FOLLOW_1);
  const follow2 = await bindAccount(t, follower2, 2, FOLLOW_2);
  const terms = { masterAccountId: tradeId, copyType: 1, copyValue: '0.01', direction: 1 };
  sub1 = await subscribeOk(t, follower1, { ...terms, followAccountId: follow1 });
  sub2 = await subscribeOk(t, follower2, { ...terms, followAccountId: follow2 });
  followAccounts = { [sub1]: follow1, [sub2]: follow2 };
});
afterAll(async () => {
  await t.close();
});

describe('copy quality over the last 30 days', () => {
  it('an account nobody has copied: zeros and no values', async () => {
    const q = await ok(quietId);
    expect(q).toMatchObject({
      mtAccId: quietId,
      days: 30,
      to: t.clock.now().getTime(),
      from: t.clock.now().getTime() - 30 * DAY,
      fills: 0,
      slippage: { average: null, p95: null },
      delay: { average: null, p95: null },
      signals: 0,
      copied: 0,
      skipped: 0,
      share: null,
      skipReasons: [],
    });
  });

  it('worked rows: slippage 2.2 / p95 9.0 points, delay 280 / p95 725 ms, 7 of 10 copied', async () => {
    /*
     * Six opens in the window, each to both subscriptions (12 pairs):
     *   T1  s1 copied (0 pt, 120 ms)     s2 copied (1 pt, 150 ms)
     *   T2  s1 copied (2 pt, 180 ms)     s2 copied (3 pt, 200 ms)
     *   T3  s1 copied (11 pt, 900 ms)    s2 skipped BELOW_MIN_LOT
     *   T4  s1 copied as a pending order (no fill measured)   s2 skipped BELOW_MIN_LOT
     *   T5  s1 skipped INSUFFICIENT_MARGIN                   s2 SUBSCRIPTION_CLOSING (counts on neither side)
     *   T6  s1 in flight (counts on neither side)            s2 copied (-4 pt: a better price, 130 ms)
     * Fills: slippage -4, 0, 1, 2, 3, 11: average 13 / 6 = 2.17 -> 2.2; p95 at rank 4.75: 3 + 0.75 x 8 = 9.0.
     * Delays 120, 130, 150, 180, 200, 900: average 280; p95 200 + 0.75 x 700 = 725.
     * Copied 7, skipped 3: 70.00 %.
     * Outside the window or not an open: T0 (31 days ago: a copy with 50 points, a skip), T1's close.
     */
    const [s1, s2] = [sub1, sub2];
    const T = [900_000, 900_001, 900_002, 900_003, 900_004, 900_005, 900_006];
    const ids: number[] = [];
    for (const [i, ticket] of T.entries()) ids.push(await signal(ticket, i === 0 ? 31 : 7 - i));
    await link(s1, T[0]!, 31, { slippage: 50, delay: 5000 });
    await skip(s2, ids[0]!, T[0]!, 'MAX_POSITIONS');
    await link(s1, T[1]!, 6, { slippage: 0, delay: 120 });
    await link(s2, T[1]!, 6, { slippage: 1, delay: 150 });
    await link(s1, T[2]!, 5, { slippage: 2, delay: 180 });
    await link(s2, T[2]!, 5, { slippage: 3, delay: 200 });
    await link(s1, T[3]!, 4, { slippage: 11, delay: 900 });
    await skip(s2, ids[3]!, T[3]!, 'BELOW_MIN_LOT');
    await link(s1, T[4]!, 3, { slippage: 0, delay: 4000, masterType: 2 });
    await skip(s2, ids[4]!, T[4]!, 'BELOW_MIN_LOT');
    await skip(s1, ids[5]!, T[5]!, 'INSUFFICIENT_MARGIN');
    await skip(s2, ids[5]!, T[5]!, 'SUBSCRIPTION_CLOSING');
    await link(s2, T[6]!, 1, { slippage: -4, delay: 130 });
    const close = await signal(T[1]!, 1, 'close');
    await skip(s2, close, T[1]!, 'NOT_COPIED', 'close');

    const q = await ok(tradeId);
    expect(q).toMatchObject({
      fills: 6,
      slippage: { average: '2.2', p95: '9.0' },
      delay: { average: 280, p95: 725 },
      signals: 6,
      copied: 7,
      skipped: 3,
      share: '70.00',
      skipReasons: [
        { reason: 'BELOW_MIN_LOT', count: 2 },
        { reason: 'INSUFFICIENT_MARGIN', count: 1 },
      ],
    });
    expect(q).toEqual({ ...(await oracle()), mtAccId: tradeId, days: 30, from: q.to - 30 * DAY, to: q.to });
  });

  it('a real copy through the simulator joins the figures; the answer is the engine’s over the rows', async () => {
    const before = await ok(tradeId);
    await brokerOrder(t, TRADER, { symbol: 'EURUSD', type: 0, lots: 100 });
    await settle(t, 250, 4);
    const after = await ok(tradeId);
    expect(after.signals).toBe(before.signals + 1);
    expect(after.copied).toBe(before.copied + 2);
    expect(after.fills).toBe(before.fills + 2);
    const real = await t.db.select().from(copyLinks).where(eq(copyLinks.masterAccountId, tradeId));
    const fresh = real.filter((l) => l.state === 'open');
    expect(fresh.map((l) => l.followAccountId).sort()).toEqual(Object.values(followAccounts).sort());
    // The simulator fills after its execution delay: the copy is measurably late.
    expect(fresh.every((l) => l.delayMs >= 100)).toBe(true);
    expect(after).toEqual({
      ...(await oracle()),
      mtAccId: tradeId,
      days: 30,
      from: after.to - 30 * DAY,
      to: after.to,
    });
  });

  it('moves with the clock: 30 days on, the worked rows have left the window', async () => {
    t.clock.advance(30 * DAY);
    const q = await ok(tradeId);
    expect(q).toMatchObject({ signals: 0, copied: 0, skipped: 0, fills: 0, share: null, skipReasons: [] });
  });
});

/** The engine's figures over the rows of the window, read back as they are stored. */
async function oracle() {
  const now = t.clock.now().getTime();
  const from = new Date(now - 30 * DAY);
  const to = new Date(now);
  const signals = await t.db
    .select()
    .from(copySignals)
    .where(
      and(
        eq(copySignals.masterAccountId, tradeId),
        eq(copySignals.actionKey, 'open'),
        gt(copySignals.signalAt, from),
        lte(copySignals.signalAt, to),
      ),
    );
  const links = await t.db.select().from(copyLinks).where(eq(copyLinks.masterAccountId, tradeId));
  const records = await t.db.select().from(copyRecords);
  const outcomes: CopyOutcome[] = [];
  for (const s of signals) {
    for (const subscriptionId of s.subscriptionIds) {
      const copied = links.some(
        (l) => l.subscriptionId === subscriptionId && l.originTicket === s.masterTicket,
      );
      const record = records.find(
        (r) => r.signalId === s.id && r.subscriptionId === subscriptionId && r.action === 'open',
      );
      if (copied) outcomes.push({ copied: true });
      else if (record) outcomes.push({ copied: false, reason: record.reason });
    }
  }
  const fills: CopyFill[] = links
    .filter((l) => l.masterType <= 1 && l.masterOpenTime > from && l.masterOpenTime <= to)
    .map((l) => ({ slippagePoints: l.slippagePoints, delayMs: l.delayMs }));
  return copyQuality(signals.length, fills, outcomes);
}

describe('who can read copy quality', () => {
  it("nobody reads that of a follow account, an unknown account or another site's account", async () => {
    const [follow] = Object.values(followAccounts);
    for (const [mtId, site] of [
      [follow!, t.siteA],
      [999_999, t.siteA],
      [tradeId, t.siteB],
    ] as const) {
      const res = await quality(mtId, site);
      expect(res.status).toBe(404);
      expect(res.body.status).not.toBe(10000);
    }
  });

  it('refuses a malformed account id with a clear, localized error', async () => {
    const en = await quality('abc');
    expect(en.status).toBe(400);
    expect(en.body.content).toContainEqual(expect.objectContaining({ field: 'mtId' }));
    const zh = await quality('-1', t.siteA, 'zh_CN');
    expect(zh.status).toBe(400);
    expect(zh.body.message).not.toBe(en.body.message);
  });
});
