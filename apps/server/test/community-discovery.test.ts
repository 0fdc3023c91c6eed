import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STATUS } from '@copytrade/contracts/status-codes';
import { users } from '../src/db/schema/users';
import { maskName, pipsOf } from '../src/modules/community/discovery.service';
import type { TestContext, TestSite } from './harness';
import {
  bindAccount,
  brokerTrade,
  fixedLot,
  person,
  settle,
  subscribeOk,
  type Person,
  type SimAccount,
} from './copy-support';
import { masterSim, simAccount, tradingContext } from './sim-support';

/**
 * Discovery around the square, on real trades: two traders on site A (one a winner, one a loser), one on
 * site B, a follower copying the winner. Today's stars with the admin's picks, the home figures and table,
 * the feeds without prices, and every admin call refused to anyone but the site's own admin.
 */
const WINNER = masterSim(7700001, { password: 'Trader123', balance: '10000.00' });
const LOSER = masterSim(7700002, { password: 'Trader123', balance: '20000.00' });
const OTHER_SITE = masterSim(7700003, { password: 'Trader123', balance: '10000.00' });
const FOLLOW = simAccount('ApexCapital-Real01', 7700011);

type Body<T> = { status: number; message: string; content: T[]; total?: number };

let t: TestContext;
let winner: Person;
let loser: Person;
let follower: Person;
let admin: Person;
let adminB: Person;
let winnerId: number;
let loserId: number;
let otherSiteId: number;
let followId: number;

async function get<T>(
  url: string,
  query: Record<string, string> = {},
  options: { token?: string; site?: TestSite; language?: string } = {},
) {
  const res = await t.call({
    method: 'GET',
    url,
    query,
    site: options.site ?? t.siteA,
    language: options.language ?? 'en_US',
    ...(options.token ? { token: options.token } : {}),
  });
  return { status: res.statusCode, body: res.json<Body<T>>() };
}

async function send<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload: unknown,
  options: { token?: string; site?: TestSite } = {},
) {
  const res = await t.call({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    site: options.site ?? t.siteA,
    language: 'en_US',
    ...(options.token ? { token: options.token } : {}),
  });
  return { status: res.statusCode, body: res.json<Body<T>>() };
}

/** A round trip on the trader's own terminal: open, wait, close at the market. */
async function roundTrip(account: SimAccount, type: 0 | 1, waitMs: number) {
  const world = t.gateway.world();
  const opened = await brokerTrade(
    t,
    world.sendOrder(account.server, account.login, { symbol: 'EURUSD', type, lots: 100 }),
  );
  await settle(t, waitMs, 4);
  await brokerTrade(t, world.closeOrder(account.server, account.login, opened.order.ticket, {}));
}

const today = () => t.clock.now().toISOString().slice(0, 10);
const dayAfter = (days: number) =>
  new Date(t.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await tradingContext([WINNER, LOSER, OTHER_SITE, FOLLOW]);
  winner = await person(t, 'winner@example.com', 3);
  loser = await person(t, 'loser@example.com', 3);
  follower = await person(t, 'Followerina@example.com', 1);
  admin = await person(t, 'desk@example.com', 1);
  adminB = await person(t, 'desk-b@example.com', 1, t.siteB);
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminB.id));
  await t.db.update(users).set({ nickName: 'Followerina' }).where(eq(users.id, follower.id));
  const traderB = await person(t, 'trader-b@example.com', 3, t.siteB);
  winnerId = await bindAccount(t, winner, 1, WINNER);
  loserId = await bindAccount(t, loser, 1, LOSER);
  otherSiteId = await bindAccount(t, traderB, 1, OTHER_SITE, t.siteB);
  followId = await bindAccount(t, follower, 2, FOLLOW);
  await subscribeOk(t, follower, fixedLot(winnerId, followId));
  for (const account of [WINNER, LOSER, OTHER_SITE]) await roundTrip(account, 0, 15_000);
  await settle(t, 1000, 4);
  await t.app.statistics.refreshAll();
}, 120_000);

afterAll(async () => {
  await t.close();
});

type Star = { mtAccId: number; recommendId: number | null; remark: string; rating: number | null };

