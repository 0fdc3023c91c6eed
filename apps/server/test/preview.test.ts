import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@copytrade/contracts/api-paths';
import type { CopyPreview } from '@copytrade/contracts/preview';
import { STATUS } from '@copytrade/contracts/status-codes';
import { mtAccountSymbols, mtAccounts, mtOrders } from '../src/db/schema/accounts';
import { person, type Person } from './copy-support';
import { fingerprint } from './generated-support';
import { createTestContext, type TestContext, type TestSite } from './harness';
import { tradeAccount } from './social-support';

/**
 * The copy preview through HTTP: a trader's recorded orders (written as the mirror leaves them) replayed
 * for a visitor's amount and for a follower's own follow account; only the site's public trade accounts,
 * only the caller's own follow account, bad input refused in the reader's language with nothing changed.
 */
let t: TestContext;
let trader: Person;
let follower: Person;
let intruder: Person;
let siteBUser: Person;
let tradeId: number;
let followId: number;
let otherFollowId: number;
let ownTradeOfFollower: number;
let unboundTrade: number;
let emptyTrade: number;
let siteBTrade: number;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let ticket = 50_000;

type Order = typeof mtOrders.$inferInsert;

/** A closed EURUSD.m buy of `lots` hundredths opened `daysAgo` days before now, held an hour. */
function closed(
  accountId: number,
  daysAgo: number,
  lots: number,
  profit: string,
  extra: Partial<Order> = {},
) {
  ticket += 1;
  const open = new Date(t.clock.now().getTime() - Math.round(daysAgo * DAY));
  return {
    siteId: t.siteA.id,
    accountId,
    ticket,
    type: 0,
    symbol: 'EURUSD.m',
    lots,
    openTime: open,
    openPrice: '1.10000',
    closeTime: new Date(open.getTime() + HOUR),
    closePrice: '1.10500',
    profit,
    state: 'closed',
    ...extra,
  } satisfies Order;
}

async function setFigures(accountId: number, figures: Partial<typeof mtAccounts.$inferInsert>) {
  await t.db.update(mtAccounts).set(figures).where(eq(mtAccounts.id, accountId));
}

async function symbols(
  accountId: number,
  rows: { symbol: string; standardSymbol: string }[],
  site = t.siteA,
) {
  await t.db.insert(mtAccountSymbols).values(
    rows.map((row) => ({
      siteId: site.id,
      accountId,
      ...row,
      status: row.standardSymbol === '' ? 24 : 11,
      contractSize: row.standardSymbol === 'XAUUSD' ? '100' : '100000',
    })),
  );
}

const SMART = { copyType: 3, direction: 1 };
const FIXED_RATIO_1 = { copyType: 2, copyValue: '1', direction: 1 };

async function visitor(body: Record<string, unknown>, options: { site?: TestSite; language?: string } = {}) {
  const res = await t.call({ method: 'POST', url: API.copyPreview.path, payload: body, ...options });
  return {
    http: res.statusCode,
    body: res.json<{ status: number; message: string; content: CopyPreview[] }>(),
  };
}

async function own(who: Person | null, body: Record<string, unknown>, language?: string) {
  const res = await t.call({
    method: 'POST',
    url: API.copyPreviewWithToken.path,
    payload: body,
    ...(who ? { token: who.token } : {}),
    ...(language ? { language } : {}),
  });
  return {
    http: res.statusCode,
    body: res.json<{
      status: number;
      message: string;
      content: (CopyPreview | { field: string; message: string })[];
    }>(),
  };
}

