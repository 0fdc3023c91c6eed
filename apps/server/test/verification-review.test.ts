import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { STATUS } from '@copytrade/contracts/status-codes';
import { notices } from '../src/db/schema/notices';
import { paymentCodes } from '../src/db/schema/money';
import { identityVerifications } from '../src/db/schema/profile';
import { createTestContext, type TestContext } from './harness';
import { heard, noticesOf } from './messages-support';
import { call, ok, uploadId } from './payments-support';
import { idCard } from './verification-support';
import { api, member, txHash, type Member } from './wallet-support';

/**
 * The site admin's review desk for real names and payment information: only the site's own admin lists
 * and decides (another site's admin sees nothing and cannot decide), a pending row is decided once even
 * when two decisions race, a rejection needs its reason, every decision tells the person with a notice in
 * his language, and the badge counts follow what waits.
 */
let t: TestContext;
let admin: Member;
let adminB: Member;
let nia: Member;
let omar: Member;

type Review = { id: number; userId: number; state: string };

async function submitIdentity(who: Member, idNumber: string) {
  const images = {
    frontImage: await uploadId(t, who, 'identity'),
    backImage: await uploadId(t, who, 'identity'),
  };
  return ok(
    call(t, who, 'POST', '/community/api/srCommunityIdInfo', {
      payload: { realName: 'Test Person', idType: 1, idNumber, ...images },
    }),
  );
}

async function identityRowOf(who: Member) {
  const list = await call<Review>(t, admin, 'GET', '/community/api/adminQueryIdentityReviews', {
    query: { state: 'pending' },
  });
  return list.body.content.find((r) => r.userId === who.id)!;
}

/** The person's system notices, newest first, in `language`. */
const systemNotices = (who: Member, language: string) => noticesOf(t, who, { language, noticeType: 1 });

beforeAll(async () => {
  t = await createTestContext();
  admin = await member(t, 'desk@review.test', { nickName: 'Desk', admin: true });
  adminB = await member(t, 'desk@review-b.test', { nickName: 'Desk B', admin: true, site: t.siteB });
  nia = await member(t, 'nia@review.test', { nickName: 'Nia' });
  omar = await member(t, 'omar@review.test', { nickName: 'Omar' });
});
afterAll(() => t.close());

describe('who may review', () => {
  const ADMIN_CALLS: ['GET' | 'POST', string, Record<string, unknown>][] = [
    ['GET', '/community/api/adminQueryReviewCounts', {}],
    ['GET', '/community/api/adminQueryIdentityReviews', {}],
    ['GET', '/community/api/adminQueryPaymentInfoReviews', {}],
    ['POST', '/community/api/adminReviewIdentity', { id: 1, decision: 'pass' }],
    ['POST', '/community/api/adminReviewPaymentInfo', { id: 1, decision: 'pass' }],
  ];

  it('a user who is not the admin is refused (403) and nothing is decided', async () => {
    await submitIdentity(nia, idCard('110101', '19910101', '201'));
    for (const [method, url, data] of ADMIN_CALLS) {
      const res = await api(t, omar, method, url, data, { language: 'en_US' });
      expect(res.http, url).toBe(403);
      expect(res.body.status, url).toBe(STATUS.ADMIN_ONLY);
    }
    const [row] = await t.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, nia.id));
    expect(row!.state).toBe('pending');
    const visitor = await t.call({ method: 'GET', url: '/community/api/adminQueryReviewCounts' });
    expect(visitor.statusCode).toBe(401);
  });

  it("another site's admin sees nothing of this site and cannot decide its rows (404)", async () => {
    const row = await identityRowOf(nia);
    const list = await api<Review>(
      t,
      adminB,
      'GET',
      '/community/api/adminQueryIdentityReviews',
      {},
      { site: t.siteB },
    );
    expect(list.body.content).toEqual([]);
    expect(list.body.total).toBe(0);
    const counts = await api<Record<string, number>>(
      t,
      adminB,
      'GET',
      '/community/api/adminQueryReviewCounts',
      {},
      { site: t.siteB },
    );
    expect(counts.body.content[0]).toMatchObject({ identity: 0, paymentInfo: 0 });
    const decide = await api(
      t,
      adminB,
      'POST',
      '/community/api/adminReviewIdentity',
      { id: row.id, decision: 'reject', reason: 'no' },
      { site: t.siteB },
    );
    expect(decide.http).toBe(404);
    expect((await identityRowOf(nia)).state).toBe('pending');
    // An admin token of site B is not valid on site A at all.
    const crossing = await api(t, adminB, 'GET', '/community/api/adminQueryIdentityReviews', {});
    expect(crossing.http).toBe(401);
  });
});

