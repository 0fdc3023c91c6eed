import { z } from 'zod';
import { MAX_ROW_ID } from './ids';

/*
 * Weekly performance settlement (issue 6, DOMAIN.md "Fees"): one row per subscription and week, what it
 * charged and what stays owed; the owed-fee state of a user, paying it now, and the site admin's run.
 * Money travels as 2-decimal strings; times as epoch milliseconds; a week as its Monday 00:00 UTC.
 */

/** noFee: nothing charged (no gain, or no tier reached); paid; partial (part owed); owed (nothing paid). */
export const SETTLEMENT_STATE = {
  NO_FEE: 'noFee',
  PAID: 'paid',
  PARTIAL: 'partial',
  OWED: 'owed',
} as const;
export const settlementStateSchema = z.enum(SETTLEMENT_STATE);
export type SettlementState = z.infer<typeof settlementStateSchema>;

/** `isOweUser`: whether the caller owes performance fees, and how much in all. */
export const oweStateSchema = z.object({
  owes: z.boolean(),
  amount: z.string(),
});
export type OweState = z.infer<typeof oweStateSchema>;

/** `reimbursement`: what was paid now from the wallet and what remains owed. */
export const reimbursementResultSchema = z.object({
  paid: z.string(),
  remaining: z.string(),
});
export type ReimbursementResult = z.infer<typeof reimbursementResultSchema>;

export const SETTLEMENT_ROLE = { FOLLOWER: 'follower', TRADER: 'trader' } as const;
export const settlementRoleSchema = z.enum(SETTLEMENT_ROLE, { error: 'validation.settlement.role' });
export type SettlementRole = z.infer<typeof settlementRoleSchema>;

/** `getSettlementList`: the caller's settlements as follower (he paid) or as trader (he was paid). */
export const settlementListQuerySchema = z.strictObject({
  role: settlementRoleSchema.default('follower'),
  subscriptionId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type SettlementListQuery = z.input<typeof settlementListQuerySchema>;

export const settlementRowSchema = z.object({
  id: z.number().int(),
  subscriptionId: z.number().int(),
  serialNo: z.string(),
  /** The trade account copied (its MT4 login). */
  masterLogin: z.string(),
  followerNickName: z.string(),
  /** Monday 00:00 UTC of the week settled. */
  weekStart: z.number(),
  cumulative: z.string(),
  hwmBefore: z.string(),
  hwmAfter: z.string(),
  gain: z.string(),
  /** The tier applied (null: none reached). */
  tierProfit: z.string().nullable(),
  tierPercent: z.number().int().nullable(),
  fee: z.string(),
  paid: z.string(),
  /** What of this settlement is still owed now (0.00 once collected). */
  owed: z.string(),
  state: settlementStateSchema,
  createdAt: z.number(),
});
export type SettlementRow = z.infer<typeof settlementRowSchema>;

/** A Monday as 'YYYY-MM-DD' (a settlement week starts on Monday 00:00 UTC). */
export const mondaySchema = z
  .string({ error: 'validation.settlement.weekStart' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.settlement.weekStart', abort: true })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return (
        !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && date.getUTCDay() === 1
      );
    },
    { error: 'validation.settlement.weekStart' },
  );

/** `adminRunSettlement`: settle one ended week of this site (default: the last ended week). */
export const adminRunSettlementBodySchema = z.strictObject({
  weekStart: mondaySchema.optional(),
});
export type AdminRunSettlementBody = z.input<typeof adminRunSettlementBodySchema>;

export const settlementRunResultSchema = z.object({
  /** The week settled, 'YYYY-MM-DD'. */
  weekStart: z.string(),
  /** Subscriptions settled by this run (already settled ones are not counted). */
  settled: z.number().int(),
  /** Fees charged by this run, in all. */
  charged: z.string(),
  /** Owed by this run, in all. */
  owed: z.string(),
});
export type SettlementRunResult = z.infer<typeof settlementRunResultSchema>;
