import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import type { TestContext } from './harness';
import {
  bindAccount,
  brokerTrade,
  links,
  person,
  records,
  settle,
  WEDNESDAY,
  type Person,
} from './copy-support';
import { call, ok, priceAccount, siteAdmin, siteMoney, type Call } from './payments-support';
import { masterSim, simAccount, tradingContext } from './sim-support';
import { rechargeOk } from './wallet-support';

/**
 * The MAM back office's trading calls through the real path: a trader's trade account priced 50.00 (paid
 * from the follower's wallet: 40.00 to the trader at the site's 20 %), a follower copying it at 0.10 lots
 * with at most one open copy, trades made in the trader's own terminal on the simulator. Every figure is
 * checked against what the simulator and the copy lists say; nobody reads anyone else's accounts.
 */
const MASTER = masterSim(7400001, { password: 'Trader123' });
const FOLLOW = simAccount('ApexCapital-Real01', 7400011);
const OTHER_SITE = simAccount('ApexCapital-Real01', 7400021);

let t: TestContext;
let trader: Person;
let follower: Person;
let stranger: Person;
let otherSite: Person;
let masterId: number;
let followId: number;
let otherSiteFollowId: number;
let subscriptionId: number;
/** Net results (cents) of the trader's closed positions, from the simulator's history. */
const closedNet: number[] = [];
let skippedTicket = 0;

const world = () => t.gateway.world();
const cents = (v: string) => Math.round(Number(v) * 100);
const money = (c: number) => (c / 100).toFixed(2);
const TODAY = WEDNESDAY.toISOString().slice(0, 10);

async function get<T>(
  who: Person,
  url: string,
  query: Record<string, string | number> = {},
  language?: string,
) {
  return call<T>(t, who, 'GET', url, { query, ...(language ? { language } : {}) });
}
const content = async <T>(pending: Promise<Call<T>>) => {
  const res = await pending;
  if (res.http !== 200) throw new Error(`${res.http} ${JSON.stringify(res.body)}`);
  return res.body.content;
};

async function open(lots: number) {
  const opened = await brokerTrade(
    t,
    world().sendOrder(MASTER.server, MASTER.login, { symbol: 'EURUSD', type: 0, lots }),
  );
  return opened.order.ticket;
}

async function close(ticket: number) {
  await brokerTrade(t, world().closeOrder(MASTER.server, MASTER.login, ticket, {}));
  const row = world()
    .history(MASTER.server, MASTER.login)
    .find((o) => o.ticket === ticket)!;
  closedNet.push(cents(row.profit) + cents(row.swap) + cents(row.commission));
}

beforeAll(async () => {
  t = await tradingContext([MASTER, FOLLOW, OTHER_SITE]);
  await siteMoney(t, t.siteA, { openWallet: true, proportion: '0.2000' });
  const admin = await siteAdmin(t, 'desk@mam.test');
  trader = await person(t, 'trader@mam.test', 3);
  follower = await person(t, 'follower@mam.test');
  stranger = await person(t, 'stranger@mam.test', 3);
  otherSite = await person(t, 'other@mam.test', 3, t.siteB);
  masterId = await bindAccount(t, trader, 1, MASTER);
  followId = await bindAccount(t, follower, 2, FOLLOW);
  otherSiteFollowId = await bindAccount(t, otherSite, 2, OTHER_SITE, t.siteB);
  await priceAccount(t, masterId, '50.00');
  await rechargeOk(t, follower, admin, '100.00');

  const created = await ok(
    call<{ subscriptionId: number; paymentId: number }>(
      t,
      follower,
      'POST',
      '/community/api/createSubscription',
      {
        payload: {
          masterAccountId: masterId,
          followAccountId: followId,
          copyType: 1,
          copyValue: '0.10',
          direction: 1,
          maxOpenPositions: 1,
        },
      },
    ),
  );
  subscriptionId = created.subscriptionId;
  await ok(
    call(t, follower, 'PUT', '/community/api/updateSubscriptionTrans', {
      payload: { paymentId: created.paymentId, method: 'token' },
    }),
  );

  // Two round trips copied and closed, one position copied and left open, one skipped (one open copy at most).
  for (const lots of [100, 50]) {
    const ticket = await open(lots);
    await settle(t, 15_000, 4);
    await close(ticket);
  }
  await open(100);
  skippedTicket = await open(20);
  await settle(t, 1000, 8);
  await t.app.statistics.refreshAll();
});

