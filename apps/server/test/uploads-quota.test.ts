import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import { uploadQuotas, uploads } from '../src/db/schema/money';
import { createSiteService } from '../src/modules/sites/site.service';
import { largeBodies, quotaDay, UPLOAD_QUOTA, uploadSlots } from '../src/modules/uploads/upload-quota';
import { createUploadService } from '../src/modules/uploads/upload.service';
import { AppError } from '../src/platform/app-error';
import { createKeyedLimiter, createSemaphore } from '../src/platform/concurrency';
import type { Caller, SiteScope } from '../src/platform/context';
import { person, type Person } from './copy-support';
import { createTestContext, type TestContext } from './harness';
import { call, PNG, PNG_DATA_URL } from './payments-support';
import { dataUrl, picture } from './profile-support';

/**
 * Upload quotas: 50 images or 50 MB per user and UTC day (avatars included), counted by one conditional
 * upsert before the file is stored, so 100 uploads at once store exactly 50; and at most 3 uploads of one
 * user in progress at once (28014 beyond), their slots given back however they end.
 */
let t: TestContext;
let siteA: SiteScope;
let ann: Person;
let ben: Person;
let cy: Person;

const callerOf = (who: Person): Caller => ({ userId: who.id, sessionId: 0, userType: 1, isAdmin: false });
const MEGABYTE = 1024 * 1024;

async function storedBy(who: Person) {
  const [row] = await t.db.select({ n: count() }).from(uploads).where(eq(uploads.ownerId, who.id));
  return row!.n;
}

async function counter(who: Person) {
  const [row] = await t.db
    .select()
    .from(uploadQuotas)
    .where(and(eq(uploadQuotas.userId, who.id), eq(uploadQuotas.day, quotaDay(t.clock.now()))));
  return row;
}

const base64Pic = (who: Person, image = PNG_DATA_URL, language = 'en_US') =>
  call<{ uploadId: number }>(t, who, 'POST', '/community/api/base64Pic', {
    payload: { purpose: 'voucher', image },
    language,
  });

beforeAll(async () => {
  t = await createTestContext();
  siteA = await createSiteService({ db: t.db, clock: t.clock }).resolve('http://a.test', undefined);
  ann = await person(t, 'ann@quota.test');
  ben = await person(t, 'ben@quota.test');
  cy = await person(t, 'cy@quota.test');
});
afterAll(() => t.close());

describe('the daily quota', () => {
  it('stores exactly 50 of 100 uploads sent at once, and refuses the other 50', async () => {
    // Slots wide enough for all 100 at once: this is the quota's race, not the in-flight limit's.
    const service = createUploadService({ db: t.db, clock: t.clock, slots: createKeyedLimiter(1000) });
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        service.save(siteA, callerOf(ann), { purpose: 'voucher', image: PNG_DATA_URL }),
      ),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(UPLOAD_QUOTA.FILES_PER_DAY);
    expect(refused).toHaveLength(100 - UPLOAD_QUOTA.FILES_PER_DAY);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect((r.reason as AppError).code).toBe('UPLOAD_QUOTA_EXCEEDED');
    }
    expect(await storedBy(ann)).toBe(50);
    expect(await counter(ann)).toMatchObject({ files: 50, bytes: 50 * Buffer.from(PNG, 'base64').length });
  });

  it('counts bytes too: ten 1 MB images at once against 3.5 MB a day store three', async () => {
    const service = createUploadService({
      db: t.db,
      clock: t.clock,
      slots: createKeyedLimiter(1000),
      quota: { filesPerDay: 50, bytesPerDay: 3.5 * MEGABYTE },
    });
    // A PNG by its signature, padded to 1 MB (base64Pic checks the type by content, it does not decode).
    const big = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(MEGABYTE)]);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        service.save(siteA, callerOf(cy), { purpose: 'evidence', image: dataUrl('image/png', big) }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await storedBy(cy)).toBe(3);
    expect(await counter(cy)).toMatchObject({ files: 3, bytes: 3 * big.length });
  });

  it('answers 28013 in the reader’s language once the day is used up, avatars included', async () => {
    await t.db.insert(uploadQuotas).values({
      siteId: t.siteA.id,
      userId: ben.id,
      day: quotaDay(t.clock.now()),
      files: UPLOAD_QUOTA.FILES_PER_DAY - 1,
      bytes: 1000,
    });
    expect((await base64Pic(ben)).http).toBe(200);
    const refused = await base64Pic(ben);
    expect(refused.http).toBe(429);
    expect(refused.body).toMatchObject({
      status: STATUS.UPLOAD_QUOTA_EXCEEDED,
      message: "Today's upload limit is reached (50 images or 50 MB a day), please try again tomorrow",
      content: [],
    });
    expect((await base64Pic(ben, PNG_DATA_URL, 'zh_CN')).body.message).toBe(
      '今日上传已达上限（每天50张图片或50MB），请明天再试',
    );
    expect((await base64Pic(ben, PNG_DATA_URL, 'zh_Hant')).body.message).toBe(
      '今日上傳已達上限（每天50張圖片或50MB），請明天再試',
    );
    const avatar = await call(t, ben, 'POST', '/community/api/uploadAvatar', {
      payload: { image: dataUrl('image/png', await picture('png', 64, 64)) },
    });
    expect(avatar.body.status).toBe(STATUS.UPLOAD_QUOTA_EXCEEDED);
    expect(await storedBy(ben)).toBe(1);
  });

  it('starts over on the next UTC day', async () => {
    t.clock.advance(24 * 3600_000);
    expect((await base64Pic(ben)).http).toBe(200);
    expect(await counter(ben)).toMatchObject({ files: 1 });
  });
});

