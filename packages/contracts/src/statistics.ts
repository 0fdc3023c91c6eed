import { z } from 'zod';
import { MAX_ROW_ID } from './ids';

/*
 * Trader statistics (`/community/front/center/*`), as the engine's snapshot gives them
 * (packages/engine/src/stats): money and percentages are strings with 2 decimals, times epoch ms.
 */

const money = z.string();
const percent = z.string();

const drawdownSchema = z.object({ money, percent });
const tallySchema = z.object({
  trades: z.number().int(),
  lots: z.string(),
  profit: money,
  winRate: percent.nullable(),
});

export const curvePointSchema = z.object({
  time: z.number(),
  balance: money,
  equity: money.nullable(),
  growth: percent,
});
export type CurvePointView = z.infer<typeof curvePointSchema>;

export const monthlyReturnSchema = z.object({
  month: z.string(),
  return: percent.nullable(),
  trades: z.number().int(),
  profit: money,
  copyProfit: money,
});

/** `center/dataIndicators`: the profile's indicators (everything but the charts' series). */
export const dataIndicatorsSchema = z.object({
  mtAccId: z.number().int(),
  asOf: z.number(),
  balance: money,
  equity: money.nullable(),
  deposits: money,
  withdrawals: money,
  trades: z.number().int(),
  growth: percent,
  totalProfit: money,
  grossProfit: money,
  grossLoss: money,
  profitFactor: z.string().nullable(),
  winRate: percent.nullable(),
  averageHoldingMs: z.number().nullable(),
  tradesPerWeek: z.string(),
  averageProfit14d: money.nullable(),
  trades14d: z.number().int(),
  balanceDrawdown: drawdownSchema,
  equityDrawdown: drawdownSchema,
  /**
   * Since when equity is sampled; `partial` when that is more than a day after the account's first event,
   * so the equity figures cover only the time since (the engine's EquityTracking).
   */
  equityTracked: z.object({ since: z.number().nullable(), partial: z.boolean() }),
  rating: z
    .object({
      score: z.number(),
      stars: z.number(),
      growth: percent,
      drawdown: percent,
      winningWeeks: z.number().int(),
    })
    .nullable(),
  copyProfit: money,
  symbols: z.array(tallySchema.extend({ symbol: z.string() })),
  longShort: z.object({ long: tallySchema, short: tallySchema }),
  risk: z.object({
    maxLotsAtOnce: z.string(),
    maxPositionsAtOnce: z.number().int(),
    marginLevelLow: z.object({ level: z.string(), time: z.number() }).nullable(),
  }),
});
export type DataIndicators = z.infer<typeof dataIndicatorsSchema>;

/** `center/monthAnalyseChart`: monthly time-weighted returns and the years compounded from them. */
export const monthAnalyseSchema = z.object({
  months: z.array(monthlyReturnSchema),
  years: z.array(z.object({ year: z.number().int(), return: percent.nullable() })),
});

/** `center/copyProfitChart`: the followers' copy profit per month and in total. */
export const copyProfitChartSchema = z.object({
  total: money,
  months: z.array(z.object({ month: z.string(), copyProfit: money })),
});

/** `center/openingOrder` / `center/closedOrder`: a trade account's positions on its public profile. */
export const publicOrderQuerySchema = z.strictObject({
  mtId: z.coerce.number().int().positive().max(MAX_ROW_ID),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * A position on the profile. Open positions' entry details (open price, stop loss, take profit) are for
 * the account's owner and its subscribers only: for anyone else they are null and `hidden` is true.
 */
export const publicOrderSchema = z.object({
  ticket: z.number().int(),
  type: z.number().int(),
  symbol: z.string(),
  lots: z.string(),
  openTime: z.number(),
  openPrice: z.string().nullable(),
  sl: z.string().nullable(),
  tp: z.string().nullable(),
  closeTime: z.number().nullable(),
  closePrice: z.string(),
  /** Net result (profit + swap + commission), floating for open positions. */
  profit: z.string(),
  hidden: z.boolean(),
});
export type PublicOrder = z.infer<typeof publicOrderSchema>;

/**
 * `center/drawdownChart`: the underwater chart, one point per point of the trend curve: how far the growth
 * index (balance) and the equity index stood below their running peaks, in percent ('10.00' = 10 % below).
 */
export const drawdownPointSchema = z.object({
  time: z.number(),
  balance: percent,
  /** Null before the first equity sample. */
  equity: percent.nullable(),
});
export type DrawdownPointView = z.infer<typeof drawdownPointSchema>;

/**
 * `center/copyQuality`: how the site copied a trade account over the last `days` days (the engine's
 * stats/copy-quality.ts defines each figure). Slippage and delay are of copied market opens only.
 */
export const copyQualitySchema = z.object({
  mtAccId: z.number().int(),
  days: z.number().int(),
  /** The window, epoch ms: (from, to]. */
  from: z.number(),
  to: z.number(),
  /** Copied market opens measured. */
  fills: z.number().int(),
  /** Points with 1 decimal (positive: worse than the trader's price); null without a fill. */
  slippage: z.object({ average: z.string().nullable(), p95: z.string().nullable() }),
  /** Whole milliseconds after the trader's fill; null without a fill. */
  delay: z.object({ average: z.number().int().nullable(), p95: z.number().int().nullable() }),
  /** The trader's opens in the window. */
  signals: z.number().int(),
  /** (subscription, open) pairs copied and skipped. */
  copied: z.number().int(),
  skipped: z.number().int(),
  /** copied / (copied + skipped), percent with 2 decimals; null when none was counted. */
  share: percent.nullable(),
  /** Most frequent first, at most 5: the engine's skip codes and BROKER_REJECTED. */
  skipReasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
});
export type CopyQualityView = z.infer<typeof copyQualitySchema>;