afterAll(async () => {
  await t.close();
});

type MasterRow = {
  mtAccId: number;
  liveSubscribers: number;
  copies: number;
  copiedLots: string;
  followerProfit: string;
  incomeMonth: string;
  incomeTotal: string;
  trades: number;
  balance: string;
  feeType: number;
};
type FollowRow = {
  mtAccId: number;
  liveSubscriptions: number;
  totalSubscriptions: number;
  openCopies: number;
  copies: number;
  copiedLots: string;
  copyProfit: string;
  floatingProfit: string;
  notCopied: number;
};

/** The net result of the follower's closed copies, as the copy list shows them. */
async function closedCopyProfit() {
  const history = await links(t, follower, { mtAccId: String(followId), scope: 'history' });
  expect(history.total).toBe(2);
  return history.content.reduce((sum, link) => sum + cents(link.profit), 0);
}

describe("the trader's figures", () => {
  it('indexTable: his trade account with subscribers, copies, followers profit and fee income', async () => {
    const rows = await content(get<MasterRow>(trader, '/mam/main/indexTable'));
    const followerProfit = money(await closedCopyProfit());
    expect(rows).toEqual([
      expect.objectContaining({
        mtAccId: masterId,
        feeType: 2,
        liveSubscribers: 1,
        copies: 3,
        copiedLots: '0.30',
        followerProfit,
        // 50.00 paid from the wallet, the site keeps 20 %.
        incomeMonth: '40.00',
        incomeTotal: '40.00',
        trades: 2,
      }),
    ]);
    const page = await get<MasterRow>(trader, '/mam/main/queryMasterLoginListInfo', {
      page: 1,
      pageSize: 10,
    });
    expect(page.body.total).toBe(1);
    expect(page.body.content).toEqual(rows);
  });

  it('queryStatistics: the totals of the period agree with the simulator and the copy lists', async () => {
    const stats = (
      await content(get<Record<string, unknown>>(trader, '/mam/main/queryStatistics', { days: 7 }))
    )[0];
    expect(stats).toMatchObject({
      startDate: '2026-11-12',
      endDate: TODAY,
      days: 7,
      tradeAccounts: 1,
      followAccounts: 0,
      liveSubscribers: 1,
      newSubscribers: 1,
      endedSubscribers: 0,
      copies: 3,
      copiedLots: '0.30',
      notCopied: 1,
      tradingProfit: money(closedNet.reduce((a, b) => a + b, 0)),
      followerProfit: money(await closedCopyProfit()),
      income: '40.00',
    });
    // A range that ends before anything happened.
    const before = (
      await content(
        get<Record<string, unknown>>(trader, '/mam/main/queryStatistics', {
          startDate: '2026-10-01',
          endDate: '2026-11-17',
        }),
      )
    )[0];
    expect(before).toMatchObject({
      days: 48,
      copies: 0,
      income: '0.00',
      tradingProfit: '0.00',
      liveSubscribers: 1,
    });
  });

  it('queryStatisticsProfit: every day of the period, today carrying the figures', async () => {
    const days = await content(
      get<{
        day: string;
        tradingProfit: string;
        followerProfit: string;
        income: string;
        copies: number;
        copiedLots: string;
      }>(trader, '/mam/main/queryStatisticsProfit', { days: 30 }),
    );
    expect(days).toHaveLength(30);
    expect(days[0]!.day).toBe('2026-10-20');
    expect(days.at(-1)).toEqual({
      day: TODAY,
      tradingProfit: money(closedNet.reduce((a, b) => a + b, 0)),
      followerProfit: money(await closedCopyProfit()),
      income: '40.00',
      copies: 3,
      copiedLots: '0.30',
    });
    expect(days.slice(0, -1).every((d) => d.copies === 0 && d.income === '0.00')).toBe(true);
  });

  it('queryMasterLoginData: the statistics with subscribers, copies and income', async () => {
    const data = (
      await content(
        get<{
          indicators: { trades: number; totalProfit: string };
          liveSubscribers: number;
          totalSubscribers: number;
          openCopies: number;
          copies: number;
          incomeTotal: string;
        }>(trader, '/mam/main/queryMasterLoginData', { mtId: masterId }),
      )
    )[0]!;
    expect(data.indicators.trades).toBe(2);
    expect(cents(data.indicators.totalProfit)).toBe(closedNet.reduce((a, b) => a + b, 0));
    expect(data).toMatchObject({
      liveSubscribers: 1,
      totalSubscribers: 1,
      openCopies: 1,
      copies: 3,
      incomeTotal: '40.00',
    });
  });

  it('copyProfitChart of a trade account: its followers, as the community chart, with the days', async () => {
    const chart = (
      await content(
        get<{ total: string; days: { day: string; cumulative: string }[] }>(
          trader,
          '/mam/main/copyProfitChart',
          {
            mtId: masterId,
          },
        ),
      )
    )[0]!;
    const community = await t.call({
      method: 'GET',
      url: '/community/front/center/copyProfitChart',
      query: { mtId: String(masterId) },
    });
    expect(chart.total).toBe(community.json<{ content: [{ total: string }] }>().content[0].total);
    expect(chart.total).toBe(money(await closedCopyProfit()));
    expect(chart.days).toEqual([expect.objectContaining({ day: TODAY, cumulative: chart.total })]);
  });

  it('getSubCopyLoginAll: the follow accounts that copy him, with his accounts they copy', async () => {
    const rows = await content(get(trader, '/mam/main/getSubCopyLoginAll'));
    expect(rows).toEqual([
      expect.objectContaining({
        mtAccId: followId,
        login: String(FOLLOW.login),
        followerName: expect.any(String),
        live: true,
        masterAccountIds: [masterId],
      }),
    ]);
    expect(await content(get(trader, '/mam/main/getSubCopyLoginAll', { mtAccId: masterId }))).toHaveLength(1);
  });

  it('queryMasterLoginAll and srSignalIndexList', async () => {
    expect(await content(get(trader, '/mam/main/queryMasterLoginAll'))).toEqual([
      expect.objectContaining({ mtAccId: masterId, accType: 1, login: String(MASTER.login) }),
    ]);
    const signals = await get<{ mtAccId: number; followers: number; trades: number }>(
      follower,
      '/mam/main/srSignalIndexList',
      { sort: 'followers', pageSize: 5 },
    );
    expect(signals.body.total).toBe(1);
    expect(signals.body.content[0]).toMatchObject({ mtAccId: masterId, followers: 1, trades: 2 });
    const none = await get(follower, '/mam/main/srSignalIndexList', { keyword: 'nobody-like-this' });
    expect(none.body).toMatchObject({ total: 0, content: [] });
  });

  it('updateMtAccount (PUT) changes the strategy as updateMtAccountInfo does', async () => {
    const put = await call(t, trader, 'PUT', '/mam/main/updateMtAccount', {
      payload: { mtAccId: masterId, strategy: 'Trend following on EURUSD' },
    });
    expect(put.http).toBe(200);
    const detail = await content(
      get<{ strategy: string }>(trader, '/community/api/queryMtAccountDetail', { mtId: masterId }),
    );
    expect(detail[0]!.strategy).toBe('Trend following on EURUSD');
  });
});