describe('uploads in progress at once', () => {
  const slotKey = (who: Person) => `${t.siteA.id}:${who.id}`;

  it('refuses a fourth upload while three are in progress (28014), then takes one again', async () => {
    const dan = await person(t, 'dan@quota.test');
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    // Three uploads of Dan held in progress (as slow decodes would hold them).
    const held = [1, 2, 3].map(() =>
      uploadSlots.run(
        slotKey(dan),
        () => new Error('no slot'),
        () => gate,
      ),
    );
    expect(uploadSlots.inFlight(slotKey(dan))).toBe(3);
    for (const [language, message] of [
      ['en_US', 'Too many uploads at once, please wait for the current ones to finish'],
      ['zh_CN', '同时上传的文件过多，请等待当前上传完成'],
      ['zh_Hant', '同時上傳的檔案過多，請等待當前上傳完成'],
    ] as const) {
      const refused = await base64Pic(dan, PNG_DATA_URL, language);
      expect(refused.http).toBe(429);
      expect(refused.body).toMatchObject({ status: STATUS.UPLOADS_IN_FLIGHT, message, content: [] });
    }
    const avatar = await call(t, dan, 'POST', '/community/api/uploadAvatar', {
      payload: { image: dataUrl('image/png', await picture('png', 64, 64)) },
    });
    expect(avatar.body.status).toBe(STATUS.UPLOADS_IN_FLIGHT);
    expect(await storedBy(dan)).toBe(0);
    // Another user is not held back by Dan's uploads.
    expect((await base64Pic(await person(t, 'eve@quota.test'))).http).toBe(200);

    open();
    await Promise.all(held);
    expect(uploadSlots.inFlight(slotKey(dan))).toBe(0);
    expect((await base64Pic(dan)).http).toBe(200);
  });

  it('gives every slot back when many uploads of one user race, refused or not', async () => {
    const fay = await person(t, 'fay@quota.test');
    const image = dataUrl('image/png', await picture('png', 1200, 1200));
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? call(t, fay, 'POST', '/community/api/uploadAvatar', { payload: { image } })
          : base64Pic(fay, 'data:image/png;base64,@@@@'),
      ),
    );
    for (const answer of answers) {
      expect([STATUS.OK, STATUS.UPLOADS_IN_FLIGHT, STATUS.UPLOAD_NOT_IMAGE]).toContain(answer.body.status);
    }
    expect(uploadSlots.inFlight(slotKey(fay))).toBe(0);
    expect(largeBodies.load).toEqual({ active: 0, waiting: 0 });
    expect((await base64Pic(fay)).http).toBe(200);
  });
});

describe('the limiters', () => {
  it('a keyed limiter refuses at once (no queue) and frees a slot when a task fails', async () => {
    const limiter = createKeyedLimiter(2);
    const refuse = () => new Error('full');
    let fail!: (error: Error) => void;
    const failing = limiter.run('k', refuse, () => new Promise<void>((_, reject) => (fail = reject)));
    const pending = limiter.run('k', refuse, () => new Promise<void>(() => undefined));
    expect(() => limiter.run('k', refuse, () => Promise.resolve())).toThrow('full');
    expect(limiter.inFlight('other')).toBe(0);
    fail(new Error('boom'));
    await expect(failing).rejects.toThrow('boom');
    expect(limiter.inFlight('k')).toBe(1);
    await expect(limiter.run('k', refuse, () => Promise.resolve(7))).resolves.toBe(7);
    void pending;
  });

  it('a semaphore runs at most its size at once and the rest in arrival order', async () => {
    const semaphore = createSemaphore(2);
    const order: number[] = [];
    let running = 0;
    let most = 0;
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        semaphore.run(async () => {
          running += 1;
          most = Math.max(most, running);
          order.push(n);
          await new Promise((resolve) => setImmediate(resolve));
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(semaphore.load).toEqual({ active: 0, waiting: 0 });
  });
});
