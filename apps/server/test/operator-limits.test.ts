import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@copytrade/contracts/api-paths';
import type { UsageLimits } from '@copytrade/contracts/operator';
import { STATUS } from '@copytrade/contracts/status-codes';
import { mtAccounts } from '../src/db/schema/accounts';
import { copyLinks, copyRecords, subscriptions } from '../src/db/schema/copy';
import { createTradeQuota, TRADE_LIMIT_REACHED } from '../src/trading/copy/trade-quota';
import { signedIn, TEST_PASSWORD, type TestContext } from './harness';
import {
  bindAccount,
  brokerTrade,
  fixedLot,
  person,
  records,
  settle,
  subscribeOk,
  type Person,
} from './copy-support';
import { createOperator, operatorToken } from './operator-support';
import { masterSim, simAccount, tradingContext } from './sim-support';
import { tradeAccount } from './social-support';

/**
 * The limits the platform sets per site (issue 15), enforced where the action happens and changed from
 * the operator's console: bound follow accounts (copyMaxNumber), live subscriptions per user
 * (userCopyLimit: 100 subscribes at once land exactly the limit), copied trades per user and calendar
 * month (userTradeLimit: the copier skips beyond it with TRADE_LIMIT_REACHED), and the usage call that
 * tells the web the counts.
 */
const MASTER = masterSim(7400001);
const F1 = simAccount('ApexCapital-Real01', 7400011);
const F2 = simAccount('OrionFX-Pro', 7400012, { balance: '10000.00', leverage: 200 });
const F3 = simAccount('ApexCapital-Real02', 7400013);

let t: TestContext;
let opToken: string;
const BURST = 100;
type Envelope<T = Record<string, unknown>> = { status: number; message: string; content: T[] };

async function setLimits(siteId: number, limits: Partial<Record<string, number>>) {
  const res = await t.call({
    method: 'POST',
    url: API.operatorUpdateSiteLimits.path,
    token: opToken,
    payload: {
      siteId,
      copyMaxNumber: 10,
      masterMaxNumber: 10,
      userCopyLimit: -1,
      userTradeLimit: -1,
      ...limits,
    },
  });
  expect(res.statusCode).toBe(200);
}

async function usage(who: Person, language = 'en_US'): Promise<UsageLimits> {
  const res = await t.call({ method: 'GET', url: API.queryUsageLimits.path, token: who.token, language });
  const body = res.json<Envelope<UsageLimits>>();
  if (!body.content[0]) throw new Error(`usage: ${res.statusCode} ${res.body}`);
  return body.content[0];
}

beforeAll(async () => {
  t = await tradingContext([MASTER, F1, F2, F3]);
  opToken = await operatorToken(t, await createOperator(t));
});
afterAll(async () => {
  await t.close();
});

describe('copyMaxNumber, as the operator set it for this site', () => {
  it('binds follow accounts up to the site value; another site keeps its own', async () => {
    await setLimits(t.siteA.id, { copyMaxNumber: 2 });
    await setLimits(t.siteB.id, { copyMaxNumber: 5 });
    const lin = await person(t, 'lin@limits.test');
    await bindAccount(t, lin, 2, F1);
    await bindAccount(t, lin, 2, F2);
    await expect(bindAccount(t, lin, 2, F3)).rejects.toThrow(String(STATUS.COPY_LIMIT_REACHED));
    expect(await usage(lin)).toMatchObject({ copyNumber: 2, copyMaxNumber: 2 });
    const counts = await t.call({ method: 'GET', url: API.getCopyLoginNumber.path, token: lin.token });
    expect(counts.json<Envelope>().content[0]).toMatchObject({ copyNumber: 2, copyMaxNumber: 2 });
    // The operator raises it: the third binds at once (no restart, no cache to wait for).
    await setLimits(t.siteA.id, { copyMaxNumber: 3 });
    await bindAccount(t, lin, 2, F3);
    expect((await usage(lin)).copyNumber).toBe(3);
  });
});

