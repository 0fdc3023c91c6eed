import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvatarResult, SelfUserInfo } from '@copytrade/contracts/profile';
import { STATUS } from '@copytrade/contracts/status-codes';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/users';
import { createTestContext, type TestContext } from './harness';
import {
  api,
  avatarRows,
  corruptPng,
  dataUrl,
  member,
  ok,
  PATHS,
  picture,
  SCRIPT,
  userRow,
  type Member,
} from './profile-support';

/**
 * Avatars (uploadAvatar, queryAvatar): checked by content, at most 10 MB, always stored as our own
 * 256x256 WebP without metadata, refused while the operator has locked them, served publicly with the
 * right headers, and only on the user's own site.
 */
let t: TestContext;
let ann: Member;

beforeAll(async () => {
  t = await createTestContext();
  ann = await member(t, 'ann@avatar.test');
});
afterAll(() => t.close());

const upload = (image: string, token = ann.token, language = 'en_US') =>
  api<AvatarResult>(t, token, 'POST', PATHS.uploadAvatar, { image }, { language });

async function fetchAvatar(
  userId: number,
  options: { v?: number; size?: string; site?: typeof t.siteA } = {},
) {
  return t.call({
    method: 'GET',
    url: PATHS.queryAvatar,
    query: {
      userId: String(userId),
      ...(options.v ? { v: String(options.v) } : {}),
      ...(options.size ? { size: options.size } : {}),
    },
    ...(options.site ? { site: options.site } : {}),
  });
}

