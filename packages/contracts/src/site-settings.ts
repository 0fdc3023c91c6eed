import Decimal from 'decimal.js';
import { z } from 'zod';
import { MAX_ROW_ID } from './ids';
import { LOCALES } from './locale';
import { siteTrc20AddressInputSchema, usdtCnyRateInputSchema } from './site-payment';

/*
 * The site admin's settings (issue 15, section 2): every operator-facing field of spec 3 "Site info", the
 * banners, the domains and the audit log. What the platform decides (copyMaxNumber, masterMaxNumber, the
 * per-user limits, validity, version, site type) is shown, never accepted here: the update schemas are
 * strict, so a crafted body that names one of them is refused as a whole.
 */

/** Bounds of the settings. */
export const SITE_SETTINGS_LIMITS = {
  DOMAINS_PER_SITE: 20,
  /** Origins that may frame the embeddable pages. */
  FRAME_ORIGINS: 20,
  BANNERS_PER_SITE: 20,
  FOOTER_GROUPS: 6,
  FOOTER_LINKS_PER_GROUP: 12,
  /** How long a domain check waits for the site's answer. */
  DOMAIN_CHECK_TIMEOUT_MS: 3000,
  /** WCAG AA for normal text. */
  CONTRAST_AA: 4.5,
} as const;

/* ---------- colours and contrast ---------- */

export const HEX_COLOR_PATTERN = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** `#RGB` -> `#rrggbb` (lower case); null for anything that is not a 3- or 6-digit hex colour. */
export function normalizeHex(value: string): string | null {
  const text = value.trim();
  if (!HEX_COLOR_PATTERN.test(text)) return null;
  const body = text.slice(1).toLowerCase();
  return `#${body.length === 3 ? [...body].map((c) => c + c).join('') : body}`;
}

