import { z } from 'zod';
import { MAX_ROW_ID } from './ids';
import { domainInputSchema } from './site-settings';
import { atMostChars, emailSchema } from './validators';

/*
 * The platform operator's console (issue 15): the company that sells the white label signs in with a
 * password and a one-time code (TOTP, RFC 6238) and creates, suspends, renews and limits sites.
 */

/** The console's API halves: sign-in is public, everything else needs an operator's token. */
export const OPERATOR_PUBLIC_PREFIX = '/operator/front/';
export const OPERATOR_API_PREFIX = '/operator/api/';

/** Whether a call of the API table is the operator console's (its token is the operator's, not a site's). */
export function isOperatorPath(path: string): boolean {
  return path.startsWith(OPERATOR_PUBLIC_PREFIX) || path.startsWith(OPERATOR_API_PREFIX);
}

/** RFC 6238 as every authenticator app does it: SHA-1, 6 digits, 30-second steps. */
export const TOTP = { digits: 6, periodSeconds: 30, algorithm: 'SHA1' } as const;

/** -1 is "unlimited" for every platform limit; the largest number the console accepts otherwise. */
export const PLATFORM_LIMIT_MAX = 1_000_000;

/** siteType (spec 3): 2 public site (templateType 1-4), 3 hash-mode site, 5 MAM back office. */
export const SITE_TYPES = [2, 3, 5] as const;
/** version (spec 3): 0 default, 1 custom-branded. */
export const SITE_VERSIONS = [0, 1] as const;
/** defaultLang / availableLang codes (spec 3): 1 zh_CN, 2 en_US, 3 zh_Hant. */
export const LANGUAGE_CODES = [1, 2, 3] as const;

/**
 * Where a site stands: `active`, `suspended` by the operator (status 0), `notStarted` (before its
 * beginTime) or `expired` (after its endTime). Only `active` serves pages and calls.
 */
export const SITE_STATES = ['active', 'suspended', 'notStarted', 'expired'] as const;
export type SiteState = (typeof SITE_STATES)[number];

/** The state of a site at `now` (epoch ms): the one rule the server and the console share. */
export function siteStateOf(
  site: { status: number; beginTime: number | null; endTime: number | null },
  now: number,
): SiteState {
  if (site.status !== 1) return 'suspended';
  if (site.beginTime !== null && now < site.beginTime) return 'notStarted';
  if (site.endTime !== null && now > site.endTime) return 'expired';
  return 'active';
}

export const totpCodeSchema = z
  .string({ error: 'validation.totp.required' })
  .trim()
  .min(1, { error: 'validation.totp.required', abort: true })
  .regex(/^\d{6}$/, { error: 'validation.totp.invalid' });

/** Any text up to 128 characters: sign-in compares it, the rules of a new password are not checked here. */
const operatorPasswordSchema = z
  .string({ error: 'validation.operatorPassword.required' })
  .min(1, { error: 'validation.operatorPassword.required', abort: true })
  .max(128, { error: 'validation.tooLong' });

export const operatorLoginBodySchema = z.strictObject({
  email: emailSchema,
  password: operatorPasswordSchema,
  code: totpCodeSchema,
});
export type OperatorLoginBody = z.infer<typeof operatorLoginBodySchema>;

export const operatorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const operatorLoginResultSchema = z.object({
  token: z.string(),
  /** When the token expires, epoch ms. */
  tokenTime: z.number(),
  operator: operatorSchema,
});
export type OperatorLoginResult = z.infer<typeof operatorLoginResultSchema>;

/**
 * The subscription states that take a place under userCopyLimit: `unpaid` (waiting for its payment) and
 * `subscribing` (copying). A `closing` one copies no new opens, so it no longer takes a place.
 */
export const COPY_LIMIT_STATES = ['unpaid', 'subscribing'] as const;

/** A platform limit: -1 (unlimited) or 0 to PLATFORM_LIMIT_MAX. */
const limitSchema = z
  .number({ error: 'validation.limit.invalid' })
  .int({ error: 'validation.limit.invalid' })
  .min(-1, { error: 'validation.limit.invalid' })
  .max(PLATFORM_LIMIT_MAX, { error: 'validation.limit.invalid' });

