import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STATUS } from '@copytrade/contracts/status-codes';
import { mtAccounts, tradeServers } from '../src/db/schema/accounts';
import { subscriptions } from '../src/db/schema/copy';
import { accountStatistics } from '../src/db/schema/statistics';
import {
  createTestContext,
  createUser,
  predictableCatalog,
  type TestContext,
  type TestSite,
} from './harness';
import { bindAccount, brokerTrade, createSimAccounts, person, settle, WEDNESDAY } from './copy-support';

/**
 * The strategy square: a handful of trade accounts with known statistics (rows written directly, as the
 * statistics refresh would), ranked, filtered and paged through the public API; bad requests refused with
 * localized field errors; and site B's accounts never reach site A. The last part checks that a real
 * refresh (simulator trades -> mirror -> statistics job) fills the ranking columns.
 */
let t: TestContext;
const WEEK = 7 * 24 * 3600_000;
const DAY = 24 * 3600_000;
let now: number;

type Row = {
  mtAccId: number;
  userName: string;
  login: string;
  platformName: string;
  serverName: string;
  isMock: number;
  feeType: number;
  growth: string;
  drawdown: string;
  winRate: string | null;
  profitFactor: string | null;
  trades: number;
  followers: number;
  copyProfit: string;
  rating: number | null;
  stars: number | null;
  tradingWeeks: number;
  sparkline: number[];
};
type Body<T> = { status: number; message: string; content: T[]; total?: number };

/** The accounts of site A by name, and their ids. */
const id: Record<string, number> = {};
const nameOf = (mtAccId: number) => Object.keys(id).find((k) => id[k] === mtAccId) ?? `#${mtAccId}`;

type Seed = {
  name: string;
  site?: TestSite;
  server?: string;
  accType?: 1 | 2;
  feeType?: number;
  isMock?: number;
  unbound?: boolean;
  createdDaysAgo: number;
  stats: {
    growth: number;
    drawdown: number;
    winRate: number | null;
    profitFactor: number | null;
    trades: number;
    ratingScore: number | null;
    copyProfitCents: number;
    firstTradeWeeksAgo: number | null;
    symbols: string[];
    sparkline?: number[];
  };
};

async function serverId(name: string) {
  const [row] = await t.db.select().from(tradeServers).where(eq(tradeServers.name, name)).limit(1);
  return row!;
}

let loginNo = 8100000;
async function seedAccount(seed: Seed): Promise<number> {
  const site = seed.site ?? t.siteA;
  const user = await createUser(t.db, site.id, {
    email: `${seed.name.toLowerCase()}@rank.test`,
    nickName: seed.name,
    userType: 3,
  });
  const server = await serverId(seed.server ?? 'MeridianMarkets-Live');
  const [account] = await t.db
    .insert(mtAccounts)
    .values({
      siteId: site.id,
      userId: user.id,
      accType: seed.accType ?? 1,
      platformId: server.platformId,
      serverId: server.id,
      login: String((loginNo += 1)),
      passwordEnc: 'not-a-secret',
      passwordKind: 'investor',
      loginOrder: 1,
      isMock: seed.isMock ?? 0,
      feeType: seed.feeType ?? 1,
      createdAt: new Date(now - seed.createdDaysAgo * DAY),
      unboundAt: seed.unbound ? new Date(now - DAY) : null,
    })
    .returning();
  const s = seed.stats;
  await t.db.insert(accountStatistics).values({
    accountId: account!.id,
    siteId: site.id,
    state: {},
    // Past anything the job could fold, so a refresh leaves these figures alone.
    appliedThrough: now + 365 * DAY,
    growth: s.growth,
    drawdown: s.drawdown,
    winRate: s.winRate,
    profitFactor: s.profitFactor,
    trades: s.trades,
    ratingScore: s.ratingScore,
    copyProfitCents: s.copyProfitCents,
    firstTradeAt: s.firstTradeWeeksAgo === null ? null : now - s.firstTradeWeeksAgo * WEEK,
    symbols: s.symbols,
    sparkline: s.sparkline ?? [],
  });
  if (site === t.siteA && (seed.accType ?? 1) === 1 && !seed.unbound) id[seed.name] = account!.id;
  return account!.id;
}