/** WCAG 2 relative luminance of a hex colour (0 black .. 1 white); an invalid colour counts as white. */
export function relativeLuminance(hex: string): number {
  const full = normalizeHex(hex);
  if (!full) return 1;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours (1 .. 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Below this luminance a background gets light text (the web theme's `isDark`). */
export const DARK_BACKGROUND_LUMINANCE = 0.4;

/** The text colour the site draws on a background it colours: white on dark, the font colour on light. */
export function textColorOn(background: string, fontColor: string): string {
  return relativeLuminance(background) < DARK_BACKGROUND_LUMINANCE ? '#ffffff' : fontColor;
}

export const CONTRAST_PAIRS = ['header', 'footer', 'button', 'text', 'secondText', 'rightBar'] as const;
export type ContrastPair = (typeof CONTRAST_PAIRS)[number];

export type ThemeColors = {
  themeColor: string;
  fontColor: string;
  secondFontColor: string;
  headerBgc: string;
  footerBgc: string;
  rightBarBackgroundColor: string;
};

export const contrastWarningSchema = z.object({
  /** Which text: header, footer, button (white on the theme colour), body text and secondary text on white, the right bar. */
  pair: z.enum(CONTRAST_PAIRS),
  /** The setting to change. */
  field: z.string(),
  foreground: z.string(),
  background: z.string(),
  /** Rounded down to 2 decimals, so 4.499 never reads as 4.50. */
  ratio: z.number(),
});
export type ContrastWarning = z.infer<typeof contrastWarningSchema>;

/**
 * The colour pairs whose contrast is below WCAG AA (4.5:1) as the site draws them: header and footer text
 * (white on a dark background, else the font colour), white button text on the theme colour, the body and
 * secondary text on white, the right bar's text. A warning, never a refusal.
 */
export function contrastWarnings(colors: ThemeColors): ContrastWarning[] {
  const pairs: [ContrastPair, keyof ThemeColors, string, string][] = [
    ['header', 'headerBgc', textColorOn(colors.headerBgc, colors.fontColor), colors.headerBgc],
    ['footer', 'footerBgc', textColorOn(colors.footerBgc, colors.fontColor), colors.footerBgc],
    ['button', 'themeColor', '#ffffff', colors.themeColor],
    ['text', 'fontColor', colors.fontColor, '#ffffff'],
    ['secondText', 'secondFontColor', colors.secondFontColor, '#ffffff'],
    [
      'rightBar',
      'rightBarBackgroundColor',
      textColorOn(colors.rightBarBackgroundColor, colors.fontColor),
      colors.rightBarBackgroundColor,
    ],
  ];
  return pairs
    .map(([pair, field, foreground, background]) => ({
      pair,
      field,
      foreground,
      background,
      ratio: Math.floor(contrastRatio(foreground, background) * 100) / 100,
    }))
    .filter((item) => item.ratio < SITE_SETTINGS_LIMITS.CONTRAST_AA);
}

/* ---------- fonts ---------- */

/** The font stacks a site may choose (no web fonts: nothing is fetched from another host). */
export const FONT_STACKS = {
  default: '',
  system:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif',
  pingfang:
    '"PingFang SC", "PingFang TC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  yahei: '"Microsoft YaHei", "Microsoft JhengHei", "PingFang SC", "Noto Sans CJK SC", sans-serif',
  humanist: '"Segoe UI", "Helvetica Neue", Helvetica, Arial, "PingFang SC", "Microsoft YaHei", sans-serif',
  serif: 'Georgia, "Times New Roman", "Songti SC", "Noto Serif CJK SC", SimSun, serif',
} as const;
export type FontKey = keyof typeof FONT_STACKS;
export const FONT_KEYS = Object.keys(FONT_STACKS) as [FontKey, ...FontKey[]];

/** The key of a stored stack; a stack not in the list (none is written) reads as the default. */
export function fontKeyOf(stack: string): FontKey {
  const found = FONT_KEYS.find((key) => FONT_STACKS[key] === stack.trim());
  return found ?? 'default';
}

/* ---------- site images ---------- */

/** Where a site image (logo, banner, QR code) is served, public: `?id=<upload id>`. */
export const SITE_IMAGE_PATH = '/community/front/querySiteImage';
const SITE_IMAGE_URL = /^\/community\/front\/querySiteImage\?id=([1-9]\d{0,9})$/;
/** Files shipped with the server (the demo's logos) under /uploads/; kept when unchanged. */
const STATIC_UPLOAD_URL = /^\/uploads\/[\w./-]{1,200}$/;

export function siteImageUrl(uploadId: number): string {
  return `${SITE_IMAGE_PATH}?id=${uploadId}`;
}

/** The upload id of a site image's address, or null. */
export function siteImageIdOf(url: string): number | null {
  const match = SITE_IMAGE_URL.exec(url.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id <= MAX_ROW_ID ? id : null;
}

/** What each kind of site image is re-encoded to at most (width x height, never enlarged). */
export const SITE_IMAGE_KINDS = {
  icon: { width: 256, height: 256 },
  logo: { width: 1200, height: 400 },
  banner: { width: 2400, height: 1200 },
  qrcode: { width: 800, height: 800 },
} as const;
export type SiteImageKind = keyof typeof SITE_IMAGE_KINDS;

/**
 * An image setting: '' (none), a site image uploaded through `adminUploadSiteImage`, or a file the server
 * ships under /uploads/ (accepted only when unchanged: the server checks).
 */
export const siteImageInputSchema = z
  .string({ error: 'validation.siteImage.invalid' })
  .trim()
  .max(300, { error: 'validation.siteImage.invalid', abort: true })
  .refine(
    (value) =>
      value === '' ||
      siteImageIdOf(value) !== null ||
      (STATIC_UPLOAD_URL.test(value) && !value.includes('..')),
    { error: 'validation.siteImage.invalid' },
  );

export const uploadSiteImageBodySchema = z.strictObject({
  kind: z.enum(Object.keys(SITE_IMAGE_KINDS) as [SiteImageKind, ...SiteImageKind[]], {
    error: 'validation.invalid',
  }),
  /** A data URL or bare base64 of a PNG, JPEG, GIF or WebP image of at most 2 MB. */
  image: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
});
export type UploadSiteImageBody = z.input<typeof uploadSiteImageBodySchema>;

export const siteImageResultSchema = z.object({
  uploadId: z.number().int(),
  /** The public address to put in a setting or a banner. */
  url: z.string(),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type SiteImageResult = z.infer<typeof siteImageResultSchema>;

export const siteImageQuerySchema = z.strictObject({
  id: z.coerce.number({ error: 'validation.required' }).int().positive().max(MAX_ROW_ID),
});

/* ---------- texts, links, contacts ---------- */

const oneText = (max: number) => z.string().trim().max(max);

/** A text in the site's languages (a language left out keeps what it had). */
export function localizedInputSchema(max: number) {
  return z.strictObject({
    zh_CN: oneText(max).optional(),
    en_US: oneText(max).optional(),
    zh_Hant: oneText(max).optional(),
  });
}
export type LocalizedInput = z.infer<ReturnType<typeof localizedInputSchema>>;

/** A text as stored, '' where a language has none. */
export const localizedOutputSchema = z.object({ zh_CN: z.string(), en_US: z.string(), zh_Hant: z.string() });
export type LocalizedOutput = z.infer<typeof localizedOutputSchema>;

/** The about texts' limits (characters). */
export const ABOUT_TEXT_MAX = {
  companyIntro: 2000,
  teamIntro: 2000,
  mission: 500,
  goal: 500,
  expectation: 500,
  workTime: 100,
  openStatement: 1000,
} as const;

const SAFE_LINK_SCHEME = /^(https?:\/\/|tencent:|skype:|tg:|mailto:|tel:)/i;
const HANDLE = /^[\p{L}\p{N}_.@+\-() ]{1,64}$/u;

/** A contact handle or number, or a link with a safe scheme (https, tencent:, skype:, tg:, mailto:, tel:). */
const contactSchema = z
  .string({ error: 'validation.contact.invalid' })
  .trim()
  .max(200, { error: 'validation.contact.invalid', abort: true })
  .refine(
    (value) =>
      value === '' ||
      (value.includes(':') ? SAFE_LINK_SCHEME.test(value) && !/\s/.test(value) : HANDLE.test(value)),
    { error: 'validation.contact.invalid' },
  );

const phoneContactSchema = z
  .string({ error: 'validation.contactPhone.invalid' })
  .trim()
  .max(30, { error: 'validation.contactPhone.invalid', abort: true })
  .refine((value) => value === '' || /^\+?[\d\s()-]{3,30}$/.test(value), {
    error: 'validation.contactPhone.invalid',
  });

/**
 * The site's contact address: a mailbox at any domain (a top-level domain of 2 to 24 letters, so `.example`
 * and the newer long ones pass; users' own addresses keep the spec's pattern).
 */
const CONTACT_EMAIL = /^[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}$/;

const contactEmailSchema = z
  .string({ error: 'validation.email.invalid' })
  .trim()
  .max(100, { error: 'validation.email.invalid', abort: true })
  .refine((value) => value === '' || CONTACT_EMAIL.test(value), { error: 'validation.email.invalid' });

/** An in-site path ('/aboutUs/introduce') or an http(s) address; '' allowed where the caller says. */
export function isSiteLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value) && !value.includes('\\');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}

export const siteLinkSchema = z
  .string({ error: 'validation.link.invalid' })
  .trim()
  .max(500, { error: 'validation.link.invalid', abort: true })
  .refine((value) => value === '' || isSiteLink(value), { error: 'validation.link.invalid' });

/** The statistics script: '' or an https address (its origin joins the pages' script-src). */
export const statisticsCodeSchema = z
  .string({ error: 'validation.url.https' })
  .trim()
  .max(500, { error: 'validation.url.https', abort: true })
  .refine(
    (value) => {
      if (value === '') return true;
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.username === '' && url.password === '' && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { error: 'validation.url.https' },
  );

/**
 * An origin that may frame the site's embeddable pages (`/iframeStrategy`): scheme and host, an optional
 * leading `*.` label and an optional port or `:*` (any port), nothing that could end or add a CSP
 * directive. The server writes them into `frame-ancestors` (platform/security-headers.ts).
 */
export const FRAME_ORIGIN_PATTERN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/;

/** `https://Broker.example.com/` -> `https://broker.example.com`; null when it is not a framing origin. */
export function normalizeFrameOrigin(value: string): string | null {
  const origin = value.trim().toLowerCase().replace(/\/+$/, '');
  return FRAME_ORIGIN_PATTERN.test(origin) ? origin : null;
}

export const frameOriginSchema = z
  .string({ error: 'validation.frameOrigin.invalid' })
  .max(300, { error: 'validation.frameOrigin.invalid', abort: true })
  .transform((value, ctx) => {
    const origin = normalizeFrameOrigin(value);
    if (origin === null) {
      ctx.addIssue({ code: 'custom', message: 'validation.frameOrigin.invalid' });
      return z.NEVER;
    }
    return origin;
  });

/* ---------- footer ---------- */

export const footerLinkInputSchema = z.strictObject({
  title: localizedInputSchema(40),
  url: siteLinkSchema.refine((value) => value !== '', { error: 'validation.link.invalid' }),
});
export const footerGroupInputSchema = z.strictObject({
  title: localizedInputSchema(40),
  links: z.array(footerLinkInputSchema).max(SITE_SETTINGS_LIMITS.FOOTER_LINKS_PER_GROUP),
});
export type FooterGroupInput = z.infer<typeof footerGroupInputSchema>;

export const footerGroupOutputSchema = z.object({
  title: localizedOutputSchema,
  links: z.array(z.object({ title: localizedOutputSchema, url: z.string() })),
});
export type FooterGroupOutput = z.infer<typeof footerGroupOutputSchema>;

/* ---------- languages, rules, money ---------- */

/** 1 Simplified Chinese, 2 English, 3 Traditional Chinese (spec 3). */
const langCodeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'validation.invalid' });

const PROPORTION_PATTERN = /^(0(\.\d{1,4})?|1(\.0{1,4})?)$/;

/** The site's share of fees as a fraction (0.2 = 20 %), at most 4 decimals, 0 to 1. */
export const proportionInputSchema = z
  .string({ error: 'validation.proportion.invalid' })
  .trim()
  .max(8, { error: 'validation.proportion.invalid', abort: true })
  .refine((value) => PROPORTION_PATTERN.test(value), { error: 'validation.proportion.invalid' })
  .transform((value) => new Decimal(value).toFixed(4));

const nameSchema = (max: number) =>
  z.string().trim().min(1, { error: 'validation.required', abort: true }).max(max);

const colorSchema = z
  .string({ error: 'validation.color.invalid' })
  .trim()
  .max(7, { error: 'validation.color.invalid', abort: true })
  .refine((value) => HEX_COLOR_PATTERN.test(value), { error: 'validation.color.invalid' })
  .transform((value) => normalizeHex(value) ?? value);

/** The brand: names, logos, colours and font (also `updateBrandInfo`). */
export const brandShape = {
  siteName: nameSchema(60).optional(),
  brandName: nameSchema(40).optional(),
  icon: siteImageInputSchema.optional(),
  navibarLogo: siteImageInputSchema.optional(),
  footBarLogo: siteImageInputSchema.optional(),
  bannerBg: siteImageInputSchema.optional(),
  themeColor: colorSchema.optional(),
  secondThemeColor: colorSchema.optional(),
  fontColor: colorSchema.optional(),
  secondFontColor: colorSchema.optional(),
  headerBgc: colorSchema.optional(),
  footerBgc: colorSchema.optional(),
  rightBarBackgroundColor: colorSchema.optional(),
  fontFamily: z.enum(FONT_KEYS, { error: 'validation.invalid' }).optional(),
};

/** Every field the site admin may change; each is optional (a section saves its own). */
export const siteSettingsShape = {
  ...brandShape,
  companyIntro: localizedInputSchema(ABOUT_TEXT_MAX.companyIntro).optional(),
  teamIntro: localizedInputSchema(ABOUT_TEXT_MAX.teamIntro).optional(),
  mission: localizedInputSchema(ABOUT_TEXT_MAX.mission).optional(),
  goal: localizedInputSchema(ABOUT_TEXT_MAX.goal).optional(),
  expectation: localizedInputSchema(ABOUT_TEXT_MAX.expectation).optional(),
  workTime: localizedInputSchema(ABOUT_TEXT_MAX.workTime).optional(),
  openStatement: localizedInputSchema(ABOUT_TEXT_MAX.openStatement).optional(),
  availableLang: z
    .array(langCodeSchema)
    .min(1, { error: 'validation.availableLang.required' })
    .max(3)
    .refine((codes) => new Set(codes).size === codes.length, { error: 'validation.invalid' })
    .optional(),
  defaultLang: langCodeSchema.optional(),
  custServicePhone: phoneContactSchema.optional(),
  custServiceEmail: contactEmailSchema.optional(),
  qqCustService: contactSchema.optional(),
  qqGroup: contactSchema.optional(),
  weixinQcodeCustService: siteImageInputSchema.optional(),
  weixinQcodePub: siteImageInputSchema.optional(),
  whatsapp: contactSchema.optional(),
  telegram: contactSchema.optional(),
  skype: contactSchema.optional(),
  footerGroups: z.array(footerGroupInputSchema).max(SITE_SETTINGS_LIMITS.FOOTER_GROUPS).optional(),
  statisticsCode: statisticsCodeSchema.optional(),
  /** 0 phone or email, 1 email only, 2 phone only. */
  verifyMethod: z
    .union([z.literal(0), z.literal(1), z.literal(2)], { error: 'validation.invalid' })
    .optional(),
  /** 1 followers may copy in reverse. */
  reverseCopyFlag: z.union([z.literal(0), z.literal(1)], { error: 'validation.invalid' }).optional(),
  /** Fee models offered: 1 free, 2 subscription fee, 3 performance fee. */
  typeList: z
    .array(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'validation.invalid' }))
    .min(1, { error: 'validation.typeList.required' })
    .max(3)
    .refine((codes) => new Set(codes).size === codes.length, { error: 'validation.invalid' })
    .optional(),
  openWallet: z.boolean().optional(),
  openSettlement: z.boolean().optional(),
  proportion: proportionInputSchema.optional(),
  usdtCnyRate: usdtCnyRateInputSchema.optional(),
  usdtTrc20Address: siteTrc20AddressInputSchema.optional(),
  /** Origins that may frame `/iframeStrategy` (a broker's own website); each once. */
  frameAncestors: z
    .array(frameOriginSchema)
    .max(SITE_SETTINGS_LIMITS.FRAME_ORIGINS, { error: 'validation.frameOrigin.tooMany' })
    .transform((origins) => [...new Set(origins)])
    .optional(),
};

/** The default language must be among the languages offered, when a body names both. */
export function defaultLangOffered(
  body: { availableLang?: number[] | undefined; defaultLang?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if (
    body.availableLang &&
    body.defaultLang !== undefined &&
    !body.availableLang.includes(body.defaultLang)
  ) {
    ctx.addIssue({ code: 'custom', path: ['defaultLang'], message: 'validation.defaultLang.notOffered' });
  }
}

/** `adminUpdateSiteSettings`: any of the settings; a field not named keeps its value. */
export const updateSiteSettingsBodySchema = z.strictObject(siteSettingsShape).superRefine(defaultLangOffered);
export type UpdateSiteSettingsBody = z.input<typeof updateSiteSettingsBodySchema>;

/** `updateBrandInfo` (spec 7): the brand subset of the settings. */
export const updateBrandInfoBodySchema = z.strictObject(brandShape);
export type UpdateBrandInfoBody = z.input<typeof updateBrandInfoBodySchema>;

/* ---------- domains ---------- */

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_PATTERN = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);

/**
 * A domain as an admin types it ('Brand.Example.com', 'https://brand.example.com/', 'brand.localhost:3000')
 * -> the host the resolver matches ('brand.example.com', 'brand.localhost:3000'): lower case, no scheme, no
 * path, an optional port 1-65535. Null when it is not a host name.
 */
export function normalizeDomain(text: string): string | null {
  let value = text.trim().toLowerCase();
  value = value.replace(/^https?:\/\//, '').replace(/\/$/, '');
  const match = /^([^:]+)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return null;
  const [, host = '', port] = match;
  if (host.length > 253 || !HOST_PATTERN.test(host)) return null;
  if (port !== undefined) {
    const n = Number(port);
    if (n < 1 || n > 65535 || String(n) !== port) return null;
    return `${host}:${n}`;
  }
  return host;
}

export const domainInputSchema = z
  .string({ error: 'validation.domain.invalid' })
  .trim()
  .max(270, { error: 'validation.domain.invalid', abort: true })
  .transform((value, ctx) => {
    const domain = normalizeDomain(value);
    if (domain === null) {
      ctx.addIssue({ code: 'custom', message: 'validation.domain.invalid' });
      return z.NEVER;
    }
    return domain;
  });

export const addSiteDomainBodySchema = z.strictObject({ domain: domainInputSchema });
export type AddSiteDomainBody = z.input<typeof addSiteDomainBodySchema>;

/** `updateDomainName` (spec 7): the primary domain (added first when the site has not got it). */
export const updateDomainNameBodySchema = z.strictObject({ domainName: domainInputSchema });
export type UpdateDomainNameBody = z.input<typeof updateDomainNameBodySchema>;

const bodyIdSchema = z.number({ error: 'validation.required' }).int().positive().max(MAX_ROW_ID);
const paramIdSchema = z.coerce.number({ error: 'validation.required' }).int().positive().max(MAX_ROW_ID);

export const siteDomainIdBodySchema = z.strictObject({ id: bodyIdSchema });
export const siteRowParamsSchema = z.strictObject({ id: paramIdSchema });

/** Why a check failed: no address for the name, no answer in time, refused, not our API, another site. */
export const DOMAIN_CHECK_FAILURES = ['dns', 'timeout', 'unreachable', 'notSite', 'otherSite'] as const;
export type DomainCheckFailure = (typeof DOMAIN_CHECK_FAILURES)[number];

/**
 * What a domain shows of its community site: the site's own look (null), one of the public site's four
 * templates, or the hash-mode site. The data is the site's either way; a broker previews a template on a
 * second domain before switching, or serves a second look. Not offered to MAM sites.
 */
export const DOMAIN_LOOKS = ['t1', 't2', 't3', 't4', 'hash'] as const;
export type DomainLook = (typeof DOMAIN_LOOKS)[number];

/** The site type and template a look shows. */
export function lookShell(look: DomainLook): { siteType: 2 | 3; templateType: number } {
  return look === 'hash' ? { siteType: 3, templateType: 1 } : { siteType: 2, templateType: Number(look[1]) };
}

/** `adminSetSiteDomainLook`: one domain's look, or null for the site's own. */
export const setSiteDomainLookBodySchema = z.strictObject({
  id: bodyIdSchema,
  look: z.enum(DOMAIN_LOOKS, { error: 'validation.invalid' }).nullable(),
});
export type SetSiteDomainLookBody = z.input<typeof setSiteDomainLookBodySchema>;

export const siteDomainSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  /** What this domain shows; null: the site's own site type and template. */
  look: z.enum(DOMAIN_LOOKS).nullable(),
  /** The site's primary domain (domainName). */
  primary: z.boolean(),
  /** The domain this request came through (the admin's page). */
  current: z.boolean(),
  createTime: z.number(),
  checkedAt: z.number().nullable(),
  checkOk: z.boolean().nullable(),
});
export type SiteDomain = z.infer<typeof siteDomainSchema>;

