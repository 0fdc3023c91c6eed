import type { Locale } from '@copytrade/contracts/locale';
import { pickLocalized } from '@copytrade/contracts/locale';
import type { DictItem, SiteConfig, SiteOtherInfo } from '@copytrade/contracts/site';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import {
  findDefaultSite,
  findSiteByDomain,
  findSiteById,
  listDictItems,
  type SiteRow,
} from './site.repository';

const CACHE_MS = 10_000;

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

export function toScope(row: SiteRow): SiteScope {
  return {
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

export function createSiteService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const cache = new Map<string, { site: SiteRow | undefined; at: number }>();

  async function cached(key: string, load: () => Promise<SiteRow | undefined>) {
    const now = clock.now().getTime();
    const hit = cache.get(key);
    if (hit && now - hit.at < CACHE_MS) return hit.site;
    const site = await load();
    cache.set(key, { site, at: now });
    return site;
  }

  return {
    /**
     * Tenancy (DESIGN.md): the site is found by the `domainName` header (the page origin), then the
     * Host header, then the default site. Each host is tried with and without its port.
     */
    async resolve(domainHeader: string | undefined, hostHeader: string | undefined): Promise<SiteScope> {
      for (const host of [hostOf(domainHeader), hostOf(hostHeader)]) {
        if (!host) continue;
        for (const candidate of new Set([host, withoutPort(host)])) {
          const site = await cached(`d:${candidate}`, () => findSiteByDomain(db, candidate));
          if (site) return toScope(site);
        }
      }
      const fallback = await cached('default', () => findDefaultSite(db));
      if (!fallback) throw new AppError('UNAVAILABLE', { detail: 'no site is configured' });
      return toScope(fallback);
    },

    /** Forget cached lookups (after an operator changes a site or its domains). */
    invalidate() {
      cache.clear();
    },

    /** Whether the site may serve sign-ups, sign-ins and signed-in calls now. */
    isOpen(site: SiteScope): boolean {
      const now = clock.now().getTime();
      if (site.status !== 1) return false;
      if (site.beginTime && now < site.beginTime.getTime()) return false;
      if (site.endTime && now > site.endTime.getTime()) return false;
      return true;
    },

    assertOpen(site: SiteScope): void {
      if (!this.isOpen(site)) throw new AppError('SITE_UNAVAILABLE');
    },

    async row(site: SiteScope): Promise<SiteRow> {
      const row = await findSiteById(db, site.id);
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },

    async config(site: SiteScope, locale: Locale): Promise<SiteConfig> {
      return toSiteConfig(await this.row(site), locale);
    },

    async otherInfo(site: SiteScope): Promise<SiteOtherInfo> {
      const row = await this.row(site);
      return {
        siteSubPrice: row.siteSubPrice,
        openSettlement: row.openSettlement,
        openWallet: row.openWallet,
        proportion: row.proportion,
        margin: row.margin,
      };
    },

    async dict(site: SiteScope, locale: Locale, dictType: string): Promise<DictItem[]> {
      const rows = await listDictItems(db, site.id, dictType);
      return rows.map((r) => ({
        dictType: r.dictType,
        dictValue: r.dictValue,
        dictLabel: pickLocalized(locale, r.label),
        sort: r.sort,
      }));
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;

/** The public projection of a site row (an allow-list: nothing internal leaves). */
export function toSiteConfig(row: SiteRow, locale: Locale): SiteConfig {
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
  };
}
