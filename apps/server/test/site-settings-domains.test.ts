import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@copytrade/contracts/api-paths';
import type { SiteDomain, SiteDomainCheck } from '@copytrade/contracts/site-settings';
import { STATUS } from '@copytrade/contracts/status-codes';
import { siteAuditLog, siteDomains, sites } from '../src/db/schema/sites';
import { createTestContext, type TestContext } from './harness';
import { send } from './site-settings-support';
import { member, type Member } from './wallet-support';

/**
 * The site's domains (issue 15): add (validated, lower-cased, unique across sites, at most 20, 100 at once
 * land exactly one), check (one request to the domain; the answer must be this site), remove (never the
 * last; the primary moves), updateDomainName; the resolver answers on a change at once.
 */
let t: TestContext;
let admin: Member;
let user: Member;
let adminB: Member;
let port: number;
/** A server that answers anything with another site's config, and one that never answers. */
let impostor: Server;
let silent: Server;

const add = (who: Member, domain: string, options: { site?: typeof t.siteA; language?: string } = {}) =>
  send<SiteDomain>(t, who, 'POST', API.adminAddSiteDomain.path, { domain }, options);
const checkOf = (who: Member, id: number, site = t.siteA) =>
  send<SiteDomainCheck>(t, who, 'POST', API.adminCheckSiteDomain.path, { id }, { site });
const remove = (who: Member, id: number, site = t.siteA) =>
  send<SiteDomain>(t, who, 'DELETE', API.adminRemoveSiteDomain.path.replace(':id', String(id)), undefined, {
    site,
  });

async function domainsOf(siteId: number) {
  return (await t.db.select().from(siteDomains).where(eq(siteDomains.siteId, siteId)))
    .map((d) => d.domain)
    .sort();
}

/** The site code a getSiteConfig for `domain` answers (the resolver: domainName header, then default). */
async function siteAt(domain: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: API.getSiteConfig.path,
    headers: { domainname: `http://${domain}` },
  });
  return res.json<{ content: [{ siteId: string }] }>().content[0].siteId;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

beforeAll(async () => {
  t = await createTestContext({ configOverrides: { RATE_LIMIT_PER_MINUTE: '100000' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  admin = await member(t, 'domains-admin@sites.test', { admin: true });
  user = await member(t, 'domains-user@sites.test');
  adminB = await member(t, 'domains-admin-b@sites.test', { admin: true, site: t.siteB });
  impostor = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ status: 10000, message: 'ok', content: [{ siteId: 'someone-else' }] }));
  });
  silent = createServer(() => undefined);
});

afterAll(async () => {
  impostor.closeAllConnections();
  silent.closeAllConnections();
  impostor.close();
  silent.close();
  await t.close();
});

