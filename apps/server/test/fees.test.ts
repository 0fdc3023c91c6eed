import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STATUS } from '@copytrade/contracts/status-codes';
import { sites } from '../src/db/schema/sites';
import { createTestContext, predictableCatalog, type TestContext, type TestSite } from './harness';
import { bindAccount, createSimAccounts, person, subscribeOk, WEDNESDAY, type Person } from './copy-support';
import { verifiedTrader } from './verification-support';

/**
 * Traders' fee settings (updateAccountPrice, querySitePrice, siteSubPrice, querySubscriptionFree): the three
 * models, the spec's validation texts in three languages with nothing changed, the site's rules (least
 * price, performance fees only with settlement and wallet), ownership and tenancy, and "a change applies to
 * new subscribers only".
 */
let t: TestContext;
let trader: Person;
let other: Person;
let follower: Person;
let master: number;
let followAccount: number;

type Body<T = Record<string, unknown>> = { status: number; message: string; content: T[] };

async function call<T = Record<string, unknown>>(
  who: Person,
  method: 'GET' | 'PUT',
  url: string,
  data: Record<string, unknown> = {},
  options: { language?: string; site?: TestSite } = {},
) {
  const res = await t.call({
    method,
    url,
    token: who.token,
    ...(method === 'GET' ? { query: data as Record<string, string> } : { payload: data }),
    ...(options.language ? { language: options.language } : {}),
    ...(options.site ? { site: options.site } : {}),
  });
  return { http: res.statusCode, body: res.json<Body<T>>() };
}

const setPrice = (body: Record<string, unknown>, options?: { language?: string; site?: TestSite }) =>
  call(trader, 'PUT', '/community/api/updateAccountPrice', { mtAccId: master, ...body }, options);

async function terms() {
  const res = await call(follower, 'GET', '/community/api/querySubscriptionFree', { mtId: String(master) });
  return res.body.content[0] as Record<string, unknown>;
}

beforeAll(async () => {
  t = await createTestContext({ start: WEDNESDAY, catalog: predictableCatalog() });
  createSimAccounts(t, [
    {
      server: 'MeridianMarkets-Live',
      login: 7100001,
      password: 'Master123',
      balance: '20000.00',
      leverage: 100,
    },
    {
      server: 'ApexCapital-Real01',
      login: 7100011,
      password: 'Follow123',
      balance: '5000.00',
      leverage: 100,
    },
  ]);
  trader = await person(t, 'fee-trader@fees.test', 3);
  // Paid fee models need the trader's real name and payment information passed (see verification tests).
  await verifiedTrader(t, trader);
  other = await person(t, 'fee-other@fees.test', 3);
  follower = await person(t, 'fee-follower@fees.test');
  master = await bindAccount(t, trader, 1, {
    server: 'MeridianMarkets-Live',
    login: 7100001,
    password: 'Master123',
    balance: '20000.00',
    leverage: 100,
  });
  followAccount = await bindAccount(t, follower, 2, {
    server: 'ApexCapital-Real01',
    login: 7100011,
    password: 'Follow123',
    balance: '5000.00',
    leverage: 100,
  });
  await t.db
    .update(sites)
    .set({ openSettlement: true, openWallet: true, siteSubPrice: '10', proportion: '0.2000' })
    .where(eq(sites.id, t.siteA.id));
});
afterAll(() => t.close());

describe('the site rules', () => {
  it('querySitePrice and the public siteSubPrice give the least price, the switches and the fee options', async () => {
    const rules = await call(trader, 'GET', '/community/api/querySitePrice');
    expect(rules.body.content[0]).toMatchObject({
      siteSubPrice: '10.00',
      openSettlement: true,
      openWallet: true,
      performanceFeeAllowed: true,
      proportion: '0.2000',
      profitOptions: [50, 100, 500, 1000, 2000],
      defaultTier: { profit: 1000, share: 60 },
    });
    const pub = await t.call({ method: 'GET', url: '/community/front/siteSubPrice' });
    expect(pub.json<Body>().content[0]).toMatchObject({ siteSubPrice: '10.00' });
  });
});

