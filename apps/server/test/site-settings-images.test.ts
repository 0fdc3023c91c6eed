import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@copytrade/contracts/api-paths';
import type { SiteImageResult } from '@copytrade/contracts/site-settings';
import { STATUS } from '@copytrade/contracts/status-codes';
import { uploads } from '../src/db/schema/money';
import { sites } from '../src/db/schema/sites';
import { createUploadService } from '../src/modules/uploads/upload.service';
import { createTestContext, type TestContext } from './harness';
import { picture, saveSettings, send } from './site-settings-support';
import { member, type Member } from './wallet-support';

/**
 * Site images (logos, banners, QR codes): checked by content, at most 2 MB, re-encoded and scaled to the
 * kind's box, served publicly on the site's own host only; a fake image is refused with a localized field
 * error and stores nothing; the sweep keeps the images a setting names and removes the others.
 */
let t: TestContext;
let admin: Member;
let user: Member;
let adminB: Member;

const upload = (
  who: Member,
  body: Record<string, unknown>,
  options: { site?: typeof t.siteA; language?: string } = {},
) => send<SiteImageResult>(t, who, 'POST', API.adminUploadSiteImage.path, body, options);

async function fetchImage(url: string, site = t.siteA) {
  return t.call({ method: 'GET', url, site });
}

async function uploadCount() {
  return (await t.db.select({ id: uploads.id }).from(uploads)).length;
}

beforeAll(async () => {
  t = await createTestContext();
  admin = await member(t, 'images-admin@sites.test', { admin: true });
  user = await member(t, 'images-user@sites.test');
  adminB = await member(t, 'images-admin-b@sites.test', { admin: true, site: t.siteB });
});

afterAll(async () => {
  await t.close();
});

describe('uploading a site image', () => {
  it('re-encodes a PNG logo (transparency kept), scaled into the logo box, served publicly', async () => {
    const res = await upload(admin, { kind: 'logo', image: await picture({ width: 3000, height: 600 }) });
    expect(res.http).toBe(200);
    const result = res.body.content[0]!;
    expect(result).toMatchObject({ mime: 'image/png', width: 1200, height: 240 });
    expect(result.url).toBe(`/community/front/querySiteImage?id=${result.uploadId}`);
    const served = await fetchImage(result.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 240, hasAlpha: true });
    // No token needed (a visitor's browser loads it), but only on the site's own host.
    const other = await fetchImage(result.url, t.siteB);
    expect(other.statusCode).toBe(404);
  });

  it('keeps a JPEG a JPEG and a WebP a WebP, turns a GIF into a PNG, and never enlarges', async () => {
    for (const [format, mime] of [
      ['jpeg', 'image/jpeg'],
      ['webp', 'image/webp'],
      ['gif', 'image/png'],
    ] as const) {
      const res = await upload(admin, {
        kind: 'banner',
        image: await picture({ format, width: 300, height: 100 }),
      });
      expect(res.http, format).toBe(200);
      expect(res.body.content[0]).toMatchObject({ mime, width: 300, height: 100 });
    }
  });

  it('refuses a text file named .png, bare text and a picture over 2 MB with a localized field error, storing nothing', async () => {
    const before = await uploadCount();
    const fake = `data:image/png;base64,${Buffer.from('#!/bin/sh\necho not a picture\n').toString('base64')}`;
    const big = `data:image/png;base64,${Buffer.alloc(2 * 1024 * 1024 + 10, 7).toString('base64')}`;
    for (const [image, status, texts] of [
      [
        fake,
        STATUS.UPLOAD_NOT_IMAGE,
        [
          '只能上传 PNG、JPG、GIF 或 WebP 图片',
          'Only PNG, JPG, GIF or WebP images can be uploaded',
          '只能上傳 PNG、JPG、GIF 或 WebP 圖片',
        ],
      ],
      ['not base64 at all!', STATUS.UPLOAD_NOT_IMAGE, []],
      [
        big,
        STATUS.UPLOAD_TOO_LARGE,
        ['其他图片不能超过2MB', 'other image cannot exceed 2MB', '其他圖片不能超過2MB'],
      ],
    ] as const) {
      for (const [i, language] of (['zh_CN', 'en_US', 'zh_Hant'] as const).entries()) {
        const res = await upload(admin, { kind: 'logo', image }, { language });
        expect(res.http).toBeGreaterThanOrEqual(400);
        expect(res.body.status).toBe(status);
        const errors = res.body.content as unknown as { field: string; message: string }[];
        expect(errors.map((e) => e.field)).toEqual(['image']);
        if (texts[i]) expect(errors[0]!.message).toBe(texts[i]);
      }
    }
    expect(await uploadCount()).toBe(before);
  });

  it('refuses a damaged image (right header, broken body) and an unknown kind', async () => {
    const good = Buffer.from((await picture()).split(',')[1]!, 'base64');
    const broken = Buffer.concat([good.subarray(0, 40), Buffer.alloc(200, 0)]);
    const res = await upload(admin, { kind: 'logo', image: broken.toString('base64') });
    expect(res.http).toBe(400);
    expect(res.body.status).toBe(STATUS.AVATAR_UNREADABLE);
    const kind = await upload(admin, { kind: 'poster', image: await picture() });
    expect(kind.http).toBe(400);
  });

  it('is for the site admin only', async () => {
    const res = await upload(user, { kind: 'logo', image: await picture() });
    expect(res.http).toBe(403);
    expect(res.body.status).toBe(STATUS.ADMIN_ONLY);
  });

  it('serves site images only: an upload of another purpose is 404 on the public path', async () => {
    const voucher = await send<{ uploadId: number }>(t, user, 'POST', API.base64Pic.path, {
      purpose: 'voucher',
      image: await picture(),
    });
    expect(voucher.http).toBe(200);
    const res = await fetchImage(`${API.querySiteImage.path}?id=${voucher.body.content[0]!.uploadId}`);
    expect(res.statusCode).toBe(404);
  });
});

describe('the sweep of unreferenced uploads', () => {
  it('keeps the site images a setting or a banner names, removes the others after a day', async () => {
    const named = (await upload(admin, { kind: 'logo', image: await picture() })).body.content[0]!;
    const onBanner = (await upload(admin, { kind: 'banner', image: await picture() })).body.content[0]!;
    const stray = (await upload(admin, { kind: 'logo', image: await picture() })).body.content[0]!;
    const otherSite = (await upload(adminB, { kind: 'qrcode', image: await picture() }, { site: t.siteB }))
      .body.content[0]!;
    expect((await saveSettings(t, admin, { navibarLogo: named.url })).http).toBe(200);
    await t.db.update(sites).set({ weixinQcodePub: otherSite.url }).where(eq(sites.id, t.siteB.id));
    const banner = await send(t, admin, 'POST', API.addBanner.path, { image: onBanner.url });
    expect(banner.http).toBe(200);
    t.clock.advance(25 * 3600_000);
    await createUploadService({ db: t.db, clock: t.clock }).sweep();
    const left = new Set((await t.db.select({ id: uploads.id }).from(uploads)).map((r) => r.id));
    expect(left.has(named.uploadId)).toBe(true);
    expect(left.has(onBanner.uploadId)).toBe(true);
    expect(left.has(otherSite.uploadId)).toBe(true);
    expect(left.has(stray.uploadId)).toBe(false);
    expect((await fetchImage(named.url)).statusCode).toBe(200);
  });
});