let subscriptionNo = 0;
/** A subscription of a new follow account to `master`, started and ended at the given days ago. */
async function follow(
  master: number,
  state: 'subscribing' | 'closing' | 'history' | 'cancelled',
  times: { startedDaysAgo: number; cancelledDaysAgo?: number; endedDaysAgo?: number },
) {
  subscriptionNo += 1;
  const [masterRow] = await t.db.select().from(mtAccounts).where(eq(mtAccounts.id, master));
  const user = await createUser(t.db, masterRow!.siteId, { email: `f${subscriptionNo}@rank.test` });
  const [followAccount] = await t.db
    .insert(mtAccounts)
    .values({
      siteId: masterRow!.siteId,
      userId: user.id,
      accType: 2,
      platformId: masterRow!.platformId,
      serverId: masterRow!.serverId,
      login: String((loginNo += 1)),
      passwordEnc: 'not-a-secret',
      passwordKind: 'trade',
      loginOrder: 1,
    })
    .returning();
  const ago = (days: number | undefined) => (days === undefined ? null : new Date(now - days * DAY));
  await t.db.insert(subscriptions).values({
    siteId: masterRow!.siteId,
    serialNo: `SR${subscriptionNo}`,
    followerUserId: user.id,
    followAccountId: followAccount!.id,
    masterUserId: masterRow!.userId,
    masterAccountId: master,
    copyType: 1,
    copyValue: '0.10',
    direction: 1,
    startAt: ago(times.startedDaysAgo)!,
    cancelledAt: ago(times.cancelledDaysAgo),
    endedAt: ago(times.endedDaysAgo),
    state,
  });
}

async function select(body: unknown, options: { site?: TestSite; language?: string } = {}) {
  const res = await t.call({
    method: 'POST',
    url: '/community/front/selectbyfilter',
    payload: body as Record<string, unknown>,
    site: options.site ?? t.siteA,
    language: options.language ?? 'en_US',
  });
  return { status: res.statusCode, body: res.json<Body<Row>>() };
}

/** The names of a ranking page, in order. */
async function order(body: Record<string, unknown>, site?: TestSite) {
  const res = await select(body, site ? { site } : {});
  expect(res.status).toBe(200);
  return res.body.content.map((r) => nameOf(r.mtAccId));
}

async function get<T>(url: string, query: Record<string, string> = {}, site?: TestSite) {
  const res = await t.call({ method: 'GET', url, query, site: site ?? t.siteA, language: 'en_US' });
  return { status: res.statusCode, body: res.json<Body<T>>() };
}

