import { z } from 'zod';
import { MAX_ROW_ID } from './ids';
import { rankingRowSchema } from './community';

/*
 * Discovery around the strategy square: today's stars (picked by the site's admin, topped up with the best
 * rated accounts), the home page's headline figures and trader list, and the public news feeds. Money and
 * percentages travel as strings with 2 decimals, times as epoch milliseconds, like the ranking.
 *
 * Visibility: the feeds are public, so they carry closed trades only, without prices (a visitor sees what
 * was traded and how it ended, never an entry to copy by hand); open positions stay on the profile for
 * subscribers. Followers in the subscription feed are shown by a masked nickname.
 */

/** A calendar day, YYYY-MM-DD (the site's day, UTC). */
export const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.day.invalid' })
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
      new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    {
      message: 'validation.day.invalid',
    },
  );

/** A star card: the ranking row, and the admin's pick behind it (null when filled from the rating). */
export const starRowSchema = rankingRowSchema.extend({
  /** The recommendation's id when the admin picked it, else null. */
  recommendId: z.number().int().nullable(),
  /** The admin's reason, plain text ('' when none or filled from the rating). */
  remark: z.string(),
});
export type StarRow = z.infer<typeof starRowSchema>;

/** `chooseTodayStar` (public): the admin's picks live today in their order, then the best rated. */
export const chooseTodayStarQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(20).default(6),
});

const remarkSchema = z.string().trim().max(60);

/** `addSrRecommendedToday` (site admin): recommend a trade account from startDay (through endDay). */
export const addRecommendedTodayBodySchema = z
  .strictObject({
    mtId: z.number().int().positive().max(MAX_ROW_ID),
    startDay: daySchema,
    /** Last day shown; null or left out = until removed. */
    endDay: daySchema.nullish(),
    sort: z.number().int().min(0).max(9999).default(0),
    remark: remarkSchema.default(''),
  })
  .superRefine((body, ctx) => {
    if (body.endDay && body.endDay < body.startDay) {
      ctx.addIssue({ code: 'custom', path: ['endDay'], message: 'validation.day.endBeforeStart' });
    }
  });
export type AddRecommendedTodayBody = z.infer<typeof addRecommendedTodayBodySchema>;

/** `updateRecommendedToday` (site admin): change the days, order or reason of one recommendation. */
export const updateRecommendedTodayBodySchema = z
  .strictObject({
    id: z.number().int().positive().max(MAX_ROW_ID),
    startDay: daySchema.optional(),
    endDay: daySchema.nullish(),
    sort: z.number().int().min(0).max(9999).optional(),
    remark: remarkSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.endDay && body.startDay && body.endDay < body.startDay) {
      ctx.addIssue({ code: 'custom', path: ['endDay'], message: 'validation.day.endBeforeStart' });
    }
  });
export type UpdateRecommendedTodayBody = z.infer<typeof updateRecommendedTodayBodySchema>;

/** `DELETE srRecommendedToday/{id}` (site admin). */
export const recommendedTodayParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(MAX_ROW_ID),
});

/** What the admin's add, update and delete of a recommendation answer: its id. */
export const recommendedTodayIdSchema = z.object({ id: z.number().int() });

/** `getChooseTodayStarList` (site admin): every recommendation of the site, newest start first. */
export const recommendedTodayListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const recommendedTodaySchema = z.object({
  id: z.number().int(),
  mtAccId: z.number().int(),
  login: z.string(),
  loginOrder: z.number().int(),
  userName: z.string(),
  image: z.string(),
  startDay: z.string(),
  endDay: z.string().nullable(),
  sort: z.number().int(),
  remark: z.string(),
  /** upcoming (starts later), live (shown today), ended (past its last day). */
  state: z.enum(['upcoming', 'live', 'ended']),
  createdAt: z.number(),
});
export type RecommendedToday = z.infer<typeof recommendedTodaySchema>;

/** `queryRecommendedTodayOrderMt4AccountList` (signed in): today's stars and which of my follow accounts copy each. */
export const recommendedForMeSchema = starRowSchema.extend({
  /** The caller's follow accounts (mtAccId) with a live subscription to this trade account. */
  subscribedBy: z.array(z.number().int()),
  /** The caller's own trade account (cannot be copied by its owner). */
  mine: z.boolean(),
});
export type RecommendedForMe = z.infer<typeof recommendedForMeSchema>;

