import { z } from 'zod';
import { copyDirectionSchema, copyTypeSchema, partialCloseRoundingSchema } from './codes';
import { COPY_DIRECTION, COPY_TYPE } from './constants';
import { MAX_ROW_ID } from './ids';
import {
  amountSchema,
  followAccountIdSchema,
  lotOrRatioSchema,
  parseHundredths,
  positiveIntegerSchema,
} from './validators';

/*
 * The copy preview (issue 13): the trader's recorded history replayed through the copy rules with a
 * follower's money and settings (packages/engine/src/copy/preview.ts). Two calls: `copyPreview` for anyone
 * with an amount and a leverage typed in, `copyPreviewWithToken` for a signed-in follower with his own
 * follow account. Lots travel as 2-decimal strings, money and percentages as decimal strings, times epoch ms.
 */

/** The window and its bounds: the last 90 days (or since the first trade), at most the newest 1,000 positions. */
export const PREVIEW = {
  WINDOW_DAYS: 90,
  MAX_POSITIONS: 1000,
  /** Trades listed in the answer, newest first (the counts and curves cover all of them). */
  LISTED_TRADES: 100,
  AMOUNT_MIN: 10,
  AMOUNT_MAX: 10_000_000,
  LEVERAGE_MIN: 1,
  LEVERAGE_MAX: 1000,
  /** What a visitor's form starts with. */
  DEFAULT_AMOUNT: '10000',
  DEFAULT_LEVERAGE: 100,
} as const;

const idSchema = z.number({ error: 'validation.required' }).int().positive().max(MAX_ROW_ID);

/** A decimal amount (amountSchema) within [min, max]: "Must be at least 10" / "Must be at most 10000000". */
export const previewAmountSchema = amountSchema.superRefine((value, ctx) => {
  const hundredths = parseHundredths(value);
  // amountSchema allows 12 integer digits; above 9 parseHundredths gives null, which is above the maximum.
  if (hundredths !== null && hundredths < PREVIEW.AMOUNT_MIN * 100) {
    ctx.addIssue({
      code: 'too_small',
      minimum: PREVIEW.AMOUNT_MIN,
      origin: 'number',
      inclusive: true,
      input: value,
    });
  } else if (hundredths === null || hundredths > PREVIEW.AMOUNT_MAX * 100) {
    ctx.addIssue({
      code: 'too_big',
      maximum: PREVIEW.AMOUNT_MAX,
      origin: 'number',
      inclusive: true,
      input: value,
    });
  }
});

/** Leverage as 1:N, N a whole number from 1 to 1000. */
export const previewLeverageSchema = positiveIntegerSchema.superRefine((value, ctx) => {
  if (value > PREVIEW.LEVERAGE_MAX) {
    ctx.addIssue({
      code: 'too_big',
      maximum: PREVIEW.LEVERAGE_MAX,
      origin: 'number',
      inclusive: true,
      input: value,
    });
  }
});

/**
 * The follow settings as the subscribe dialog sends them (subscriptions.ts, createSubscription): copyValue
 * is lots for fixed lot, a ratio for fixed ratio, nothing for smart ratio; caps omitted or null are none.
 * Omitted, the mode is smart ratio and the direction forward.
 */
const settingsShape = {
  /** The trade account to preview. */
  mtId: idSchema,
  /** Smart ratio unless given: the mode that needs no value. */
  copyType: copyTypeSchema.default(COPY_TYPE.SMART_RATIO),
  copyValue: lotOrRatioSchema.optional(),
  direction: copyDirectionSchema.default(COPY_DIRECTION.FORWARD),
  maxOpenPositions: positiveIntegerSchema.optional().nullable(),
  maxTotalLots: lotOrRatioSchema.optional().nullable(),
  maxRatio: lotOrRatioSchema.optional().nullable(),
  partialClose: partialCloseRoundingSchema.default('takeSmall'),
};