beforeAll(async () => {
  t = await createTestContext();
  trader = await person(t, 'preview-trader@example.com', 3);
  follower = await person(t, 'preview-follower@example.com');
  intruder = await person(t, 'preview-intruder@example.com');
  siteBUser = await person(t, 'preview-b@example.com', 3, t.siteB);
  tradeId = await tradeAccount(t, trader, { accType: 1 });
  unboundTrade = await tradeAccount(t, trader, { accType: 1, unbound: true });
  emptyTrade = await tradeAccount(t, trader, { accType: 1 });
  followId = await tradeAccount(t, follower, { accType: 2 });
  ownTradeOfFollower = await tradeAccount(t, follower, { accType: 1 });
  otherFollowId = await tradeAccount(t, intruder, { accType: 2 });
  siteBTrade = await tradeAccount(t, siteBUser, { accType: 1, site: t.siteB });

  // The trader: 20,000.00 deposited 200 days ago, an old trade outside the window, then in the last 90
  // days +500.00, -200.00 and +300.00 on 1.00 lot, a gold trade on a symbol the follower does not have,
  // and a 2.00-lot position still open. Balance now: 20,000 + 100 (old) + 600 + 50 = 20,750.00.
  await setFigures(tradeId, { balance: '20750.00', equity: '20750.00', leverage: 100, currency: 'USD' });
  await symbols(tradeId, [
    { symbol: 'EURUSD.m', standardSymbol: 'EURUSD' },
    { symbol: 'XAUUSD.m', standardSymbol: 'XAUUSD' },
  ]);
  const deposit = new Date(t.clock.now().getTime() - 200 * DAY);
  await t.db.insert(mtOrders).values([
    {
      siteId: t.siteA.id,
      accountId: tradeId,
      ticket: 1,
      type: 6,
      openTime: deposit,
      closeTime: deposit,
      profit: '20000.00',
      state: 'closed',
    },
    closed(tradeId, 150, 100, '100.00'),
    closed(tradeId, 30, 100, '500.00'),
    closed(tradeId, 20, 100, '-200.00'),
    closed(tradeId, 10, 100, '300.00'),
    closed(tradeId, 5, 10, '50.00', { symbol: 'XAUUSD.m', openPrice: '2000.00' }),
    closed(tradeId, 1, 200, '0.00', { state: 'open', closeTime: null }),
  ]);

  // The follower: 5,000.00 at 1:100, EURUSD under another name, no gold.
  await setFigures(followId, { balance: '5000.00', equity: '5000.00', leverage: 100, currency: 'USD' });
  await symbols(followId, [{ symbol: 'EURUSDpro', standardSymbol: 'EURUSD' }]);
  await setFigures(siteBTrade, { balance: '1000.00', equity: '1000.00' });
});

afterAll(async () => {
  await t.close();
});

