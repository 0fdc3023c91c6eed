import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from './harness';
import {
  bindAccount,
  brokerTrade,
  createSimAccounts,
  person,
  settle,
  type Person,
  type SimAccount,
} from './copy-support';
import { masterSim, tradingContext } from './sim-support';

/**
 * The profile's risk view through the real path: an account with two days of MT4 history is bound, its
 * history imported and its equity sampled from then on. The underwater chart follows the trend curve point
 * for point, and the indicators say since when equity is tracked instead of a drawdown of 0.00 over a
 * history nobody watched.
 */
const DAY = 86_400_000;
const OLD = masterSim(7500001, { password: 'Trader123', balance: '10000.00' });
const NEW: SimAccount = { ...OLD, login: 7500002 };

type Point = { time: number; balance: string; equity: string | null };
type Indicators = {
  balanceDrawdown: { percent: string };
  equityTracked: { since: number | null; partial: boolean };
};

let t: TestContext;
let trader: Person;

async function get<T>(path: string, mtId: number | string, site = t.siteA) {
  const res = await t.call({
    method: 'GET',
    url: path,
    query: { mtId: String(mtId) },
    site,
    language: 'en_US',
  });
  return { status: res.statusCode, body: res.json<{ status: number; content: T[] }>() };
}

/**
 * Two runs of the statistics job past the settling delay: the first samples equity, the second folds the
 * sample in (a refresh folds rows older than SETTLE_MS only).
 */
async function job() {
  for (let i = 0; i < 2; i += 1) {
    await settle(t, 1000, 6);
    await t.app.statistics.refreshAll();
  }
}

/** A losing and a winning round trip of 1.00 EURUSD, in the account's own terminal. */
async function trade(account: SimAccount, type: 0 | 1) {
  const world = t.gateway.world();
  const opened = await brokerTrade(
    t,
    world.sendOrder(account.server, account.login, { symbol: 'EURUSD', type, lots: 100 }),
  );
  await settle(t, 30_000, 4);
  await brokerTrade(t, world.closeOrder(account.server, account.login, opened.order.ticket, {}));
}

beforeAll(async () => {
  t = await tradingContext([OLD]);
  trader = await person(t, 'risk-trader@example.com', 3);
});
afterAll(async () => {
  await t.close();
});

describe('the risk view', () => {
  let oldId: number;
  let boundAt: number;

  it('an account bound with two days of history: equity tracked since it was bound', async () => {
    await trade(OLD, 0);
    await trade(OLD, 1);
    t.clock.advance(2 * DAY);
    await t.gateway.advance();
    boundAt = t.clock.now().getTime();
    oldId = await bindAccount(t, trader, 1, OLD);
    await job();
    const res = await get<Indicators>('/community/front/center/dataIndicators', oldId);
    expect(res.status).toBe(200);
    const tracked = res.body.content[0]!.equityTracked;
    expect(tracked.partial).toBe(true);
    expect(tracked.since).toBeGreaterThanOrEqual(boundAt);
    expect(tracked.since).toBeLessThan(boundAt + DAY);
  });

  it('the underwater chart follows the trend curve point for point; equity unknown before its first sample', async () => {
    await trade(OLD, 0);
    await job();
    const trend = await get<{ time: number }>('/community/front/center/trendChart', oldId);
    const chart = await get<Point>('/community/front/center/drawdownChart', oldId);
    expect(chart.status).toBe(200);
    const points = chart.body.content;
    expect(points.map((p) => p.time)).toEqual(trend.body.content.map((p) => p.time));
    expect(points.length).toBeGreaterThanOrEqual(5);
    const indicators = (await get<Indicators>('/community/front/center/dataIndicators', oldId)).body
      .content[0]!;
    const since = indicators.equityTracked.since!;
    for (const point of points) {
      expect(point.balance).toMatch(/^\d+\.\d{2}$/);
      if (point.time < since) expect(point.equity).toBeNull();
      else expect(point.equity).toMatch(/^\d+\.\d{2}$/);
    }
    // Its deepest balance point is the maximum balance drawdown (a short history keeps every point).
    const deepest = Math.max(...points.map((p) => Number(p.balance)));
    // Every round trip pays the spread: the balance has been below its peak.
    expect(deepest).toBeGreaterThan(0);
    expect(deepest.toFixed(2)).toBe(indicators.balanceDrawdown.percent);
  });

  it('an account sampled from its start is tracked over its whole history', async () => {
    createSimAccounts(t, [NEW]);
    await settle(t);
    const newId = await bindAccount(t, trader, 1, NEW);
    await job();
    await trade(NEW, 1);
    await job();
    const res = await get<Indicators>('/community/front/center/dataIndicators', newId);
    expect(res.body.content[0]!.equityTracked).toMatchObject({ partial: false });
    expect(res.body.content[0]!.equityTracked.since).not.toBeNull();
  });

  it("another site's account, an unknown one and a malformed id are refused", async () => {
    expect((await get('/community/front/center/drawdownChart', oldId, t.siteB)).status).toBe(404);
    expect((await get('/community/front/center/drawdownChart', 999_999)).status).toBe(404);
    const bad = await get<{ field: string }>('/community/front/center/drawdownChart', '1.5');
    expect(bad.status).toBe(400);
    expect(bad.body.content).toContainEqual(expect.objectContaining({ field: 'mtId' }));
  });
});