describe('helpers', () => {
  it('masks a follower nickname, keeping the first and last characters', () => {
    expect(maskName('Followerina')).toBe('F***a');
    expect(maskName('张小三')).toBe('张*三');
    expect(maskName('Al')).toBe('A*');
    expect(maskName('')).toBe('***');
  });

  it('counts pips of forex symbols only, signed as the trade went', () => {
    expect(pipsOf({ type: 0, openPrice: '1.10000', closePrice: '1.10250', digits: 5, symbolType: 1 })).toBe(
      '25.0',
    );
    expect(pipsOf({ type: 1, openPrice: '1.10000', closePrice: '1.10250', digits: 5, symbolType: 1 })).toBe(
      '-25.0',
    );
    expect(pipsOf({ type: 0, openPrice: '150.000', closePrice: '149.875', digits: 3, symbolType: 1 })).toBe(
      '-12.5',
    );
    expect(
      pipsOf({ type: 0, openPrice: '2000.00', closePrice: '2010.00', digits: 2, symbolType: 2 }),
    ).toBeNull();
  });
});

describe("today's stars", () => {
  it('without picks: the best rated accounts of the site', async () => {
    const res = await get<Star>('/community/front/chooseTodayStar', { limit: '5' });
    expect(res.body.status).toBe(STATUS.OK);
    const ids = res.body.content.map((r) => r.mtAccId);
    expect(ids).not.toContain(otherSiteId);
    expect(ids).not.toContain(followId);
    expect(res.body.content.every((r) => r.recommendId === null && r.remark === '')).toBe(true);
    const stars = await get<{ mtAccId: number }>('/community/front/getstartlist', { limit: '5' });
    expect(ids).toEqual(stars.body.content.map((r) => r.mtAccId));
  });

  it("the admin's live picks come first, in their order; upcoming, ended and removed ones do not show", async () => {
    const add = (body: Record<string, unknown>) =>
      send<{ id: number }>('POST', '/mam/main/addSrRecommendedToday', body, { token: admin.token });
    const loserPick = await add({ mtId: loserId, startDay: today(), sort: 1, remark: 'Honest about losses' });
    expect(loserPick.body.status).toBe(STATUS.OK);
    const winnerPick = await add({ mtId: winnerId, startDay: today(), endDay: today(), sort: 2 });
    const upcoming = await add({ mtId: winnerId, startDay: dayAfter(3) });
    expect(upcoming.body.status).toBe(STATUS.OK);

    const stars = (await get<Star>('/community/front/chooseTodayStar', { limit: '2' })).body.content;
    expect(stars.map((s) => [s.mtAccId, s.recommendId, s.remark])).toEqual([
      [loserId, loserPick.body.content[0]!.id, 'Honest about losses'],
      [winnerId, winnerPick.body.content[0]!.id, ''],
    ]);
    // The MAM visitor path answers the same.
    expect(
      (await get<Star>('/mam/visitor/chooseTodayStar', { limit: '2' })).body.content.map((s) => s.mtAccId),
    ).toEqual([loserId, winnerId]);

    // Move the loser's pick into the future: it no longer shows, the winner's remains.
    const moved = await send(
      'PUT',
      '/mam/main/updateRecommendedToday',
      { id: loserPick.body.content[0]!.id, startDay: dayAfter(1) },
      { token: admin.token },
    );
    expect(moved.body.status).toBe(STATUS.OK);
    const after = (await get<Star>('/community/front/chooseTodayStar', { limit: '1' })).body.content;
    expect(after.map((s) => s.recommendId)).toEqual([winnerPick.body.content[0]!.id]);

    // The admin's list shows all three with their state.
    const list = await get<{ id: number; state: string; mtAccId: number }>(
      '/mam/main/getChooseTodayStarList',
      {},
      { token: admin.token },
    );
    expect(list.body.total).toBe(3);
    expect(Object.fromEntries(list.body.content.map((r) => [r.id, r.state]))).toEqual({
      [loserPick.body.content[0]!.id]: 'upcoming',
      [winnerPick.body.content[0]!.id]: 'live',
      [upcoming.body.content[0]!.id]: 'upcoming',
    });

    // Removed: gone from the stars and from the list; a second removal finds nothing.
    const removed = await send(
      'DELETE',
      `/mam/main/srRecommendedToday/${winnerPick.body.content[0]!.id}`,
      undefined,
      { token: admin.token },
    );
    expect(removed.body.status).toBe(STATUS.OK);
    const again = await send(
      'DELETE',
      `/mam/main/srRecommendedToday/${winnerPick.body.content[0]!.id}`,
      undefined,
      { token: admin.token },
    );
    expect(again.status).toBe(404);
    const filled = (await get<Star>('/community/front/chooseTodayStar', { limit: '1' })).body.content;
    expect(filled[0]!.recommendId).toBeNull();
  });

  it('a signed-in follower sees which of their follow accounts already copy each star', async () => {
    const res = await get<{ mtAccId: number; subscribedBy: number[]; mine: boolean }>(
      '/community/api/queryRecommendedTodayOrderMt4AccountList',
      { limit: '5' },
      { token: follower.token },
    );
    expect(res.body.status).toBe(STATUS.OK);
    const byId = new Map(res.body.content.map((r) => [r.mtAccId, r]));
    expect(byId.get(winnerId)).toMatchObject({ subscribedBy: [followId], mine: false });
    expect(byId.get(loserId)).toMatchObject({ subscribedBy: [], mine: false });
    const own = await get<{ mtAccId: number; mine: boolean }>(
      '/community/api/queryRecommendedTodayOrderMt4AccountList',
      {},
      { token: winner.token },
    );
    expect(own.body.content.find((r) => r.mtAccId === winnerId)?.mine).toBe(true);
    expect((await get('/community/api/queryRecommendedTodayOrderMt4AccountList')).status).toBe(401);
  });
});