describe('userCopyLimit: live subscriptions per user', () => {
  it('100 subscribes at once land exactly the limit; the rest are refused with the localized text', async () => {
    await setLimits(t.siteA.id, { userCopyLimit: 3 });
    const trader = await person(t, 'many@limits.test', 3);
    const masters: number[] = [];
    for (let i = 0; i < BURST; i += 1) masters.push(await tradeAccount(t, trader, { accType: 1 }));
    const zoe = await person(t, 'zoe@limits.test');
    const follow = await tradeAccount(t, zoe, { accType: 2 });
    const answers = await Promise.all(
      masters.map((masterId) =>
        t.call({
          method: 'POST',
          url: API.createSubscription.path,
          token: zoe.token,
          language: 'en_US',
          payload: fixedLot(masterId, follow),
        }),
      ),
    );
    const statuses = answers.map((r) => r.json<Envelope>().status);
    expect(statuses.filter((s) => s === STATUS.OK)).toHaveLength(3);
    expect(statuses.filter((s) => s === STATUS.USER_COPY_LIMIT_REACHED)).toHaveLength(BURST - 3);
    const refused = answers.find((r) => r.json<Envelope>().status === STATUS.USER_COPY_LIMIT_REACHED)!;
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Envelope>().message).toBe(
      'You already copy the most traders this site allows (3); contact customer service to raise it',
    );
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.followerUserId, zoe.id));
    expect(rows).toHaveLength(3);
    expect(await usage(zoe)).toMatchObject({ currentUserCopyCount: 3, userCopyLimit: 3 });

    // In Chinese too; and another user of the site has his own places.
    const zh = await t.call({
      method: 'POST',
      url: API.createSubscription.path,
      token: zoe.token,
      language: 'zh_CN',
      payload: fixedLot(masters[50]!, follow),
    });
    expect(zh.json<Envelope>().message).toBe('您的跟单数量已达上限（3 个），请联系客服升级');
    const max = await person(t, 'max@limits.test');
    await subscribeOk(t, max, fixedLot(masters[0]!, await tradeAccount(t, max, { accType: 2 })));

    // A cancelled subscription gives its place back.
    const first = rows[0]!.id;
    const cancel = await t.call({
      method: 'GET',
      url: API.cancelSubscription.path,
      token: zoe.token,
      query: { subscriptionId: String(first), closeMode: 'manual' },
    });
    expect(cancel.json<Envelope>().status).toBe(STATUS.OK);
    expect((await usage(zoe)).currentUserCopyCount).toBe(2);
    await subscribeOk(t, zoe, fixedLot(masters[99]!, follow));
    // Restarting the cancelled one now would be a fourth place: refused.
    const restart = await t.call({
      method: 'PUT',
      url: API.continueSubscription.path,
      token: zoe.token,
      payload: { subscriptionId: first, validityDays: 30 },
    });
    expect(restart.json<Envelope>().status).toBe(STATUS.USER_COPY_LIMIT_REACHED);
    await setLimits(t.siteA.id, { copyMaxNumber: 3, userCopyLimit: -1 });
  });
});

