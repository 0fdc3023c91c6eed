import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import { STATUS } from '@copytrade/contracts/status-codes';
import { subscriptions } from '../src/db/schema/copy';
import { notices } from '../src/db/schema/notices';
import { partnerApplications, paymentCodes, subscriptionPayments } from '../src/db/schema/money';
import { identityVerifications } from '../src/db/schema/profile';
import { users } from '../src/db/schema/users';
import { ledgerTransactions, walletRecharges, walletWithdrawals } from '../src/db/schema/wallet';
import { createTestContext, predictableCatalog, type TestContext } from './harness';
import { bindAccount, createSimAccounts, person, settle, WEDNESDAY, type SimAccount } from './copy-support';
import { addLevel } from './partners-support';
import { call, ok, priceAccount, saveAlipay, subscribePaid, uploadId } from './payments-support';
import { idCard } from './verification-support';
import { ADDRESS, api, member, rechargeOk, txHash, type Member } from './wallet-support';

/**
 * The one review mechanism (platform/review-queue.ts) for each of its six kinds, through the site admin's
 * calls: another site's admin does not find the item, a second review is refused and changes nothing,
 * and 100 reviews of one item at once (passes and rejections mixed) land exactly one decision with
 * exactly one notice to its person.
 */
let t: TestContext;
let admin: Member;
let adminB: Member;
let levelId: number;
let trader: Member;
let masterId: number;
let serial = 0;
let complaints = 0;

const sim = (login: number, server: string): SimAccount => ({
  server,
  login,
  password: 'Follow123',
  balance: '5000.00',
  leverage: 100,
});
const MASTER = sim(7400001, 'MeridianMarkets-Live');
const FOLLOW = [
  sim(7400011, 'ApexCapital-Real01'),
  sim(7400012, 'OrionFX-Pro'),
  sim(7400013, 'ApexCapital-Real02'),
];

/** A pending item of site A and the person it belongs to. */
type Item = { id: number; userId: number };

type Kind = {
  name: string;
  /** A new pending item (each of a new person, so his notices are its notices). */
  pending(): Promise<Item>;
  /** The admin's call deciding it: a pass (or confirm) or a rejection (or fail). */
  review(id: number, pass: boolean): { url: string; payload: Record<string, unknown> };
  /** The refusal of a second review. */
  refusal: number;
  /** The notice kinds a decision writes to the person. */
  events: [string, string];
  /** What a decision changes, read from the database. */
  snapshot(item: Item): Promise<Record<string, unknown>>;
  /** What the snapshot shows once decided. */
  decided(pass: boolean): Record<string, unknown>;
};

async function noticesOf(item: Item, events: string[]) {
  const [row] = await t.db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, item.userId), inArray(notices.kind, events)));
  return row!.n;
}

/** The kinds of the ledger transactions referencing an item (`recharge:12`, `withdrawal:7`, `payment:3`). */
async function postingsOf(reference: string) {
  const rows = await t.db
    .select({ kind: ledgerTransactions.kind })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reference, reference))
    .orderBy(ledgerTransactions.id);
  return rows.map((r) => r.kind);
}

const fresh = async (prefix: string) => {
  serial += 1;
  return member(t, `${prefix}${serial}@queue.test`, { nickName: `${prefix}${serial}` });
};

