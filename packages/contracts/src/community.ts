import { z } from 'zod';
import { MAX_ROW_ID } from './ids';
import { feeTypeSchema } from './codes';
import {
  RANKING_MODULES,
  RANKING_PAGE_MAX,
  RANKING_PAGE_SIZE_MAX,
  RANKING_RANGES,
  RANKING_SORTS,
  type RankingModule,
  type RankingRangeKey,
} from './ranking';

/*
 * The strategy square and trader ranking (`/community/front/*`, public): the filters it offers, the paged
 * ranking of the site's trade accounts, and the short lists built on it (today's stars, single modules,
 * follower changes). Percentages travel as numbers in percent (12.5 = 12.5 %) in requests and as strings
 * with 2 decimals in answers, like the profile's statistics; money as strings with 2 decimals.
 */

// The ranking's tables without schemas, for pages that must not load zod (the square); re-exported here.
export * from './ranking';

export const rankingSortSchema = z.enum(RANKING_SORTS);
export const sortDirectionSchema = z.enum(['asc', 'desc']);

/** A `{ min, max }` filter within the key's range; either side may be left out; min must not exceed max. */
function rangeSchema(key: RankingRangeKey) {
  const spec = RANKING_RANGES[key];
  const base = spec.step === 1 ? z.number().int() : z.number();
  const bound = base.min(spec.min).max(spec.max).nullish();
  return z.strictObject({ min: bound, max: bound }).superRefine((range, ctx) => {
    if (range.min != null && range.max != null && range.min > range.max) {
      // "Must be at least {min}" on the upper bound: the reader sees which side to fix.
      ctx.addIssue({
        code: 'too_small',
        origin: 'number',
        minimum: range.min,
        inclusive: true,
        input: range.max,
        path: ['max'],
      });
    }
  });
}
export type RankingRange = { min?: number | null | undefined; max?: number | null | undefined };

/** A standard symbol (EURUSD, XAUUSD, US30); accounts match when they traded it under any broker name. */
const symbolSchema = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9._#-]+$/);

const idList = (max: number) => z.array(z.number().int().positive()).max(max);

/** The filters of a ranking query; every one is optional and they combine with AND. */
const filterShape = {
  growth: rangeSchema('growth').nullish(),
  drawdown: rangeSchema('drawdown').nullish(),
  winRate: rangeSchema('winRate').nullish(),
  profitFactor: rangeSchema('profitFactor').nullish(),
  weeks: rangeSchema('weeks').nullish(),
  followers: rangeSchema('followers').nullish(),
  trades: rangeSchema('trades').nullish(),
  rating: rangeSchema('rating').nullish(),
  /** Fee models for new subscribers (1 free, 2 subscription fee, 3 performance fee); empty = any. */
  feeTypes: z.array(feeTypeSchema).max(3).nullish(),
  platformIds: idList(50).nullish(),
  serverIds: idList(100).nullish(),
  symbol: symbolSchema.nullish(),
  /** 0 real accounts only, 1 demo accounts only. */
  isMock: z.union([z.literal(0), z.literal(1)]).nullish(),
  /** Part of the trader's nickname, or the start of the MT4 login. */
  keyword: z.string().trim().max(32).nullish(),
};

/**
 * `POST selectbyfilter`: a page of the ranking. Unknown fields are refused (a misspelt filter must not
 * silently match everything). Sorting puts accounts without the figure (no trades, no losing trade, no
 * rating) last in either direction; ties go to the higher mtAccId (the later bound account).
 */
export const selectByFilterBodySchema = z
  .strictObject({
    ...filterShape,
    sort: rankingSortSchema.default('rating'),
    direction: sortDirectionSchema.default('desc'),
    page: z.number().int().min(1).max(RANKING_PAGE_MAX).default(1),
    pageSize: z.number().int().min(1).max(RANKING_PAGE_SIZE_MAX).default(10),
  })
  // An empty POST (no body, or JSON null) is the default ranking; the route reads null as {}.
  .prefault({})
  .nullable();
export type SelectByFilterBody = NonNullable<z.infer<typeof selectByFilterBodySchema>>;
export type RankingQuery = Omit<SelectByFilterBody, 'page' | 'pageSize'>;

