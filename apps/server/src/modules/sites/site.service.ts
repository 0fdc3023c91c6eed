import { LRUCache } from 'lru-cache';
import type { Locale } from '@copytrade/contracts/locale';
import { pickLocalized } from '@copytrade/contracts/locale';
import type { DictItem, SiteConfig, SiteOtherInfo } from '@copytrade/contracts/site';
import { siteStateOf } from '@copytrade/contracts/operator';
import { sitePalette, type SitePalette } from '@copytrade/theme/palette';
import { siteCssVariables } from '@copytrade/theme/tokens';
import { lookShell } from '@copytrade/contracts/site-settings';
import { rateText, type SitePaymentSettings } from '@copytrade/contracts/site-payment';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import {
  findDefaultSite,
  findSiteByDomain,
  findPaymentSettings,
  findSiteById,
  listDictItems,
  setLevelAutoUpgrade,
  type ResolvedSiteRow,
  type SiteRow,
} from './site.repository';

/** How long a looked-up domain (or the default site) is trusted before it is read again. */
const CACHE_MS = 10_000;
/**
 * Most domains kept. Every asked-for domain is cached, a made-up one as "no site" (so a flood of the same
 * made-up domain does not reach the database each time), but only this many: the least recently used go
 * first, so made-up domains never grow the memory (80,000 of them once took the process from 342 MB to
 * 949 MB when the cache was a plain Map).
 */
export const SITE_CACHE_MAX = 1000;

/** `http://Example.com:8080/path` or `example.com:8080` -> `example.com:8080`. */
export function hostOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim().toLowerCase();
  if (!trimmed) return undefined;
  try {
    return new URL(trimmed.includes('://') ? trimmed : `http://${trimmed}`).host || undefined;
  } catch {
    return undefined;
  }
}

function withoutPort(host: string): string {
  return host.replace(/:\d+$/, '');
}

export function toScope(row: ResolvedSiteRow): SiteScope {
  return {
    look: row.look ?? null,
    id: row.id,
    code: row.code,
    brandName: row.brandName,
    siteType: row.siteType,
    version: row.version,
    verifyMethod: row.verifyMethod,
    status: row.status,
    beginTime: row.beginTime,
    endTime: row.endTime,
  };
}

/**
 * The site a call acts for, checked. A request whose site was never resolved reaches here with null; that
 * is a bug of the caller, answered as an AppError (500, logged) and thrown synchronously, before any
 * promise exists: a TypeError inside one element of a `Promise.all` left its sibling promises rejected
 * with nobody listening, and the unhandled rejection stopped the process.
 */
function requireSite(site: SiteScope | null | undefined): SiteScope {
  if (!site) throw new AppError('INTERNAL', { detail: 'no site was resolved for this call' });
  return site;
}

