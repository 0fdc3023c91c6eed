import { z } from 'zod';
import { MAX_ROW_ID } from './ids';
import { ABOUT_MODULES } from './constants';

/** siteType: 2 public community site (templateType 1-4), 3 hash-mode site, 5 MAM back office. */
export const SITE_TYPES = { COMMUNITY: 2, HASH: 3, MAM: 5 } as const;
/** verifyMethod: 0 phone or email, 2 phone only, anything else email only. */
export const VERIFY_METHODS = { PHONE_OR_EMAIL: 0, EMAIL: 1, PHONE: 2 } as const;

const hexColor = z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/);

/**
 * The public face of a site (spec 3, Site info), as `getSiteConfig` returns it. Times are epoch
 * milliseconds. Nothing here is secret: it is what every visitor's browser needs to draw the site.
 */
export const siteConfigSchema = z.object({
  id: z.number().int(),
  siteId: z.string(),
  siteName: z.string(),
  brandName: z.string(),
  companyIntro: z.string(),
  teamIntro: z.string(),
  mission: z.string(),
  goal: z.string(),
  expectation: z.string(),
  custServiceEmail: z.string(),
  custServicePhone: z.string(),
  qqCustService: z.string(),
  qqGroup: z.string(),
  weixinQcodeCustService: z.string(),
  weixinQcodePub: z.string(),
  whatsapp: z.string(),
  telegram: z.string(),
  skype: z.string(),
  domainName: z.string(),
  icon: z.string(),
  navibarLogo: z.string(),
  footBarLogo: z.string(),
  bannerBg: z.string(),
  language: z.string(),
  themeColor: hexColor,
  secondThemeColor: hexColor,
  fontColor: hexColor,
  secondFontColor: hexColor,
  headerBgc: hexColor,
  footerBgc: hexColor,
  rightBarBackgroundColor: hexColor,
  fontFamily: z.string(),
  /**
   * The site's CSS custom properties (`--ct-*`), derived from the colours and font above as antd 6 derives
   * its tokens (`@copytrade/theme`): the page draws in the site's colours before any antd code is loaded.
   */
  themeVariables: z.record(z.string(), z.string()),
  themeType: z.number().int(),
  templateType: z.number().int().min(1).max(4),
  siteType: z.number().int(),
  status: z.number().int(),
  /** 0 default, 1 custom-branded. */
  version: z.number().int(),
  beginTime: z.number().nullable(),
  endTime: z.number().nullable(),
  createTime: z.number(),
  updateTime: z.number(),
  /** URL of the operator's page-statistics script, loaded once at startup; empty for none. */
  statisticsCode: z.string(),
  workTime: z.string(),
  /** Follow accounts a user may hold; -1 unlimited. */
  copyMaxNumber: z.number().int(),
  /** Trade accounts a trader may hold; -1 unlimited. */
  masterMaxNumber: z.number().int(),
  /** Fee models the site offers: 1 free, 2 fixed subscription fee, 3 performance fee. */
  typeList: z.array(z.number().int()),
  /** 1 allows reverse copying. */
  reverseCopyFlag: z.number().int(),
  /** 1 Simplified Chinese, 2 English, 3 Traditional Chinese. */
  defaultLang: z.number().int().min(1).max(3),
  /** Comma list of language codes, e.g. "1,2,3". */
  availableLang: z.string(),
  defaultBaseUrl: z.string(),
  informationModuleFlag: z.number().int(),
  verifyMethod: z.number().int(),
  /**
   * Whether the site serves now (status 1 and within beginTime..endTime, by the server's clock); when
   * false every page shows `suspendReason` (or the standard text) instead of the app (issue 15).
   */
  open: z.boolean(),
  /** Why the operator suspended the site ('' = the standard text). */
  suspendReason: z.string(),
  /** Live subscriptions one user may hold; -1 unlimited. */
  userCopyLimit: z.number().int(),
  /** Copied trades one user's follow accounts may receive per calendar month (UTC); -1 unlimited. */
  userTradeLimit: z.number().int(),
  /** freeUpgradeFlag (spec 3): a version-0 site may ask for the custom-branded version without charge. */
  freeUpgradeFlag: z.boolean(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** `getSiteOtherInfo`: the money switches of a site (spec 3, Other site info). */
export const siteOtherInfoSchema = z.object({
  siteSubPrice: z.string(),
  openSettlement: z.boolean(),
  openWallet: z.boolean(),
  proportion: z.string(),
  margin: z.string(),
  /** CNY per 1 USDT set by the site admin ('7.20'); null = Alipay / WeChat prices show no CNY amount. */
  usdtCnyRate: z.string().nullable(),
  /** The site's USDT TRC20 deposit address for recharges ('' = not set). */
  usdtTrc20Address: z.string(),
});
export type SiteOtherInfo = z.infer<typeof siteOtherInfoSchema>;

export type MenuItem = {
  columnId: number;
  frontUrl: string;
  contentUrl: string;
  columnName: string;
  columnNameEn: string;
  columnNameHant: string;
  isShowSecondMenu: number;
  children: MenuItem[];
};

/** Header navigation, up to three levels. An item with a contentUrl is an external link (new tab). */
export const menuItemSchema: z.ZodType<MenuItem> = z
  .lazy(
    () =>
      z.object({
        columnId: z.number().int(),
        frontUrl: z.string(),
        contentUrl: z.string(),
        columnName: z.string(),
        columnNameEn: z.string(),
        columnNameHant: z.string(),
        isShowSecondMenu: z.number().int(),
        children: z.array(menuItemSchema),
      }),
    // A recursive schema is a named component of the OpenAPI document, so its `$ref` resolves.
  )
  .meta({ id: 'MenuItem' });

export type Column = {
  columnId: number;
  frontUrl: string;
  columnName: string;
  children: Column[];
};
/** `getColumnShowInfo`: the column tree with names in the reader's language. */
export const columnSchema: z.ZodType<Column> = z
  .lazy(() =>
    z.object({
      columnId: z.number().int(),
      frontUrl: z.string(),
      columnName: z.string(),
      children: z.array(columnSchema),
    }),
  )
  .meta({ id: 'Column' });

export const footerLinkSchema = z.object({
  title: z.string(),
  /** An in-site path ("/aboutUs/faq") or an absolute URL (opens a new tab). */
  url: z.string(),
});
export const footerGroupSchema = z.object({
  title: z.string(),
  links: z.array(footerLinkSchema),
});

/** `getSiteFooterContent` (spec 3, Footer config), with texts in the reader's language. */
export const siteFooterSchema = z.object({
  templateIndex: z.number().int(),
  siteInfo: z.object({
    brandName: z.string(),
    footBarLogo: z.string(),
    openStatement: z.string(),
    custServiceEmail: z.string(),
    custServicePhone: z.string(),
    workTime: z.string(),
    weixinQcodePub: z.string(),
  }),
  theme: z.object({
    themeColor: hexColor,
    secondthemeColor: hexColor,
    headerBgc: hexColor,
    footerBgc: hexColor,
    rightBarBackgroundColor: hexColor,
  }),
  collegeConfig: z.object({ enabled: z.boolean(), title: z.string() }),
  groups: z.array(footerGroupSchema),
});
export type SiteFooter = z.infer<typeof siteFooterSchema>;

export const dictQuerySchema = z.strictObject({ type: z.string().trim().min(1).max(40) });
export const dictItemSchema = z.object({
  dictType: z.string(),
  dictValue: z.string(),
  dictLabel: z.string(),
  sort: z.number().int(),
});
export type DictItem = z.infer<typeof dictItemSchema>;

export { ABOUT_MODULES, type AboutModule } from './constants';
export const aboutModuleSchema = z.enum(ABOUT_MODULES);

export const moduleContentQuerySchema = z.strictObject({ moduleCode: z.string().trim().min(1).max(40) });
export const contentIdQuerySchema = z.strictObject({
  contentId: z.coerce.number().int().positive().max(MAX_ROW_ID),
});