/** `adminCheckSiteDomain`: the domain as checked, with why it failed. */
export const siteDomainCheckSchema = siteDomainSchema.extend({
  failure: z.enum(DOMAIN_CHECK_FAILURES).nullable(),
});
export type SiteDomainCheck = z.infer<typeof siteDomainCheckSchema>;

/* ---------- banners ---------- */

export const BANNER_LANGUAGES = ['', ...LOCALES] as const;
const bannerLanguageSchema = z.enum(BANNER_LANGUAGES, { error: 'validation.invalid' });
const bannerTitleSchema = z.string().trim().max(60);

/** A banner as the public reads it (`getBannerList`): enabled, for the reader's language, in order. */
export const bannerSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  linkUrl: z.string(),
  title: z.string(),
  /** zh_CN, en_US, zh_Hant, or '' for every language. */
  language: z.string(),
  sort: z.number().int(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** A banner as the admin manages it. */
export const siteBannerSchema = bannerSchema.extend({
  enabled: z.boolean(),
  updateTime: z.number(),
});
export type SiteBanner = z.infer<typeof siteBannerSchema>;

const bannerHasContent = (body: { image?: string | undefined; title?: string | undefined }) =>
  (body.image ?? '') !== '' || (body.title ?? '') !== '';

export const addBannerBodySchema = z
  .strictObject({
    image: siteImageInputSchema.default(''),
    linkUrl: siteLinkSchema.default(''),
    title: bannerTitleSchema.default(''),
    language: bannerLanguageSchema.default(''),
    enabled: z.boolean().default(true),
  })
  .refine(bannerHasContent, { error: 'validation.banner.empty', path: ['image'] });
export type AddBannerBody = z.input<typeof addBannerBodySchema>;

export const updateBannerBodySchema = z.strictObject({
  id: bodyIdSchema,
  image: siteImageInputSchema.optional(),
  linkUrl: siteLinkSchema.optional(),
  title: bannerTitleSchema.optional(),
  language: bannerLanguageSchema.optional(),
  enabled: z.boolean().optional(),
});
export type UpdateBannerBody = z.input<typeof updateBannerBodySchema>;

/** `adminSortSiteBanners`: every banner of the site, in the new order. */
export const sortBannersBodySchema = z.strictObject({
  ids: z
    .array(bodyIdSchema)
    .min(1)
    .max(SITE_SETTINGS_LIMITS.BANNERS_PER_SITE)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.banner.order' }),
});
export type SortBannersBody = z.input<typeof sortBannersBodySchema>;

/* ---------- the settings as the admin reads them ---------- */

/** What the platform decides for the site: shown on the page, changed only by the platform operator. */
export const sitePlatformLimitsSchema = z.object({
  siteType: z.number().int(),
  templateType: z.number().int(),
  /** 0 default, 1 custom-branded. */
  version: z.number().int(),
  /** 1 enabled, 0 suspended. */
  status: z.number().int(),
  beginTime: z.number().nullable(),
  endTime: z.number().nullable(),
  /** -1 unlimited. */
  copyMaxNumber: z.number().int(),
  masterMaxNumber: z.number().int(),
  userCopyLimit: z.number().int(),
  userTradeLimit: z.number().int(),
});

export const siteSettingsSchema = z.object({
  /** The site's public code. */
  siteId: z.string(),
  siteName: z.string(),
  brandName: z.string(),
  icon: z.string(),
  navibarLogo: z.string(),
  footBarLogo: z.string(),
  bannerBg: z.string(),
  themeColor: z.string(),
  secondThemeColor: z.string(),
  fontColor: z.string(),
  secondFontColor: z.string(),
  headerBgc: z.string(),
  footerBgc: z.string(),
  rightBarBackgroundColor: z.string(),
  fontFamily: z.enum(FONT_KEYS),
  companyIntro: localizedOutputSchema,
  teamIntro: localizedOutputSchema,
  mission: localizedOutputSchema,
  goal: localizedOutputSchema,
  expectation: localizedOutputSchema,
  workTime: localizedOutputSchema,
  openStatement: localizedOutputSchema,
  availableLang: z.array(z.number().int()),
  defaultLang: z.number().int(),
  custServicePhone: z.string(),
  custServiceEmail: z.string(),
  qqCustService: z.string(),
  qqGroup: z.string(),
  weixinQcodeCustService: z.string(),
  weixinQcodePub: z.string(),
  whatsapp: z.string(),
  telegram: z.string(),
  skype: z.string(),
  footerGroups: z.array(footerGroupOutputSchema),
  statisticsCode: z.string(),
  verifyMethod: z.number().int(),
  reverseCopyFlag: z.number().int(),
  typeList: z.array(z.number().int()),
  openWallet: z.boolean(),
  openSettlement: z.boolean(),
  proportion: z.string(),
  usdtCnyRate: z.string().nullable(),
  usdtTrc20Address: z.string(),
  frameAncestors: z.array(z.string()),
  domainName: z.string(),
  domains: z.array(siteDomainSchema),
  platform: sitePlatformLimitsSchema,
  /** Colour pairs below WCAG AA as saved (a warning, not a refusal). */
  contrastWarnings: z.array(contrastWarningSchema),
  updateTime: z.number(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/* ---------- the audit log ---------- */

export const siteAuditQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const siteAuditEntrySchema = z.object({
  id: z.number().int(),
  /** 'admin' (a user of the site) or 'operator' (the platform). */
  actorKind: z.string(),
  actorName: z.string(),
  /** settings, brand, domain.add, domain.remove, domain.primary, banner.add, banner.update, banner.delete, banner.sort, payment, ... */
  action: z.string(),
  /** Only the fields that changed, as they were and as they became. */
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  createTime: z.number(),
});
export type SiteAuditEntry = z.infer<typeof siteAuditEntrySchema>;