describe("the follower's figures", () => {
  it('queryCopyLoginListInfo: what copying did on his follow account', async () => {
    const page = await get<FollowRow>(follower, '/mam/main/queryCopyLoginListInfo');
    expect(page.body.total).toBe(1);
    const open = await links(t, follower, { mtAccId: String(followId), scope: 'open' });
    expect(page.body.content[0]).toMatchObject({
      mtAccId: followId,
      liveSubscriptions: 1,
      totalSubscriptions: 1,
      openCopies: 1,
      copies: 3,
      copiedLots: '0.30',
      copyProfit: money(await closedCopyProfit()),
      floatingProfit: open.content[0]!.profit,
      notCopied: 1,
    });
  });

  it('queryCopyLoginInfo: the card with the trade account it copies', async () => {
    const info = (
      await content(
        get<{ accountName: string; masters: { mtAccId: number; subscriptionId: number; state: string }[] }>(
          follower,
          '/mam/main/queryCopyLoginInfo',
          { mtId: followId },
        ),
      )
    )[0]!;
    expect(info.accountName).toBe(`Sim ${FOLLOW.login}`);
    expect(info.masters).toEqual([
      expect.objectContaining({ mtAccId: masterId, subscriptionId, state: 'subscribing' }),
    ]);
  });

  it('queryCopyLoginData: the statistics fold over his own orders, and the copies', async () => {
    const data = (
      await content(
        get<{ indicators: { trades: number; totalProfit: string }; copyProfit: string; notCopied: number }>(
          follower,
          '/mam/main/queryCopyLoginData',
          { mtId: followId },
        ),
      )
    )[0]!;
    const copyProfit = await closedCopyProfit();
    expect(data.indicators.trades).toBe(2);
    // The follow account trades only copies here, so its closed trades' result is its copy profit.
    expect(cents(data.indicators.totalProfit)).toBe(copyProfit);
    expect(data).toMatchObject({ copyProfit: money(copyProfit), notCopied: 1 });
  });

  it('copyProfitChart of a follow account: its closed copies per month and day', async () => {
    const chart = (
      await content(
        get<{
          total: string;
          months: { month: string; copyProfit: string }[];
          days: { day: string; copyProfit: string; cumulative: string }[];
        }>(follower, '/mam/main/copyProfitChart', { mtId: followId }),
      )
    )[0]!;
    const total = money(await closedCopyProfit());
    expect(chart).toEqual({
      total,
      months: [{ month: '2026-11', copyProfit: total }],
      days: [{ day: TODAY, copyProfit: total, cumulative: total }],
    });
  });

  it('getSubMasterLoginAll: the trade accounts he copies', async () => {
    expect(await content(get(follower, '/mam/main/getSubMasterLoginAll', { mtAccId: followId }))).toEqual([
      expect.objectContaining({
        mtAccId: masterId,
        live: true,
        followAccountIds: [followId],
        traderName: expect.any(String),
      }),
    ]);
  });
});