describe('uploading', () => {
  it('re-encodes a PNG into a 256x256 WebP, points portraitImg at it and serves it publicly', async () => {
    const result = await ok(upload(dataUrl('image/png', await picture('png', 640, 480))));
    const [stored] = await avatarRows(t, ann.id);
    expect(stored).toBeDefined();
    expect(result).toEqual({
      portraitImg: `/community/front/queryAvatar?userId=${ann.id}&v=${stored!.id}`,
      avatarLocked: false,
    });
    const meta = await sharp(stored!.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    expect(stored!.mime).toBe('image/webp');
    expect(stored!.size).toBe(stored!.data.length);

    expect((await userRow(t, ann.id)).portraitImg).toBe(result.portraitImg);
    const info = await ok(api<SelfUserInfo>(t, ann.token, 'GET', PATHS.userInfo));
    expect(info.portraitImg).toBe(result.portraitImg);

    // Public: no token needed.
    const served = await fetchAvatar(ann.id, { v: stored!.id });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(served.rawPayload, stored!.data)).toBe(0);
    const unversioned = await fetchAvatar(ann.id);
    expect(unversioned.headers['cache-control']).toBe('public, max-age=300');
  });

  it('re-encodes a JPEG, drops its EXIF, and keeps only the newest avatar', async () => {
    const jpeg = await picture('jpeg', 300, 900, { exif: true });
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const result = await ok(upload(dataUrl('image/jpeg', jpeg)));
    const rows = await avatarRows(t, ann.id);
    expect(rows).toHaveLength(1);
    expect(result.portraitImg).toBe(`/community/front/queryAvatar?userId=${ann.id}&v=${rows[0]!.id}`);
    const meta = await sharp(rows[0]!.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    expect(meta.exif).toBeUndefined();
    expect(rows[0]!.data.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('takes a GIF and a WebP, and bare base64 as well as a data URL', async () => {
    await ok(upload(dataUrl('image/gif', await picture('gif', 64, 64))));
    await ok(upload((await picture('webp', 512, 256)).toString('base64')));
    const [row] = await avatarRows(t, ann.id);
    const meta = await sharp(row!.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });
});

describe('refusals (nothing stored, portraitImg unchanged)', () => {
  async function unchanged(run: () => Promise<void>) {
    const before = await userRow(t, ann.id);
    const avatarsBefore = (await avatarRows(t, ann.id)).map((row) => row.id);
    await run();
    expect((await userRow(t, ann.id)).portraitImg).toBe(before.portraitImg);
    expect((await avatarRows(t, ann.id)).map((row) => row.id)).toEqual(avatarsBefore);
  }

  it('refuses more than 10 MB with the spec text', async () => {
    await unchanged(async () => {
      const big = Buffer.concat([await picture('png', 32, 32), Buffer.alloc(10 * 1024 * 1024, 1)]);
      const res = await upload(dataUrl('image/png', big));
      expect(res.http).toBe(413);
      expect(res.body).toMatchObject({
        status: STATUS.AVATAR_TOO_LARGE,
        message: 'avatar image cannot exceed 10MB',
      });
      const zh = await upload(dataUrl('image/png', big), ann.token, 'zh_CN');
      expect(zh.body.message).toBe('头像图片不能超过10MB');
    });
  });

  it('refuses a script sent as a PNG, a PDF and a text', async () => {
    await unchanged(async () => {
      for (const bytes of [SCRIPT, Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), Buffer.from('hello')]) {
        const res = await upload(dataUrl('image/png', bytes));
        expect(res.http).toBe(400);
        expect(res.body).toMatchObject({
          status: STATUS.AVATAR_NOT_IMAGE,
          message: 'The avatar must be a PNG, JPEG, WebP or GIF image',
        });
      }
      const notBase64 = await upload('data:image/png;base64,@@@@');
      expect(notBase64.body.status).toBe(STATUS.AVATAR_NOT_IMAGE);
    });
  });

  it('refuses a damaged image that cannot be decoded', async () => {
    await unchanged(async () => {
      const res = await upload(dataUrl('image/png', corruptPng()));
      expect(res.http).toBe(400);
      expect(res.body).toMatchObject({
        status: STATUS.AVATAR_UNREADABLE,
        message: 'The image is damaged and cannot be read; please choose another one',
      });
    });
  });

  it('refuses an empty image field', async () => {
    await unchanged(async () => {
      const res = await upload('');
      expect(res.http).toBe(400);
      expect(res.body.status).toBe(STATUS.VALIDATION_FAILED);
    });
  });

  it('refuses any change while the operator has locked the avatar, and works again once unlocked', async () => {
    const png = dataUrl('image/png', await picture('png', 100, 100));
    await t.db.update(users).set({ avatarLock: 0 }).where(eq(users.id, ann.id));
    await unchanged(async () => {
      const res = await upload(png);
      expect(res.http).toBe(403);
      expect(res.body).toMatchObject({
        status: STATUS.AVATAR_LOCKED,
        message: 'Your avatar has been locked by the site admin and cannot be changed',
      });
      expect((await upload(png, ann.token, 'zh_CN')).body.message).toBe('头像已被管理员锁定，暂时无法修改');
    });
    const info = await ok(api<SelfUserInfo>(t, ann.token, 'GET', PATHS.userInfo));
    expect(info.avatarLocked).toBe(true);
    await t.db.update(users).set({ avatarLock: 1 }).where(eq(users.id, ann.id));
    expect((await upload(png)).http).toBe(200);
  });

  it('answers 401 without a token', async () => {
    await unchanged(async () => {
      const res = await api(t, null, 'POST', PATHS.uploadAvatar, {
        image: dataUrl('image/png', await picture('png', 10, 10)),
      });
      expect(res.http).toBe(401);
    });
  });
});

describe('serving', () => {
  it('answers 404 for a user without an avatar and for an unknown user', async () => {
    const bob = await member(t, 'bob@avatar.test');
    expect((await fetchAvatar(bob.id)).statusCode).toBe(404);
    expect((await fetchAvatar(999_999)).statusCode).toBe(404);
    const bad = await t.call({ method: 'GET', url: PATHS.queryAvatar, query: { userId: 'x' } });
    expect(bad.statusCode).toBe(400);
  });

  it('serves the avatar at 64 and 128 pixels a side for lists, cached like the whole one', async () => {
    const [stored] = await avatarRows(t, ann.id);
    for (const side of [64, 128]) {
      const served = await fetchAvatar(ann.id, { v: stored!.id, size: String(side) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', side, side]);
      expect(served.rawPayload.length).toBeLessThan(stored!.data.length);
      // Asked again (and by many at once): the same picture.
      const again = await Promise.all(
        [1, 2, 3].map(() => fetchAvatar(ann.id, { v: stored!.id, size: String(side) })),
      );
      for (const answer of again) expect(Buffer.compare(answer.rawPayload, served.rawPayload)).toBe(0);
    }
  });

  it('refuses any other size with a localized field error, and stays on its own site', async () => {
    for (const size of ['32', '256', '64.5', 'big']) {
      const refused = await fetchAvatar(ann.id, { size });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ status: STATUS.VALIDATION_FAILED });
      expect(JSON.stringify(refused.json())).toContain('size');
    }
    expect((await fetchAvatar(ann.id, { size: '64', site: t.siteB })).statusCode).toBe(404);
  });

  it("never serves site A's avatar on site B", async () => {
    expect((await fetchAvatar(ann.id)).statusCode).toBe(200);
    const onB = await fetchAvatar(ann.id, { site: t.siteB });
    expect(onB.statusCode).toBe(404);
    expect(onB.json()).toMatchObject({ status: STATUS.NOT_FOUND });
  });

  it("a site B user's upload is his own: site A's avatar stays", async () => {
    const before = await avatarRows(t, ann.id);
    const cal = await member(t, 'cal@avatar.test', { site: t.siteB });
    const res = await api<AvatarResult>(
      t,
      cal.token,
      'POST',
      PATHS.uploadAvatar,
      { image: dataUrl('image/png', await picture('png', 50, 50)) },
      { site: t.siteB },
    );
    expect(res.http).toBe(200);
    expect(res.body.content[0]!.portraitImg).toContain(`userId=${cal.id}&`);
    expect((await fetchAvatar(cal.id, { site: t.siteB })).statusCode).toBe(200);
    expect((await fetchAvatar(cal.id)).statusCode).toBe(404);
    expect(await avatarRows(t, ann.id)).toEqual(before);
  });
});