beforeAll(async () => {
  t = await createTestContext({ start: WEDNESDAY, catalog: predictableCatalog() });
  now = t.clock.now().getTime();
  const stats = (over: Partial<Seed['stats']>): Seed['stats'] => ({
    growth: 0,
    drawdown: 0,
    winRate: null,
    profitFactor: null,
    trades: 0,
    ratingScore: null,
    copyProfitCents: 0,
    firstTradeWeeksAgo: null,
    symbols: [],
    ...over,
  });
  await seedAccount({
    name: 'Alice',
    createdDaysAgo: 5,
    stats: stats({
      growth: 0.5,
      drawdown: 0.1,
      winRate: 0.6,
      profitFactor: 2,
      trades: 120,
      ratingScore: 80,
      copyProfitCents: 150_000,
      firstTradeWeeksAgo: 30,
      symbols: ['EURUSD', 'GBPUSD'],
      sparkline: [0, 10, 50],
    }),
  });
  await seedAccount({
    name: 'Bob',
    feeType: 2,
    createdDaysAgo: 1,
    stats: stats({
      growth: 0.2,
      drawdown: 0.3,
      winRate: 0.45,
      profitFactor: 1.2,
      trades: 40,
      ratingScore: 55,
      copyProfitCents: 20_000,
      firstTradeWeeksAgo: 10,
      symbols: ['XAUUSD'],
    }),
  });
  await seedAccount({
    name: 'Carol',
    server: 'ApexCapital-Real02',
    feeType: 3,
    isMock: 1,
    createdDaysAgo: 3,
    stats: stats({
      growth: -0.1,
      drawdown: 0.25,
      winRate: 0.4,
      profitFactor: 0.8,
      trades: 15,
      ratingScore: 30,
      copyProfitCents: -5_000,
      firstTradeWeeksAgo: 3,
      // Her broker spells it EURUSD.m; the refresh stores the standard symbol.
      symbols: ['EURUSD'],
    }),
  });
  await seedAccount({ name: 'Dave', createdDaysAgo: 4, stats: stats({}) });
  await seedAccount({
    name: 'Eve',
    createdDaysAgo: 2,
    stats: stats({
      growth: 0.05,
      winRate: 1,
      trades: 3,
      ratingScore: 60,
      firstTradeWeeksAgo: 1,
      symbols: ['USDJPY'],
    }),
  });
  const great = stats({
    growth: 9.99,
    winRate: 1,
    trades: 500,
    ratingScore: 100,
    copyProfitCents: 9_999_999,
  });
  // Never listed on site A: an unbound trade account, a follow account, and site B's trader.
  await seedAccount({ name: 'Unbound', unbound: true, createdDaysAgo: 1, stats: great });
  await seedAccount({ name: 'Follower', accType: 2, createdDaysAgo: 1, stats: great });
  id.Zed = await seedAccount({ name: 'Zed', site: t.siteB, createdDaysAgo: 1, stats: great });

  // Bob: 3 live followers (one closing), 2 gained and 2 lost this week; Alice: 1 gained.
  await follow(id.Bob!, 'subscribing', { startedDaysAgo: 1 });
  await follow(id.Bob!, 'subscribing', { startedDaysAgo: 2 });
  await follow(id.Bob!, 'closing', { startedDaysAgo: 30, cancelledDaysAgo: 2 });
  await follow(id.Bob!, 'history', { startedDaysAgo: 40, endedDaysAgo: 3 });
  await follow(id.Bob!, 'cancelled', { startedDaysAgo: 60, cancelledDaysAgo: 20, endedDaysAgo: 20 });
  await follow(id.Alice!, 'subscribing', { startedDaysAgo: 1 });
  await follow(id.Zed, 'subscribing', { startedDaysAgo: 1 });
});
afterAll(async () => {
  await t.close();
});