describe('adding a domain', () => {
  it('adds a lower-cased host with its port, and the resolver answers on it at once', async () => {
    // Asked before it exists: the default site (A) answers, and that answer is cached.
    expect(await siteAt('fresh.localhost:8080')).toBe('site-a');
    const res = await add(adminB, ' HTTP://Fresh.LocalHost:8080/ ', { site: t.siteB });
    expect(res.http).toBe(200);
    expect(res.body.content.map((d) => d.domain)).toEqual(['b.test', 'fresh.localhost:8080']);
    // The clock does not move: the cached "no site" entry was dropped.
    expect(await siteAt('fresh.localhost:8080')).toBe('site-b');
    const [audit] = await t.db.select().from(siteAuditLog).where(eq(siteAuditLog.siteId, t.siteB.id));
    expect(audit).toMatchObject({ action: 'domain.add', after: { domain: 'fresh.localhost:8080' } });
  });

  it.each([
    ['a path', 'brand.example.com/home'],
    ['a space', 'brand example.com'],
    ['an underscore', 'brand_x.example.com'],
    ['a port of 0', 'brand.example.com:0'],
    ['a port above 65535', 'brand.example.com:70000'],
    ['a label over 63 characters', `${'a'.repeat(64)}.example.com`],
    ['a user part', 'user@brand.example.com'],
    ['nothing', '   '],
  ])('refuses %s with a localized field error', async (_name, domain) => {
    const before = await domainsOf(t.siteA.id);
    for (const [language, text] of [
      ['zh_CN', '请输入正确的域名，如 www.example.com 或 brand.localhost:3000'],
      ['en_US', 'Please enter a valid domain, such as www.example.com or brand.localhost:3000'],
      ['zh_Hant', '請輸入正確的域名，如 www.example.com 或 brand.localhost:3000'],
    ] as const) {
      const res = await add(admin, domain, { language });
      expect(res.http).toBe(400);
      expect(res.body.content).toEqual([{ field: 'domain', message: text }]);
    }
    expect(await domainsOf(t.siteA.id)).toEqual(before);
  });

  it('refuses a domain any site already has with a localized 409', async () => {
    for (const [language, text] of [
      ['zh_CN', '该域名已被其他站点使用'],
      ['en_US', 'This domain is already used by a site'],
      ['zh_Hant', '該網域名稱已被其他站點使用'],
    ] as const) {
      const other = await add(admin, 'fresh.localhost:8080', { language });
      expect(other.http).toBe(409);
      expect(other.body).toMatchObject({ status: STATUS.SITE_DOMAIN_TAKEN, message: text });
    }
    const own = await add(admin, 'A.test');
    expect(own.http).toBe(409);
    expect(await domainsOf(t.siteA.id)).toEqual(['a.test']);
  });

  it('100 admins adding the same domain at once: exactly one gets it', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        add(i % 2 === 0 ? admin : adminB, 'race.localhost', {
          site: i % 2 === 0 ? t.siteA : t.siteB,
        }),
      ),
    );
    const ok = results.filter((r) => r.http === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.http === 409 && r.body.status === STATUS.SITE_DOMAIN_TAKEN)).toHaveLength(
      99,
    );
    const rows = await t.db.select().from(siteDomains).where(eq(siteDomains.domain, 'race.localhost'));
    expect(rows).toHaveLength(1);
  });

  it('100 different domains at once stop at 20 per site', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => add(adminB, `many-${i}.localhost`, { site: t.siteB })),
    );
    const have = (await domainsOf(t.siteB.id)).length;
    expect(have).toBe(20);
    const limited = results.filter((r) => r.http === 409 && r.body.status === STATUS.SITE_DOMAIN_LIMIT);
    expect(results.filter((r) => r.http === 200).length + limited.length).toBe(100);
    expect(limited[0]!.body.message).toBe('每个站点最多 20 个域名');
  });

  it('is refused to a user who is not the admin', async () => {
    const res = await add(user, 'mine.localhost');
    expect(res.http).toBe(403);
    expect(res.body.status).toBe(STATUS.ADMIN_ONLY);
    expect(await domainsOf(t.siteA.id)).not.toContain('mine.localhost');
  });
});

describe('checking a domain', () => {
  it('passes when the site answers on it (a *.localhost name with the port), with the time', async () => {
    const added = await add(admin, `check.localhost:${port}`);
    const row = added.body.content.find((d) => d.domain === `check.localhost:${port}`)!;
    expect(row.checkedAt).toBeNull();
    const res = await checkOf(admin, row.id);
    expect(res.http).toBe(200);
    expect(res.body.content[0]).toMatchObject({
      domain: `check.localhost:${port}`,
      checkOk: true,
      failure: null,
    });
    expect(res.body.content[0]!.checkedAt).toBe(t.clock.now().getTime());
    const [stored] = await t.db.select().from(siteDomains).where(eq(siteDomains.id, row.id));
    expect(stored).toMatchObject({ checkOk: true });
  });

  it('fails when another site answers, when nothing listens, when the name has no address, or no answer comes', async () => {
    const impostorPort = await listen(impostor);
    const silentPort = await listen(silent);
    const cases: [string, string][] = [
      [`impostor.localhost:${impostorPort}`, 'otherSite'],
      ['closed.localhost:1', 'unreachable'],
      ['nowhere.invalid', 'dns'],
      [`silent.localhost:${silentPort}`, 'timeout'],
    ];
    for (const [domain, failure] of cases) {
      const added = await add(admin, domain);
      const id = added.body.content.find((d) => d.domain === domain)!.id;
      const res = await checkOf(admin, id);
      expect(res.http, domain).toBe(200);
      expect(res.body.content[0], domain).toMatchObject({ checkOk: false, failure });
    }
  }, 20_000);

  it("another site's domain id answers 404 and sends nothing", async () => {
    const [bRow] = await t.db.select().from(siteDomains).where(eq(siteDomains.domain, 'b.test'));
    const res = await checkOf(admin, bRow!.id);
    expect(res.http).toBe(404);
    expect((await checkOf(user, bRow!.id)).http).toBe(403);
  });
});

