import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { createSiteService, SITE_CACHE_MAX } from '../src/modules/sites/site.service';
import { AppError } from '../src/platform/app-error';
import type { SiteScope } from '../src/platform/context';
import { manualClock } from '../src/platform/ports';
import { createSite, openTestDatabase, type TestSite } from './harness';

/**
 * The site resolver's cache is bounded: made-up domains resolve to the default site and never grow it past
 * SITE_CACHE_MAX (80,000 of them once took the process from 342 MB to 949 MB). A call that reaches a
 * site function without a site gets an AppError at the call, never a TypeError from a promise nobody
 * awaits (which took the whole process down from inside a Promise.all).
 */
let database: Database;
let siteA: TestSite;
let siteB: TestSite;

beforeAll(async () => {
  database = await openTestDatabase();
  siteA = await createSite(database.db, { code: 'site-a', domain: 'a.test', isDefault: true });
  siteB = await createSite(database.db, { code: 'site-b', domain: 'b.test' });
});
afterAll(() => database.close());

describe('the resolver cache', () => {
  it('stays at its bound through 10,000 made-up domains, each answered with the default site', async () => {
    const sites = createSiteService({ db: database.db, clock: manualClock() });
    expect((await sites.resolve('http://b.test', undefined)).id).toBe(siteB.id);
    for (let i = 0; i < 10_000; i += 1) {
      const site = await sites.resolve(`https://made-up-${i}.example`, undefined);
      expect(site.id).toBe(siteA.id);
      expect(sites.cacheSize()).toBeLessThanOrEqual(SITE_CACHE_MAX);
    }
    expect(sites.cacheSize()).toBe(SITE_CACHE_MAX);
    // Real domains still resolve (read again when the flood pushed them out).
    expect((await sites.resolve('http://b.test', undefined)).id).toBe(siteB.id);
    expect((await sites.resolve(undefined, 'a.test:3000')).id).toBe(siteA.id);
  }, 120_000);

  it('keeps what it is asked for most often, least recently used going first', async () => {
    const sites = createSiteService({ db: database.db, clock: manualClock(), cacheMax: 10 });
    for (let i = 0; i < 50; i += 1) {
      await sites.resolve(`http://flood-${i}.example`, undefined);
      await sites.resolve('http://b.test', undefined);
      expect(sites.cacheSize()).toBeLessThanOrEqual(10);
    }
  });
});

describe('a site function reached without a site', () => {
  const sites = () => createSiteService({ db: database.db, clock: manualClock() });
  const none = null as unknown as SiteScope;

  it('throws an AppError (INTERNAL, 500) at the call, before any promise exists', () => {
    const service = sites();
    for (const attempt of [
      () => service.row(none),
      () => service.config(none, 'en_US'),
      () => service.otherInfo(none),
      () => service.dict(none, 'en_US', 'country'),
      () => service.isOpen(none),
      () => service.assertOpen(none),
    ]) {
      let thrown: unknown;
      try {
        void attempt();
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AppError);
      expect((thrown as AppError).code).toBe('INTERNAL');
      expect((thrown as AppError).httpStatus).toBe(500);
    }
  });

  it('inside a Promise.all, rejects with that AppError and leaves no rejection unhandled', async () => {
    const service = sites();
    const unhandled: unknown[] = [];
    const listen = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listen);
    try {
      // The shape that crashed: a site call, then a sibling reading `site.id` (content.service footer).
      const footer = async (site: SiteScope) => Promise.all([service.row(site), Promise.resolve(site.id)]);
      await expect(footer(none)).rejects.toBeInstanceOf(AppError);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listen);
    }
  });
});
