import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from './harness';
import { bindAccount, brokerTrade, person, settle, subscribeOk, type Person } from './copy-support';
import { masterSim, simAccount, tradingContext } from './sim-support';

/**
 * Trader statistics through the real path: the simulator trades, the mirror stores the orders, the
 * statistics job folds the new rows into the stored state, and the public profile calls answer. The
 * incremental state must equal a fold of the whole history.
 */
const TRADER = masterSim(7300001, { password: 'Trader123', balance: '10000.00' });
const FOLLOW = simAccount('ApexCapital-Real01', 7300011);

let t: TestContext;
let trader: Person;
let follower: Person;
let tradeId: number;
let followId: number;

const world = () => t.gateway.world();
const cents = (v: string) => Math.round(Number(v) * 100);

type Indicators = {
  asOf: number;
  trades: number;
  totalProfit: string;
  deposits: string;
  withdrawals: string;
  growth: string;
  balance: string;
  winRate: string | null;
  balanceDrawdown: { money: string; percent: string };
};

async function get<T>(path: string, query: Record<string, string>, site = t.siteA) {
  const res = await t.call({ method: 'GET', url: path, query, site, language: 'en_US' });
  return { status: res.statusCode, body: res.json<{ status: number; message: string; content: T[] }>() };
}

async function indicators(): Promise<Indicators> {
  const res = await get<Indicators>('/community/front/center/dataIndicators', { mtId: String(tradeId) });
  expect(res.status).toBe(200);
  return res.body.content[0]!;
}

/** A round trip of `lots` hundredths of EURUSD held for `holdMs`; returns its net result in cents. */
async function roundTrip(type: 0 | 1, lots: number, holdMs: number): Promise<number> {
  const opened = await brokerTrade(
    t,
    world().sendOrder(TRADER.server, TRADER.login, { symbol: 'EURUSD', type, lots }),
  );
  await settle(t, holdMs / 4, 4);
  await brokerTrade(t, world().closeOrder(TRADER.server, TRADER.login, opened.order.ticket, {}));
  const closed = world()
    .history(TRADER.server, TRADER.login)
    .find((o) => o.ticket === opened.order.ticket)!;
  return cents(closed.profit) + cents(closed.swap) + cents(closed.commission);
}

/** Past the settling delay, then one run of the statistics job. */
async function job() {
  await settle(t, 1000, 6);
  await t.app.statistics.refreshAll();
}

beforeAll(async () => {
  t = await tradingContext([TRADER, FOLLOW]);
  trader = await person(t, 'stats-trader@example.com', 3);
  follower = await person(t, 'stats-follower@example.com');
  tradeId = await bindAccount(t, trader, 1, TRADER);
  followId = await bindAccount(t, follower, 2, FOLLOW);
  await job();
});
afterAll(async () => {
  await t.close();
});

describe('statistics follow the trading, incrementally', () => {
  const results: number[] = [];

  it('counts the first trades and their profit', async () => {
    results.push(await roundTrip(0, 100, 60_000));
    results.push(await roundTrip(1, 50, 120_000));
    await job();
    const s = await indicators();
    expect(s.trades).toBe(2);
    expect(cents(s.totalProfit)).toBe(results[0]! + results[1]!);
    expect(cents(s.balance)).toBe(1_000_000 + results[0]! + results[1]!);
  });

  it('keeps growth neutral to a deposit and a withdrawal in the middle of the history', async () => {
    world().deposit(TRADER.server, TRADER.login, '5000.00');
    await settle(t);
    const before = 1_000_000 + results[0]! + results[1]!;
    const third = await roundTrip(0, 200, 60_000);
    world().withdraw(TRADER.server, TRADER.login, '2000.00');
    await settle(t);
    const fourth = await roundTrip(1, 100, 60_000);
    results.push(third, fourth);
    await job();
    const s = await indicators();
    expect(s.trades).toBe(4);
    // The opening balance is the account's first deposit in its MT4 history.
    expect(s.deposits).toBe('15000.00');
    expect(s.withdrawals).toBe('2000.00');
    // Period factors: 10,000 -> before; (before + 5,000) -> + third; (that - 2,000) -> + fourth.
    const afterDeposit = before + 500_000;
    const afterWithdrawal = afterDeposit + third - 200_000;
    const growth =
      (before / 1_000_000) *
        ((afterDeposit + third) / afterDeposit) *
        ((afterWithdrawal + fourth) / afterWithdrawal) -
      1;
    expect(Number(s.growth)).toBeCloseTo(growth * 100, 2);
    // The deposit is not profit: total profit is the trades' results only.
    expect(cents(s.totalProfit)).toBe(results.reduce((a, b) => a + b, 0));
  });

  it('the stored incremental state equals a fold of the whole history', async () => {
    const incremental = (await t.app.statistics.recompute(tradeId))!;
    const { findStatistics } = await import('../src/modules/statistics/statistics.repository');
    const stored = await findStatistics(t.db, tradeId);
    expect(incremental).toEqual(stored!.state);
  });

  it('serves the trend, the months and the copy profit', async () => {
    const trend = await get<{ time: number; balance: string }>('/community/front/center/trendChart', {
      mtId: String(tradeId),
    });
    expect(trend.body.content.length).toBeGreaterThanOrEqual(4);
    expect(trend.body.content.at(-1)!.balance).toBe((await indicators()).balance);
    const months = await get<{ months: { month: string; trades: number }[] }>(
      '/community/front/center/monthAnalyseChart',
      { mtId: String(tradeId) },
    );
    expect(months.body.content[0]!.months).toEqual([
      expect.objectContaining({ month: '2026-11', trades: 4 }),
    ]);
    const copy = await get<{ total: string }>('/community/front/center/copyProfitChart', {
      mtId: String(tradeId),
    });
    expect(copy.body.content[0]!.total).toBe('0.00');
  });
});