/** copyValue is required unless the mode is smart ratio (as when subscribing). */
function requireCopyValue<T extends z.ZodType<{ copyType: number; copyValue?: unknown }>>(schema: T) {
  return schema.refine((v) => v.copyType === COPY_TYPE.SMART_RATIO || v.copyValue !== undefined, {
    error: 'validation.required',
    path: ['copyValue'],
  });
}

/** `copyPreview` (public): "if I had copied with 10,000 USDT at 1:100". */
export const copyPreviewBodySchema = requireCopyValue(
  z.strictObject({
    ...settingsShape,
    amount: previewAmountSchema,
    /** 1:100 unless given. */
    leverage: previewLeverageSchema.default(PREVIEW.DEFAULT_LEVERAGE),
  }),
);
export type CopyPreviewBody = z.infer<typeof copyPreviewBodySchema>;
export type CopyPreviewInput = z.input<typeof copyPreviewBodySchema>;

/** `copyPreviewWithToken`: the same with the caller's own follow account (its equity, leverage, symbols). */
export const followerCopyPreviewBodySchema = requireCopyValue(
  z.strictObject({ ...settingsShape, followAccountId: followAccountIdSchema }),
);
export type FollowerCopyPreviewBody = z.infer<typeof followerCopyPreviewBodySchema>;
export type FollowerCopyPreviewInput = z.input<typeof followerCopyPreviewBodySchema>;

const money = z.string();
const percent = z.string();
const reasonCount = z.object({ reason: z.string(), count: z.number().int() });

/** One of the trader's trades and what the follower would have had. */
export const previewTradeSchema = z.object({
  ticket: z.number().int(),
  symbol: z.string(),
  /** 0 buy, 1 sell (the trader's). */
  type: z.number().int(),
  masterLots: z.string(),
  openTime: z.number(),
  /** null while open. */
  closeTime: z.number().nullable(),
  /** The trader's realized net result (profit + swap + commission). */
  masterProfit: money,
  copied: z.boolean(),
  /** The follower's copy: lots, symbol, side (the other side in reverse), realized result; null when skipped. */
  lots: z.string().nullable(),
  followerSymbol: z.string().nullable(),
  followerType: z.number().int().nullable(),
  profit: money.nullable(),
  /** Why the copy got fewer lots than sizing gave it (MAX_LOT, MAX_TOTAL_LOTS, FREE_MARGIN). */
  adjustments: z.array(z.string()),
  /** The engine's skip reason (the copy records' codes) and its figures; null when copied. */
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
});
export type PreviewTradeView = z.infer<typeof previewTradeSchema>;

export const previewCurvePointSchema = z.object({
  time: z.number(),
  /** Growth from the start in percent: the trader's time-weighted, the follower's simple; null undefined. */
  trader: percent.nullable(),
  follower: percent.nullable(),
  /** The follower's simulated balance. */
  equity: money,
});
export type PreviewCurvePointView = z.infer<typeof previewCurvePointSchema>;

/** The preview's answer (content[0]). */
export const copyPreviewSchema = z.object({
  mtId: z.number().int(),
  /** The replayed window: from the start (90 days ago, the first trade, or the oldest of the newest 1,000). */
  from: z.number(),
  to: z.number(),
  /** More positions were in the 90 days than the newest 1,000 replayed. */
  truncated: z.boolean(),
  /** The follower side used: the starting amount (follow account equity or typed), leverage, currency. */
  startEquity: money,
  leverage: z.number().int(),
  currency: z.string(),
  endEquity: money,
  counts: z.object({
    trades: z.number().int(),
    copied: z.number().int(),
    skipped: z.number().int(),
    openCopies: z.number().int(),
  }),
  skipReasons: z.array(reasonCount),
  adjustments: z.array(reasonCount),
  curve: z.array(previewCurvePointSchema),
  result: z.object({ money, percent: percent.nullable() }),
  traderResult: z.object({ percent: percent.nullable() }),
  drawdown: z.object({ money, percent }),
  traderDrawdown: z.object({ percent }),
  /** The newest trades (at most PREVIEW.LISTED_TRADES), newest first. */
  trades: z.array(previewTradeSchema),
});
export type CopyPreview = z.infer<typeof copyPreviewSchema>;