describe("admin calls refuse everyone but the site's own admin, and bad input", () => {
  const body = () => ({ mtId: winnerId, startDay: dayAfter(10) });

  it('a visitor gets 401, a trader 403 (admin only), and nothing is stored', async () => {
    expect((await send('POST', '/mam/main/addSrRecommendedToday', body())).status).toBe(401);
    const trader = await send('POST', '/mam/main/addSrRecommendedToday', body(), { token: winner.token });
    expect(trader.status).toBe(403);
    expect(trader.body.status).toBe(STATUS.ADMIN_ONLY);
    expect(trader.body.message).toBe('Only the site admin can do this');
    expect((await get('/mam/main/getChooseTodayStarList', {}, { token: winner.token })).status).toBe(403);
    expect((await get('/mam/main/getChooseTodayStarList', {}, { token: admin.token })).body.total).toBe(2);
  });

  it("site B's admin can neither pick site A's account nor change or remove site A's picks", async () => {
    const picked = await send('POST', '/mam/main/addSrRecommendedToday', body(), {
      token: adminB.token,
      site: t.siteB,
    });
    expect(picked.status).toBe(404);
    const [pick] = (await get<{ id: number }>('/mam/main/getChooseTodayStarList', {}, { token: admin.token }))
      .body.content;
    expect(
      (
        await send(
          'PUT',
          '/mam/main/updateRecommendedToday',
          { id: pick!.id, sort: 7 },
          { token: adminB.token, site: t.siteB },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await send('DELETE', `/mam/main/srRecommendedToday/${pick!.id}`, undefined, {
          token: adminB.token,
          site: t.siteB,
        })
      ).status,
    ).toBe(404);
    // Site A's admin token is refused on site B.
    expect(
      (await get('/mam/main/getChooseTodayStarList', {}, { token: admin.token, site: t.siteB })).status,
    ).toBe(401);
    expect(
      (await get('/mam/main/getChooseTodayStarList', {}, { token: adminB.token, site: t.siteB })).body.total,
    ).toBe(0);
    // Site A's stars never show site B's account, even when picked there.
    const bPick = await send(
      'POST',
      '/mam/main/addSrRecommendedToday',
      { mtId: otherSiteId, startDay: today() },
      { token: adminB.token, site: t.siteB },
    );
    expect(bPick.body.status).toBe(STATUS.OK);
    expect(
      (await get<Star>('/community/front/chooseTodayStar', { limit: '20' })).body.content.map(
        (s) => s.mtAccId,
      ),
    ).not.toContain(otherSiteId);
    expect(
      (await get<Star>('/community/front/chooseTodayStar', { limit: '1' }, { site: t.siteB })).body
        .content[0]!.mtAccId,
    ).toBe(otherSiteId);
  });

  it('a follow account, an unknown account and a duplicate pick are refused', async () => {
    const asAdmin = (payload: Record<string, unknown>) =>
      send('POST', '/mam/main/addSrRecommendedToday', payload, { token: admin.token });
    expect((await asAdmin({ mtId: followId, startDay: today() })).status).toBe(404);
    expect((await asAdmin({ mtId: 999_999, startDay: today() })).status).toBe(404);
    const first = await asAdmin({ mtId: loserId, startDay: dayAfter(20) });
    expect(first.body.status).toBe(STATUS.OK);
    const twice = await asAdmin({ mtId: loserId, startDay: dayAfter(20) });
    expect(twice.status).toBe(409);
    expect(twice.body.status).toBe(STATUS.STAR_ALREADY_PICKED);
  });

  it.each([
    [{ startDay: '2026-02-30' }, 'startDay', 'Enter a valid date (YYYY-MM-DD)'],
    [{ startDay: '21-11-2026' }, 'startDay', 'Enter a valid date (YYYY-MM-DD)'],
    [
      { startDay: '2026-12-10', endDay: '2026-12-01' },
      'endDay',
      'The end date cannot be before the start date',
    ],
    [{ startDay: '2026-12-10', remark: 'x'.repeat(61) }, 'remark', 'At most 60 characters'],
    [{ startDay: '2026-12-10', sort: -1 }, 'sort', 'Must be at least 0'],
    [{ startDay: '2026-12-10', featured: true }, '', 'Unknown field: featured'],
  ])('%j is refused on %s', async (fields, field, message) => {
    const before = (await get('/mam/main/getChooseTodayStarList', {}, { token: admin.token })).body.total;
    const res = await send<{ field: string; message: string }>(
      'POST',
      '/mam/main/addSrRecommendedToday',
      { mtId: winnerId, ...fields },
      { token: admin.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(STATUS.VALIDATION_FAILED);
    expect(res.body.content).toContainEqual(expect.objectContaining({ field, message }));
    expect((await get('/mam/main/getChooseTodayStarList', {}, { token: admin.token })).body.total).toBe(
      before,
    );
  });

  it('an update that would end before its start is refused, in the reader language', async () => {
    const [pick] = (
      await get<{ id: number; startDay: string }>(
        '/mam/main/getChooseTodayStarList',
        {},
        { token: admin.token },
      )
    ).body.content;
    const res = await t.call({
      method: 'PUT',
      url: '/mam/main/updateRecommendedToday',
      payload: { id: pick!.id, endDay: '2020-01-01' },
      token: admin.token,
      language: 'zh_CN',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body<{ field: string; message: string }>>().content).toContainEqual({
      field: 'endDay',
      message: '结束日期不能早于开始日期',
    });
    expect(
      (await send('DELETE', '/mam/main/srRecommendedToday/abc', undefined, { token: admin.token })).status,
    ).toBe(400);
  });
});

describe('the home page', () => {
  it("topRecommendsOfInex counts the site's traders, followers and copies", async () => {
    const res = await get<{
      traders: number;
      followers: number;
      copiedTrades30d: number;
      copyProfit: string;
      stars: Star[];
    }>('/community/front/topRecommendsOfInex', { limit: '2' });
    const [headline] = res.body.content;
    expect(headline).toMatchObject({ traders: 2, followers: 1, copiedTrades30d: 1 });
    expect(headline!.stars).toHaveLength(2);
    expect(Number(headline!.copyProfit)).not.toBeNaN();
    const b = (
      await get<{ traders: number; followers: number }>(
        '/community/front/topRecommendsOfInex',
        {},
        { site: t.siteB },
      )
    ).body.content[0];
    expect(b).toMatchObject({ traders: 1, followers: 0 });
  });

  it('queryHomeCommunityTrade pages the accounts with their money, and totals every account of the site', async () => {
    const res = await get<{
      rows: { mtAccId: number; balance: string; equity: string; profit: string; openCount: number }[];
      total: number;
      totals: Record<string, number | string>;
    }>('/community/front/queryHomeCommunityTrade', { pageSize: '1' });
    const [page] = res.body.content;
    expect(page!.total).toBe(2);
    expect(page!.rows).toHaveLength(1);
    const all = (
      await get<{ rows: { mtAccId: number; balance: string; profit: string }[] }>(
        '/community/front/queryHomeCommunityTrade',
        { pageSize: '10' },
      )
    ).body.content[0]!.rows;
    expect(all.map((r) => r.mtAccId).sort()).toEqual([winnerId, loserId].sort());
    const sum = (key: 'balance' | 'profit') => all.reduce((acc, r) => acc + Number(r[key]), 0).toFixed(2);
    expect(page!.totals).toMatchObject({
      accounts: 2,
      followers: 1,
      balance: sum('balance'),
      profit: sum('profit'),
    });
    const winnerRow = all.find((r) => r.mtAccId === winnerId)!;
    expect(Number(winnerRow.balance)).toBeCloseTo(10_000 + Number(winnerRow.profit), 2);
  });

  it('refuses a page size of 10,000 and unknown fields', async () => {
    expect((await get('/community/front/queryHomeCommunityTrade', { pageSize: '10000' })).status).toBe(400);
    expect((await get('/community/front/queryHomeCommunityTrade', { sort: 'growth' })).status).toBe(400);
    expect((await get('/community/front/queryTransactionNews', { limit: '51' })).status).toBe(400);
  });
});

describe('feeds', () => {
  type News = Record<string, unknown> & {
    mtAccId: number;
    closeTime: number;
    symbol: string;
    profit: string;
  };

  it("queryTransactionNews lists the site's traders' closed trades, newest first, without prices", async () => {
    const news = (await get<News>('/community/front/queryTransactionNews')).body.content;
    expect(news.map((n) => n.mtAccId).sort()).toEqual([winnerId, loserId].sort());
    expect(news[0]!.closeTime).toBeGreaterThanOrEqual(news[1]!.closeTime);
    for (const item of news) {
      expect(item.symbol).toBe('EURUSD');
      expect(Object.keys(item)).not.toEqual(expect.arrayContaining(['openPrice']));
      expect(JSON.stringify(item)).not.toMatch(/price|ticket/i);
    }
    // The follower's copy is not a trader's trade; site B keeps to its own.
    expect(
      (await get<News>('/community/front/queryTransactionNews', {}, { site: t.siteB })).body.content.map(
        (n) => n.mtAccId,
      ),
    ).toEqual([otherSiteId]);
  });

  it('traderDynamicInfo merges closed trades and follower events, the follower masked', async () => {
    const res = await get<{ kind: string; at: number; follower?: string }>(
      '/community/front/traderDynamicInfo',
      { mtId: String(winnerId) },
    );
    expect(res.body.status).toBe(STATUS.OK);
    expect(res.body.content.map((e) => e.kind).sort()).toEqual(['followed', 'trade']);
    expect(res.body.content.find((e) => e.kind === 'followed')?.follower).toBe('F***a');
    const at = res.body.content.map((e) => e.at);
    expect(at).toEqual([...at].sort((a, b) => b - a));
  });

  it('traderDynamicInfo of a follow account, another site or nothing is not found', async () => {
    expect((await get('/community/front/traderDynamicInfo', { mtId: String(followId) })).status).toBe(404);
    expect((await get('/community/front/traderDynamicInfo', { mtId: String(otherSiteId) })).status).toBe(404);
    expect((await get('/community/front/traderDynamicInfo', {})).status).toBe(400);
  });

  it('querySubscribeNews shows the subscription with the follower masked', async () => {
    const news = (
      await get<{ follower: string; mtAccId: number; followType: number }>(
        '/community/front/querySubscribeNews',
      )
    ).body.content;
    expect(news).toEqual([expect.objectContaining({ follower: 'F***a', mtAccId: winnerId, followType: 1 })]);
    expect((await get('/community/front/querySubscribeNews', {}, { site: t.siteB })).body.content).toEqual(
      [],
    );
  });
});