describe('selectbyfilter sorts', () => {
  it('ranks by rating by default, accounts without a rating last', async () => {
    const res = await select({});
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(STATUS.OK);
    expect(res.body.total).toBe(5);
    expect(res.body.content.map((r) => nameOf(r.mtAccId))).toEqual(['Alice', 'Eve', 'Bob', 'Carol', 'Dave']);
  });

  it('an empty POST body is the default ranking', async () => {
    const res = await t.call({ method: 'POST', url: '/community/front/selectbyfilter', site: t.siteA });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body<Row>>().total).toBe(5);
    const nullBody = await t.call({
      method: 'POST',
      url: '/community/front/selectbyfilter',
      site: t.siteA,
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(nullBody.json<Body<Row>>().total).toBe(5);
  });

  it.each([
    [{ sort: 'growth' }, ['Alice', 'Bob', 'Eve', 'Dave', 'Carol']],
    [{ sort: 'growth', direction: 'asc' }, ['Carol', 'Dave', 'Eve', 'Bob', 'Alice']],
    // Equal drawdowns: the newer account (higher id) first.
    [{ sort: 'drawdown', direction: 'asc' }, ['Eve', 'Dave', 'Alice', 'Carol', 'Bob']],
    [{ sort: 'winRate' }, ['Eve', 'Alice', 'Bob', 'Carol', 'Dave']],
    [{ sort: 'winRate', direction: 'asc' }, ['Carol', 'Bob', 'Alice', 'Eve', 'Dave']],
    // No losing trade (Eve) and no trade (Dave): no profit factor, after those that have one.
    [{ sort: 'profitFactor' }, ['Alice', 'Bob', 'Carol', 'Eve', 'Dave']],
    [{ sort: 'followers' }, ['Bob', 'Alice', 'Eve', 'Dave', 'Carol']],
    [{ sort: 'followers', direction: 'asc' }, ['Eve', 'Dave', 'Carol', 'Alice', 'Bob']],
    [{ sort: 'copyProfit' }, ['Alice', 'Bob', 'Eve', 'Dave', 'Carol']],
    [{ sort: 'trades' }, ['Alice', 'Bob', 'Carol', 'Eve', 'Dave']],
    [{ sort: 'newest' }, ['Bob', 'Eve', 'Carol', 'Dave', 'Alice']],
    [{ sort: 'newest', direction: 'asc' }, ['Alice', 'Dave', 'Carol', 'Eve', 'Bob']],
  ])('%j', async (body, expected) => {
    expect(await order(body)).toEqual(expected);
  });
});

describe('selectbyfilter filters', () => {
  it.each([
    [{ growth: { min: 10 } }, ['Alice', 'Bob']],
    [{ growth: { min: -100, max: 0 } }, ['Carol', 'Dave']],
    [{ drawdown: { max: 20 } }, ['Alice', 'Eve', 'Dave']],
    [{ winRate: { min: 45, max: 60 } }, ['Alice', 'Bob']],
    // Eve has no losing trade: above any minimum profit factor; Dave has no trade at all.
    [{ profitFactor: { min: 1.5 } }, ['Alice', 'Eve']],
    [{ profitFactor: { max: 1.5 } }, ['Bob', 'Carol']],
    [{ rating: { min: 50 } }, ['Alice', 'Eve', 'Bob']],
    [{ trades: { min: 10, max: 50 } }, ['Bob', 'Carol']],
    // Trading age in whole weeks since the first trade: Carol has 3, Dave none.
    [{ weeks: { min: 4 } }, ['Alice', 'Bob']],
    [{ weeks: { min: 3, max: 10 } }, ['Bob', 'Carol']],
    [{ weeks: { max: 3 } }, ['Eve', 'Carol', 'Dave']],
    [{ followers: { min: 1 } }, ['Alice', 'Bob']],
    [{ followers: { min: 2 } }, ['Bob']],
    [{ followers: { min: 1 }, sort: 'growth', direction: 'asc' }, ['Bob', 'Alice']],
    [{ followers: { max: 0 }, sort: 'trades' }, ['Carol', 'Eve', 'Dave']],
    [{ feeTypes: [2, 3] }, ['Bob', 'Carol']],
    [{ symbol: 'EURUSD' }, ['Alice', 'Carol']],
    [{ symbol: 'eurusd' }, ['Alice', 'Carol']],
    [{ symbol: 'EURUSD.m' }, []],
    [{ symbol: 'XAUUSD' }, ['Bob']],
    [{ isMock: 1 }, ['Carol']],
    [{ isMock: 0, feeTypes: [] }, ['Alice', 'Eve', 'Bob', 'Dave']],
    [{ keyword: 'LIC' }, ['Alice']],
    [{ keyword: '%' }, []],
    [{ growth: { min: 0 }, drawdown: { max: 20 }, sort: 'growth' }, ['Alice', 'Eve', 'Dave']],
    [{ growth: null, winRate: { min: null, max: null } }, ['Alice', 'Eve', 'Bob', 'Carol', 'Dave']],
  ])('%j', async (body, expected) => {
    expect(await order(body)).toEqual(expected);
  });

  it('filters by platform and server', async () => {
    const apex = await serverId('ApexCapital-Real02');
    expect(await order({ platformIds: [apex.platformId] })).toEqual(['Carol']);
    expect(await order({ serverIds: [apex.id] })).toEqual(['Carol']);
  });

  it('filters by the start of the login', async () => {
    const [alice] = await t.db.select().from(mtAccounts).where(eq(mtAccounts.id, id.Alice!));
    expect(await order({ keyword: alice!.login })).toEqual(['Alice']);
  });
});

describe('selectbyfilter rows and pages', () => {
  it('answers the figures as the profile shows them', async () => {
    const res = await select({ keyword: 'Alice' });
    expect(res.body.content[0]).toEqual({
      mtAccId: id.Alice,
      userName: 'Alice',
      image: '',
      login: expect.any(String),
      loginOrder: 1,
      platformName: expect.any(String),
      serverName: 'MeridianMarkets-Live',
      isMock: 0,
      feeType: 1,
      feePrice: null,
      feeDays: null,
      growth: '50.00',
      drawdown: '10.00',
      winRate: '60.00',
      profitFactor: '2.00',
      trades: 120,
      followers: 1,
      copyProfit: '1500.00',
      rating: 80,
      stars: 5,
      tradingWeeks: 30,
      sparkline: [0, 10, 50],
    });
    // A subscription fee shows its price with the days it buys (the account's defaults here).
    const [bob] = (await select({ keyword: 'Bob' })).body.content;
    expect(bob).toMatchObject({ feeType: 2, feePrice: '0.00', feeDays: 30 });
    const [carol] = (await select({ keyword: 'Carol' })).body.content;
    expect(carol).toMatchObject({
      growth: '-10.00',
      copyProfit: '-50.00',
      stars: 2,
      isMock: 1,
      feeType: 3,
      feePrice: null,
      feeDays: null,
    });
    const [dave] = (await select({ keyword: 'Dave' })).body.content;
    expect(dave).toMatchObject({
      winRate: null,
      profitFactor: null,
      rating: null,
      stars: null,
      tradingWeeks: 0,
    });
  });

  it('counts live followers (subscribing and closing) on every row, whatever the sort', async () => {
    for (const sort of ['growth', 'followers']) {
      const res = await select({ sort });
      const followers = Object.fromEntries(res.body.content.map((r) => [nameOf(r.mtAccId), r.followers]));
      expect(followers).toEqual({ Alice: 1, Bob: 3, Carol: 0, Dave: 0, Eve: 0 });
    }
  });

  it('pages with a total of every match', async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const res = await select({ page, pageSize: 2 });
      expect(res.body.total).toBe(5);
      pages.push(res.body.content.map((r) => nameOf(r.mtAccId)));
    }
    expect(pages).toEqual([['Alice', 'Eve'], ['Bob', 'Carol'], ['Dave'], []]);
  });

  it('pages a ranking by followers and one with a follower bound alike', async () => {
    const second = await select({ sort: 'followers', page: 2, pageSize: 2 });
    expect([second.body.total, second.body.content.map((r) => nameOf(r.mtAccId))]).toEqual([
      5,
      ['Eve', 'Dave'],
    ]);
    const bounded = await select({ followers: { max: 0 }, sort: 'trades', page: 2, pageSize: 2 });
    expect([bounded.body.total, bounded.body.content.map((r) => nameOf(r.mtAccId))]).toEqual([3, ['Dave']]);
    const past = await select({ followers: { min: 1 }, page: 5, pageSize: 2 });
    expect([past.body.total, past.body.content]).toEqual([2, []]);
  });
});