describe('copyPreview (public): an amount and a leverage typed in', () => {
  it("replays the trader's last 90 days with 10,000.00 at 1:100 on his own symbols", async () => {
    const res = await visitor({ mtId: tradeId, amount: '10000', leverage: 100, ...FIXED_RATIO_1 });
    expect(res.http).toBe(200);
    expect(res.body.status).toBe(STATUS.OK);
    const preview = res.body.content[0]!;
    expect(preview).toMatchObject({
      mtId: tradeId,
      truncated: false,
      startEquity: '10000.00',
      leverage: 100,
      currency: 'USD',
      counts: { trades: 5, copied: 5, skipped: 0, openCopies: 1 },
      // +500 - 200 + 300 + 50 on the same lots.
      result: { money: '650.00', percent: '6.50' },
      endEquity: '10650.00',
      drawdown: { money: '200.00', percent: '1.90' },
    });
    // The window starts 90 days ago: the old trade is not replayed.
    expect(preview.from).toBe(t.clock.now().getTime() - 90 * DAY);
    // Newest first, with the lots the visitor would have had.
    expect(preview.trades.map((trade) => [trade.masterLots, trade.lots, trade.copied])).toEqual([
      ['2.00', '2.00', true],
      ['0.10', '0.10', true],
      ['1.00', '1.00', true],
      ['1.00', '1.00', true],
      ['1.00', '1.00', true],
    ]);
    expect(preview.trades[0]).toMatchObject({ closeTime: null, followerSymbol: 'EURUSD.m' });
    // The trader started the window with 20,100.00: 650 / 20,100 over the window, time-weighted.
    expect(preview.traderResult.percent).toBe('3.23');
  });

  it("sizes a smart ratio from the trader's balance at each open", async () => {
    const res = await visitor({ mtId: tradeId, amount: '1005', leverage: 100, ...SMART });
    const preview = res.body.content[0]!;
    // 1,005 / 20,100 = 0.05 of 1.00 lot: 0.05. Before the gold trade both have grown by 3 %: 1,035 / 20,700
    // is still 0.05, of 0.10 lot 0.005 -> 0.00: skipped. The open 2.00 lots: 2 x 1,035 / 20,750 -> 0.09.
    expect(preview.trades.at(-1)).toMatchObject({ masterLots: '1.00', lots: '0.05' });
    expect(preview.trades[0]).toMatchObject({ masterLots: '2.00', lots: '0.09' });
    expect(preview.skipReasons).toEqual([{ reason: 'BELOW_MIN_LOT', count: 1 }]);
    expect(preview.trades.find((trade) => trade.symbol === 'XAUUSD.m')).toMatchObject({
      copied: false,
      reason: 'BELOW_MIN_LOT',
      detail: { lots: '0.00', minLot: '0.01' },
    });
  });

  it('answers an empty replay for a trader without trades', async () => {
    const res = await visitor({ mtId: emptyTrade, amount: 10000, leverage: 100, ...SMART });
    expect(res.http).toBe(200);
    expect(res.body.content[0]).toMatchObject({
      counts: { trades: 0, copied: 0, skipped: 0, openCopies: 0 },
      trades: [],
      result: { money: '0.00', percent: '0.00' },
    });
  });

  it("is only for the site's public trade accounts: another site's, an unbound one, a follow account are 404", async () => {
    for (const mtId of [unboundTrade, followId, 999_999]) {
      const res = await visitor({ mtId, amount: '10000', leverage: 100, ...SMART });
      expect(res.http).toBe(404);
      expect(res.body.status).toBe(STATUS.NOT_FOUND);
    }
    const fromB = await visitor(
      { mtId: tradeId, amount: '10000', leverage: 100, ...SMART },
      { site: t.siteB },
    );
    expect(fromB.http).toBe(404);
    const ownOnB = await visitor(
      { mtId: siteBTrade, amount: '10000', leverage: 100, ...SMART },
      { site: t.siteB },
    );
    expect(ownOnB.http).toBe(200);
    const bOnA = await visitor({ mtId: siteBTrade, amount: '10000', leverage: 100, ...SMART });
    expect(bOnA.http).toBe(404);
  });

  it('refuses bad input with a localized 400 and changes nothing', async () => {
    const before = await fingerprint(t.db);
    const small = await visitor(
      { mtId: tradeId, amount: '5', leverage: 100, ...SMART },
      { language: 'en_US' },
    );
    expect(small.http).toBe(400);
    expect(small.body.status).toBe(STATUS.VALIDATION_FAILED);
    expect(small.body.content).toEqual([{ field: 'amount', message: 'Must be at least 10' }]);
    const big = await visitor(
      { mtId: tradeId, amount: '20000000', leverage: 100, ...SMART },
      { language: 'zh_CN' },
    );
    expect(big.body.content).toEqual([{ field: 'amount', message: '不能大于10000000' }]);
    const leverage = await visitor(
      { mtId: tradeId, amount: '100', leverage: 1001, ...SMART },
      { language: 'zh_Hant' },
    );
    expect(leverage.body.content).toEqual([{ field: 'leverage', message: '不能大於1000' }]);
    const noValue = await visitor(
      { mtId: tradeId, amount: '100', leverage: 100, copyType: 1, direction: 1 },
      { language: 'en_US' },
    );
    expect(noValue.body.content).toEqual([{ field: 'copyValue', message: 'This field is required' }]);
    const lots = await visitor(
      { mtId: tradeId, amount: '100', leverage: 100, copyType: 1, copyValue: '0.001', direction: 1 },
      { language: 'en_US' },
    );
    expect(lots.body.content).toEqual([{ field: 'copyValue', message: 'Can only be a multiple of 0.01' }]);
    const extra = await visitor({
      mtId: tradeId,
      amount: '100',
      leverage: 100,
      ...SMART,
      followAccountId: followId,
    });
    expect(extra.http).toBe(400);
    expect(await fingerprint(t.db)).toEqual(before);
  });
});