const KINDS: Kind[] = [
  {
    name: 'real name',
    async pending() {
      const who = await fresh('id');
      const images = {
        frontImage: await uploadId(t, who, 'identity'),
        backImage: await uploadId(t, who, 'identity'),
      };
      const sent = await ok(
        call<{ state: string }>(t, who, 'POST', '/community/api/srCommunityIdInfo', {
          payload: {
            realName: 'Test Person',
            idType: 1,
            idNumber: idCard('110101', '19900101', String(100 + serial)),
            ...images,
          },
        }),
      );
      expect(sent.state).toBe('pending');
      const [row] = await t.db
        .select({ id: identityVerifications.id })
        .from(identityVerifications)
        .where(eq(identityVerifications.userId, who.id));
      return { id: row!.id, userId: who.id };
    },
    review: (id, pass) => ({
      url: '/community/api/adminReviewIdentity',
      payload: { id, decision: pass ? 'pass' : 'reject', reason: 'blurred photo' },
    }),
    refusal: STATUS.ALREADY_REVIEWED,
    events: ['identityPassed', 'identityRejected'],
    async snapshot(item) {
      const [row] = await t.db
        .select({
          state: identityVerifications.state,
          reason: identityVerifications.reason,
          reviewedBy: identityVerifications.reviewedBy,
          reviewedAt: identityVerifications.reviewedAt,
        })
        .from(identityVerifications)
        .where(eq(identityVerifications.id, item.id));
      return { ...row, notices: await noticesOf(item, this.events) };
    },
    decided: (pass) => ({ state: pass ? 'passed' : 'rejected', reason: pass ? '' : 'blurred photo' }),
  },
  {
    name: 'payment information',
    async pending() {
      const who = await fresh('pay');
      const saved = await ok(
        call<{ id: number; state: string }>(t, who, 'POST', '/community/api/savePaymentInfo', {
          payload: { method: 'bank', accountName: 'Kim', bankName: 'Bank', accountNo: '4111111111111111' },
        }),
      );
      expect(saved.state).toBe('pending');
      return { id: saved.id, userId: who.id };
    },
    review: (id, pass) => ({
      url: '/community/api/adminReviewPaymentInfo',
      payload: { id, decision: pass ? 'pass' : 'reject', reason: 'wrong name' },
    }),
    refusal: STATUS.ALREADY_REVIEWED,
    events: ['paymentInfoPassed', 'paymentInfoRejected'],
    async snapshot(item) {
      const [row] = await t.db
        .select({
          state: paymentCodes.state,
          reason: paymentCodes.reason,
          reviewedBy: paymentCodes.reviewedBy,
          reviewedAt: paymentCodes.reviewedAt,
        })
        .from(paymentCodes)
        .where(eq(paymentCodes.id, item.id));
      return { ...row, notices: await noticesOf(item, this.events) };
    },
    decided: (pass) => ({ state: pass ? 'passed' : 'rejected', reason: pass ? '' : 'wrong name' }),
  },
  {
    name: 'recharge',
    async pending() {
      const who = await fresh('rc');
      const declared = await ok(
        api<{ id: number }>(t, who, 'POST', '/community/api/walletPrepaid', {
          amount: '25.00',
          txHash: txHash(),
        }),
      );
      return { id: declared.id, userId: who.id };
    },
    review: (id, pass) => ({
      url: '/community/api/adminReviewRecharge',
      payload: { id, approve: pass, reason: 'not received' },
    }),
    refusal: STATUS.ALREADY_REVIEWED,
    events: ['rechargePassed', 'rechargeRejected'],
    async snapshot(item) {
      const [row] = await t.db
        .select({
          state: walletRecharges.state,
          reason: walletRecharges.reason,
          reviewerId: walletRecharges.reviewerId,
          reviewedAt: walletRecharges.reviewedAt,
        })
        .from(walletRecharges)
        .where(eq(walletRecharges.id, item.id));
      return {
        ...row,
        postings: await postingsOf(`recharge:${item.id}`),
        notices: await noticesOf(item, this.events),
      };
    },
    decided: (pass) => ({ state: pass ? 'passed' : 'rejected', postings: pass ? ['recharge'] : [] }),
  },
  {
    name: 'withdrawal',
    async pending() {
      const who = await fresh('wd');
      await rechargeOk(t, who, admin, '40.00');
      const asked = await ok(
        api<{ id: number }>(t, who, 'POST', '/community/api/mentionMoney', {
          amount: '30.00',
          address: ADDRESS,
        }),
      );
      return { id: asked.id, userId: who.id };
    },
    review: (id, pass) => ({
      url: '/community/api/adminReviewWithdrawal',
      payload: { id, approve: pass, reason: 'address on a blocklist' },
    }),
    refusal: STATUS.ALREADY_REVIEWED,
    events: ['withdrawalPassed', 'withdrawalRejected'],
    async snapshot(item) {
      const [row] = await t.db
        .select({
          state: walletWithdrawals.state,
          reason: walletWithdrawals.reason,
          reviewerId: walletWithdrawals.reviewerId,
          reviewedAt: walletWithdrawals.reviewedAt,
        })
        .from(walletWithdrawals)
        .where(eq(walletWithdrawals.id, item.id));
      return {
        ...row,
        postings: await postingsOf(`withdrawal:${item.id}`),
        notices: await noticesOf(item, this.events),
      };
    },
    decided: (pass) => ({
      state: pass ? 'passed' : 'rejected',
      postings: ['withdraw_request', pass ? 'withdraw_paid' : 'withdraw_rejected'],
    }),
  },
  {
    name: 'partner application',
    async pending() {
      const who = await fresh('pa');
      const applied = await ok(
        api<{ id: number }>(t, who, 'POST', '/community/api/toBePartner', {
          realName: 'Real Name',
          contact: 'wechat: partner01',
        }),
      );
      return { id: applied.id, userId: who.id };
    },
    review: (id, pass) => ({
      url: '/community/api/adminReviewPartner',
      payload: pass ? { id, approve: true, levelId } : { id, approve: false, reason: 'too few customers' },
    }),
    refusal: STATUS.ALREADY_REVIEWED,
    events: ['partnerPassed', 'partnerRejected'],
    async snapshot(item) {
      const [row] = await t.db
        .select({
          state: partnerApplications.state,
          reason: partnerApplications.reason,
          reviewerId: partnerApplications.reviewerId,
          reviewedAt: partnerApplications.reviewedAt,
        })
        .from(partnerApplications)
        .where(eq(partnerApplications.id, item.id));
      const [user] = await t.db
        .select({ partnerState: users.partnerState, rebateLevelId: users.rebateLevelId })
        .from(users)
        .where(eq(users.id, item.userId));
      return { ...row, ...user, notices: await noticesOf(item, this.events) };
    },
    decided: (pass) => ({
      state: pass ? 'passed' : 'rejected',
      partnerState: pass ? 'partner' : 'none',
      rebateLevelId: pass ? levelId : null,
    }),
  },
  {
    name: 'complaint',
    async pending() {
      const payer = await fresh('cp');
      // One follow account per complaint: the three tests below take one each.
      const followId = await bindAccount(t, payer, 2, FOLLOW[complaints++]!);
      const sub = await ok(subscribePaid(t, payer, masterId, followId));
      const paymentId = sub.paymentId!;
      await ok(
        call(t, payer, 'PUT', '/community/api/updateSubscriptionTrans', {
          payload: { paymentId, method: 'alipay' },
        }),
      );
      const voucher = await uploadId(t, payer, 'voucher');
      await ok(
        call(t, payer, 'POST', '/community/api/uploadPaymentVoucher', {
          payload: { paymentId, uploadIds: [voucher] },
        }),
      );
      const evidence = await uploadId(t, payer, 'evidence');
      await ok(
        call(t, payer, 'POST', '/community/api/complaint', {
          payload: { subTransId: paymentId, reason: 'I paid', uploadIds: [evidence] },
        }),
      );
      return { id: paymentId, userId: payer.id };
    },
    review: (id, pass) => ({
      url: '/community/api/adminResolveComplaint',
      payload: { paymentId: id, decision: pass ? 'confirm' : 'fail', reason: 'no transfer found' },
    }),
    refusal: STATUS.PAYMENT_STATE,
    events: ['paymentConfirmed', 'complaintFailed'],
    async snapshot(item) {
      const [row] = await t.db
        .select({
          status: subscriptionPayments.status,
          decidedBy: subscriptionPayments.decidedBy,
          refuseNote: subscriptionPayments.refuseNote,
          updatedAt: subscriptionPayments.updatedAt,
          subscription: subscriptions.state,
        })
        .from(subscriptionPayments)
        .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPayments.subscriptionId))
        .where(eq(subscriptionPayments.id, item.id));
      return {
        ...row,
        postings: await postingsOf(`payment:${item.id}`),
        notices: await noticesOf(item, this.events),
        started: await noticesOf(item, ['subscriptionStarted']),
      };
    },
    decided: (pass) => ({
      status: pass ? 'confirmed' : 'failed',
      subscription: pass ? 'subscribing' : 'cancelled',
      postings: pass ? ['voucher_payment'] : [],
      started: pass ? 1 : 0,
    }),
  },
];