describe('setting the fee', () => {
  it('a subscription fee: price and validity days, shown to new subscribers', async () => {
    const res = await setPrice({ feeType: 2, price: '50', validityDays: 30 });
    expect(res.body.status).toBe(STATUS.OK);
    expect(res.body.content[0]).toMatchObject({ feeType: 2, price: '50.00', validityDays: 30 });
    expect(await terms()).toMatchObject({ feeType: 2, isFree: false, price: '50.00', validityDays: 30 });
  });

  it('performance tiers: kept lowest threshold first, the share as a fraction', async () => {
    const res = await setPrice({
      feeType: 3,
      performanceList: [
        { profit: 1000, share: 60 },
        { profit: 100, share: 10 },
      ],
    });
    expect(res.body.status).toBe(STATUS.OK);
    expect(await terms()).toMatchObject({
      feeType: 3,
      performanceList: [
        { profit: '100.00', divided: '0.10' },
        { profit: '1000.00', divided: '0.60' },
      ],
    });
  });

  it('free again', async () => {
    const res = await setPrice({ feeType: 1 });
    expect(res.body.content[0]).toMatchObject({ feeType: 1 });
    expect(await terms()).toMatchObject({ feeType: 1, isFree: true });
  });
});

describe('bad input changes nothing', () => {
  const CASES: [string, Record<string, unknown>, string, string, string][] = [
    ['no model', {}, 'feeType', '请选择收费方式', 'Choose how the account is charged'],
    ['model 4', { feeType: 4 }, 'feeType', '请选择收费方式', 'Choose how the account is charged'],
    [
      'a subscription fee without a price',
      { feeType: 2 },
      'price',
      '请输入订阅费',
      'Please enter the subscription fee',
    ],
    ['price 0', { feeType: 2, price: '0' }, 'price', '金额必须大于0', 'The amount must be greater than 0'],
    [
      'price 1.001',
      { feeType: 2, price: '1.001' },
      'price',
      '请输入正确的金额，最多两位小数',
      'Please enter a valid amount with at most 2 decimal places',
    ],
    [
      'price above 100,000',
      { feeType: 2, price: '100000.01' },
      'price',
      '订阅费不能超过100000',
      'The subscription fee cannot exceed 100,000',
    ],
    [
      'validity 0 days',
      { feeType: 2, price: '20', validityDays: 0 },
      'validityDays',
      '有效天数为1-365的整数',
      'Validity is a whole number of days from 1 to 365',
    ],
    [
      'performance without tiers',
      { feeType: 3, performanceList: [] },
      'performanceList',
      '请至少设置一档业绩费',
      'Add at least one performance fee tier',
    ],
    [
      'share 0',
      { feeType: 3, performanceList: [{ profit: 100, share: 0 }] },
      'performanceList.0.share',
      '请输入1-100的正整数',
      'Please enter a positive integer from 1 to 100',
    ],
    [
      'share 101',
      { feeType: 3, performanceList: [{ profit: 100, share: 101 }] },
      'performanceList.0.share',
      '请输入1-100的正整数',
      'Please enter a positive integer from 1 to 100',
    ],
    [
      'share 1.5',
      { feeType: 3, performanceList: [{ profit: 100, share: 1.5 }] },
      'performanceList.0.share',
      '请输入1-100的正整数',
      'Please enter a positive integer from 1 to 100',
    ],
    [
      'profit 75',
      { feeType: 3, performanceList: [{ profit: 75, share: 10 }] },
      'performanceList.0.profit',
      '盈利门槛只能是 50、100、500、1000 或 2000',
      'The profit threshold must be 50, 100, 500, 1000 or 2000',
    ],
    [
      'the same threshold twice',
      {
        feeType: 3,
        performanceList: [
          { profit: 100, share: 10 },
          { profit: 100, share: 20 },
        ],
      },
      'performanceList',
      '每个盈利门槛只能设置一次',
      'Each profit threshold can be used once',
    ],
  ];

  for (const [name, body, field, zh, en] of CASES) {
    it(`refuses ${name}`, async () => {
      const before = await terms();
      const res = await setPrice(body);
      expect(res.http).toBe(400);
      expect(res.body.status).toBe(STATUS.VALIDATION_FAILED);
      expect(res.body.content).toContainEqual({ field, message: zh });
      const english = await setPrice(body, { language: 'en_US' });
      expect(english.body.content).toContainEqual({ field, message: en });
      expect(await terms()).toEqual(before);
    });
  }

  it('refuses a price below the site least price, with the minimum in the text', async () => {
    const before = await terms();
    const res = await setPrice({ feeType: 2, price: '9.99' }, { language: 'en_US' });
    expect(res.body.status).toBe(STATUS.VALIDATION_FAILED);
    expect(res.body.content).toEqual([
      { field: 'price', message: 'The subscription fee cannot be below the site minimum of 10.00' },
    ]);
    expect(await terms()).toEqual(before);
  });

  it('refuses performance fees where the site does not settle them', async () => {
    await t.db.update(sites).set({ openSettlement: false }).where(eq(sites.id, t.siteA.id));
    try {
      const before = await terms();
      const res = await setPrice({ feeType: 3, performanceList: [{ profit: 1000, share: 60 }] });
      expect(res.http).toBe(403);
      expect(res.body.status).toBe(STATUS.PAID_FEE_CLOSED);
      expect(await terms()).toEqual(before);
      const rules = await call(trader, 'GET', '/community/api/querySitePrice');
      expect(rules.body.content[0]).toMatchObject({ performanceFeeAllowed: false });
    } finally {
      await t.db.update(sites).set({ openSettlement: true }).where(eq(sites.id, t.siteA.id));
    }
  });
});

