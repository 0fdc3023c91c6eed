import { z } from 'zod';
import { MAX_ROW_ID } from './ids';
import { REVIEW_STATE, reviewStateSchema } from './wallet';

/*
 * Invitations, partners and rebates (issue 6). Every user has an invite code; whoever registers with it is
 * his customer (users.invited_by). A user becomes a partner through an application the site admin
 * reviews; the admin gives him a rebate level (a name and a rate 0-100 %). When a customer of a partner
 * pays a fee from his wallet, the partner receives `floor(site's cut x rate %)` (wallet.chargeFee); every
 * split is a fee_splits row, which the rebate records read. Rebate levels are the site admin's
 * configuration: a partner never sets his own rate. Money as 2-decimal strings, times as epoch ms.
 */

export const PARTNER_STATE = { NONE: 'none', PARTNER: 'partner' } as const;
export const partnerStateSchema = z.enum(PARTNER_STATE);
export type PartnerState = z.infer<typeof partnerStateSchema>;

/** Application states: the review states (pending, rejected, passed). */
export const APPLICATION_STATE = REVIEW_STATE;

/** A rebate level's name: at most 10 characters, counted as characters (a Chinese character is 1). */
export const LEVEL_NAME_MAX = 10;
export const LEVEL_RATE_MAX = 100;

const pageFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

const idSchema = z.number({ error: 'validation.required' }).int().positive().max(MAX_ROW_ID);

export const levelNameSchema = z
  .string({ error: 'validation.rebateLevel.nameRequired' })
  .trim()
  .min(1, { error: 'validation.rebateLevel.nameRequired', abort: true })
  .refine((name) => [...name].length <= LEVEL_NAME_MAX, { error: 'validation.rebateLevel.nameTooLong' });

/** A whole percentage 0..100 (1.5, -1, 101 and '30' are refused). */
export const levelRateSchema = z
  .number({ error: 'validation.rebateLevel.rate' })
  .int({ error: 'validation.rebateLevel.rate' })
  .min(0, { error: 'validation.rebateLevel.rate' })
  .max(LEVEL_RATE_MAX, { error: 'validation.rebateLevel.rate' });

/** Paying customers a partner needs for a level when the site upgrades levels on its own. */
export const levelMinCustomersSchema = z
  .number({ error: 'validation.rebateLevel.minCustomers' })
  .int({ error: 'validation.rebateLevel.minCustomers' })
  .min(0, { error: 'validation.rebateLevel.minCustomers' })
  .max(100_000, { error: 'validation.rebateLevel.minCustomers' });

/** `addUserLevel` (site admin). */
export const addUserLevelBodySchema = z.strictObject({
  name: levelNameSchema,
  rate: levelRateSchema,
  minCustomers: levelMinCustomersSchema.default(0),
});
export type AddUserLevelBody = z.input<typeof addUserLevelBodySchema>;

/** `updateUserLevel` (site admin): renames or re-rates a level; its partners earn the new rate from now on. */
export const updateUserLevelBodySchema = z.strictObject({
  id: idSchema,
  name: levelNameSchema,
  rate: levelRateSchema,
  minCustomers: levelMinCustomersSchema.default(0),
});
export type UpdateUserLevelBody = z.input<typeof updateUserLevelBodySchema>;

/** `deleteUserLevel` (site admin): refused with LEVEL_IN_USE while a partner has it. */
export const deleteUserLevelBodySchema = z.strictObject({ id: idSchema });

/** `deleteUserLevel`'s answer: the deleted level's id. */
export const deletedUserLevelSchema = z.object({ id: z.number().int() });

/** `updateLevel` (site admin): gives a partner another level. */
export const updateLevelBodySchema = z.strictObject({ userId: idSchema, levelId: idSchema });

export const rebateLevelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rate: z.number().int(),
  minCustomers: z.number().int(),
  /** Partners who have this level. */
  partners: z.number().int(),
  createdAt: z.number(),
});
export type RebateLevel = z.infer<typeof rebateLevelSchema>;

