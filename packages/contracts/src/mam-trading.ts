import { z } from 'zod';
import { accountListItemSchema } from './accounts';
import { rankingSortSchema, sortDirectionSchema } from './community';
import { daySchema } from './discovery';
import { MAX_ROW_ID } from './ids';
import { copyProfitChartSchema, dataIndicatorsSchema } from './statistics';
import { subscriptionStateSchema } from './subscriptions';

/*
 * The MAM back office's trading figures (`/mam/main/`, spec 2 "MAM back office", spec 7 "MAM"): the
 * trader's dashboard (totals over a period, a daily series, his accounts' table), the account lists and
 * detail figures of both kinds of account, the site's signal index, and who subscribes to whom. Everything
 * is the caller's own: an id of another user's or another site's account answers 404. Money and lots are
 * decimal strings with 2 places, percentages strings with 2 decimals, days UTC calendar days (YYYY-MM-DD),
 * times epoch milliseconds.
 */

const money = z.string();
const lots = z.string();
const percent = z.string();
const count = z.number().int();
const rowId = z.coerce.number().int().positive().max(MAX_ROW_ID);

/** The periods the dashboard offers; a date range may instead be given, up to MAM_PERIOD_MAX_DAYS days. */
export const MAM_PERIOD_DAYS = [7, 30, 90] as const;
export type MamPeriodDays = (typeof MAM_PERIOD_DAYS)[number];
export const MAM_PERIOD_DEFAULT_DAYS = 30;
export const MAM_PERIOD_MAX_DAYS = 366;

const DAY_MS = 24 * 3600_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * `queryStatistics` / `queryStatisticsProfit`: the last `days` days (7, 30 or 90, today included), or the
 * days from `startDate` through `endDate` (both, at most MAM_PERIOD_MAX_DAYS); neither is the last 30 days.
 */
export const mamPeriodQuerySchema = z
  .strictObject({
    days: z.coerce
      .number()
      .int({ error: 'validation.period.days' })
      .refine((days) => (MAM_PERIOD_DAYS as readonly number[]).includes(days), {
        message: 'validation.period.days',
      })
      .optional(),
    startDate: daySchema.optional(),
    endDate: daySchema.optional(),
  })
  .superRefine((query, ctx) => {
    const { days, startDate, endDate } = query;
    if (days !== undefined && (startDate !== undefined || endDate !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'validation.period.daysOrDates' });
      return;
    }
    if ((startDate === undefined) !== (endDate === undefined)) {
      const path = startDate === undefined ? 'startDate' : 'endDate';
      ctx.addIssue({ code: 'custom', path: [path], message: 'validation.period.bothDates' });
      return;
    }
    if (startDate === undefined || endDate === undefined) return;
    if (endDate < startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.day.endBeforeStart' });
    } else if (dayNumber(endDate) - dayNumber(startDate) + 1 > MAM_PERIOD_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.period.tooLong' });
    }
  });
export type MamPeriodQuery = z.infer<typeof mamPeriodQuerySchema>;

/** The period an answer covers: its first and last day and how many days that is. */
const periodShape = {
  startDate: z.string(),
  endDate: z.string(),
  days: count,
};

/** `queryStatistics`: the caller's totals now and over the period (the dashboard's cards). */
export const mamStatisticsSchema = z.object({
  ...periodShape,
  /** Bound accounts now and the site's limits (-1 unlimited), as the usage meter shows them. */
  tradeAccounts: count,
  followAccounts: count,
  masterMaxNumber: count,
  copyMaxNumber: count,
  /** Live subscriptions (subscribing or closing) to the caller's trade accounts now. */
  liveSubscribers: count,
  /** Subscriptions to the caller's trade accounts made, and ended, within the period. */
  newSubscribers: count,
  endedSubscribers: count,
  /** Copies of the caller's trade accounts' positions opened within the period, and their lots. */
  copies: count,
  copiedLots: lots,
  /** Copies of them not made (skipped or failed) within the period. */
  notCopied: count,
  /** Net result of the caller's trade accounts' positions closed within the period. */
  tradingProfit: money,
  /** Net result of the followers' copies of them closed within the period. */
  followerProfit: money,
  /** The caller's share of the fees paid to him within the period (see the income definition). */
  income: money,
});
export type MamStatistics = z.infer<typeof mamStatisticsSchema>;

/** `queryStatisticsProfit`: one day of the period (every day, quiet ones with zeros), oldest first. */
export const mamProfitDaySchema = z.object({
  day: z.string(),
  tradingProfit: money,
  followerProfit: money,
  income: money,
  copies: count,
  copiedLots: lots,
});
export type MamProfitDay = z.infer<typeof mamProfitDaySchema>;

/** The live figures of an account as its owner sees them in the lists. */
const liveFiguresShape = {
  currency: z.string(),
  leverage: count,
  balance: money,
  equity: money,
  /** Floating result of the open positions. */
  profit: money,
  openCount: count,
};

/**
 * `indexTable` / `queryMasterLoginListInfo`: one of the caller's trade accounts with its figures: the
 * statistics (growth, drawdown, win rate, closed trades) and followers' copy profit as the strategy square
 * ranks it, subscribers, the copies made of it, and the fee income it brought.
 */
