import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { STATUS } from '@copytrade/contracts/status-codes';
import { identityVerifications } from '../src/db/schema/profile';
import { sites } from '../src/db/schema/sites';
import { createTestContext, type TestContext } from './harness';
import { call, ok, PNG, SCRIPT, upload, uploadId } from './payments-support';
import { badChecksum, idCard } from './verification-support';
import { member, type Member } from './wallet-support';

/**
 * Real-name verification (GET/POST srCommunityIdInfo) and its review: submit -> pending -> rejected with
 * a reason -> submitted again -> passed -> locked; forged ID numbers and the site's name rule refused with
 * localized field errors and nothing stored; one number per site; images checked by content and shown to
 * their owner and the site admin only; the number masked for its owner.
 */
let t: TestContext;
let admin: Member;
let ana: Member;
let bob: Member;
let carl: Member;

type Info = {
  state: string;
  reason: string;
  realName: string;
  idType: number | null;
  idNumber: string;
  frontImage: number | null;
  backImage: number | null;
  canSubmit: boolean;
  chineseNameOnly: boolean;
};
type Review = { id: number; userId: number; idNumber: string; state: string; nickname: string };

const ANA_ID = idCard('110101', '19900307', '123');

const info = (who: Member) => ok(call<Info>(t, who, 'GET', '/community/api/srCommunityIdInfo'));

async function photos(who: Member) {
  return { frontImage: await uploadId(t, who, 'identity'), backImage: await uploadId(t, who, 'identity') };
}

const submit = (who: Member, body: Record<string, unknown>, language = 'en_US') =>
  call<Info>(t, who, 'POST', '/community/api/srCommunityIdInfo', { payload: body, language });

const stored = async () => (await t.db.select({ n: count() }).from(identityVerifications))[0]!.n;

async function reviews(state?: string) {
  return call<Review>(t, admin, 'GET', '/community/api/adminQueryIdentityReviews', {
    query: state ? { state } : {},
  });
}

const decide = (id: number, decision: 'pass' | 'reject', reason?: string) =>
  call<{ id: number; state: string }>(t, admin, 'POST', '/community/api/adminReviewIdentity', {
    payload: { id, decision, ...(reason ? { reason } : {}) },
  });

beforeAll(async () => {
  t = await createTestContext();
  admin = await member(t, 'desk@id.test', { nickName: 'Desk', admin: true });
  ana = await member(t, 'ana@id.test', { nickName: 'Ana' });
  bob = await member(t, 'bob@id.test', { nickName: 'Bob' });
  carl = await member(t, 'carl@id.test', { nickName: 'Carl' });
});
afterAll(() => t.close());

describe('submitting and the review', () => {
  it('starts with nothing to show and the form open', async () => {
    expect(await info(ana)).toMatchObject({
      state: 'none',
      canSubmit: true,
      idNumber: '',
      chineseNameOnly: false,
    });
  });

  it('submit -> pending (masked number) -> rejected with the reason -> again -> passed -> locked', async () => {
    const first = await ok(
      submit(ana, { realName: 'Ana Lee', idType: 1, idNumber: ANA_ID.toLowerCase(), ...(await photos(ana)) }),
    );
    expect(first).toMatchObject({ state: 'pending', canSubmit: false, realName: 'Ana Lee', idType: 1 });
    expect(first.idNumber).toBe(`${ANA_ID.slice(0, 3)}${'*'.repeat(11)}${ANA_ID.slice(-4)}`);

    const again = await submit(ana, {
      realName: 'Ana Lee',
      idType: 1,
      idNumber: ANA_ID,
      ...(await photos(ana)),
    });
    expect(again.http).toBe(409);
    expect(again.body.status).toBe(STATUS.IDENTITY_PENDING);
    expect(again.body.message).toBe(
      'Your real-name verification is under review and cannot be changed until it is decided',
    );

    // The admin reads the full number (upper-case, as stored) and the photos.
    const pending = await reviews('pending');
    const row = pending.body.content.find((r) => r.userId === ana.id)!;
    expect(row).toMatchObject({ idNumber: ANA_ID, nickname: 'Ana', state: 'pending' });

    expect((await ok(decide(row.id, 'reject', 'The photo is blurred'))).state).toBe('rejected');
    expect(await info(ana)).toMatchObject({
      state: 'rejected',
      reason: 'The photo is blurred',
      canSubmit: true,
    });

    const second = await ok(
      submit(ana, { realName: 'Ana Lee', idType: 1, idNumber: ANA_ID, ...(await photos(ana)) }),
    );
    expect(second).toMatchObject({ state: 'pending', reason: '' });
    const secondRow = (await reviews('pending')).body.content.find((r) => r.userId === ana.id)!;
    expect((await ok(decide(secondRow.id, 'pass'))).state).toBe('passed');
    expect(await info(ana)).toMatchObject({ state: 'passed', reason: '', canSubmit: false });

    const before = await t.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, ana.id));
    const locked = await submit(ana, {
      realName: 'Ana Other',
      idType: 2,
      idNumber: 'P1234567',
      frontImage: 1,
    });
    expect(locked.http).toBe(409);
    expect(locked.body.status).toBe(STATUS.IDENTITY_PASSED);
    expect(locked.body.message).toBe('Your real-name verification has passed and can no longer be changed');
    expect(
      await t.db.select().from(identityVerifications).where(eq(identityVerifications.userId, ana.id)),
    ).toEqual(before);
  });

  it('a passport needs the photo page only; 5-20 letters and digits', async () => {
    const { frontImage } = await photos(carl);
    const res = await ok(
      submit(carl, { realName: "Carl O'Neil-Smith", idType: 2, idNumber: 'e 1234 5678', frontImage }),
    );
    expect(res).toMatchObject({ state: 'pending', idType: 2, backImage: null, idNumber: 'E******78' });
  });
});