export function createSiteService(deps: { db: Db; clock: Clock; cacheMax?: number }) {
  const { db, clock } = deps;
  const cache = new LRUCache<string, { site: ResolvedSiteRow | undefined; at: number }>({
    max: deps.cacheMax ?? SITE_CACHE_MAX,
  });

  async function cached(key: string, load: () => Promise<ResolvedSiteRow | undefined>) {
    const now = clock.now().getTime();
    const hit = cache.get(key);
    if (hit && now - hit.at < CACHE_MS) return hit.site;
    const site = await load();
    cache.set(key, { site, at: now });
    return site;
  }

  /**
   * Tenancy (DESIGN.md): the site is found by the `domainName` header (the page origin), then the Host
   * header, then the default site. Each host is tried with and without its port.
   */
  async function resolveRow(
    domainHeader: string | undefined,
    hostHeader: string | undefined,
  ): Promise<ResolvedSiteRow> {
    for (const host of [hostOf(domainHeader), hostOf(hostHeader)]) {
      if (!host) continue;
      for (const candidate of new Set([host, withoutPort(host)])) {
        const site = await cached(`d:${candidate}`, () => findSiteByDomain(db, candidate));
        if (site) return site;
      }
    }
    const fallback = await cached('default', () => findDefaultSite(db));
    if (!fallback) throw new AppError('UNAVAILABLE', { detail: 'no site is configured' });
    return fallback;
  }

  /** Whether the site may serve sign-ups, sign-ins and signed-in calls now. */
  function isOpen(site: SiteScope): boolean {
    return siteStateOf(validityOf(requireSite(site)), clock.now().getTime()) === 'active';
  }

  // Not `async`: a missing site throws at the call, not later from a promise (see requireSite).
  function row(site: SiteScope): Promise<SiteRow> {
    const { id } = requireSite(site);
    return findSiteById(db, id).then((found) => {
      if (!found) throw new AppError('NOT_FOUND');
      return found;
    });
  }

  return {
    async resolve(domainHeader: string | undefined, hostHeader: string | undefined): Promise<SiteScope> {
      return toScope(await resolveRow(domainHeader, hostHeader));
    },

    /** The whole row of the resolved site (the response headers read its script host and framing origins). */
    resolveRow,

    /** Forget cached lookups (after an operator changes a site or its domains). */
    invalidate() {
      cache.clear();
    },

    /**
     * Forget one site's cached lookups at once (its settings or domains changed): every entry that resolved
     * to it (its domains and the default), and the entries of `domains` (with and without port), so a
     * domain just added or removed is looked up again on the next request instead of in up to 10 s.
     * In-process: another process of the same database sees the change when its entries expire (10 s).
     */
    invalidateSite(siteId: number, domains: readonly string[] = []) {
      const doomed = new Set<string>();
      cache.forEach((value, key) => {
        if (value.site?.id === siteId) doomed.add(key);
      });
      for (const domain of domains) {
        doomed.add(`d:${domain}`);
        doomed.add(`d:${withoutPort(domain)}`);
      }
      for (const key of doomed) cache.delete(key);
    },

    /** Entries in the lookup cache (bounded by SITE_CACHE_MAX). */
    cacheSize(): number {
      return cache.size;
    },

    isOpen,

    assertOpen(site: SiteScope): void {
      if (!isOpen(site)) throw new AppError('SITE_UNAVAILABLE');
    },

    row,

    /** The public config; a domain with a look shows its site type and template (MAM sites have none). */
    config(site: SiteScope, locale: Locale): Promise<SiteConfig> {
      return row(site).then((found) => {
        const config = toSiteConfig(found, locale, clock.now());
        return site.look && found.siteType !== 5 ? { ...config, ...lookShell(site.look) } : config;
      });
    },

    otherInfo(site: SiteScope): Promise<SiteOtherInfo> {
      return row(site).then((found) => ({
        siteSubPrice: found.siteSubPrice,
        openSettlement: found.openSettlement,
        openWallet: found.openWallet,
        proportion: found.proportion,
        margin: found.margin,
        usdtCnyRate: rateText(found.usdtCnyRate),
        usdtTrc20Address: found.usdtTrc20Address,
      }));
    },

    /** `adminQuerySitePaymentSettings` (site admin, own site): the deposit address and the CNY rate. */
    async paymentSettings(site: SiteScope, caller: Caller): Promise<SitePaymentSettings> {
      if (!caller.isAdmin) throw new AppError('ADMIN_ONLY');
      const found = await findPaymentSettings(db, requireSite(site).id);
      if (!found) throw new AppError('NOT_FOUND');
      return { usdtCnyRate: rateText(found.usdtCnyRate), usdtTrc20Address: found.usdtTrc20Address };
    },

    /** The partners module's `adminUpdateLevelSettings`: rebate levels upgrade on their own, or not. */
    setLevelAutoUpgrade(site: SiteScope, autoUpgrade: boolean): Promise<void> {
      return setLevelAutoUpgrade(db, requireSite(site).id, autoUpgrade);
    },

    dict(site: SiteScope, locale: Locale, dictType: string): Promise<DictItem[]> {
      const { id } = requireSite(site);
      return listDictItems(db, id, dictType).then((rows) =>
        rows.map((r) => ({
          dictType: r.dictType,
          dictValue: r.dictValue,
          dictLabel: pickLocalized(locale, r.label),
          sort: r.sort,
        })),
      );
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;

/**
 * The CSS variables of a palette, derived once per palette: the derivation (about 0.2 ms) would otherwise
 * run on every page load's site config, for a value that changes only when an operator saves new colours.
 */
const themeVariablesCache = new LRUCache<string, Record<string, string>>({ max: SITE_CACHE_MAX });

function themeVariablesOf(palette: SitePalette): Record<string, string> {
  const key = JSON.stringify(palette);
  let vars = themeVariablesCache.get(key);
  if (!vars) {
    vars = siteCssVariables(palette);
    themeVariablesCache.set(key, vars);
  }
  return vars;
}

/** The public projection of a site row (an allow-list: nothing internal leaves). */
export function toSiteConfig(row: SiteRow, locale: Locale, now: Date): SiteConfig {
  return {
    id: row.id,
    siteId: row.code,
    siteName: row.siteName,
    brandName: row.brandName,
    companyIntro: pickLocalized(locale, row.companyIntro),
    teamIntro: pickLocalized(locale, row.teamIntro),
    mission: pickLocalized(locale, row.mission),
    goal: pickLocalized(locale, row.goal),
    expectation: pickLocalized(locale, row.expectation),
    custServiceEmail: row.custServiceEmail,
    custServicePhone: row.custServicePhone,
    qqCustService: row.qqCustService,
    qqGroup: row.qqGroup,
    weixinQcodeCustService: row.weixinQcodeCustService,
    weixinQcodePub: row.weixinQcodePub,
    whatsapp: row.whatsapp,
    telegram: row.telegram,
    skype: row.skype,
    domainName: row.domainName,
    icon: row.icon,
    navibarLogo: row.navibarLogo,
    footBarLogo: row.footBarLogo,
    bannerBg: row.bannerBg,
    language: row.language,
    themeColor: row.themeColor,
    secondThemeColor: row.secondThemeColor,
    fontColor: row.fontColor,
    secondFontColor: row.secondFontColor,
    headerBgc: row.headerBgc,
    footerBgc: row.footerBgc,
    rightBarBackgroundColor: row.rightBarBackgroundColor,
    fontFamily: row.fontFamily,
    themeVariables: themeVariablesOf(sitePalette(row)),
    themeType: row.themeType,
    templateType: row.templateType,
    siteType: row.siteType,
    status: row.status,
    version: row.version,
    beginTime: row.beginTime?.getTime() ?? null,
    endTime: row.endTime?.getTime() ?? null,
    createTime: row.createdAt.getTime(),
    updateTime: row.updatedAt.getTime(),
    statisticsCode: row.statisticsCode,
    workTime: pickLocalized(locale, row.workTime),
    copyMaxNumber: row.copyMaxNumber,
    masterMaxNumber: row.masterMaxNumber,
    typeList: row.typeList,
    reverseCopyFlag: row.reverseCopyFlag,
    defaultLang: row.defaultLang,
    availableLang: row.availableLang,
    defaultBaseUrl: row.defaultBaseUrl,
    informationModuleFlag: row.informationModuleFlag,
    verifyMethod: row.verifyMethod,
    open: siteStateOf(validityOf(row), now.getTime()) === 'active',
    suspendReason: row.status === 1 ? '' : row.suspendReason,
    userCopyLimit: row.userCopyLimit,
    userTradeLimit: row.userTradeLimit,
    freeUpgradeFlag: row.freeUpgradeFlag,
  };
}

/** A site row's status and validity as the shared state rule reads them (epoch ms). */
export function validityOf(row: Pick<SiteRow, 'status' | 'beginTime' | 'endTime'>) {
  return {
    status: row.status,
    beginTime: row.beginTime?.getTime() ?? null,
    endTime: row.endTime?.getTime() ?? null,
  };
}
