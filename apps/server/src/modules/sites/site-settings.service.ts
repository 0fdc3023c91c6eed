import type { FieldError } from '@copytrade/contracts/envelope';
import { isLocale, type Locale } from '@copytrade/contracts/locale';
import { translate } from '@copytrade/contracts/messages';
import { rateText, type SitePaymentSettings } from '@copytrade/contracts/site-payment';
import {
  contrastWarnings,
  FONT_STACKS,
  fontKeyOf,
  SITE_SETTINGS_LIMITS,
  siteImageIdOf,
  type Banner,
  type FooterGroupInput,
  type FooterGroupOutput,
  type LocalizedOutput,
  type SiteAuditEntry,
  type SiteBanner,
  type DomainLook,
  type SiteDomain,
  type SiteDomainCheck,
  type SiteImageKind,
  type SiteImageResult,
  type SiteSettings,
} from '@copytrade/contracts/site-settings';
import type { z } from 'zod';
import type {
  addBannerBodySchema,
  updateBannerBodySchema,
  updateSiteSettingsBodySchema,
} from '@copytrade/contracts/site-settings';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema/columns';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import type { ContentService } from '../content/content.service';
import type { UploadService } from '../uploads/upload.service';
import type { UserService } from '../users/user.service';
import { checkSiteDomain, type DomainCheckResult } from './site-domain-check';
import { findSiteById, type SiteRow } from './site.repository';
import {
  bannerStats,
  deleteBannerRow,
  deleteDomainRow,
  domainTaken,
  findDomain,
  insertAuditRow,
  insertBanner,
  insertDomainRow,
  listBanners,
  listDomains,
  listPublicBanners,
  lockBanner,
  lockSiteRow,
  pageAuditRows,
  setDomainCheck,
  setDomainLook,
  updateBannerRow,
  updateSiteRow,
  type BannerRow,
  type DomainRow,
  type SiteRowValues,
} from './site-settings.repository';
import { hostOf, type SiteService } from './site.service';

/** What the site admin may change (the update schema's output); the footer is the content module's. */
export type SettingsChanges = z.output<typeof updateSiteSettingsBodySchema>;
type UpdateBannerChanges = z.output<typeof updateBannerBodySchema>;
type AddBannerChanges = z.output<typeof addBannerBodySchema>;

const LOCALIZED_FIELDS = [
  'companyIntro',
  'teamIntro',
  'mission',
  'goal',
  'expectation',
  'workTime',
  'openStatement',
] as const;
const IMAGE_FIELDS = [
  'icon',
  'navibarLogo',
  'footBarLogo',
  'bannerBg',
  'weixinQcodeCustService',
  'weixinQcodePub',
] as const;
const PLAIN_FIELDS = [
  'siteName',
  'brandName',
  ...IMAGE_FIELDS,
  'themeColor',
  'secondThemeColor',
  'fontColor',
  'secondFontColor',
  'headerBgc',
  'footerBgc',
  'rightBarBackgroundColor',
  'defaultLang',
  'custServicePhone',
  'custServiceEmail',
  'qqCustService',
  'qqGroup',
  'whatsapp',
  'telegram',
  'skype',
  'statisticsCode',
  'verifyMethod',
  'reverseCopyFlag',
  'openWallet',
  'openSettlement',
  'proportion',
  'usdtCnyRate',
  'usdtTrc20Address',
  'frameAncestors',
] as const;

/** The hosts a request came through (the page's origin, then Host), to mark the domain in use. */
export type RequestHosts = { domainName?: string | undefined; host?: string | undefined };

function fullText(text: LocalizedText | null | undefined): LocalizedOutput {
  return { zh_CN: text?.zh_CN ?? '', en_US: text?.en_US ?? '', zh_Hant: text?.zh_Hant ?? '' };
}

function langCodes(list: string): number[] {
  return list
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((code) => code === 1 || code === 2 || code === 3);
}