/** One trade account in the ranking. */
export const rankingRowSchema = z.object({
  mtAccId: z.number().int(),
  /** The trader's nickname and avatar (as `queryMtAccountInfo`). */
  userName: z.string(),
  image: z.string(),
  login: z.string(),
  loginOrder: z.number().int(),
  platformName: z.string(),
  serverName: z.string(),
  isMock: z.number().int(),
  /** Fee model for new subscribers: 1 free, 2 subscription fee, 3 performance fee. */
  feeType: z.number().int(),
  /** A subscription fee's price (USDT, 2 decimals) and the days it buys; null for the other models. */
  feePrice: z.string().nullable(),
  feeDays: z.number().int().nullable(),
  /** Percent, 2 decimals. */
  growth: z.string(),
  drawdown: z.string(),
  winRate: z.string().nullable(),
  /** Null when the account has no losing trade. */
  profitFactor: z.string().nullable(),
  trades: z.number().int(),
  /** Live subscriptions (subscribing or closing). */
  followers: z.number().int(),
  copyProfit: z.string(),
  /** The 13-week rating score (0-100) and its stars (1-5); null with no trade in the window. */
  rating: z.number().int().nullable(),
  stars: z.number().int().nullable(),
  /** Whole weeks since the first trade opened. */
  tradingWeeks: z.number().int(),
  /** At most 30 points of the growth curve, percent, oldest first. */
  sparkline: z.array(z.number()),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

const optionSchema = z.object({
  value: z.union([z.number(), z.string()]),
  /** Broker and server names (data, not texts); codes have no label: the web translates them. */
  label: z.string().optional(),
  /** The platform of a server option. */
  parent: z.number().int().optional(),
  /** The symbol type of a symbol option (1 FX, 2 metals, 3 indices, 4 energy). */
  group: z.number().int().optional(),
});

const rangeFilterSchema = z.object({
  key: z.enum(Object.keys(RANKING_RANGES) as [RankingRangeKey, ...RankingRangeKey[]]),
  kind: z.literal('range'),
  unit: z.enum(['percent', 'ratio', 'weeks', 'count', 'score']),
  min: z.number(),
  max: z.number(),
  step: z.number(),
  presets: z.array(z.object({ min: z.number().optional(), max: z.number().optional() })),
});
const optionsFilterSchema = z.object({
  key: z.enum(['feeTypes', 'platformIds', 'serverIds', 'symbol', 'isMock']),
  kind: z.literal('options'),
  /** True: the body field is an array of values; false: one value. */
  multiple: z.boolean(),
  options: z.array(optionSchema),
});
const textFilterSchema = z.object({
  key: z.literal('keyword'),
  kind: z.literal('text'),
  maxLength: z.number().int(),
});

/** `getfilterlist`: the square's filters (body fields of `selectbyfilter`) and sort keys. */
export const filterListSchema = z.object({
  filters: z.array(z.discriminatedUnion('kind', [rangeFilterSchema, optionsFilterSchema, textFilterSchema])),
  sorts: z.array(rankingSortSchema),
  defaultSort: rankingSortSchema,
  defaultDirection: sortDirectionSchema,
  defaultPageSize: z.number().int(),
  maxPageSize: z.number().int(),
});
export type FilterList = z.infer<typeof filterListSchema>;
export type FilterDefinition = FilterList['filters'][number];

/** `getstartlist`: today's stars, the best rated accounts. */
export const startListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(20).default(6),
});

export const singleModuleQuerySchema = z.strictObject({
  module: z.enum(Object.keys(RANKING_MODULES) as [RankingModule, ...RankingModule[]]),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});

/** `getfollowchangelist`: follower changes per trade account over the last `days` days. */
export const followChangeQuerySchema = z.strictObject({
  days: z.coerce.number().int().min(1).max(90).default(7),
  /** One trade account only. */
  mtId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/**
 * One trade account's follower change: `gained` subscriptions started in the window, `lost` ones
 * cancelled or ended in it, `net` their difference, `followers` live now. Sorted by net, then gained.
 */
export const followChangeSchema = z.object({
  mtAccId: z.number().int(),
  userName: z.string(),
  image: z.string(),
  login: z.string(),
  loginOrder: z.number().int(),
  gained: z.number().int(),
  lost: z.number().int(),
  net: z.number().int(),
  followers: z.number().int(),
});
export type FollowChange = z.infer<typeof followChangeSchema>;
