import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@copytrade/contracts/api-paths';
import type { SiteDomain } from '@copytrade/contracts/site-settings';
import { STATUS } from '@copytrade/contracts/status-codes';
import { siteAuditLog, siteDomains, sites } from '../src/db/schema/sites';
import { createTestContext, type TestContext } from './harness';
import { readSettings, saveSettings, send } from './site-settings-support';
import { member, type Member } from './wallet-support';

/**
 * Issue 19: what a domain shows of its site (a template of the public site, or the hash-mode site), and
 * the origins that may frame the strategy page (`frameAncestors`), both set in the site settings.
 */
let t: TestContext;
let admin: Member;
let user: Member;
let adminB: Member;
/** A web app of one page, so /iframeStrategy is an HTML document (a fresh clone has no built app). */
let webDist: string;

const addDomain = (who: Member, domain: string) =>
  send<SiteDomain>(t, who, 'POST', API.adminAddSiteDomain.path, { domain });
const setLook = (who: Member, body: Record<string, unknown>, options: { language?: string } = {}) =>
  send<SiteDomain>(t, who, 'POST', API.adminSetSiteDomainLook.path, body, options);

/** The site type and template getSiteConfig answers on `host`. */
async function shellAt(host: string) {
  const res = await t.app.inject({ method: 'POST', url: API.getSiteConfig.path, headers: { host } });
  const config = res.json<{ content: [{ siteId: string; siteType: number; templateType: number }] }>()
    .content[0];
  return { site: config.siteId, siteType: config.siteType, templateType: config.templateType };
}

/** The field errors of a refused call (its content). */
const fieldErrors = (body: { content: unknown[] }) => body.content as { field: string; message: string }[];

async function domainId(domain: string): Promise<number> {
  const [row] = await t.db.select().from(siteDomains).where(eq(siteDomains.domain, domain));
  return row!.id;
}

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'ct-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>site</title>');
  t = await createTestContext({ configOverrides: { RATE_LIMIT_PER_MINUTE: '100000', WEB_DIST: webDist } });
  admin = await member(t, 'looks-admin@sites.test', { admin: true });
  user = await member(t, 'looks-user@sites.test');
  adminB = await member(t, 'looks-admin-b@sites.test', { admin: true, site: t.siteB });
  for (const domain of ['t3.a.test', 'hash.a.test']) expect((await addDomain(admin, domain)).http).toBe(200);
});

afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe("a domain's look", () => {
  it('shows the site in the chosen template or as the hash-mode site, with the same site behind it', async () => {
    const t3 = await setLook(admin, { id: await domainId('t3.a.test'), look: 't3' });
    expect(t3.http).toBe(200);
    expect(t3.body.content.find((d) => d.domain === 't3.a.test')!.look).toBe('t3');
    await setLook(admin, { id: await domainId('hash.a.test'), look: 'hash' });

    expect(await shellAt('a.test')).toEqual({ site: 'site-a', siteType: 2, templateType: 1 });
    expect(await shellAt('t3.a.test')).toEqual({ site: 'site-a', siteType: 2, templateType: 3 });
    expect(await shellAt('hash.a.test:8080')).toEqual({ site: 'site-a', siteType: 3, templateType: 1 });
    // The site row itself is unchanged: only the domain carries the look.
    const [row] = await t.db.select().from(sites).where(eq(sites.id, t.siteA.id));
    expect([row!.siteType, row!.templateType]).toEqual([2, 1]);
  });

  it('goes back to the site’s own look with null, and is audited each time', async () => {
    const id = await domainId('t3.a.test');
    await setLook(admin, { id, look: 't2' });
    expect((await shellAt('t3.a.test')).templateType).toBe(2);
    const back = await setLook(admin, { id, look: null });
    expect(back.body.content.find((d) => d.id === id)!.look).toBeNull();
    expect(await shellAt('t3.a.test')).toEqual({ site: 'site-a', siteType: 2, templateType: 1 });
    const audits = await t.db.select().from(siteAuditLog).where(eq(siteAuditLog.action, 'domain.look'));
    expect(audits.map((a) => a.after)).toEqual(
      expect.arrayContaining([{ look: 't3' }, { look: 't2' }, { look: null }]),
    );
  });

  it('refuses an unknown look with a localized field error and changes nothing', async () => {
    const id = await domainId('hash.a.test');
    for (const look of ['t5', 'HASH', 3, '']) {
      const res = await setLook(admin, { id, look }, { language: 'en_US' });
      expect(res.http).toBe(400);
      expect(res.body.status).toBe(STATUS.VALIDATION_FAILED);
      expect(fieldErrors(res.body)[0]?.field).toBe('look');
    }
    expect((await shellAt('hash.a.test')).siteType).toBe(3);
  });

  it("is the site admin's alone, and only for the site's own domains", async () => {
    const id = await domainId('hash.a.test');
    expect((await setLook(user, { id, look: 't2' })).body.status).toBe(STATUS.ADMIN_ONLY);
    // Site B's admin names site A's domain: not found, and nothing changes.
    const other = await send<SiteDomain>(
      t,
      adminB,
      'POST',
      API.adminSetSiteDomainLook.path,
      { id, look: 't2' },
      {
        site: t.siteB,
      },
    );
    expect(other.http).toBe(404);
    expect((await shellAt('hash.a.test')).siteType).toBe(3);
  });
});

describe('the origins that may frame the strategy page', () => {
  it('are saved normalized (lower case, no trailing slash, any port with :*) and drive frame-ancestors', async () => {
    const res = await saveSettings(t, admin, {
      frameAncestors: [
        'https://Broker.Example.com/',
        'http://broker.localhost:*',
        'https://broker.example.com',
      ],
    });
    expect(res.http).toBe(200);
    expect((await readSettings(t, admin)).frameAncestors).toEqual([
      'https://broker.example.com',
      'http://broker.localhost:*',
    ]);
    const page = await t.app.inject({ method: 'GET', url: '/iframeStrategy', headers: { host: 'a.test' } });
    expect(page.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://broker.example.com http://broker.localhost:*",
    );
    const other = await t.app.inject({ method: 'GET', url: '/home', headers: { host: 'a.test' } });
    expect(other.headers['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/);
  });

  it('refuses what is not an origin, or too many, with a localized error, and changes nothing', async () => {
    for (const frameAncestors of [
      ['javascript:alert(1)'],
      ['https://a.example; script-src *'],
      ['https://broker.example.com/path'],
      Array.from({ length: 21 }, (_, i) => `https://s${i}.example.com`),
    ]) {
      const res = await saveSettings(t, admin, { frameAncestors }, { language: 'en_US' });
      expect(res.http).toBe(400);
      const [error] = fieldErrors(res.body);
      expect(error?.field).toMatch(/^frameAncestors/);
      expect(error?.message).toMatch(/origin|websites/i);
    }
    expect((await readSettings(t, admin)).frameAncestors).toEqual([
      'https://broker.example.com',
      'http://broker.localhost:*',
    ]);
  });
});