describe('userTradeLimit: copied trades per user and month', () => {
  it('the copier skips an open beyond the limit, records why, and tells the counts', async () => {
    const lin = { id: 0, token: '' };
    const [row] = await t.db
      .select()
      .from(mtAccounts)
      .where(eq(mtAccounts.login, String(F1.login)));
    Object.assign(lin, {
      id: row!.userId,
      token: (
        await t.call({
          method: 'POST',
          url: API.login.path,
          payload: { userName: 'lin@limits.test', password: TEST_PASSWORD },
        })
      ).json<Envelope<{ token: string }>>().content[0]!.token,
    });
    const ids = Object.fromEntries(
      (await t.db.select().from(mtAccounts).where(eq(mtAccounts.userId, lin.id))).map((a) => [a.login, a.id]),
    );
    const trader = await person(t, 'atlas@limits.test', 3);
    const masterId = await bindAccount(t, trader, 1, MASTER);
    await subscribeOk(t, lin, fixedLot(masterId, ids[String(F1.login)]!));
    await subscribeOk(t, lin, fixedLot(masterId, ids[String(F2.login)]!));
    await setLimits(t.siteA.id, { copyMaxNumber: 3, userTradeLimit: 3 });
    await settle(t);

    const open = () =>
      brokerTrade(
        t,
        t.gateway.world().sendOrder(MASTER.server, MASTER.login, { symbol: 'EURUSD', type: 0, lots: 10 }),
      );
    await open(); // two copies: 2 of 3
    await open(); // one copy: 3 of 3, the other skipped
    await open(); // both skipped
    const linksOfLin = await t.db
      .select()
      .from(copyLinks)
      .innerJoin(subscriptions, eq(subscriptions.id, copyLinks.subscriptionId))
      .where(eq(subscriptions.followerUserId, lin.id));
    expect(linksOfLin).toHaveLength(3);
    const skipped = await t.db
      .select()
      .from(copyRecords)
      .innerJoin(subscriptions, eq(subscriptions.id, copyRecords.subscriptionId))
      .where(and(eq(subscriptions.followerUserId, lin.id), eq(copyRecords.reason, TRADE_LIMIT_REACHED)));
    expect(skipped).toHaveLength(3);
    expect(skipped[0]!.copy_records.detail).toEqual({ limit: 3 });
    // The copy records page shows the reason.
    const listed = await records(t, lin, { mtAccId: String(ids[String(F2.login)]) });
    expect(listed.content.some((r) => r.reason === TRADE_LIMIT_REACHED)).toBe(true);
    expect(await usage(lin)).toMatchObject({ currentUserTradeCount: 3, userTradeLimit: 3 });

    // The operator raises the limit: the next open is copied again (the copier reads it at once).
    await setLimits(t.siteA.id, { copyMaxNumber: 3, userTradeLimit: 4 });
    await open();
    expect(await usage(lin)).toMatchObject({ currentUserTradeCount: 4, userTradeLimit: 4 });
    // Closes still follow the trader whatever the limit.
    for (const order of t.gateway.world().openOrders(MASTER.server, MASTER.login)) {
      await brokerTrade(t, t.gateway.world().closeOrder(MASTER.server, MASTER.login, order.ticket));
    }
    await settle(t);
    const stillOpen = await t.db
      .select()
      .from(copyLinks)
      .innerJoin(subscriptions, eq(subscriptions.id, copyLinks.subscriptionId))
      .where(and(eq(subscriptions.followerUserId, lin.id), eq(copyLinks.state, 'open')));
    expect(stillOpen).toEqual([]);

    // A new calendar month starts the count again.
    const now = t.clock.now();
    t.clock.set(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 9)));
    const later = await signedIn(t, 'lin@limits.test');
    expect((await usage({ id: lin.id, token: later })).currentUserTradeCount).toBe(0);
  });

  it('100 fan-outs at once for one user take exactly the limit (the quota alone)', async () => {
    let reads = 0;
    const quota = createTradeQuota({
      limits: () => Promise.resolve(new Map([[1, 7]])),
      tradesSince: async () => {
        reads += 1;
        await new Promise((resolve) => setTimeout(resolve, 1));
        return new Map([[42, 2]]);
      },
    });
    const holder = { row: { siteId: 1, followerUserId: 42 } };
    const now = new Date('2026-11-18T09:00:00Z');
    const taken = await Promise.all(
      Array.from({ length: BURST }, async () => {
        await quota.prepare([holder], now);
        return quota.take(holder).ok;
      }),
    );
    // 2 this month already: 5 more places.
    expect(taken.filter(Boolean)).toHaveLength(5);
    expect(reads).toBeGreaterThan(0);
    // A refused copy gives its place back; a new month starts again from what is stored.
    quota.giveBack(holder);
    await quota.prepare([holder], now);
    expect(quota.take(holder).ok).toBe(true);
    expect(quota.take(holder).ok).toBe(false);
    await quota.prepare([holder], new Date('2026-12-01T00:00:00Z'));
    expect(quota.take(holder)).toEqual({ ok: true, counted: true });
  });
});

describe('the usage call', () => {
  it("needs a token and answers the caller's own counts only", async () => {
    expect((await t.call({ method: 'GET', url: API.queryUsageLimits.path })).statusCode).toBe(401);
    const nobody = await person(t, 'fresh@limits.test');
    expect(await usage(nobody)).toMatchObject({
      currentUserCopyCount: 0,
      currentUserTradeCount: 0,
      copyNumber: 0,
      masterNumber: 0,
      version: 0,
      freeUpgradeFlag: false,
    });
    const mam = await t.call({ method: 'GET', url: API.mamQueryUsageLimits.path, token: nobody.token });
    expect(mam.json<Envelope>().status).toBe(STATUS.OK);
    // On site B the same person does not exist: his token is of site A.
    const onB = await t.call({
      method: 'GET',
      url: API.queryUsageLimits.path,
      token: nobody.token,
      site: t.siteB,
    });
    expect(onB.statusCode).toBe(401);
  });
});