describe('removing a domain and the primary domain', () => {
  it('sets the primary domain with updateDomainName (adding it first), audited', async () => {
    const res = await send<SiteDomain>(t, admin, 'PUT', API.updateDomainName.path, {
      domainName: 'Brand.localhost',
    });
    expect(res.http).toBe(200);
    expect(res.body.content[0]).toMatchObject({ domain: 'brand.localhost', primary: true });
    const [site] = await t.db.select().from(sites).where(eq(sites.id, t.siteA.id));
    expect(site!.domainName).toBe('brand.localhost');
    const twin = await send<SiteDomain>(t, admin, 'PUT', API.mamUpdateDomainName.path, {
      domainName: 'a.test',
    });
    expect(twin.body.content[0]).toMatchObject({ domain: 'a.test', primary: true, current: true });
    const taken = await send(t, admin, 'PUT', API.updateDomainName.path, { domainName: 'b.test' });
    expect(taken.http).toBe(409);
  });

  it('removes a domain (the resolver forgets it at once) but never the last one', async () => {
    expect(await siteAt('brand.localhost')).toBe('site-a');
    const list = (await send<SiteDomain>(t, admin, 'GET', API.adminQuerySiteSettings.path)).body
      .content as unknown as {
      domains: SiteDomain[];
    }[];
    const brand = list[0]!.domains.find((d) => d.domain === 'brand.localhost')!;
    const res = await remove(admin, brand.id);
    expect(res.http).toBe(200);
    expect(res.body.content.map((d) => d.domain)).not.toContain('brand.localhost');
    // Now unknown: the default site answers (site A is the default; B proves it below).

    // Site B: remove everything but one, then the last is refused.
    const bDomains = await t.db.select().from(siteDomains).where(eq(siteDomains.siteId, t.siteB.id));
    for (const d of bDomains.slice(1)) expect((await remove(adminB, d.id, t.siteB)).http).toBe(200);
    expect(await siteAt(bDomains[1]!.domain)).toBe('site-a');
    const last = await remove(adminB, bDomains[0]!.id, t.siteB);
    expect(last.http).toBe(409);
    expect(last.body.status).toBe(STATUS.SITE_DOMAIN_LAST);
    expect(await domainsOf(t.siteB.id)).toEqual([bDomains[0]!.domain]);
    // Site A's admin cannot remove site B's domain.
    expect((await remove(admin, bDomains[0]!.id)).http).toBe(404);
  });

  it('removing the primary domain moves it to the oldest remaining one', async () => {
    await send(t, admin, 'PUT', API.updateDomainName.path, { domainName: 'second.localhost' });
    const [row] = await t.db.select().from(siteDomains).where(eq(siteDomains.domain, 'second.localhost'));
    const res = await remove(admin, row!.id);
    expect(res.http).toBe(200);
    expect(res.body.content.find((d) => d.primary)?.domain).toBe('a.test');
    const [site] = await t.db.select().from(sites).where(eq(sites.id, t.siteA.id));
    expect(site!.domainName).toBe('a.test');
  });
});