describe('selectbyfilter refuses bad requests with localized field errors', () => {
  type FieldErrors = { field: string; message: string }[];
  async function refused(body: unknown, language = 'en_US') {
    const res = await select(body, { language });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(STATUS.VALIDATION_FAILED);
    return res.body.content as unknown as FieldErrors;
  }

  it('a page size of 10,000', async () => {
    expect(await refused({ pageSize: 10_000 })).toEqual([
      { field: 'pageSize', message: 'Must be at most 100' },
    ]);
    expect(await refused({ pageSize: 10_000 }, 'zh_CN')).toEqual([
      { field: 'pageSize', message: '不能大于100' },
    ]);
  });

  it('page 0, a fractional page and an unknown sort or direction', async () => {
    expect(await refused({ page: 0 })).toEqual([{ field: 'page', message: 'Must be at least 1' }]);
    expect((await refused({ page: 1.5 }))[0]!.field).toBe('page');
    expect((await refused({ sort: 'luck' }))[0]!.field).toBe('sort');
    expect((await refused({ direction: 'up' }))[0]!.field).toBe('direction');
  });

  it('unknown fields, at the top and inside a range', async () => {
    expect(await refused({ growthMin: 10 })).toEqual([{ field: '', message: 'Unknown field: growthMin' }]);
    expect(await refused({ growth: { from: 1 } })).toEqual([
      { field: 'growth', message: 'Unknown field: from' },
    ]);
  });

  it('a minimum above the maximum', async () => {
    expect(await refused({ growth: { min: 50, max: 10 } })).toEqual([
      { field: 'growth.max', message: 'Must be at least 50' },
    ]);
    expect(await refused({ weeks: { min: 5, max: 2 } }, 'zh_CN')).toEqual([
      { field: 'weeks.max', message: '不能小于5' },
    ]);
  });

  it('negative values where they make no sense, and values past the range', async () => {
    expect(await refused({ drawdown: { min: -5 } })).toEqual([
      { field: 'drawdown.min', message: 'Must be at least 0' },
    ]);
    expect(await refused({ followers: { min: -1 } })).toEqual([
      { field: 'followers.min', message: 'Must be at least 0' },
    ]);
    expect(await refused({ growth: { min: -150 } })).toEqual([
      { field: 'growth.min', message: 'Must be at least -100' },
    ]);
    expect(await refused({ winRate: { max: 101 } })).toEqual([
      { field: 'winRate.max', message: 'Must be at most 100' },
    ]);
    expect((await refused({ weeks: { min: 1.5 } }))[0]!.field).toBe('weeks.min');
  });

  it('NaN, strings for numbers and malformed choices', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/community/front/selectbyfilter',
      site: t.siteA,
      language: 'en_US',
      headers: { 'content-type': 'application/json' },
      payload: '{"growth":{"min":NaN}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body<unknown>>().status).toBe(STATUS.VALIDATION_FAILED);
    expect(await refused({ growth: { min: 'abc' } })).toEqual([
      { field: 'growth.min', message: 'Invalid value' },
    ]);
    expect((await refused({ feeTypes: [4] }))[0]!.field).toBe('feeTypes.0');
    expect((await refused({ isMock: 2 }))[0]!.field).toBe('isMock');
    expect((await refused({ symbol: "EURUSD'; drop" }))[0]!.field).toBe('symbol');
    expect((await refused({ keyword: 'x'.repeat(33) }))[0]!.field).toBe('keyword');
    expect((await refused({ platformIds: [-1] }))[0]!.field).toBe('platformIds.0');
  });
});

