import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@copytrade/contracts/api-paths';
import type { Banner, SiteBanner } from '@copytrade/contracts/site-settings';
import { STATUS } from '@copytrade/contracts/status-codes';
import { siteAuditLog, siteBanners } from '../src/db/schema/sites';
import { createTestContext, type TestContext } from './harness';
import { send, uploadedImage } from './site-settings-support';
import { member, type Member } from './wallet-support';

/**
 * The site's banners (spec 7: getBannerList, addBanner, updateBanner, deleteBanner; our sort call): the
 * admin's CRUD with their /mam/main twins, ordering, the public list per language, the limit of 20 under
 * 100 concurrent adds, refusals, and another site's banners out of reach.
 */
let t: TestContext;
let admin: Member;
let user: Member;
let adminB: Member;
let image: string;

const addBanner = (
  who: Member,
  body: Record<string, unknown>,
  options: { site?: typeof t.siteA; language?: string } = {},
) => send<SiteBanner>(t, who, 'POST', API.addBanner.path, body, options);
const publicList = async (language: string, path: string = API.getBannerList.path, site = t.siteA) => {
  const res = await t.call({ method: 'GET', url: path, language, site });
  return res.json<{ content: Banner[] }>().content;
};
const adminList = async (who: Member = admin, site = t.siteA) =>
  (await send<SiteBanner>(t, who, 'GET', API.adminQuerySiteBanners.path, undefined, { site })).body.content;