const limitFields = {
  /** Follow accounts one user may bind. */
  copyMaxNumber: limitSchema,
  /** Trade accounts one trader may bind. */
  masterMaxNumber: limitSchema,
  /** Live subscriptions (unpaid or copying) one user may hold. */
  userCopyLimit: limitSchema,
  /** Copied trades one user's follow accounts may receive in a calendar month (UTC). */
  userTradeLimit: limitSchema,
};
export const siteLimitsSchema = z.object(limitFields);
export type SiteLimits = z.infer<typeof siteLimitsSchema>;

/** The earliest and latest validity bound the console accepts: 2000-01-01 and 2200-01-01 (UTC). */
export const VALIDITY_RANGE = { min: Date.UTC(2000, 0, 1), max: Date.UTC(2200, 0, 1) } as const;

/** An instant as epoch milliseconds (a validity bound), within VALIDITY_RANGE. */
const instantSchema = z
  .number({ error: 'validation.validity.required' })
  .int({ error: 'validation.validity.required' })
  .min(VALIDITY_RANGE.min, { error: 'validation.validity.range' })
  .max(VALIDITY_RANGE.max, { error: 'validation.validity.range' });

const siteIdSchema = z.number().int().positive().max(MAX_ROW_ID);

const brandNameSchema = z
  .string({ error: 'validation.brandName.required' })
  .trim()
  .min(1, { error: 'validation.brandName.required', abort: true })
  .superRefine(atMostChars(60));

export const createSiteBodySchema = z
  .strictObject({
    /** As the site settings read a domain: lower case, no scheme, an optional port. */
    domain: domainInputSchema,
    siteType: z.union([z.literal(2), z.literal(3), z.literal(5)], { error: 'validation.siteType.invalid' }),
    /** The public site's template (siteType 2); other site types keep 1. */
    templateType: z
      .number({ error: 'validation.templateType.invalid' })
      .int({ error: 'validation.templateType.invalid' })
      .min(1, { error: 'validation.templateType.invalid' })
      .max(4, { error: 'validation.templateType.invalid' })
      .default(1),
    version: z.union([z.literal(0), z.literal(1)], { error: 'validation.version.invalid' }).default(0),
    beginTime: instantSchema,
    endTime: instantSchema,
    ...limitFields,
    availableLang: z
      .array(
        z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'validation.availableLang.required' }),
        {
          error: 'validation.availableLang.required',
        },
      )
      .min(1, { error: 'validation.availableLang.required' })
      .max(3, { error: 'validation.availableLang.required' }),
    defaultLang: z.union([z.literal(1), z.literal(2), z.literal(3)], {
      error: 'validation.defaultLang.notOffered',
    }),
    brandName: brandNameSchema,
    /** The site's first admin: a user of the new site with role admin, invited by mail. */
    adminEmail: emailSchema,
  })
  .superRefine((body, ctx) => {
    if (body.endTime <= body.beginTime)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'validation.validity.order' });
    if (new Set(body.availableLang).size !== body.availableLang.length)
      ctx.addIssue({ code: 'custom', path: ['availableLang'], message: 'validation.availableLang.required' });
    if (!body.availableLang.includes(body.defaultLang))
      ctx.addIssue({ code: 'custom', path: ['defaultLang'], message: 'validation.defaultLang.notOffered' });
  });
export type CreateSiteBody = z.input<typeof createSiteBodySchema>;

export const siteIdBodySchema = z.strictObject({ siteId: siteIdSchema });

export const suspendSiteBodySchema = z.strictObject({
  siteId: siteIdSchema,
  reason: z
    .string({ error: 'validation.suspendReason.required' })
    .trim()
    .min(1, { error: 'validation.suspendReason.required', abort: true })
    .superRefine(atMostChars(200)),
});

/** A new validity period (renewal): the end, and the start when it changes too. */
export const renewSiteBodySchema = z
  .strictObject({
    siteId: siteIdSchema,
    beginTime: instantSchema.optional(),
    endTime: instantSchema,
  })
  .superRefine((body, ctx) => {
    if (body.beginTime !== undefined && body.endTime <= body.beginTime)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'validation.validity.order' });
  });

export const updateSiteLimitsBodySchema = z.strictObject({ siteId: siteIdSchema, ...limitFields });

export const updateSiteVersionBodySchema = z.strictObject({
  siteId: siteIdSchema,
  version: z.union([z.literal(0), z.literal(1)], { error: 'validation.version.invalid' }),
  /** freeUpgradeFlag (spec 3): a version-0 site may ask for the custom-branded version without charge. */
  freeUpgradeFlag: z.boolean(),
});