describe('whose account', () => {
  it("another trader's account, a follow account and another site answer 404, nothing changes", async () => {
    const before = await terms();
    const theirs = await call(other, 'PUT', '/community/api/updateAccountPrice', {
      mtAccId: master,
      feeType: 2,
      price: '99',
    });
    expect(theirs.http).toBe(404);
    const follow = await call(follower, 'PUT', '/community/api/updateAccountPrice', {
      mtAccId: followAccount,
      feeType: 2,
      price: '99',
    });
    expect(follow.http).toBe(404);
    const stranger = await person(t, 'fee-b@fees.test', 3, t.siteB);
    const siteB = await call(
      stranger,
      'PUT',
      '/community/api/updateAccountPrice',
      { mtAccId: master, feeType: 2, price: '99' },
      { site: t.siteB },
    );
    expect(siteB.http).toBe(404);
    const visitor = await t.call({
      method: 'PUT',
      url: '/community/api/updateAccountPrice',
      payload: { mtAccId: master, feeType: 2, price: '99' },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await terms()).toEqual(before);
  });
});

describe('a change applies to new subscribers only', () => {
  it('a free subscriber keeps his terms when the trader starts charging', async () => {
    await setPrice({ feeType: 1 });
    const subscriptionId = await subscribeOk(t, follower, {
      followAccountId: followAccount,
      masterAccountId: master,
      copyType: 1,
      copyValue: '0.10',
      direction: 1,
    });
    const res = await setPrice({ feeType: 2, price: '25', validityDays: 7 });
    expect(res.body.content[0]).toMatchObject({ feeType: 2, subscribersOnOldTerms: 1 });
    const sub = await t.call({
      method: 'GET',
      url: '/community/api/querySubscriptionDetail',
      query: { subscriptionId: String(subscriptionId) },
      token: follower.token,
    });
    expect(sub.json<Body>().content[0]).toMatchObject({ feeType: 1, state: 'subscribing' });
  });
});