describe('forged and malformed numbers are refused, nothing stored', () => {
  const future = () => {
    const day = new Date(t.clock.now().getTime() + 2 * 86_400_000);
    return `${day.getUTCFullYear()}${String(day.getUTCMonth() + 1).padStart(2, '0')}${String(day.getUTCDate()).padStart(2, '0')}`;
  };
  const card = 'Please enter a valid 18-character resident identity card number';
  const cases: [string, () => Record<string, unknown>, string, string][] = [
    ['a wrong check character', () => ({ idType: 1, idNumber: badChecksum(idCard()) }), 'idNumber', card],
    ['30 February', () => ({ idType: 1, idNumber: idCard('110101', '19900230') }), 'idNumber', card],
    [
      'a birth date after today',
      () => ({ idType: 1, idNumber: idCard('110101', future()) }),
      'idNumber',
      card,
    ],
    ['17 characters', () => ({ idType: 1, idNumber: idCard().slice(0, 17) }), 'idNumber', card],
    ['region 000000', () => ({ idType: 1, idNumber: idCard('000000') }), 'idNumber', card],
    [
      'a passport of 4 characters',
      () => ({ idType: 2, idNumber: 'AB12' }),
      'idNumber',
      'The document number must be 5-20 letters or digits',
    ],
    [
      'a passport with a dash',
      () => ({ idType: 2, idNumber: 'AB-123456' }),
      'idNumber',
      'The document number must be 5-20 letters or digits',
    ],
    ['no number', () => ({ idType: 1, idNumber: ' ' }), 'idNumber', 'Please enter your ID number'],
    ['no type', () => ({ idNumber: idCard() }), 'idType', 'Please choose the document type'],
    [
      'an identity card without its back',
      () => ({ idType: 1, idNumber: idCard('110101', '19800101', '555'), backImage: undefined }),
      'backImage',
      'Please upload a photo of the back of the identity card',
    ],
  ];
  for (const [name, body, field, message] of cases) {
    it(`refuses ${name}`, async () => {
      const before = await stored();
      const res = await submit(bob, { realName: 'Bob Stone', ...(await photos(bob)), ...body() });
      expect(res.http).toBe(400);
      expect(res.body.status).toBe(STATUS.VALIDATION_FAILED);
      expect(res.body.content).toContainEqual({ field, message });
      expect(await stored()).toBe(before);
    });
  }

  it('answers in the reader language', async () => {
    const res = await submit(
      bob,
      { realName: 'Bob', idType: 1, idNumber: badChecksum(idCard()), ...(await photos(bob)) },
      'zh_CN',
    );
    expect(res.body.content).toContainEqual({ field: 'idNumber', message: '请输入正确的18位居民身份证号码' });
  });
});