export const siteAdminBodySchema = z.strictObject({ siteId: siteIdSchema, email: emailSchema });
export const removeSiteAdminBodySchema = z.strictObject({
  siteId: siteIdSchema,
  userId: z.number().int().positive().max(MAX_ROW_ID),
});

const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};

export const operatorSitesQuerySchema = z.strictObject({
  /** Part of a domain, brand name or site code. */
  keyword: z.string().trim().max(100).optional(),
  state: z.enum(SITE_STATES).optional(),
  ...pageFields,
});

export const operatorSiteQuerySchema = z.strictObject({
  siteId: z.coerce.number().int().positive().max(MAX_ROW_ID),
});

export const operatorAuditQuerySchema = z.strictObject({
  siteId: z.coerce.number().int().positive().max(MAX_ROW_ID),
  ...pageFields,
});

/** What a site uses now; `copiesDaily` is the last 30 days (UTC), oldest first, today last. */
export const siteUsageSchema = z.object({
  users: z.number().int(),
  tradeAccounts: z.number().int(),
  followAccounts: z.number().int(),
  liveSubscriptions: z.number().int(),
  copies30d: z.number().int(),
  copiesDaily: z.array(z.number().int()),
});
export type SiteUsage = z.infer<typeof siteUsageSchema>;

export const operatorSiteSchema = z.object({
  siteId: z.number().int(),
  code: z.string(),
  brandName: z.string(),
  /** The primary domain; `domains` are every host that reaches the site. */
  domain: z.string(),
  domains: z.array(z.string()),
  siteType: z.number().int(),
  templateType: z.number().int(),
  version: z.number().int(),
  freeUpgradeFlag: z.boolean(),
  status: z.number().int(),
  state: z.enum(SITE_STATES),
  suspendReason: z.string(),
  beginTime: z.number().nullable(),
  endTime: z.number().nullable(),
  ...limitFields,
  availableLang: z.string(),
  defaultLang: z.number().int(),
  createTime: z.number(),
  usage: siteUsageSchema,
});
export type OperatorSite = z.infer<typeof operatorSiteSchema>;

/** One day of a site's usage chart (UTC day `YYYY-MM-DD`). */
export const siteUsageDaySchema = z.object({
  day: z.string(),
  copies: z.number().int(),
  newUsers: z.number().int(),
  newSubscriptions: z.number().int(),
});
export type SiteUsageDay = z.infer<typeof siteUsageDaySchema>;

export const siteAdminSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  nickName: z.string(),
  /** 1 active, 0 disabled. */
  status: z.number().int(),
  /** Whether the admin has set a password since the invitation (signed in once or reset it). */
  passwordSet: z.boolean(),
  createTime: z.number(),
});
export type SiteAdmin = z.infer<typeof siteAdminSchema>;

export const operatorSiteDetailSchema = operatorSiteSchema.extend({
  admins: z.array(siteAdminSchema),
  daily: z.array(siteUsageDaySchema),
});
export type OperatorSiteDetail = z.infer<typeof operatorSiteDetailSchema>;

export const siteAuditEntrySchema = z.object({
  id: z.number().int(),
  /** 'operator' (the console) or 'admin' (the site's own admin). */
  actorKind: z.string(),
  actorName: z.string(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  createTime: z.number(),
});
export type SiteAuditEntry = z.infer<typeof siteAuditEntrySchema>;

/**
 * `queryUsageLimits` (spec 3 client state): what the signed-in user uses of the limits the platform set
 * for his site. currentUserCopyCount counts his live subscriptions (unpaid or copying);
 * currentUserTradeCount the trades copied to his follow accounts this calendar month (UTC). -1 limits
 * are unlimited.
 */
export const usageLimitsSchema = z.object({
  currentUserCopyCount: z.number().int(),
  userCopyLimit: z.number().int(),
  currentUserTradeCount: z.number().int(),
  userTradeLimit: z.number().int(),
  /** The start of the month the trade count is of, epoch ms (UTC). */
  monthStart: z.number(),
  masterNumber: z.number().int(),
  masterMaxNumber: z.number().int(),
  copyNumber: z.number().int(),
  copyMaxNumber: z.number().int(),
  version: z.number().int(),
  freeUpgradeFlag: z.boolean(),
});
export type UsageLimits = z.infer<typeof usageLimitsSchema>;

/** Whether `count` has reached `limit` (-1 never does). */
export function isOverLimit(count: number, limit: number): boolean {
  return limit !== -1 && count >= limit;
}