export const mamMasterRowSchema = accountListItemSchema.extend({
  ...liveFiguresShape,
  /** Fee model for new subscribers: 1 free, 2 subscription fee, 3 performance fee. */
  feeType: count,
  growth: percent,
  drawdown: percent,
  winRate: percent.nullable(),
  trades: count,
  liveSubscribers: count,
  /** Copies of its positions ever made, and their lots (a partially closed copy counts what is left). */
  copies: count,
  copiedLots: lots,
  /** Net result of the followers' closed copies (the square's copy profit). */
  followerProfit: money,
  /** Fee income this calendar month (UTC) and since the account was bound. */
  incomeMonth: money,
  incomeTotal: money,
});
export type MamMasterRow = z.infer<typeof mamMasterRowSchema>;

/**
 * `queryCopyLoginListInfo`: one of the caller's follow accounts with what copying did on it: subscriptions,
 * copies open and made, the closed copies' net result and the open ones' floating result, copies not made.
 */
export const mamFollowRowSchema = accountListItemSchema.extend({
  ...liveFiguresShape,
  liveSubscriptions: count,
  totalSubscriptions: count,
  openCopies: count,
  copies: count,
  copiedLots: lots,
  copyProfit: money,
  floatingProfit: money,
  notCopied: count,
});
export type MamFollowRow = z.infer<typeof mamFollowRowSchema>;

/** How the lists name an MT4 account: its number and login, broker and server. */
const accountRefShape = {
  mtAccId: count,
  login: z.string(),
  loginOrder: count,
  platformName: z.string(),
  serverName: z.string(),
};

/** A trade account a follow account copies (live or before), with its trader. */
export const mamCopiedMasterSchema = z.object({
  subscriptionId: count,
  state: subscriptionStateSchema,
  ...accountRefShape,
  traderName: z.string(),
  image: z.string(),
});

/** `queryCopyLoginInfo`: the info card of one of the caller's follow accounts. */
export const mamCopyInfoSchema = mamFollowRowSchema.extend({
  /** The account holder's name as the trade server reports it. */
  accountName: z.string(),
  bindTime: z.number(),
  infoUpdateTime: z.number().nullable(),
  /** The trade accounts it copies now (live subscriptions), newest first. */
  masters: z.array(mamCopiedMasterSchema),
});
export type MamCopyInfo = z.infer<typeof mamCopyInfoSchema>;

/** `queryMasterLoginData`: one of the caller's trade accounts' detail figures. */
export const mamMasterDataSchema = z.object({
  mtAccId: count,
  /** The statistics module's indicators (as `center/dataIndicators`). */
  indicators: dataIndicatorsSchema,
  liveSubscribers: count,
  totalSubscribers: count,
  openCopies: count,
  copies: count,
  copiedLots: lots,
  incomeMonth: money,
  incomeTotal: money,
});
export type MamMasterData = z.infer<typeof mamMasterDataSchema>;

/**
 * `queryCopyLoginData`: one of the caller's follow accounts' detail figures: the same statistics fold as a
 * trade account's (over its own orders: growth, drawdown, win rate, profit factor...) and what copying did.
 */
export const mamCopyDataSchema = z.object({
  mtAccId: count,
  indicators: dataIndicatorsSchema,
  liveSubscriptions: count,
  totalSubscriptions: count,
  openCopies: count,
  copies: count,
  copiedLots: lots,
  copyProfit: money,
  floatingProfit: money,
  notCopied: count,
});
export type MamCopyData = z.infer<typeof mamCopyDataSchema>;

/** `copyProfitChart` (MAM): per month and in total as the community's, and each day with a result. */
export const mamCopyProfitChartSchema = copyProfitChartSchema.extend({
  /** Days with closed copies, oldest first: that day's net result and the running total after it. */
  days: z.array(z.object({ day: z.string(), copyProfit: money, cumulative: money })),
});
export type MamCopyProfitChart = z.infer<typeof mamCopyProfitChartSchema>;

/** `srSignalIndexList`: a page of the site's signals (trade accounts) in the strategy square's order. */
export const signalIndexQuerySchema = z.strictObject({
  sort: rankingSortSchema.default('rating'),
  direction: sortDirectionSchema.default('desc'),
  /** Part of the trader's nickname, or the start of the MT4 login. */
  keyword: z.string().trim().max(32).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

/** `getSubCopyLoginAll` (of one trade account of the caller) / `getSubMasterLoginAll` (of one follow account). */
export const subAccountsQuerySchema = z.strictObject({ mtAccId: rowId.optional() });

/** A follow account that subscribes (or did) to the caller's trade accounts: the trader's subscribers. */
export const subscriberAccountSchema = z.object({
  ...accountRefShape,
  followerName: z.string(),
  /** It has a live subscription (unpaid, subscribing or closing) to one of them. */
  live: z.boolean(),
  /** The caller's trade accounts it subscribes or subscribed to. */
  masterAccountIds: z.array(count),
});
export type SubscriberAccount = z.infer<typeof subscriberAccountSchema>;

/** A trade account the caller's follow accounts subscribe (or did) to. */
export const subscribedMasterSchema = z.object({
  ...accountRefShape,
  traderName: z.string(),
  image: z.string(),
  live: z.boolean(),
  /** The caller's follow accounts that subscribe or subscribed to it. */
  followAccountIds: z.array(count),
});
export type SubscribedMaster = z.infer<typeof subscribedMasterSchema>;