/** A settings field as the admin reads it (and as the audit log writes it). */
function viewOf(row: SiteRow) {
  return {
    siteName: row.siteName,
    brandName: row.brandName,
    icon: row.icon,
    navibarLogo: row.navibarLogo,
    footBarLogo: row.footBarLogo,
    bannerBg: row.bannerBg,
    themeColor: row.themeColor,
    secondThemeColor: row.secondThemeColor,
    fontColor: row.fontColor,
    secondFontColor: row.secondFontColor,
    headerBgc: row.headerBgc,
    footerBgc: row.footerBgc,
    rightBarBackgroundColor: row.rightBarBackgroundColor,
    fontFamily: fontKeyOf(row.fontFamily),
    companyIntro: fullText(row.companyIntro),
    teamIntro: fullText(row.teamIntro),
    mission: fullText(row.mission),
    goal: fullText(row.goal),
    expectation: fullText(row.expectation),
    workTime: fullText(row.workTime),
    openStatement: fullText(row.openStatement),
    availableLang: langCodes(row.availableLang),
    defaultLang: row.defaultLang,
    custServicePhone: row.custServicePhone,
    custServiceEmail: row.custServiceEmail,
    qqCustService: row.qqCustService,
    qqGroup: row.qqGroup,
    weixinQcodeCustService: row.weixinQcodeCustService,
    weixinQcodePub: row.weixinQcodePub,
    whatsapp: row.whatsapp,
    telegram: row.telegram,
    skype: row.skype,
    statisticsCode: row.statisticsCode,
    verifyMethod: row.verifyMethod,
    reverseCopyFlag: row.reverseCopyFlag,
    typeList: [...row.typeList],
    openWallet: row.openWallet,
    openSettlement: row.openSettlement,
    proportion: row.proportion,
    usdtCnyRate: rateText(row.usdtCnyRate),
    usdtTrc20Address: row.usdtTrc20Address,
    frameAncestors: [...row.frameAncestors],
  };
}

/** The fields whose values differ, as they were and as they became (JSON-equal values are unchanged). */
function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  keys: readonly string[],
) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of keys) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { before: was, after: now, changed: Object.keys(now).length > 0 };
}

function toFooterValue(groups: FooterGroupInput[]) {
  return groups.map((group) => ({
    title: fullText({ zh_CN: '', ...group.title }),
    links: group.links.map((link) => ({ title: fullText({ zh_CN: '', ...link.title }), url: link.url })),
  }));
}

function toBanner(row: BannerRow): Banner {
  return {
    id: row.id,
    image: row.image,
    linkUrl: row.linkUrl,
    title: row.title,
    language: row.language,
    sort: row.sort,
  };
}

function toSiteBanner(row: BannerRow): SiteBanner {
  return { ...toBanner(row), enabled: row.enabled, updateTime: row.updatedAt.getTime() };
}

/** The fields of a banner the audit log writes. */
function bannerAuditView(row: BannerRow) {
  return {
    id: row.id,
    image: row.image,
    linkUrl: row.linkUrl,
    title: row.title,
    language: row.language,
    enabled: row.enabled,
  };
}

function hostsOf(hosts: RequestHosts): Set<string> {
  const out = new Set<string>();
  for (const value of [hosts.domainName, hosts.host]) {
    const host = hostOf(value);
    if (!host) continue;
    out.add(host);
    out.add(host.replace(/:\d+$/, ''));
  }
  return out;
}

function domainOf(row: DomainRow, primary: string, current: Set<string>): SiteDomain {
  return {
    id: row.id,
    domain: row.domain,
    look: (row.look as DomainLook | null) ?? null,
    primary: row.domain === primary,
    current: current.has(row.domain),
    createTime: row.createdAt.getTime(),
    checkedAt: row.checkedAt?.getTime() ?? null,
    checkOk: row.checkOk ?? null,
  };
}

function fieldError(locale: Locale, field: string, key: string): FieldError {
  return { field, message: translate(locale, key) };
}

type Deps = {
  db: Db;
  clock: Clock;
  sites: Pick<SiteService, 'invalidateSite'>;
  content: Pick<ContentService, 'footerGroupsForAdmin' | 'replaceFooterGroups'>;
  uploads: Pick<UploadService, 'storeSiteImage' | 'siteImage' | 'siteImageIds'>;
  users: Pick<UserService, 'byId'>;
  /** The domain check (the real one by default). */
  checkDomain?: (domain: string, siteCode: string) => Promise<DomainCheckResult>;
};