describe('the orders supervisor filters the copy lists', () => {
  const base = () => ({ mtAccId: String(masterId) });

  it('by follow account, symbol and days', async () => {
    const history = { ...base(), scope: 'history' };
    expect((await links(t, trader, { ...history, followAccountId: String(followId) })).total).toBe(2);
    expect((await links(t, trader, { ...history, symbol: 'eurusd' })).total).toBe(2);
    expect((await links(t, trader, { ...history, symbol: 'GBPUSD' })).total).toBe(0);
    expect((await links(t, trader, { ...history, startDate: TODAY, endDate: TODAY })).total).toBe(2);
    expect((await links(t, trader, { ...history, startDate: '2026-11-19' })).total).toBe(0);
    // Another user's follow account is no subscriber of his: nothing, not an error.
    expect((await links(t, trader, { ...history, followAccountId: String(otherSiteFollowId) })).total).toBe(
      0,
    );
  });

  it('copies not made by outcome: the skip, and no failure', async () => {
    const skipped = await records(t, trader, { ...base(), outcome: 'skipped' });
    expect(skipped.content).toEqual([
      expect.objectContaining({ masterTicket: skippedTicket, reason: 'MAX_POSITIONS' }),
    ]);
    expect((await records(t, trader, { ...base(), outcome: 'failed' })).total).toBe(0);
    expect((await records(t, trader, { ...base(), symbol: 'EURUSD', startDate: '2026-11-19' })).total).toBe(
      0,
    );
  });
});