describe("copyPreviewWithToken: the caller's own follow account", () => {
  it('uses its equity, leverage and symbol table', async () => {
    const res = await own(follower, { mtId: tradeId, followAccountId: followId, ...SMART });
    expect(res.http).toBe(200);
    const preview = res.body.content[0] as CopyPreview;
    expect(preview).toMatchObject({ startEquity: '5000.00', leverage: 100, currency: 'USD' });
    // Gold is not in the follower's table; EURUSD.m maps to EURUSDpro.
    expect(preview.skipReasons).toEqual([{ reason: 'SYMBOL_UNBOUND', count: 1 }]);
    expect(preview.trades.at(-1)).toMatchObject({ followerSymbol: 'EURUSDpro', lots: '0.24' });
    expect(preview.counts).toMatchObject({ trades: 5, copied: 4, skipped: 1 });
  });

  it("follows the follower's figures: a bigger account gets bigger copies", async () => {
    await setFigures(followId, { equity: '20100.00', balance: '20100.00' });
    const res = await own(follower, { mtId: tradeId, followAccountId: followId, ...SMART });
    expect((res.body.content[0] as CopyPreview).trades.at(-1)).toMatchObject({ lots: '1.00' });
    await setFigures(followId, { equity: '5000.00', balance: '5000.00' });
  });

  it("answers 404 for another user's follow account and for a follow account of site B", async () => {
    const other = await own(follower, { mtId: tradeId, followAccountId: otherFollowId, ...SMART });
    expect(other.http).toBe(404);
    expect(other.body.status).toBe(STATUS.NOT_FOUND);
    const stolen = await own(intruder, { mtId: tradeId, followAccountId: followId, ...SMART });
    expect(stolen.http).toBe(404);
    expect(JSON.stringify(stolen.body)).not.toContain('5000.00');
  });

  it('refuses a trade account of the caller as the follow account', async () => {
    const res = await own(follower, { mtId: tradeId, followAccountId: ownTradeOfFollower, ...SMART });
    expect(res.body.status).toBe(STATUS.NOT_A_FOLLOW_ACCOUNT);
  });

  it("answers 404 for another site's trade account", async () => {
    const res = await own(follower, { mtId: siteBTrade, followAccountId: followId, ...SMART });
    expect(res.http).toBe(404);
  });

  it('needs a token of the site', async () => {
    const anonymous = await own(null, { mtId: tradeId, followAccountId: followId, ...SMART });
    expect(anonymous.http).toBe(401);
    const res = await t.call({
      method: 'POST',
      url: API.copyPreviewWithToken.path,
      payload: { mtId: tradeId, followAccountId: followId, ...SMART },
      token: siteBUser.token,
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses bad input in the reader language and changes nothing', async () => {
    const before = await fingerprint(t.db);
    const res = await own(
      follower,
      { mtId: tradeId, followAccountId: followId, copyType: 2, copyValue: '-1', direction: 3 },
      'en_US',
    );
    expect(res.http).toBe(400);
    expect(res.body.content).toEqual(
      expect.arrayContaining([
        { field: 'copyValue', message: 'Can only be a multiple of 0.01' },
        expect.objectContaining({ field: 'direction' }),
      ]),
    );
    const missing = await own(follower, { mtId: tradeId, ...SMART }, 'en_US');
    expect(missing.body.content).toEqual([
      { field: 'followAccountId', message: 'Follow account cannot be empty' },
    ]);
    expect(await fingerprint(t.db)).toEqual(before);
  });
});

describe('the window holds at most the newest 1,000 positions', () => {
  it('says so with `truncated` and starts at the oldest of them', async () => {
    const busy = await tradeAccount(t, trader, { accType: 1 });
    await setFigures(busy, { balance: '50000.00', equity: '50000.00' });
    await symbols(busy, [{ symbol: 'EURUSD.m', standardSymbol: 'EURUSD' }]);
    // 1,005 trades over the last 60 days, one an hour-ish apart.
    const rows = Array.from({ length: 1005 }, (_, i) =>
      closed(busy, 60 - i * 0.05, 10, i % 2 ? '5.00' : '-3.00'),
    );
    await t.db.insert(mtOrders).values(rows);
    const res = await visitor({ mtId: busy, amount: '10000', leverage: 100, ...FIXED_RATIO_1 });
    const preview = res.body.content[0]!;
    expect(preview.truncated).toBe(true);
    expect(preview.counts.trades).toBe(1000);
    expect(preview.trades).toHaveLength(100);
    expect(preview.from).toBe(rows[5]!.openTime.getTime());
  });
});
