import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  index,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  id,
  instant,
  money,
  optionalRef,
  siteRef,
  updatedAt,
  type LocalizedText,
} from './columns';

const EMPTY_TEXT = sql`'{"zh_CN":""}'::jsonb`;

/**
 * Site info (spec 3): one row per white-label site. Defaults are the spec's. The about texts (company,
 * team, mission, goal, expectation, work time) are kept in the three languages and sent in the reader's.
 */
export const sites = pgTable(
  'sites',
  {
    id: id(),
    /** Public code of the site ("siteId" in the seed). */
    code: text('code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    siteName: text('site_name').notNull(),
    brandName: text('brand_name').notNull(),
    companyIntro: jsonb('company_intro').$type<LocalizedText>().notNull().default(EMPTY_TEXT),
    teamIntro: jsonb('team_intro').$type<LocalizedText>().notNull().default(EMPTY_TEXT),
    mission: jsonb('mission').$type<LocalizedText>().notNull().default(EMPTY_TEXT),
    goal: jsonb('goal').$type<LocalizedText>().notNull().default(EMPTY_TEXT),
    expectation: jsonb('expectation').$type<LocalizedText>().notNull().default(EMPTY_TEXT),
    custServiceEmail: text('cust_service_email').notNull().default(''),
    custServicePhone: text('cust_service_phone').notNull().default(''),
    qqCustService: text('qq_cust_service').notNull().default(''),
    qqGroup: text('qq_group').notNull().default(''),
    weixinQcodeCustService: text('weixin_qcode_cust_service').notNull().default(''),
    weixinQcodePub: text('weixin_qcode_pub').notNull().default(''),
    whatsapp: text('whatsapp').notNull().default(''),
    telegram: text('telegram').notNull().default(''),
    skype: text('skype').notNull().default(''),
    /** Primary domain; every domain that reaches the site is in site_domains. */
    domainName: text('domain_name').notNull().default(''),
    icon: text('icon').notNull().default(''),
    navibarLogo: text('navibar_logo').notNull().default(''),
    footBarLogo: text('foot_bar_logo').notNull().default(''),
    bannerBg: text('banner_bg').notNull().default(''),
    language: text('language').notNull().default('zh_CN'),
    themeColor: text('theme_color').notNull().default('#e74b3a'),
    secondThemeColor: text('second_theme_color').notNull().default('#f56c6c'),
    fontColor: text('font_color').notNull().default('#333333'),
    secondFontColor: text('second_font_color').notNull().default('#666666'),
    headerBgc: text('header_bgc').notNull().default('#333333'),
    footerBgc: text('footer_bgc').notNull().default('#454545'),
    rightBarBackgroundColor: text('right_bar_background_color').notNull().default('#999999'),
    fontFamily: text('font_family').notNull().default(''),
    themeType: integer('theme_type').notNull().default(1),
    templateType: integer('template_type').notNull().default(1),
    siteType: integer('site_type').notNull().default(2),
    /** 1 enabled, 0 disabled by the operator. */
    status: integer('status').notNull().default(1),
    /** 0 default, 1 custom-branded. */
    version: integer('version').notNull().default(0),
    beginTime: instant('begin_time'),
    endTime: instant('end_time'),
    /** URL of the operator's page-statistics script; its origin is the one script host the CSP allows. */
    statisticsCode: text('statistics_code').notNull().default(''),
    /**
     * Origins (`https://portal.example.com`, `https://*.example.com`) whose pages may frame the embeddable
     * routes (`/iframeStrategy`); empty = framed by the site itself only (platform/security-headers.ts).
     */
    frameAncestors: text('frame_ancestors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    workTime: jsonb('work_time').$type<LocalizedText>().notNull().default(EMPTY_TEXT),
    copyMaxNumber: integer('copy_max_number').notNull().default(10),
    masterMaxNumber: integer('master_max_number').notNull().default(10),
    typeList: jsonb('type_list')
      .$type<number[]>()
      .notNull()
      .default(sql`'[1,2,3]'::jsonb`),
    reverseCopyFlag: integer('reverse_copy_flag').notNull().default(0),
    defaultLang: integer('default_lang').notNull().default(1),
    availableLang: text('available_lang').notNull().default('1,2,3'),
    defaultBaseUrl: text('default_base_url').notNull().default('/home'),
    informationModuleFlag: integer('information_module_flag').notNull().default(1),
    verifyMethod: integer('verify_method').notNull().default(0),
    siteSubPrice: money('site_sub_price').notNull().default('0'),
    openSettlement: boolean('open_settlement').notNull().default(false),
    openWallet: boolean('open_wallet').notNull().default(false),
    proportion: numeric('proportion', { precision: 10, scale: 4 }).notNull().default('0'),
    margin: money('margin').notNull().default('0'),
    /** Real-name verification accepts Chinese names only (2-20 Chinese characters, a middle dot allowed). */
    realNameChinese: boolean('real_name_chinese').notNull().default(false),
    /** useLevelUpgradeFlag (spec 3): partners move up rebate levels by their customers on their own. */
    levelAutoUpgrade: boolean('level_auto_upgrade').notNull().default(false),
    /** Footer config (spec 3): which footer layout, the legal statement, the college block. */
    footerTemplateIndex: integer('footer_template_index').notNull().default(1),
    openStatement: jsonb('open_statement').$type<LocalizedText>().notNull().default(EMPTY_TEXT),
    collegeEnabled: boolean('college_enabled').notNull().default(false),
    collegeTitle: jsonb('college_title').$type<LocalizedText>().notNull().default(EMPTY_TEXT),
    /** CNY per 1 USDT, set by the site admin; Alipay / WeChat prices show their CNY amount. Null = not shown. */
    usdtCnyRate: numeric('usdt_cny_rate', { precision: 12, scale: 4 }),
    /** The site's USDT TRC20 deposit address shown on the recharge page ('' = not set). */
    usdtTrc20Address: text('usdt_trc20_address').notNull().default(''),
    /**
     * Platform limits per site (issue 15, the operator's console), -1 unlimited: the live subscriptions one
     * user may hold (`currentUserCopyCount`), and the copied trades one user's follow accounts may receive
     * in a calendar month (`currentUserTradeCount`). copyMaxNumber / masterMaxNumber count bound accounts.
     */
    userCopyLimit: integer('user_copy_limit').notNull().default(-1),
    userTradeLimit: integer('user_trade_limit').notNull().default(-1),
    /** freeUpgradeFlag (spec 3): a version-0 site may ask for the custom-branded version without charge. */
    freeUpgradeFlag: boolean('free_upgrade_flag').notNull().default(false),
    /** Why the operator suspended the site (status 0), shown to its visitors; '' = the standard text. */
    suspendReason: text('suspend_reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sites_code_uq').on(t.code),
    uniqueIndex('sites_one_default_uq')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

/** Every host (with port when not default) that reaches a site, lower case. */
export const siteDomains = pgTable(
  'site_domains',
  {
    id: id(),
    siteId: siteRef().references(() => sites.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    createdAt: createdAt(),
    /** The last check that the site answers on this domain (site settings: add, check, remove). */
    checkedAt: instant('checked_at'),
    checkOk: boolean('check_ok'),
    /** What the domain shows of its site (contracts DOMAIN_LOOKS: t1-t4, hash); null: the site's own look. */
    look: text('look'),
  },
  (t) => [
    uniqueIndex('site_domains_domain_uq').on(t.domain),
    check('site_domains_look_ck', sql`${t.look} is null or ${t.look} in ('t1', 't2', 't3', 't4', 'hash')`),
  ],
);

/**
 * The site's banners (spec 7: getBannerList, addBanner, updateBanner, deleteBanner): an uploaded image,
 * a link, a title, for one language or all ('' = every language), shown in `sort` order.
 */
export const siteBanners = pgTable(
  'site_banners',
  {
    id: id(),
    siteId: siteRef().references(() => sites.id, { onDelete: 'cascade' }),
    /** An uploaded image's public path (uploads module), or '' for a text-only banner on the brand colour. */
    image: text('image').notNull().default(''),
    linkUrl: text('link_url').notNull().default(''),
    title: text('title').notNull().default(''),
    /** zh_CN, en_US, zh_Hant, or '' for every language. */
    language: text('language').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('site_banners_site_idx').on(t.siteId, t.sort)],
);

/**
 * Every change of a site's settings (issue 15): who (a site admin or a platform operator), when, what,
 * and the changed fields before and after. Append-only.
 */
export const siteAuditLog = pgTable(
  'site_audit_log',
  {
    id: id(),
    siteId: siteRef().references(() => sites.id, { onDelete: 'cascade' }),
    /** 'admin' (a user of the site) or 'operator' (the platform's console). */
    actorKind: text('actor_kind').notNull(),
    actorId: integer('actor_id').notNull(),
    actorName: text('actor_name').notNull().default(''),
    /** What was done: 'settings', 'brand', 'domain.add', 'banner.update', 'limits', 'suspend', ... */
    action: text('action').notNull(),
    before: jsonb('before')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    after: jsonb('after')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('site_audit_log_site_idx').on(t.siteId, t.createdAt)],
);

/**
 * How a site reaches MT4 accounts beyond the built-in gateway and the EA bridge (issue 16): its MetaApi
 * cloud token, sealed (AES-256-GCM, never sent back: the admin sees its last four characters), and the
 * MetaApi region. No row, or an empty token: MetaApi is off for the site.
 */
export const siteConnections = pgTable('site_connections', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  metaApiTokenEnc: text('metaapi_token_enc').notNull().default(''),
  metaApiTokenHint: text('metaapi_token_hint').notNull().default(''),
  metaApiRegion: text('metaapi_region').notNull().default(''),
  updatedAt: updatedAt(),
});

/** Dictionary rows for select boxes; site_id null is the shared default a site may override. */
export const dictItems = pgTable(
  'dict_items',
  {
    id: id(),
    siteId: optionalRef('site_id', () => sites.id, 'cascade'),
    dictType: text('dict_type').notNull(),
    dictValue: text('dict_value').notNull(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('dict_items_type_idx').on(t.dictType)],
);