/** `topRecommendsOfInex` (public): the home page's headline figures and its top stars. */
export const homeHeadlineSchema = z.object({
  /** Public trade accounts on the site. */
  traders: z.number().int(),
  /** Live subscriptions. */
  followers: z.number().int(),
  /** Copies made for followers in the last 30 days (orders opened on follow accounts). */
  copiedTrades30d: z.number().int(),
  /** Money followers made on closed copies, all time. */
  copyProfit: z.string(),
  stars: z.array(starRowSchema),
});
export type HomeHeadline = z.infer<typeof homeHeadlineSchema>;

export const topRecommendsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(12).default(4),
});

/** `queryHomeCommunityTrade` (public): the home page's trader-account table, a page at a time. */
export const homeTradeQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

/** One row of the home table: the ranking's figures and the account's money. */
export const homeTradeRowSchema = rankingRowSchema.extend({
  balance: z.string(),
  equity: z.string(),
  /** Profit of closed trades, all time. */
  profit: z.string(),
  /** Open positions now (a count; what they are is for subscribers). */
  openCount: z.number().int(),
  leverage: z.number().int(),
  currency: z.string(),
});
export type HomeTradeRow = z.infer<typeof homeTradeRowSchema>;

/** The table's footer: sums over every public trade account of the site (not only the page). */
export const homeTradeTotalsSchema = z.object({
  accounts: z.number().int(),
  followers: z.number().int(),
  balance: z.string(),
  equity: z.string(),
  profit: z.string(),
  copyProfit: z.string(),
});
export type HomeTradeTotals = z.infer<typeof homeTradeTotalsSchema>;

/** The answer's single item: the page of rows, the number of rows in all and the totals. */
export const homeTradePageSchema = z.object({
  rows: z.array(homeTradeRowSchema),
  total: z.number().int(),
  totals: homeTradeTotalsSchema,
});
export type HomeTradePage = z.infer<typeof homeTradePageSchema>;

/** A closed trade of a trade account, without prices (public feeds). */
export const tradeNewsSchema = z.object({
  mtAccId: z.number().int(),
  login: z.string(),
  loginOrder: z.number().int(),
  userName: z.string(),
  image: z.string(),
  /** The standard symbol when the broker's symbol has one, else the broker's name. */
  symbol: z.string(),
  /** 0 buy, 1 sell. */
  type: z.number().int(),
  /** Lots with 2 decimals. */
  lots: z.string(),
  openTime: z.number(),
  closeTime: z.number(),
  /** Profit with swap and commission, in the account's currency. */
  profit: z.string(),
  /** Pips gained or lost (sign as profit), 1 decimal; null for symbols without a pip size. */
  pips: z.string().nullable(),
});
export type TradeNews = z.infer<typeof tradeNewsSchema>;

/** `queryTransactionNews` (public): the latest closed trades of the site's trade accounts. */
export const transactionNewsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** `traderDynamicInfo` (public): one trade account's recent activity: closed trades and follower events. */
export const traderDynamicQuerySchema = z.strictObject({
  mtId: z.coerce.number().int().positive().max(MAX_ROW_ID),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const traderDynamicSchema = z.discriminatedUnion('kind', [
  tradeNewsSchema.extend({ kind: z.literal('trade'), at: z.number() }),
  z.object({
    kind: z.enum(['followed', 'unfollowed']),
    at: z.number(),
    /** The follower's nickname, masked (first character and the last, 张**三, Al***e). */
    follower: z.string(),
  }),
]);
export type TraderDynamic = z.infer<typeof traderDynamicSchema>;

/** `querySubscribeNews` (public): the latest subscriptions started on the site. */
export const subscribeNewsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const subscribeNewsSchema = z.object({
  /** Masked nickname of the follower. */
  follower: z.string(),
  followerImage: z.string(),
  mtAccId: z.number().int(),
  login: z.string(),
  loginOrder: z.number().int(),
  userName: z.string(),
  image: z.string(),
  /** 1 fixed lot, 2 fixed ratio, 3 smart ratio. */
  followType: z.number().int(),
  /** 1 forward, 2 reverse. */
  direction: z.number().int(),
  startAt: z.number(),
});
export type SubscribeNews = z.infer<typeof subscribeNewsSchema>;