/**
 * The site admin's settings (issue 15, section 2): the settings page, the brand, banners, domains, site
 * images and the audit log of his own site. Every call checks `caller.isAdmin` (the caller is always a user
 * of the request's site, so another site's admin never reaches this site's rows: its ids answer 404).
 * Every change runs in one transaction that locks the site row, writes the change and its audit row
 * (only the changed fields, before and after), then drops the site's resolver entries, so it takes effect
 * on the next request.
 */
export function createSiteSettingsService(deps: Deps) {
  const { db, clock, sites, content, uploads, users } = deps;
  const check = deps.checkDomain ?? ((domain: string, code: string) => checkSiteDomain(domain, code));

  function assertAdmin(caller: Caller): void {
    if (!caller.isAdmin) throw new AppError('ADMIN_ONLY');
  }

  /** Who the audit log names: the admin's nickname, else his email or phone. */
  async function actorOf(site: SiteScope, caller: Caller) {
    const user = await users.byId(site, caller.userId);
    return {
      actorKind: 'admin',
      actorId: caller.userId,
      actorName: user.nickName || user.email || user.phone || `#${caller.userId}`,
    };
  }

  async function siteRow(site: SiteScope, db_: Db = db): Promise<SiteRow> {
    const row = await findSiteById(db_, site.id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function domainsOf(site: SiteScope, primary: string, hosts: RequestHosts, db_: Db = db) {
    const current = hostsOf(hosts);
    return (await listDomains(db_, site.id)).map((row) => domainOf(row, primary, current));
  }

  async function settingsOf(site: SiteScope, hosts: RequestHosts): Promise<SiteSettings> {
    const [row, domainRows, footerGroups] = await Promise.all([
      siteRow(site),
      listDomains(db, site.id),
      content.footerGroupsForAdmin(site),
    ]);
    const current = hostsOf(hosts);
    return {
      siteId: row.code,
      ...viewOf(row),
      footerGroups,
      domainName: row.domainName,
      domains: domainRows.map((d) => domainOf(d, row.domainName, current)),
      platform: {
        siteType: row.siteType,
        templateType: row.templateType,
        version: row.version,
        status: row.status,
        beginTime: row.beginTime?.getTime() ?? null,
        endTime: row.endTime?.getTime() ?? null,
        copyMaxNumber: row.copyMaxNumber,
        masterMaxNumber: row.masterMaxNumber,
        userCopyLimit: row.userCopyLimit,
        userTradeLimit: row.userTradeLimit,
      },
      contrastWarnings: contrastWarnings(row),
      updateTime: row.updatedAt.getTime(),
    };
  }

  /**
   * The images among `values` that changed must be '' or site images of this site (checked in `tx`, which
   * then stores them, so the sweep cannot remove them meanwhile). Field errors for the others.
   */
  async function imageErrors(
    tx: Db,
    site: SiteScope,
    changed: { field: string; value: string; was: string }[],
    locale: Locale,
  ): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    const wanted: { field: string; id: number }[] = [];
    for (const { field, value, was } of changed) {
      if (value === '' || value === was) continue;
      const id = siteImageIdOf(value);
      if (id === null) errors.push(fieldError(locale, field, 'validation.siteImage.invalid'));
      else wanted.push({ field, id });
    }
    const found = new Set(await uploads.siteImageIds(tx, site, [...new Set(wanted.map((w) => w.id))]));
    for (const { field, id } of wanted) {
      if (!found.has(id)) errors.push(fieldError(locale, field, 'validation.siteImage.invalid'));
    }
    return errors;
  }

  /** The row values a body asks for (on top of `row`). */
  function rowValuesOf(row: SiteRow, body: SettingsChanges): SiteRowValues {
    const values: SiteRowValues = {};
    const put = values as Record<string, unknown>;
    for (const field of PLAIN_FIELDS) {
      if (body[field] !== undefined) put[field] = body[field];
    }
    for (const field of LOCALIZED_FIELDS) {
      const given = body[field];
      if (!given) continue;
      const merged: LocalizedOutput = { ...fullText(row[field]) };
      for (const [locale, text] of Object.entries(given)) {
        if (isLocale(locale) && text !== undefined) merged[locale] = text;
      }
      values[field] = merged;
    }
    if (body.fontFamily !== undefined) values.fontFamily = FONT_STACKS[body.fontFamily];
    if (body.availableLang !== undefined) values.availableLang = body.availableLang.join(',');
    if (body.typeList !== undefined) values.typeList = [...body.typeList].sort((a, b) => a - b);
    return values;
  }

  /**
   * Applies a settings body (adminUpdateSiteSettings, updateBrandInfo, the payment settings): checks what
   * only the stored row can tell (images of this site, the default language among those offered), writes
   * the changed columns, the footer (content module, same transaction) and one audit row of the changed
   * fields, then drops the site's resolver entries. Nothing changes when anything is refused.
   */
  async function applySettings(
    site: SiteScope,
    caller: Caller,
    body: SettingsChanges,
    locale: Locale,
    action: string,
  ): Promise<void> {
    assertAdmin(caller);
    const actor = await actorOf(site, caller);
    const now = clock.now();
    const changed = await db.transaction(async (tx) => {
      const row = await lockSiteRow(tx, site.id);
      if (!row) throw new AppError('NOT_FOUND');
      const values = rowValuesOf(row, body);
      const next = { ...row, ...values };
      const errors = await imageErrors(
        tx,
        site,
        IMAGE_FIELDS.filter((field) => body[field] !== undefined).map((field) => ({
          field,
          value: next[field],
          was: row[field],
        })),
        locale,
      );
      if (!langCodes(next.availableLang).includes(next.defaultLang)) {
        errors.push(
          fieldError(
            locale,
            body.defaultLang !== undefined ? 'defaultLang' : 'availableLang',
            'validation.defaultLang.notOffered',
          ),
        );
      }
      if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors: errors });

      const before: Record<string, unknown> = viewOf(row);
      const after: Record<string, unknown> = viewOf(next);
      const keys = Object.keys(body).filter((key) => key !== 'footerGroups');
      const diff = changedFields(before, after, keys);
      if (body.footerGroups !== undefined) {
        const oldFooter = await content.footerGroupsForAdmin(site, tx);
        const newFooter: FooterGroupOutput[] = toFooterValue(body.footerGroups);
        if (JSON.stringify(oldFooter) !== JSON.stringify(newFooter)) {
          await content.replaceFooterGroups(tx, site, newFooter);
          diff.before.footerGroups = oldFooter;
          diff.after.footerGroups = newFooter;
          diff.changed = true;
        }
      }
      if (!diff.changed) return false;
      const columns = Object.fromEntries(
        Object.entries(values).filter(([key]) => key in diff.after),
      ) as SiteRowValues;
      await updateSiteRow(tx, site.id, { ...columns, updatedAt: now });
      await insertAuditRow(tx, {
        siteId: site.id,
        ...actor,
        action,
        before: diff.before,
        after: diff.after,
        createdAt: now,
      });
      return true;
    });
    if (changed) sites.invalidateSite(site.id);
  }

  /** Runs `work` in a transaction holding the site row, with the actor and the time. */
  async function locked<T>(
    site: SiteScope,
    caller: Caller,
    work: (
      tx: Db,
      row: SiteRow,
      audit: (action: string, before: object, after: object) => Promise<void>,
    ) => Promise<T>,
  ): Promise<T> {
    assertAdmin(caller);
    const actor = await actorOf(site, caller);
    const now = clock.now();
    return db.transaction(async (tx) => {
      const row = await lockSiteRow(tx, site.id);
      if (!row) throw new AppError('NOT_FOUND');
      return work(tx, row, (action, before, after) =>
        insertAuditRow(tx, {
          siteId: site.id,
          ...actor,
          action,
          before: before as Record<string, unknown>,
          after: after as Record<string, unknown>,
          createdAt: now,
        }),
      );
    });
  }

  /** Adds `domain` to the locked site (refused when any site has it, or the site has the most). */
  async function addDomainLocked(tx: Db, site: SiteScope, domain: string, now: Date): Promise<DomainRow> {
    if (await domainTaken(tx, domain)) throw new AppError('SITE_DOMAIN_TAKEN');
    const existing = await listDomains(tx, site.id);
    if (existing.length >= SITE_SETTINGS_LIMITS.DOMAINS_PER_SITE) {
      throw new AppError('SITE_DOMAIN_LIMIT', { params: { max: SITE_SETTINGS_LIMITS.DOMAINS_PER_SITE } });
    }
    const row = await insertDomainRow(tx, site.id, domain, now);
    if (!row) throw new AppError('SITE_DOMAIN_TAKEN');
    return row;
  }

  /** Banner images must be '' or a site image of this site (a shipped /uploads/ file is not accepted). */
  async function assertBannerImage(tx: Db, site: SiteScope, image: string, was: string, locale: Locale) {
    const errors = await imageErrors(tx, site, [{ field: 'image', value: image, was }], locale);
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors: errors });
  }

  return {
    /** Runs `work` as the site's admin in a transaction holding the site row, with its audit writer. */
    withLockedSite: locked,

    /** `adminQuerySiteSettings`. */
    async settings(site: SiteScope, caller: Caller, hosts: RequestHosts): Promise<SiteSettings> {
      assertAdmin(caller);
      return settingsOf(site, hosts);
    },

    /** `adminUpdateSiteSettings` (action 'settings') and `updateBrandInfo` (action 'brand'). */
    async update(
      site: SiteScope,
      caller: Caller,
      body: SettingsChanges,
      locale: Locale,
      hosts: RequestHosts,
      action: 'settings' | 'brand' = 'settings',
    ): Promise<SiteSettings> {
      await applySettings(site, caller, body, locale, action);
      return settingsOf(site, hosts);
    },

    /** `adminUpdateSitePaymentSettings`: the deposit address and the CNY rate, audited as 'payment'. */
    async updatePayment(
      site: SiteScope,
      caller: Caller,
      body: { usdtCnyRate: string | null; usdtTrc20Address: string },
      locale: Locale,
    ): Promise<SitePaymentSettings> {
      await applySettings(site, caller, body, locale, 'payment');
      const row = await siteRow(site);
      return { usdtCnyRate: rateText(row.usdtCnyRate), usdtTrc20Address: row.usdtTrc20Address };
    },

    /** `adminQuerySiteAudit`: newest first, paged. */
    async audit(
      site: SiteScope,
      caller: Caller,
      query: { page: number; pageSize: number },
    ): Promise<{ content: SiteAuditEntry[]; total: number }> {
      assertAdmin(caller);
      const { rows, total } = await pageAuditRows(db, site.id, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        content: rows.map((row) => ({
          id: row.id,
          actorKind: row.actorKind,
          actorName: row.actorName,
          action: row.action,
          before: row.before,
          after: row.after,
          createTime: row.createdAt.getTime(),
        })),
        total,
      };
    },

    /** `adminUploadSiteImage`: the uploads module stores it (checked, re-encoded, counted). */
    uploadImage(
      site: SiteScope,
      caller: Caller,
      body: { kind: SiteImageKind; image: string },
      locale: Locale,
    ): Promise<SiteImageResult> {
      assertAdmin(caller);
      return uploads.storeSiteImage(site, caller, body, locale);
    },

    /** `querySiteImage` (public). */
    image(site: SiteScope, id: number) {
      return uploads.siteImage(site, id);
    },

    /* ---------- domains ---------- */

    /** `adminAddSiteDomain`: answers the site's domains. */
    async addDomain(
      site: SiteScope,
      caller: Caller,
      domain: string,
      hosts: RequestHosts,
    ): Promise<SiteDomain[]> {
      const now = clock.now();
      const primary = await locked(site, caller, async (tx, row, audit) => {
        await addDomainLocked(tx, site, domain, now);
        await audit('domain.add', {}, { domain });
        return row.domainName;
      });
      sites.invalidateSite(site.id, [domain]);
      return domainsOf(site, primary, hosts);
    },

    /**
     * `adminCheckSiteDomain`: one request to the domain (outside any transaction), the outcome stored. Not
     * audited: it changes no setting.
     */
    async checkDomain(
      site: SiteScope,
      caller: Caller,
      id: number,
      hosts: RequestHosts,
    ): Promise<SiteDomainCheck> {
      assertAdmin(caller);
      const found = await findDomain(db, site.id, id);
      if (!found) throw new AppError('NOT_FOUND');
      const result = await check(found.domain, site.code);
      const saved = await setDomainCheck(db, site.id, id, result.ok, clock.now());
      if (!saved) throw new AppError('NOT_FOUND');
      const row = await siteRow(site);
      return { ...domainOf(saved, row.domainName, hostsOf(hosts)), failure: result.failure };
    },

    /**
     * `adminRemoveSiteDomain`: never the last domain (so the one in use only while another remains); the
     * primary domain moves to the oldest remaining one. Answers the site's domains.
     */
    async removeDomain(
      site: SiteScope,
      caller: Caller,
      id: number,
      hosts: RequestHosts,
    ): Promise<SiteDomain[]> {
      const now = clock.now();
      const { removed, primary } = await locked(site, caller, async (tx, row, audit) => {
        const all = await listDomains(tx, site.id);
        const target = all.find((d) => d.id === id);
        if (!target) throw new AppError('NOT_FOUND');
        const rest = all.filter((d) => d.id !== id);
        const next = rest[0];
        if (!next) throw new AppError('SITE_DOMAIN_LAST');
        await deleteDomainRow(tx, site.id, id);
        let domainName = row.domainName;
        if (target.domain === row.domainName) {
          domainName = next.domain;
          await updateSiteRow(tx, site.id, { domainName, updatedAt: now });
          await audit('domain.remove', { domain: target.domain, domainName: row.domainName }, { domainName });
        } else {
          await audit('domain.remove', { domain: target.domain }, {});
        }
        return { removed: target.domain, primary: domainName };
      });
      sites.invalidateSite(site.id, [removed]);
      return domainsOf(site, primary, hosts);
    },

    /**
     * `adminSetSiteDomainLook`: what one domain shows of the site (a template, the hash-mode site, or its
     * own look); community sites only. Answers the site's domains.
     */
    async setDomainLook(
      site: SiteScope,
      caller: Caller,
      body: { id: number; look: DomainLook | null },
      hosts: RequestHosts,
      locale: Locale,
    ): Promise<SiteDomain[]> {
      const { domain, primary } = await locked(site, caller, async (tx, row, audit) => {
        if (row.siteType === 5) {
          throw new AppError('VALIDATION_FAILED', {
            fieldErrors: [fieldError(locale, 'look', 'validation.invalid')],
          });
        }
        const before = await findDomain(tx, site.id, body.id);
        if (!before) throw new AppError('NOT_FOUND');
        await setDomainLook(tx, site.id, body.id, body.look);
        await audit('domain.look', { domain: before.domain, look: before.look }, { look: body.look });
        return { domain: before.domain, primary: row.domainName };
      });
      sites.invalidateSite(site.id, [domain]);
      return domainsOf(site, primary, hosts);
    },

    /** `updateDomainName` (spec 7): the primary domain, added first when the site has not got it. */
    async setPrimaryDomain(
      site: SiteScope,
      caller: Caller,
      domain: string,
      hosts: RequestHosts,
    ): Promise<SiteDomain> {
      const now = clock.now();
      await locked(site, caller, async (tx, row, audit) => {
        const own = (await listDomains(tx, site.id)).some((d) => d.domain === domain);
        if (!own) {
          await addDomainLocked(tx, site, domain, now);
          await audit('domain.add', {}, { domain });
        }
        if (row.domainName !== domain) {
          await updateSiteRow(tx, site.id, { domainName: domain, updatedAt: now });
          await audit('domain.primary', { domainName: row.domainName }, { domainName: domain });
        }
      });
      sites.invalidateSite(site.id, [domain]);
      const list = await domainsOf(site, domain, hosts);
      const found = list.find((d) => d.domain === domain);
      if (!found) throw new AppError('NOT_FOUND');
      return found;
    },

    /* ---------- banners ---------- */

    /** `getBannerList` (public): the enabled banners for the reader's language and for all, in order. */
    async publicBanners(site: SiteScope, locale: Locale): Promise<Banner[]> {
      return (await listPublicBanners(db, site.id, locale)).map(toBanner);
    },

    /** `adminQuerySiteBanners`. */
    async banners(site: SiteScope, caller: Caller): Promise<SiteBanner[]> {
      assertAdmin(caller);
      return (await listBanners(db, site.id)).map(toSiteBanner);
    },

    /** `addBanner`: goes last; at most BANNERS_PER_SITE (counted under the site row's lock). */
    async addBanner(site: SiteScope, caller: Caller, values: AddBannerChanges, locale: Locale) {
      const now = clock.now();
      const row = await locked(site, caller, async (tx, _site, audit) => {
        const stats = await bannerStats(tx, site.id);
        if (stats.count >= SITE_SETTINGS_LIMITS.BANNERS_PER_SITE) {
          throw new AppError('SITE_BANNER_LIMIT', { params: { max: SITE_SETTINGS_LIMITS.BANNERS_PER_SITE } });
        }
        await assertBannerImage(tx, site, values.image, '', locale);
        const inserted = await insertBanner(tx, {
          siteId: site.id,
          image: values.image,
          linkUrl: values.linkUrl,
          title: values.title,
          language: values.language,
          enabled: values.enabled,
          sort: stats.lastSort + 1,
          createdAt: now,
          updatedAt: now,
        });
        await audit('banner.add', {}, bannerAuditView(inserted));
        return inserted;
      });
      return toSiteBanner(row);
    },

    /** `updateBanner`: the fields sent; another site's banner or none is 404. */
    async updateBanner(site: SiteScope, caller: Caller, body: UpdateBannerChanges, locale: Locale) {
      const now = clock.now();
      const row = await locked(site, caller, async (tx, _site, audit) => {
        const current = await lockBanner(tx, site.id, body.id);
        if (!current) throw new AppError('NOT_FOUND');
        const { id: _id, ...changes } = body;
        const next = {
          ...current,
          ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
        };
        if (next.image === '' && next.title === '') {
          throw new AppError('VALIDATION_FAILED', {
            fieldErrors: [fieldError(locale, 'image', 'validation.banner.empty')],
          });
        }
        if (changes.image !== undefined) await assertBannerImage(tx, site, next.image, current.image, locale);
        const diff = changedFields(bannerAuditView(current), bannerAuditView(next), Object.keys(changes));
        if (!diff.changed) return current;
        const saved = await updateBannerRow(tx, site.id, body.id, {
          image: next.image,
          linkUrl: next.linkUrl,
          title: next.title,
          language: next.language,
          enabled: next.enabled,
          updatedAt: now,
        });
        await audit('banner.update', { id: body.id, ...diff.before }, { id: body.id, ...diff.after });
        return saved ?? current;
      });
      return toSiteBanner(row);
    },

    /** `deleteBanner`: another site's banner or none is 404. */
    async deleteBanner(site: SiteScope, caller: Caller, id: number) {
      const row = await locked(site, caller, async (tx, _site, audit) => {
        const removed = await deleteBannerRow(tx, site.id, id);
        if (!removed) throw new AppError('NOT_FOUND');
        await audit('banner.delete', bannerAuditView(removed), {});
        return removed;
      });
      return toSiteBanner(row);
    },

    /** `adminSortSiteBanners`: every banner of the site, each once, in the new order. */
    async sortBanners(site: SiteScope, caller: Caller, ids: number[], locale: Locale): Promise<SiteBanner[]> {
      const now = clock.now();
      await locked(site, caller, async (tx, _site, audit) => {
        const all = await listBanners(tx, site.id);
        const known = new Set(all.map((b) => b.id));
        if (ids.length !== all.length || !ids.every((id) => known.has(id))) {
          throw new AppError('VALIDATION_FAILED', {
            fieldErrors: [fieldError(locale, 'ids', 'validation.banner.order')],
          });
        }
        const before = all.map((b) => b.id);
        if (JSON.stringify(before) === JSON.stringify(ids)) return;
        for (const [index, id] of ids.entries()) {
          await updateBannerRow(tx, site.id, id, { sort: index + 1, updatedAt: now });
        }
        await audit('banner.sort', { order: before }, { order: ids });
      });
      return (await listBanners(db, site.id)).map(toSiteBanner);
    },
  };
}

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;