/**
 * `queryLevelProgress` (spec 2, Other UI: user-level upgrade progress): the caller's rebate level, the next
 * level up, and how far he is from it in paying customers (invited users who paid a fee through the wallet).
 * `autoUpgrade` is the site's useLevelUpgradeFlag: levels follow the customers on their own; otherwise the
 * site admin moves partners by hand and `next` is only a goal.
 */
export const levelProgressSchema = z.object({
  partner: z.boolean(),
  autoUpgrade: z.boolean(),
  level: z.object({ id: z.number().int(), name: z.string(), rate: z.number().int() }).nullable(),
  next: z
    .object({
      id: z.number().int(),
      name: z.string(),
      rate: z.number().int(),
      minCustomers: z.number().int(),
    })
    .nullable(),
  payingCustomers: z.number().int(),
  /** 0-100: payingCustomers over next.minCustomers (100 at the top level). */
  percent: z.number().int(),
});
export type LevelProgress = z.infer<typeof levelProgressSchema>;

/** One rung of the site's rebate ladder as anyone may read it (no partner counts, no dates). */
export const programmeLevelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Percent of the site's cut of each fee (0-100). */
  rate: z.number().int(),
  /** Paying customers the level needs (0: where a new partner may start). */
  minCustomers: z.number().int(),
});
export type ProgrammeLevel = z.infer<typeof programmeLevelSchema>;

/**
 * `queryPartnerProgramme` (public): the partner programme of the request's site, for its public page. A
 * partner's rebate on a fee his customer pays from the wallet is `floor(site's cut x level rate %)`, the
 * site's cut being `max(fee x proportion, min(margin, fee))` (engine `splitFee`), so the page needs the
 * cut's two terms to show exact worked examples. Levels come in ladder order: fewest paying customers
 * needed first, then by rate.
 */
export const partnerProgrammeSchema = z.object({
  levels: z.array(programmeLevelSchema),
  /** useLevelUpgradeFlag: partners move up on their own when their paying customers reach a level. */
  autoUpgrade: z.boolean(),
  /** The site's cut of every fee paid through the wallet, a ratio with 4 decimals ('0.2000' = 20 %). */
  proportion: z.string(),
  /** The least the site keeps of one fee ('0.00' none). */
  margin: z.string(),
});
export type PartnerProgramme = z.infer<typeof partnerProgrammeSchema>;

/** `adminUpdateLevelSettings` (site admin): switches automatic level upgrades on or off. */
export const levelSettingsBodySchema = z.strictObject({ autoUpgrade: z.boolean() });

/** `toBePartner`: the application. */
export const toBePartnerBodySchema = z.strictObject({
  realName: z
    .string({ error: 'validation.partner.realName' })
    .trim()
    .min(2, { error: 'validation.partner.realName' })
    .max(30, { error: 'validation.partner.realName' }),
  contact: z
    .string({ error: 'validation.partner.contact' })
    .trim()
    .min(3, { error: 'validation.partner.contact' })
    .max(60, { error: 'validation.partner.contact' }),
  introduction: z.string().trim().max(500, { error: 'validation.partner.introduction' }).default(''),
});
export type ToBePartnerBody = z.input<typeof toBePartnerBodySchema>;

export const partnerApplicationSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  realName: z.string(),
  contact: z.string(),
  introduction: z.string(),
  state: reviewStateSchema,
  /** The rejection reason ('' otherwise). */
  reason: z.string(),
  createdAt: z.number(),
  reviewedAt: z.number().nullable(),
});
export type PartnerApplication = z.infer<typeof partnerApplicationSchema>;

/** `adminQueryPartnerApplications` (site admin): the site's applications, newest first. */
export const adminPartnerApplicationsQuerySchema = z.strictObject({
  state: reviewStateSchema.optional(),
  ...pageFields,
});