describe('tenancy: site B never sees site A, nor A site B', () => {
  it("site A's ranking never holds site B's account, even when the filters would match it", async () => {
    expect(await order({ growth: { min: 900 } })).toEqual([]);
    for (const sort of ['growth', 'copyProfit', 'followers', 'rating', 'newest']) {
      expect(await order({ sort, pageSize: 100 })).not.toContain('Zed');
    }
  });

  it("site B's ranking holds only its own account", async () => {
    const res = await select({ pageSize: 100 }, { site: t.siteB });
    expect(res.body.total).toBe(1);
    expect(res.body.content.map((r) => r.mtAccId)).toEqual([id.Zed]);
    expect(res.body.content[0]!.followers).toBe(1);
  });

  it('the other lists keep to the site too', async () => {
    const stars = await get<Row>('/community/front/getstartlist', { limit: '20' }, t.siteB);
    expect(stars.body.content.map((r) => r.mtAccId)).toEqual([id.Zed]);
    const changes = await get<{ mtAccId: number }>('/community/front/getfollowchangelist', {}, t.siteB);
    expect(changes.body.content.map((r) => r.mtAccId)).toEqual([id.Zed]);
    const asked = await get<{ mtAccId: number }>('/community/front/getfollowchangelist', {
      mtId: String(id.Zed),
    });
    expect(asked.body.content).toEqual([]);
    const filters = await get<{ filters: { key: string; options?: { label?: string }[] }[] }>(
      '/community/front/getfilterlist',
      {},
      t.siteB,
    );
    const servers = filters.body.content[0]!.filters.find((f) => f.key === 'serverIds')!;
    expect(servers.options!.map((o) => o.label)).toEqual(['MeridianMarkets-Live']);
  });
});