describe('the positions on the profile', () => {
  type Order = {
    ticket: number;
    openPrice: string | null;
    sl: string | null;
    hidden: boolean;
    profit: string;
  };
  const positions = async (path: string, token?: string) => {
    const res = await t.call({
      method: 'GET',
      url: path,
      query: { mtId: String(tradeId) },
      ...(token ? { token } : {}),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ content: Order[]; total: number }>();
  };

  it('lists the closed positions with their net results, for anyone', async () => {
    const closed = await positions('/community/front/center/closedOrder');
    expect(closed.total).toBe(4);
    expect(closed.content.every((o) => !o.hidden && o.openPrice !== null)).toBe(true);
  });

  it("hides an open position's entry from visitors and non-subscribers, shows it to the owner and subscribers", async () => {
    const q = world().quote(TRADER.server, 'EURUSD')!;
    const sl = (Number(q.bid) - 0.005).toFixed(5);
    await brokerTrade(
      t,
      world().sendOrder(TRADER.server, TRADER.login, { symbol: 'EURUSD', type: 0, lots: 10, sl }),
    );
    const stranger = await person(t, 'stats-stranger@example.com');
    for (const token of [undefined, stranger.token]) {
      const open = await positions('/community/front/center/openingOrder', token);
      expect(open.total).toBe(1);
      expect(open.content[0]).toMatchObject({ openPrice: null, sl: null, hidden: true });
    }
    const own = await positions('/community/front/center/openingOrder', trader.token);
    expect(own.content[0]).toMatchObject({ sl, hidden: false });
    expect(own.content[0]!.openPrice).toMatch(/^\d+\.\d{5}$/);
    await subscribeOk(t, follower, {
      masterAccountId: tradeId,
      followAccountId: followId,
      copyType: 1,
      copyValue: '0.01',
      direction: 1,
    });
    const subscriber = await positions('/community/front/center/openingOrder', follower.token);
    expect(subscriber.content[0]).toMatchObject({ sl, hidden: false });
  });
});

describe('who can read statistics', () => {
  it("nobody reads those of a follow account, an unknown account or another site's account", async () => {
    for (const [mtId, site] of [
      [String(followId), t.siteA],
      ['999999', t.siteA],
      [String(tradeId), t.siteB],
    ] as const) {
      const res = await get('/community/front/center/dataIndicators', { mtId }, site);
      expect(res.status).toBe(404);
    }
  });

  it('refuses a malformed account id with a clear error', async () => {
    const res = await get('/community/front/center/trendChart', { mtId: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.content).toContainEqual(expect.objectContaining({ field: 'mtId' }));
  });
});

describe('a profile read', () => {
  const stored = async () => {
    const { findStatistics } = await import('../src/modules/statistics/statistics.repository');
    const row = (await findStatistics(t.db, tradeId))!;
    return { appliedThrough: row.appliedThrough, updatedAt: row.updatedAt };
  };

  it('of an account with nothing new folds and stores nothing, and answers the same figures', async () => {
    await job();
    const figures = await indicators();
    const before = await stored();
    await settle(t, 1000, 6);
    // A profile's first screen asks for these at once.
    await Promise.all([
      indicators(),
      get('/community/front/center/trendChart', { mtId: String(tradeId) }),
      get('/community/front/center/monthAnalyseChart', { mtId: String(tradeId) }),
    ]);
    expect(await stored()).toEqual(before);
    // The same figures, taken at the later time.
    expect(await indicators()).toEqual({ ...figures, asOf: figures.asOf + 6000 });
  });

  it('answers the state another process folded further, not the copy this one kept', async () => {
    const { createStatisticsService } = await import('../src/modules/statistics/statistics.service');
    const before = await indicators();
    const result = await roundTrip(0, 100, 60_000);
    await settle(t, 1000, 6);
    // Another node's statistics job folds the trade in and stores the state further on.
    const other = createStatisticsService({
      db: t.db,
      clock: t.clock,
      log: t.app.log,
      assertPublic: () => Promise.resolve(),
    });
    await other.refreshAll();
    const watermark = (await stored()).appliedThrough;
    const after = await indicators();
    expect(after.trades).toBe(before.trades + 1);
    expect(cents(after.totalProfit)).toBe(cents(before.totalProfit) + result);
    // Read from the stored state: this process had nothing left to fold.
    expect((await stored()).appliedThrough).toBe(watermark);
  });
});
