import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@copytrade/contracts/api-paths';
import { STATUS } from '@copytrade/contracts/status-codes';
import { identityVerifications } from '../src/db/schema/profile';
import { paymentCodes } from '../src/db/schema/money';
import { sites } from '../src/db/schema/sites';
import { createTestContext, type TestContext } from './harness';
import { api, member, type Member } from './wallet-support';
import { verifiedTrader } from './verification-support';

/**
 * `queryFeeRequirements`: what paid fee settings need of the caller, with each state, before he fills in
 * the fee form. It must agree with what updateAccountPrice checks when it saves (fees.test.ts): real name
 * for both paid models, a passed payment method for a subscription fee, settlement and wallet for a
 * performance fee. Each caller sees only his own states, on his own site.
 */
let t: TestContext;
let newcomer: Member;
let trader: Member;
let otherSite: Member;

type Requirements = {
  identity: string;
  paymentInfo: string;
  offsiteCodePassed: boolean;
  walletOpen: boolean;
  performanceFeeAllowed: boolean;
  subscriptionFeeReady: boolean;
  performanceFeeReady: boolean;
};

const requirements = async (who: Member, site = t.siteA) => {
  const res = await api<Requirements>(t, who, 'GET', API.queryFeeRequirements.path, {}, { site });
  expect(res.http).toBe(200);
  return res.body.content[0]!;
};

beforeAll(async () => {
  t = await createTestContext();
  newcomer = await member(t, 'req-new@fees.test');
  trader = await member(t, 'req-trader@fees.test');
  otherSite = await member(t, 'req-b@fees.test', { site: t.siteB });
  await verifiedTrader(t, trader);
});

afterAll(async () => {
  await t.close();
});

describe('fee requirements', () => {
  it('a newcomer has nothing yet; the site switches are off by default', async () => {
    expect(await requirements(newcomer)).toEqual({
      identity: 'none',
      paymentInfo: 'none',
      offsiteCodePassed: false,
      walletOpen: false,
      performanceFeeAllowed: false,
      subscriptionFeeReady: false,
      performanceFeeReady: false,
    });
  });

  it('a verified trader with a passed bank card is ready for a subscription fee, not for payers by code', async () => {
    expect(await requirements(trader)).toMatchObject({
      identity: 'passed',
      paymentInfo: 'passed',
      offsiteCodePassed: false,
      subscriptionFeeReady: true,
      performanceFeeReady: false,
    });
  });

  it('follows the site switches for the performance fee and the wallet', async () => {
    await t.db.update(sites).set({ openSettlement: true, openWallet: true }).where(eq(sites.id, t.siteA.id));
    expect(await requirements(trader)).toMatchObject({
      walletOpen: true,
      performanceFeeAllowed: true,
      performanceFeeReady: true,
    });
    expect(await requirements(newcomer)).toMatchObject({
      performanceFeeAllowed: true,
      performanceFeeReady: false,
    });
    // Site B's switches are its own.
    expect(await requirements(otherSite, t.siteB)).toMatchObject({
      walletOpen: false,
      performanceFeeAllowed: false,
    });
    await t.db
      .update(sites)
      .set({ openSettlement: false, openWallet: false })
      .where(eq(sites.id, t.siteA.id));
  });

  it('reports pending and rejected states, the best payment method, and a passed WeChat code', async () => {
    const now = t.clock.now();
    await t.db.insert(paymentCodes).values([
      {
        siteId: t.siteA.id,
        userId: newcomer.id,
        method: 'alipay',
        accountName: 'N',
        state: 'rejected',
        createdAt: now,
        updatedAt: now,
      },
      {
        siteId: t.siteA.id,
        userId: newcomer.id,
        method: 'wechat',
        accountName: 'N',
        state: 'pending',
        createdAt: now,
        updatedAt: now,
      },
    ]);
    expect(await requirements(newcomer)).toMatchObject({ paymentInfo: 'pending', offsiteCodePassed: false });
    await t.db
      .update(paymentCodes)
      .set({ state: 'passed' })
      .where(and(eq(paymentCodes.userId, newcomer.id), eq(paymentCodes.method, 'wechat')));
    expect(await requirements(newcomer)).toMatchObject({
      identity: 'none',
      paymentInfo: 'passed',
      offsiteCodePassed: true,
      subscriptionFeeReady: false,
    });
    const [identity] = await t.db
      .select({ id: identityVerifications.id })
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, trader.id));
    await t.db
      .update(identityVerifications)
      .set({ state: 'rejected' })
      .where(eq(identityVerifications.id, identity!.id));
    expect(await requirements(trader)).toMatchObject({ identity: 'rejected', subscriptionFeeReady: false });
    await t.db
      .update(identityVerifications)
      .set({ state: 'passed' })
      .where(eq(identityVerifications.id, identity!.id));
  });

  it("never shows another user's states, and a token works on its own site only", async () => {
    // The newcomer's answer is his own even though the trader's rows exist.
    expect(await requirements(newcomer)).toMatchObject({ identity: 'none' });
    const res = await api<Requirements>(t, otherSite, 'GET', API.queryFeeRequirements.path);
    expect(res.http).toBe(401);
    expect(res.body.content).toEqual([]);
  });

  it('needs a token and takes no query fields', async () => {
    const anonymous = await t.call({ method: 'GET', url: API.queryFeeRequirements.path });
    expect(anonymous.statusCode).toBe(401);
    const res = await api<Requirements>(t, trader, 'GET', API.queryFeeRequirements.path, {
      userId: newcomer.id,
    });
    expect(res.http).toBe(400);
    expect(res.body.status).toBe(STATUS.VALIDATION_FAILED);
  });
});