describe('deciding', () => {
  it('a rejection needs a reason of at most 200 characters', async () => {
    const row = await identityRowOf(nia);
    const none = await api(
      t,
      admin,
      'POST',
      '/community/api/adminReviewIdentity',
      { id: row.id, decision: 'reject' },
      {
        language: 'en_US',
      },
    );
    expect(none.http).toBe(400);
    expect(none.body.content).toContainEqual({
      field: 'reason',
      message: 'Please give a reason for the rejection',
    });
    const long = await api(
      t,
      admin,
      'POST',
      '/community/api/adminReviewIdentity',
      { id: row.id, decision: 'reject', reason: '理'.repeat(201) },
      { language: 'en_US' },
    );
    expect(long.body.content).toContainEqual({ field: 'reason', message: 'At most 200 characters' });
    expect((await identityRowOf(nia)).state).toBe('pending');
  });

  it('two decisions at once decide once; the person gets one notice, in his language, and hears it', async () => {
    const row = await identityRowOf(nia);
    let results: { http: number; body: { status: number } }[] = [];
    const messages = await heard(t, nia.id, async () => {
      results = await Promise.all([
        api(t, admin, 'POST', '/community/api/adminReviewIdentity', {
          id: row.id,
          decision: 'reject',
          reason: 'The back photo is missing a corner',
        }),
        api(t, admin, 'POST', '/community/api/adminReviewIdentity', { id: row.id, decision: 'pass' }),
      ]);
    });
    const statuses = results.map((r) => r.body.status).sort();
    expect(statuses).toEqual([STATUS.OK, STATUS.ALREADY_REVIEWED].sort());
    expect(messages).toContainEqual({ type: 'notice' });
    const [stored] = await t.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.id, row.id));
    const written = await t.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, nia.id), eq(notices.siteId, t.siteA.id)));
    const reviewNotices = written.filter((n) => /实名认证/.test(n.title.zh_CN));
    expect(reviewNotices).toHaveLength(1);
    if (stored!.state === 'rejected') {
      expect((await systemNotices(nia, 'zh_CN'))[0]).toEqual(
        expect.objectContaining({
          title: '实名认证未通过',
          content:
            '您提交的实名认证未通过审核。原因：The back photo is missing a corner。您可以修改后重新提交。',
        }),
      );
      expect((await systemNotices(nia, 'en_US'))[0]).toEqual(
        expect.objectContaining({
          title: 'Real-name verification rejected',
          content:
            'Your real-name verification was rejected. Reason: The back photo is missing a corner. You may correct it and submit again.',
        }),
      );
    } else {
      expect((await systemNotices(nia, 'en_US'))[0]!.title).toBe('Real-name verification passed');
      expect((await systemNotices(nia, 'zh_Hant'))[0]!.title).toBe('實名認證已通過');
    }
    // Decided is decided.
    const again = await api(t, admin, 'POST', '/community/api/adminReviewIdentity', {
      id: row.id,
      decision: 'pass',
    });
    expect(again.body.status).toBe(STATUS.ALREADY_REVIEWED);
  });

  it('payment information: passed and rejected tell the method in the reader language', async () => {
    const image = await uploadId(t, omar, 'paymentCode');
    await ok(
      call(t, omar, 'POST', '/community/api/savePaymentInfo', {
        payload: { method: 'wechat', uploadId: image, accountName: 'Omar' },
      }),
    );
    await ok(
      call(t, omar, 'POST', '/community/api/savePaymentInfo', {
        payload: { method: 'bank', accountName: 'Omar', bankName: 'Bank', accountNo: '4000056655665556' },
      }),
    );
    const list = await api<{ id: number; userId: number; method: string; uploadId: number | null }>(
      t,
      admin,
      'GET',
      '/community/api/adminQueryPaymentInfoReviews',
      { state: 'pending' },
    );
    const wechat = list.body.content.find((r) => r.userId === omar.id && r.method === 'wechat')!;
    const bank = list.body.content.find((r) => r.userId === omar.id && r.method === 'bank')!;
    expect(wechat.uploadId).toBe(image);
    // The admin sees the QR image to judge it.
    const picture = await t.call({
      method: 'GET',
      url: '/community/api/uploadFile',
      query: { id: String(image) },
      token: admin.token,
    });
    expect(picture.statusCode).toBe(200);

    const decided = await heard(t, omar.id, async () => {
      await ok(
        api(t, admin, 'POST', '/community/api/adminReviewPaymentInfo', { id: wechat.id, decision: 'pass' }),
      );
      await ok(
        api(t, admin, 'POST', '/community/api/adminReviewPaymentInfo', {
          id: bank.id,
          decision: 'reject',
          reason: 'The holder does not match your real name',
        }),
      );
    });
    expect(decided.filter((m) => m.type === 'notice')).toHaveLength(2);
    const zh = await systemNotices(omar, 'zh_CN');
    expect(zh.map((n) => n.content)).toEqual(
      expect.arrayContaining([
        '您的微信收款信息已审核通过。',
        '您的银行卡收款信息未通过审核。原因：The holder does not match your real name。您可以修改后重新提交。',
      ]),
    );
    const en = await systemNotices(omar, 'en_US');
    expect(en.map((n) => n.content)).toEqual(
      expect.arrayContaining([
        'Your WeChat payment information has been approved.',
        'Your bank card payment information was rejected. Reason: The holder does not match your real name. You may correct it and save it again.',
      ]),
    );
    const info = await api<{ method: string; state: string; reason: string }>(
      t,
      omar,
      'GET',
      '/community/api/queryPaymentInfo',
    );
    expect(info.body.content).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'wechat', state: 'passed', reason: '' }),
        expect.objectContaining({
          method: 'bank',
          state: 'rejected',
          reason: 'The holder does not match your real name',
        }),
      ]),
    );
    const twice = await api(t, admin, 'POST', '/community/api/adminReviewPaymentInfo', {
      id: bank.id,
      decision: 'pass',
    });
    expect(twice.body.status).toBe(STATUS.ALREADY_REVIEWED);
    const [row] = await t.db.select().from(paymentCodes).where(eq(paymentCodes.id, bank.id));
    expect(row!.state).toBe('rejected');
    // Another site's admin cannot decide it either.
    const fromB = await api(
      t,
      adminB,
      'POST',
      '/community/api/adminReviewPaymentInfo',
      { id: bank.id, decision: 'pass' },
      { site: t.siteB },
    );
    expect(fromB.http).toBe(404);
  });
});