describe('nobody reads anyone else', () => {
  it("another user's account ids answer 404, and his own lists are empty", async () => {
    for (const [url, mtId] of [
      ['/mam/main/queryMasterLoginData', masterId],
      ['/mam/main/queryCopyLoginData', followId],
      ['/mam/main/queryCopyLoginInfo', followId],
      ['/mam/main/copyProfitChart', masterId],
      ['/mam/main/copyProfitChart', followId],
    ] as const) {
      const res = await get(stranger, url, { mtId });
      expect(res.http, url).toBe(404);
      expect(res.body.status).toBe(STATUS.NOT_FOUND);
    }
    for (const [url, mtAccId] of [
      ['/mam/main/getSubCopyLoginAll', masterId],
      ['/mam/main/getSubMasterLoginAll', followId],
    ] as const) {
      expect((await get(stranger, url, { mtAccId })).http).toBe(404);
    }
    expect(await content(get(stranger, '/mam/main/indexTable'))).toEqual([]);
    expect(await content(get(stranger, '/mam/main/getSubCopyLoginAll'))).toEqual([]);
    const stats = (await content(get<Record<string, unknown>>(stranger, '/mam/main/queryStatistics')))[0];
    expect(stats).toMatchObject({ liveSubscribers: 0, copies: 0, income: '0.00', tradeAccounts: 0 });
    const put = await call(t, stranger, 'PUT', '/mam/main/updateMtAccount', {
      payload: { mtAccId: masterId, strategy: 'hijacked' },
    });
    expect(put.http).toBe(404);
  });

  it('an account of the other kind answers 404 to its own owner', async () => {
    expect((await get(trader, '/mam/main/queryCopyLoginInfo', { mtId: masterId })).http).toBe(404);
    expect((await get(follower, '/mam/main/queryMasterLoginData', { mtId: followId })).http).toBe(404);
    expect((await get(trader, '/mam/main/getSubMasterLoginAll', { mtAccId: masterId })).http).toBe(404);
  });

  it("another site's token is refused, and its accounts do not exist here", async () => {
    const res = await t.call({
      method: 'GET',
      url: '/mam/main/indexTable',
      token: otherSite.token,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json<{ status: number }>().status).toBe(STATUS.TOKEN_WRONG_SITE);
    const onB = await call(t, otherSite, 'GET', '/mam/main/queryCopyLoginData', {
      query: { mtId: followId },
      site: t.siteB,
    });
    expect(onB.http).toBe(404);
    const signals = await call<{ mtAccId: number }>(t, otherSite, 'GET', '/mam/main/srSignalIndexList', {
      site: t.siteB,
    });
    expect(signals.body.content.map((s) => s.mtAccId)).not.toContain(masterId);
  });
});

describe('bad input answers a localized 40000 and nothing else', () => {
  it.each([
    [{ days: 8 }, 'days', 'The period can be 7, 30 or 90 days'],
    [
      { days: 7, startDate: TODAY, endDate: TODAY },
      'days',
      'Choose a number of days or a date range, not both',
    ],
    [{ startDate: TODAY }, 'endDate', 'Choose both a start date and an end date'],
    [{ startDate: TODAY, endDate: '2026-11-01' }, 'endDate', 'The end date cannot be before the start date'],
    [{ startDate: '2025-01-01', endDate: TODAY }, 'endDate', 'The date range can be at most 366 days'],
    [{ startDate: '2026-02-30', endDate: TODAY }, 'startDate', 'Enter a valid date (YYYY-MM-DD)'],
  ])('queryStatistics %j', async (query, field, message) => {
    for (const url of ['/mam/main/queryStatistics', '/mam/main/queryStatisticsProfit']) {
      const res = await get(trader, url, query, 'en_US');
      expect(res.http).toBe(400);
      expect(res.body).toMatchObject({ status: STATUS.VALIDATION_FAILED, content: [{ field, message }] });
    }
  });

  it('in the three languages', async () => {
    const texts: Record<string, string> = {
      zh_CN: '统计周期只能是 7、30 或 90 天',
      zh_Hant: '統計週期只能是 7、30 或 90 天',
    };
    for (const [language, message] of Object.entries(texts)) {
      const res = await get(trader, '/mam/main/queryStatistics', { days: 31 }, language);
      expect(res.body.content).toEqual([{ field: 'days', message }]);
    }
  });

  it('ids, pages, sorts and outcomes out of range', async () => {
    for (const [url, query, field] of [
      ['/mam/main/queryMasterLoginData', { mtId: 0 }, 'mtId'],
      ['/mam/main/queryCopyLoginListInfo', { pageSize: 101 }, 'pageSize'],
      ['/mam/main/srSignalIndexList', { sort: 'luck' }, 'sort'],
      ['/mam/main/getSubCopyLoginAll', { mtAccId: 'abc' }, 'mtAccId'],
      ['/mam/main/indexTable', { page: 1 }, ''],
      ['/mam/main/queryCopyRecords', { outcome: 'lost' }, 'outcome'],
      ['/mam/main/queryCopyRelationTran', { startDate: TODAY, endDate: '2026-11-01' }, 'endDate'],
    ] as const) {
      const res = await get(trader, url, query, 'en_US');
      expect(res.http, url).toBe(400);
      expect(res.body.status).toBe(STATUS.VALIDATION_FAILED);
      if (field) expect(res.body.content).toEqual([expect.objectContaining({ field })]);
    }
  });
});