describe('getfilterlist', () => {
  it('offers the ranges, choices and sort keys the ranking accepts', async () => {
    const res = await get<{
      filters: {
        key: string;
        kind: string;
        min?: number;
        max?: number;
        options?: { value: unknown; label?: string }[];
      }[];
      sorts: string[];
      maxPageSize: number;
    }>('/community/front/getfilterlist');
    expect(res.status).toBe(200);
    const list = res.body.content[0]!;
    const byKey = new Map(list.filters.map((f) => [f.key, f]));
    expect([...byKey.keys()]).toEqual([
      'growth',
      'drawdown',
      'winRate',
      'profitFactor',
      'weeks',
      'followers',
      'trades',
      'rating',
      'feeTypes',
      'platformIds',
      'serverIds',
      'symbol',
      'isMock',
      'keyword',
    ]);
    expect(byKey.get('drawdown')).toMatchObject({ kind: 'range', unit: 'percent', min: 0, max: 100 });
    expect(byKey.get('feeTypes')!.options!.map((o) => o.value)).toEqual([1, 2, 3]);
    // Only the brokers of the site's own trade accounts.
    expect(
      byKey
        .get('serverIds')!
        .options!.map((o) => o.label)
        .sort(),
    ).toEqual(['ApexCapital-Real02', 'MeridianMarkets-Live']);
    expect(byKey.get('symbol')!.options!.map((o) => o.value)).toContain('XAUUSD');
    expect(list.sorts).toContain('followers');
    expect(list.maxPageSize).toBe(100);
  });
});

describe('getstartlist, getsignlemodulelist and getfollowchangelist', () => {
  it("today's stars are the best rated accounts", async () => {
    const res = await get<Row>('/community/front/getstartlist', { limit: '3' });
    expect(res.body.content.map((r) => nameOf(r.mtAccId))).toEqual(['Alice', 'Eve', 'Bob']);
    const all = await get<Row>('/community/front/getstartlist', { limit: '20' });
    expect(all.body.content.map((r) => nameOf(r.mtAccId))).not.toContain('Dave');
  });

  it.each([
    ['growth', ['Alice', 'Bob', 'Eve', 'Carol']],
    ['steady', ['Eve', 'Alice', 'Bob']],
    ['popular', ['Bob', 'Alice', 'Eve', 'Dave', 'Carol']],
    ['copyProfit', ['Alice', 'Bob', 'Eve', 'Dave', 'Carol']],
    ['newest', ['Bob', 'Eve', 'Carol', 'Dave', 'Alice']],
  ])('module %s', async (module, expected) => {
    const res = await get<Row>('/community/front/getsignlemodulelist', { module });
    expect(res.body.content.map((r) => nameOf(r.mtAccId))).toEqual(expected);
  });

  it('refuses an unknown module and a limit past 20', async () => {
    expect((await get('/community/front/getsignlemodulelist', { module: 'luck' })).status).toBe(400);
    const res = await get('/community/front/getstartlist', { limit: '21' });
    expect(res.status).toBe(400);
    expect(res.body.content).toEqual([{ field: 'limit', message: 'Must be at most 20' }]);
  });

  it('lists followers gained and lost this week, biggest net gain first', async () => {
    const res = await get<{ mtAccId: number; gained: number; lost: number; net: number; followers: number }>(
      '/community/front/getfollowchangelist',
    );
    expect(res.body.content.map((r) => ({ ...r, name: nameOf(r.mtAccId) }))).toEqual([
      expect.objectContaining({ name: 'Alice', gained: 1, lost: 0, net: 1, followers: 1 }),
      expect.objectContaining({ name: 'Bob', gained: 2, lost: 2, net: 0, followers: 3 }),
    ]);
    const month = await get<{ mtAccId: number; gained: number; lost: number }>(
      '/community/front/getfollowchangelist',
      { days: '30', mtId: String(id.Bob) },
    );
    // Over 30 days the closing subscription's start (30 days ago) is just outside; the cancelled one
    // (20 days ago) counts as lost.
    expect(month.body.content).toEqual([expect.objectContaining({ gained: 2, lost: 3 })]);
    const quiet = await get<{ gained: number }>('/community/front/getfollowchangelist', {
      mtId: String(id.Dave),
    });
    expect(quiet.body.content).toEqual([
      expect.objectContaining({ gained: 0, lost: 0, net: 0, followers: 0 }),
    ]);
    expect((await get('/community/front/getfollowchangelist', { days: '0' })).status).toBe(400);
  });
});