function review(who: Member, call: { url: string; payload: Record<string, unknown> }, site = t.siteA) {
  return api(t, who, 'POST', call.url, call.payload, { site });
}

beforeAll(async () => {
  t = await createTestContext({
    start: WEDNESDAY,
    catalog: predictableCatalog(),
    configOverrides: { RATE_LIMIT_PER_MINUTE: '100000' },
  });
  createSimAccounts(t, [MASTER, ...FOLLOW]);
  await settle(t);
  admin = await member(t, 'desk@queue.test', { nickName: 'Desk', admin: true });
  adminB = await member(t, 'desk@queue-b.test', { nickName: 'Desk B', admin: true, site: t.siteB });
  levelId = await addLevel(t, admin, 'Gold', 30);
  trader = await person(t, 'atlas@queue.test', 3);
  masterId = await bindAccount(t, trader, 1, MASTER);
  await priceAccount(t, masterId, '80.00', 30);
  await saveAlipay(t, trader);
}, 120_000);
afterAll(() => t.close());

describe.each(KINDS)('review of a $name', (kind) => {
  it("another site's admin does not find it, and it still waits", async () => {
    const item = await kind.pending();
    const before = await kind.snapshot(item);
    // A rejection: it needs nothing else of the site (a pass may name a level, which is not found either).
    const res = await review(adminB, kind.review(item.id, false), t.siteB);
    expect(res.http).toBe(404);
    expect(res.body.status).toBe(STATUS.NOT_FOUND);
    expect(await kind.snapshot(item)).toEqual(before);
    expect(before).toMatchObject({ notices: 0 });
  });

  it('a second review is refused and changes nothing', async () => {
    const item = await kind.pending();
    const first = await review(admin, kind.review(item.id, true));
    expect(first.http, JSON.stringify(first.body)).toBe(200);
    const decided = await kind.snapshot(item);
    expect(decided).toMatchObject({ ...kind.decided(true), notices: 1 });

    for (const pass of [false, true]) {
      const again = await review(admin, kind.review(item.id, pass));
      expect(again.http).toBe(409);
      expect(again.body.status).toBe(kind.refusal);
    }
    expect(await kind.snapshot(item)).toEqual(decided);
  });

  it('100 concurrent reviews land exactly one decision and one notice', { timeout: 120_000 }, async () => {
    const item = await kind.pending();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => review(admin, kind.review(item.id, i % 2 === 0))),
    );
    const landed = results.flatMap((r, i) => (r.http === 200 ? [i] : []));
    expect(landed).toHaveLength(1);
    const refused = results.filter((r) => r.http !== 200);
    expect(refused.every((r) => r.http === 409 && r.body.status === kind.refusal)).toBe(true);
    // The one that landed decided: its own decision is what the item shows.
    const pass = landed[0]! % 2 === 0;
    expect(await kind.snapshot(item)).toMatchObject({ ...kind.decided(pass), notices: 1 });
  });
});