describe("the site's name rule", () => {
  const setChinese = (on: boolean) =>
    t.db.update(sites).set({ realNameChinese: on }).where(eq(sites.id, t.siteA.id));
  const NAME_CASES_ON: [string, string | null][] = [
    ['Bob Stone', 'The name can only contain Chinese characters'],
    ['张', 'The name must be 2-20 Chinese characters'],
    ['张'.repeat(21), 'The name must be 2-20 Chinese characters'],
    ['张3', 'The name can only contain Chinese characters'],
  ];
  const NAME_CASES_OFF: [string, string][] = [
    ['B', "The name must be 2-60 letters; spaces and . - ' are allowed"],
    ['Bob3', "The name must be 2-60 letters; spaces and . - ' are allowed"],
    ['B'.repeat(61), "The name must be 2-60 letters; spaces and . - ' are allowed"],
  ];

  it('on: 2-20 Chinese characters, a middle dot between parts; the form is told', async () => {
    await setChinese(true);
    try {
      expect((await info(bob)).chineseNameOnly).toBe(true);
      for (const [realName, message] of NAME_CASES_ON) {
        const res = await submit(bob, {
          realName,
          idType: 2,
          idNumber: 'G7654321',
          frontImage: await uploadId(t, bob, 'identity'),
        });
        expect(res.body.content, realName).toContainEqual({ field: 'realName', message });
      }
      expect(await stored()).toBe(2);
      const zh = await submit(
        bob,
        { realName: 'Bob', idType: 2, idNumber: 'G7654321', frontImage: await uploadId(t, bob, 'identity') },
        'zh_CN',
      );
      expect(zh.body.content).toContainEqual({ field: 'realName', message: '姓名只能为中文' });
      const good = await ok(
        submit(bob, {
          realName: '买买提·艾力',
          idType: 2,
          idNumber: 'G7654321',
          frontImage: await uploadId(t, bob, 'identity'),
        }),
      );
      expect(good).toMatchObject({ state: 'pending', realName: '买买提·艾力' });
    } finally {
      await setChinese(false);
    }
  });

  it("off: 2-60 letters of any script with spaces and . - '", async () => {
    for (const [realName, message] of NAME_CASES_OFF) {
      const res = await submit(carl, { realName, idType: 2, idNumber: 'H7654321', frontImage: 1 });
      expect(res.body.content, realName).toContainEqual({ field: 'realName', message });
    }
  });
});

describe('one number per site', () => {
  it("refuses a number another user has pending or passed; another site's user may use it", async () => {
    const dora = await member(t, 'dora@id.test', { nickName: 'Dora' });
    const before = await stored();
    const taken = await submit(dora, {
      realName: 'Dora Bell',
      idType: 1,
      idNumber: ANA_ID,
      ...(await photos(dora)),
    });
    expect(taken.http).toBe(409);
    expect(taken.body.status).toBe(STATUS.ID_NUMBER_TAKEN);
    expect(taken.body.message).toBe('This ID number is already verified by another account');
    expect(await stored()).toBe(before);

    const elsewhere = await member(t, 'eve@id.test', { nickName: 'Eve', site: t.siteB });
    const images = {
      frontImage: (await ok(upload(t, elsewhere, 'identity', undefined, t.siteB))).uploadId,
      backImage: (await ok(upload(t, elsewhere, 'identity', undefined, t.siteB))).uploadId,
    };
    const res = await call<Info>(t, elsewhere, 'POST', '/community/api/srCommunityIdInfo', {
      payload: { realName: 'Eve Hart', idType: 1, idNumber: ANA_ID, ...images },
      site: t.siteB,
    });
    expect(res.body.content[0]).toMatchObject({ state: 'pending' });
  });
});

describe('the photos', () => {
  it('are checked by content: over 2 MB or a script renamed .png is refused', async () => {
    const big = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(2 * 1024 * 1024)]).toString('base64');
    const tooBig = await upload(t, bob, 'identity', `data:image/png;base64,${big}`);
    expect(tooBig.body.status).toBe(STATUS.UPLOAD_TOO_LARGE);
    const script = await upload(t, bob, 'identity', `data:image/png;base64,${SCRIPT}`);
    expect(script.body.status).toBe(STATUS.UPLOAD_NOT_IMAGE);
  });

  it("must be the caller's own identity uploads", async () => {
    const dan = await member(t, 'dan@id.test', { nickName: 'Dan' });
    const before = await stored();
    const someoneElses = await submit(dan, {
      realName: 'Dan Ray',
      idType: 2,
      idNumber: 'K1234567',
      frontImage: (await photos(bob)).frontImage,
    });
    expect(someoneElses.http).toBe(404);
    const voucher = await submit(dan, {
      realName: 'Dan Ray',
      idType: 2,
      idNumber: 'K1234567',
      frontImage: await uploadId(t, dan, 'voucher'),
    });
    expect(voucher.http).toBe(404);
    expect(await stored()).toBe(before);
  });

  it('are served to their owner and the site admin only', async () => {
    const { frontImage } = (await info(ana)) as { frontImage: number };
    const get = (who: Member, site = t.siteA) =>
      t.call({
        method: 'GET',
        url: '/community/api/uploadFile',
        query: { id: String(frontImage) },
        token: who.token,
        site,
      });
    expect((await get(ana)).statusCode).toBe(200);
    expect((await get(admin)).statusCode).toBe(200);
    expect((await get(bob)).statusCode).toBe(404);
    const otherAdmin = await member(t, 'desk@id-b.test', { admin: true, site: t.siteB });
    expect((await get(otherAdmin, t.siteB)).statusCode).toBe(404);
  });
});