beforeAll(async () => {
  t = await createTestContext({ configOverrides: { RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await member(t, 'banners-admin@sites.test', { admin: true });
  user = await member(t, 'banners-user@sites.test');
  adminB = await member(t, 'banners-admin-b@sites.test', { admin: true, site: t.siteB });
  image = await uploadedImage(t, admin, 'banner');
});

afterAll(async () => {
  await t.close();
});

describe('banners', () => {
  it("adds banners in order; the public list has the enabled ones for the reader's language and for all", async () => {
    const all = await addBanner(admin, { image, title: 'For everyone', linkUrl: '/community/trader' });
    expect(all.http).toBe(200);
    expect(all.body.content[0]).toMatchObject({
      title: 'For everyone',
      language: '',
      enabled: true,
      sort: 1,
    });
    const zh = await addBanner(admin, {
      image,
      title: '中文横幅',
      language: 'zh_CN',
      linkUrl: 'https://example.com/zh',
    });
    const en = await send<SiteBanner>(t, admin, 'POST', API.mamAddBanner.path, {
      image,
      title: 'English only',
      language: 'en_US',
    });
    expect(en.http).toBe(200);
    const hidden = await addBanner(admin, { title: 'Draft', language: 'en_US', enabled: false });
    expect(hidden.body.content[0]).toMatchObject({ image: '', sort: 4 });

    expect((await publicList('en_US')).map((b) => b.title)).toEqual(['For everyone', 'English only']);
    expect((await publicList('zh_CN')).map((b) => b.title)).toEqual(['For everyone', '中文横幅']);
    expect((await publicList('zh_Hant')).map((b) => b.title)).toEqual(['For everyone']);
    // The MAM visitor path (helper A's landing page) answers the same.
    expect((await publicList('en_US', API.mamGetBannerList.path)).map((b) => b.title)).toEqual([
      'For everyone',
      'English only',
    ]);
    // Site B has none.
    expect(await publicList('en_US', API.getBannerList.path, t.siteB)).toEqual([]);
    expect((await adminList()).map((b) => b.title)).toEqual([
      'For everyone',
      '中文横幅',
      'English only',
      'Draft',
    ]);
    expect(zh.body.content[0]!.linkUrl).toBe('https://example.com/zh');
  });

  it('reorders (arrows or drag send the whole order), audited', async () => {
    const ids = (await adminList()).map((b) => b.id);
    const order = [ids[2]!, ids[0]!, ids[3]!, ids[1]!];
    const res = await send<SiteBanner>(t, admin, 'PUT', API.adminSortSiteBanners.path, { ids: order });
    expect(res.http).toBe(200);
    expect(res.body.content.map((b) => b.id)).toEqual(order);
    expect((await publicList('en_US')).map((b) => b.title)).toEqual(['English only', 'For everyone']);
    const [audit] = await t.db.select().from(siteAuditLog).where(eq(siteAuditLog.action, 'banner.sort'));
    expect(audit).toMatchObject({ before: { order: ids }, after: { order } });
    // Not every banner, a repeat, or another site's: refused, order kept.
    for (const bad of [order.slice(1), [order[0], order[0], order[1], order[2]]]) {
      const refused = await send(
        t,
        admin,
        'PUT',
        API.adminSortSiteBanners.path,
        { ids: bad },
        { language: 'en_US' },
      );
      expect(refused.http).toBe(400);
    }
    expect((await adminList()).map((b) => b.id)).toEqual(order);
  });

  it('updates the fields sent, and deletes; the twins too', async () => {
    const [first] = await adminList();
    const res = await send<SiteBanner>(t, admin, 'PUT', API.updateBanner.path, {
      id: first!.id,
      title: 'English, renamed',
      enabled: false,
    });
    expect(res.http).toBe(200);
    expect(res.body.content[0]).toMatchObject({
      title: 'English, renamed',
      enabled: false,
      language: 'en_US',
    });
    expect((await publicList('en_US')).map((b) => b.title)).toEqual(['For everyone']);
    const [audit] = await t.db.select().from(siteAuditLog).where(eq(siteAuditLog.action, 'banner.update'));
    expect(audit).toMatchObject({
      before: { id: first!.id, title: 'English only', enabled: true },
      after: { id: first!.id, title: 'English, renamed', enabled: false },
    });
    const twin = await send<SiteBanner>(t, admin, 'PUT', API.mamUpdateBanner.path, {
      id: first!.id,
      enabled: true,
    });
    expect(twin.body.content[0]!.enabled).toBe(true);
    const removed = await send(t, admin, 'DELETE', API.deleteBanner.path.replace(':id', String(first!.id)));
    expect(removed.http).toBe(200);
    expect((await adminList()).map((b) => b.id)).not.toContain(first!.id);
    const again = await send(t, admin, 'DELETE', API.mamDeleteBanner.path.replace(':id', String(first!.id)));
    expect(again.http).toBe(404);
  });

  it.each([
    [
      'no image and no title',
      { image: '', title: '' },
      'image',
      'Please upload a banner image or enter a title',
    ],
    ['a link to javascript:', { image, linkUrl: 'javascript:alert(1)' }, 'linkUrl', undefined],
    ['a protocol-relative link', { image, linkUrl: '//evil.example' }, 'linkUrl', undefined],
    [
      'an image from elsewhere',
      { image: 'https://evil.example/x.png' },
      'image',
      'Please upload the image on this page',
    ],
    [
      'a shipped file',
      { image: '/uploads/site/demo/logo-light.svg' },
      'image',
      'Please upload the image on this page',
    ],
    ['an unknown language', { image, language: 'fr_FR' }, 'language', undefined],
    ['a title over 60 characters', { image, title: 'x'.repeat(61) }, 'title', 'At most 60 characters'],
  ])('refuses %s with a field error and adds nothing', async (_name, body, field, text) => {
    const before = await adminList();
    const res = await addBanner(admin, body, { language: 'en_US' });
    expect(res.http).toBe(400);
    const errors = res.body.content as unknown as { field: string; message: string }[];
    const error = errors.find((e) => e.field === field);
    expect(error, JSON.stringify(errors)).toBeDefined();
    if (text) expect(error!.message).toBe(text);
    expect(await adminList()).toEqual(before);
  });

  it("keeps another site's admin and the site's users away from the banners", async () => {
    const [mine] = await adminList();
    const otherImage = await uploadedImage(t, adminB, 'banner', t.siteB);
    // Site B's admin, on site B, with site A's banner id: 404, nothing changes.
    const update = await send(
      t,
      adminB,
      'PUT',
      API.updateBanner.path,
      { id: mine!.id, title: 'Taken' },
      { site: t.siteB },
    );
    expect(update.http).toBe(404);
    const del = await send(
      t,
      adminB,
      'DELETE',
      API.deleteBanner.path.replace(':id', String(mine!.id)),
      undefined,
      {
        site: t.siteB,
      },
    );
    expect(del.http).toBe(404);
    const sort = await send(
      t,
      adminB,
      'PUT',
      API.adminSortSiteBanners.path,
      { ids: [mine!.id] },
      { site: t.siteB },
    );
    expect(sort.http).toBe(400);
    // Site A's admin cannot use site B's image.
    const foreign = await addBanner(admin, { image: otherImage, title: 'x' });
    expect(foreign.http).toBe(400);
    for (const [method, url, body] of [
      ['POST', API.addBanner.path, { image, title: 'mine' }],
      ['PUT', API.updateBanner.path, { id: mine!.id, title: 'mine' }],
      ['DELETE', API.deleteBanner.path.replace(':id', String(mine!.id)), undefined],
      ['GET', API.adminQuerySiteBanners.path, undefined],
    ] as const) {
      const res = await send(t, user, method, url, body);
      expect(res.http, url).toBe(403);
      expect(res.body.status).toBe(STATUS.ADMIN_ONLY);
    }
    expect((await adminList())[0]).toEqual(mine);
  });

  it('100 adds at once stop at 20 banners', async () => {
    const have = (await adminList()).length;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => addBanner(admin, { image, title: `Burst ${i}` })),
    );
    const rows = await t.db.select().from(siteBanners).where(eq(siteBanners.siteId, t.siteA.id));
    expect(rows).toHaveLength(20);
    expect(results.filter((r) => r.http === 200)).toHaveLength(20 - have);
    const refused = results.filter((r) => r.http === 409);
    expect(refused).toHaveLength(100 - (20 - have));
    expect(refused[0]!.body).toMatchObject({
      status: STATUS.SITE_BANNER_LIMIT,
      message: '每个站点最多 20 个横幅',
    });
    // Sorts stay distinct.
    expect(new Set(rows.map((r) => r.sort)).size).toBe(20);
  });
});