describe('the badge counts', () => {
  it('count what waits on each tab of the desk, for this site only', async () => {
    const count = () =>
      ok(call<Record<string, number>>(t, admin, 'GET', '/community/api/adminQueryReviewCounts'));
    const before = await count();
    const pia = await member(t, 'pia@review.test', { nickName: 'Pia' });
    await submitIdentity(pia, idCard('110101', '19920202', '301'));
    await ok(
      call(t, pia, 'POST', '/community/api/savePaymentInfo', {
        payload: { method: 'bank', accountName: 'Pia', bankName: 'Bank', accountNo: '4111111111111111' },
      }),
    );
    await ok(
      api(t, pia, 'POST', '/community/api/toBePartner', { realName: 'Pia Lund', contact: 'pia@review.test' }),
    );
    // The wallet must be open for a recharge; the contact form is public.
    await t.db.execute(sql`update sites set open_wallet = true where id = ${t.siteA.id}`);
    await ok(api(t, pia, 'POST', '/community/api/walletPrepaid', { amount: '10', txHash: txHash() }));
    await t.call({
      method: 'GET',
      url: '/community/front/commitLeavingMessage',
      query: { name: 'Pia', contact: 'pia@review.test', content: 'When is my recharge credited?' },
      remoteAddress: '10.9.9.9',
    });
    const after = await count();
    expect(after).toEqual({
      ...before,
      identity: before.identity! + 1,
      paymentInfo: before.paymentInfo! + 1,
      recharges: before.recharges! + 1,
      partnerApplications: before.partnerApplications! + 1,
      contactMessages: before.contactMessages! + 1,
    });
    const siteB = await api<Record<string, number>>(
      t,
      adminB,
      'GET',
      '/community/api/adminQueryReviewCounts',
      {},
      { site: t.siteB },
    );
    expect(siteB.body.content[0]).toEqual({
      identity: 0,
      paymentInfo: 0,
      recharges: 0,
      withdrawals: 0,
      complaints: 0,
      partnerApplications: 0,
      contactMessages: 0,
    });
  });
});