/** `adminReviewPartner` (site admin): approving needs a level, rejecting a reason. */
export const adminReviewPartnerBodySchema = z
  .strictObject({
    id: idSchema,
    approve: z.boolean(),
    levelId: idSchema.optional(),
    reason: z.string().trim().max(200, { error: 'validation.partner.reason' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.approve && body.levelId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['levelId'], message: 'validation.partner.levelRequired' });
    }
    if (!body.approve && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.review.reasonRequired' });
    }
  });
export type AdminReviewPartnerBody = z.input<typeof adminReviewPartnerBodySchema>;

export const partnerReviewResultSchema = z.object({ id: z.number().int(), state: reviewStateSchema });

/** `queryInviteInfo`: the caller's invite code and link, how many he invited, his partner state. */
export const inviteInfoSchema = z.object({
  inviteCode: z.string(),
  /** `${origin}/reg/register?inviteCode=CODE`, the origin being the site's domain the caller uses. */
  inviteLink: z.string(),
  invitedCount: z.number().int(),
  partnerState: partnerStateSchema,
  levelName: z.string().nullable(),
  rate: z.number().int().nullable(),
});
export type InviteInfo = z.infer<typeof inviteInfoSchema>;

/** `queryInvitedUsers`: the people the caller invited (anyone may see his own invitees' nickname and date). */
export const invitedUserSchema = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  registeredAt: z.number(),
});
export type InvitedUser = z.infer<typeof invitedUserSchema>;

export const partnerPageQuerySchema = z.strictObject({ ...pageFields });

/** `getUserCommissionInfo`: rebates earned (all time, this calendar month UTC) and customers. */
export const commissionInfoSchema = z.object({
  total: z.string(),
  thisMonth: z.string(),
  customers: z.number().int(),
  /** Customers who paid at least one fee from their wallet. */
  payingCustomers: z.number().int(),
});
export type CommissionInfo = z.infer<typeof commissionInfoSchema>;

/** `infoOfPartner`: the partner profile (partners only). */
export const partnerInfoSchema = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  levelId: z.number().int().nullable(),
  levelName: z.string().nullable(),
  rate: z.number().int().nullable(),
  /** When the application passed. */
  since: z.number().nullable(),
});
export type PartnerInfo = z.infer<typeof partnerInfoSchema>;

/** `queryCustomerList` / `queryCustomerAccounts` (partners only). */
export const customerQuerySchema = z.strictObject({
  ...pageFields,
  keyword: z.string().trim().max(50, { error: 'validation.tooLong' }).optional(),
});

export const customerSchema = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  registeredAt: z.number(),
  followAccounts: z.number().int(),
  liveSubscriptions: z.number().int(),
  /** Fees the customer paid from his wallet. */
  feesPaid: z.string(),
  /** What the caller earned from them. */
  rebate: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerAccountSchema = z.object({
  accountId: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  login: z.string(),
  platform: z.string(),
  /** 1 trade (signal) account, 2 follow account. */
  accType: z.number().int(),
  balance: z.string(),
  equity: z.string(),
  boundAt: z.number(),
});
export type CustomerAccount = z.infer<typeof customerAccountSchema>;

/** `queryRebateRecords`: fee splits that paid the caller, newest first. */
export const rebateRecordSchema = z.object({
  id: z.number().int(),
  createdAt: z.number(),
  customerId: z.number().int(),
  customerNickname: z.string(),
  source: z.enum(['subscription', 'performance']),
  fee: z.string(),
  rate: z.number().int(),
  rebate: z.string(),
});
export type RebateRecord = z.infer<typeof rebateRecordSchema>;

/** `queryReferrer`: who invited the caller (an empty list when nobody did). */
export const referrerSchema = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  /** When the caller registered with his code. */
  since: z.number(),
});
export type Referrer = z.infer<typeof referrerSchema>;