describe('an account bound before the statistics refresh', () => {
  it('is listed without figures, among the unrated, and left out by any figure filter', async () => {
    const user = await createUser(t.db, t.siteA.id, {
      email: 'unrated@rank.test',
      nickName: 'Unrated',
      userType: 3,
    });
    const server = await serverId('MeridianMarkets-Live');
    const [account] = await t.db
      .insert(mtAccounts)
      .values({
        siteId: t.siteA.id,
        userId: user.id,
        accType: 1,
        platformId: server.platformId,
        serverId: server.id,
        login: '8199999',
        passwordEnc: 'not-a-secret',
        passwordKind: 'investor',
        loginOrder: 1,
        createdAt: new Date(now - 400 * DAY),
      })
      .returning();
    try {
      const all = await select({});
      expect(all.body.total).toBe(6);
      // After the rated accounts; among the unrated (Dave) the newer account first.
      expect(all.body.content.map((r) => nameOf(r.mtAccId))).toEqual([
        'Alice',
        'Eve',
        'Bob',
        'Carol',
        `#${account!.id}`,
        'Dave',
      ]);
      expect(all.body.content[4]).toMatchObject({
        mtAccId: account!.id,
        growth: '0.00',
        drawdown: '0.00',
        trades: 0,
        rating: null,
        stars: null,
        copyProfit: '0.00',
        sparkline: [],
      });
      expect((await select({ keyword: '8199999' })).body.content.map((r) => r.mtAccId)).toEqual([
        account!.id,
      ]);
      expect((await select({ growth: { min: -100 } })).body.total).toBe(5);
      // The other site never sees it.
      expect((await select({ keyword: '8199999' }, { site: t.siteB })).body.total).toBe(0);
    } finally {
      await t.db.delete(mtAccounts).where(eq(mtAccounts.id, account!.id));
    }
  });
});

describe('the statistics refresh fills the ranking columns', () => {
  // This broker spells EURUSD "EURUSD.m": the square finds the account under the standard symbol.
  const TRADER = {
    server: 'ApexCapital-Real02',
    login: 7400001,
    password: 'Trader123',
    balance: '10000.00',
    leverage: 100,
  };

  it('a traded account appears with its figures and is found by its standard symbol', async () => {
    createSimAccounts(t, [TRADER]);
    await settle(t);
    const trader = await person(t, 'ranked-trader@example.com', 3);
    const mtId = await bindAccount(t, trader, 1, TRADER);
    const world = t.gateway.world();
    for (const type of [0, 1, 0] as const) {
      const opened = await brokerTrade(
        t,
        world.sendOrder(TRADER.server, TRADER.login, { symbol: 'EURUSD.m', type, lots: 100 }),
      );
      await settle(t, 15_000, 4);
      await brokerTrade(t, world.closeOrder(TRADER.server, TRADER.login, opened.order.ticket, {}));
    }
    await settle(t, 1000, 6);
    await t.app.statistics.refreshAll();

    const indicators = (
      await get<{ growth: string; winRate: string | null; profitFactor: string | null; trades: number }>(
        '/community/front/center/dataIndicators',
        { mtId: String(mtId) },
      )
    ).body.content[0]!;
    const res = await select({ keyword: String(TRADER.login), symbol: 'EURUSD' });
    expect(res.body.total).toBe(1);
    const row = res.body.content[0]!;
    expect(row).toMatchObject({
      mtAccId: mtId,
      trades: 3,
      growth: indicators.growth,
      winRate: indicators.winRate,
      profitFactor: indicators.profitFactor,
      tradingWeeks: 0,
    });
    expect(row.sparkline.length).toBeGreaterThanOrEqual(2);
    expect(row.sparkline.length).toBeLessThanOrEqual(30);
    expect(row.sparkline.at(-1)).toBeCloseTo(Number(indicators.growth), 2);
    expect((await select({ keyword: String(TRADER.login), symbol: 'XAUUSD' })).body.total).toBe(0);
    expect((await select({ keyword: String(TRADER.login), symbol: 'EURUSD.m' })).body.total).toBe(0);
  });
});
