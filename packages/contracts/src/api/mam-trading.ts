import { accountListItemSchema, mtIdQuerySchema } from '../accounts';
import { rankingRowSchema } from '../community';
import { endpoint, noQuery } from '../endpoint';
import { pageQuerySchema } from '../envelope';
import {
  mamCopyDataSchema,
  mamCopyInfoSchema,
  mamCopyProfitChartSchema,
  mamFollowRowSchema,
  mamMasterDataSchema,
  mamMasterRowSchema,
  mamPeriodQuerySchema,
  mamProfitDaySchema,
  mamStatisticsSchema,
  signalIndexQuerySchema,
  subAccountsQuerySchema,
  subscribedMasterSchema,
  subscriberAccountSchema,
} from '../mam-trading';
import { accountsApi } from './accounts';

const tags = ['mam'] as const;

/** Who may call every one of these, and the refusal they share. */
const OWN =
  "Needs a token of the site (another site's token answers 401); only the caller's own accounts are read.";
const NOT_HIS =
  "An mtId that is not one of the caller's bound accounts (another user's or site's) answers 404.";
const PERIOD =
  'The period: days 7, 30 or 90 (today included), or startDate and endDate (YYYY-MM-DD, UTC, at most 366 days); neither is the last 30 days. Days and dates together, one date alone, an end before the start or a longer range answer 40000 with the field.';
const INCOME =
  "Income is the caller's share of the fees paid to him: subscription and performance fees paid from the wallet (after the site's cut and any partner rebate) and confirmed Alipay / WeChat voucher payments (paid to him directly).";

const pageOnly = pageQuerySchema.strict();

/** The MAM back office's trading calls (server: apps/server/src/modules/mam, composing other modules). */
export const mamTradingApi = {
  indexTable: endpoint({
    method: 'GET',
    path: '/mam/main/indexTable',
    tags,
    summary: "The trader's home table: each of his trade accounts with its figures",
    description: `Every trade account the caller has bound, oldest first, with its live figures, statistics (growth, drawdown, win rate, trades), live subscribers, copies made of it and their lots, the followers' copy profit and the fee income this month and in total. ${INCOME} ${OWN} A caller without trade accounts gets an empty list.`,
    query: noQuery,
    response: mamMasterRowSchema,
  }),
  queryMasterLoginListInfo: endpoint({
    method: 'GET',
    path: '/mam/main/queryMasterLoginListInfo',
    tags,
    summary: "A page of the caller's trade accounts with their figures",
    description: `The rows of indexTable a page at a time; total counts them all. ${OWN}`,
    query: pageOnly,
    response: mamMasterRowSchema,
  }),
  queryCopyLoginListInfo: endpoint({
    method: 'GET',
    path: '/mam/main/queryCopyLoginListInfo',
    tags,
    summary: "A page of the caller's follow accounts with what copying did on each",
    description: `Each follow account with its live figures, subscriptions (live and all), open copies, copies made and their lots, the closed copies' net result, the open copies' floating result and the copies not made; total counts them all. ${OWN}`,
    query: pageOnly,
    response: mamFollowRowSchema,
  }),
  queryMasterLoginAll: endpoint({
    method: 'GET',
    path: '/mam/main/queryMasterLoginAll',
    tags,
    summary: "All the caller's trade accounts, for selects",
    description: `Number, login, broker, server and connection of every trade account the caller has bound (no figures; getMasterLoginAll has them). ${OWN}`,
    query: noQuery,
    response: accountListItemSchema,
  }),
  queryCopyLoginInfo: endpoint({
    method: 'GET',
    path: '/mam/main/queryCopyLoginInfo',
    tags,
    summary: "One of the caller's follow accounts: its info card",
    description: `The account with its figures (as queryCopyLoginListInfo) and the trade accounts it copies now. ${OWN} ${NOT_HIS} A trade account's id answers 404 too.`,
    query: mtIdQuerySchema,
    response: mamCopyInfoSchema,
  }),
  queryMasterLoginData: endpoint({
    method: 'GET',
    path: '/mam/main/queryMasterLoginData',
    tags,
    summary: "One of the caller's trade accounts: its detail figures",
    description: `The statistics module's indicators (as center/dataIndicators: growth, drawdowns, win rate, profit factor, rating...), subscribers live and all, open copies, copies made and their lots, and the fee income this month and in total. ${INCOME} ${OWN} ${NOT_HIS} A follow account's id answers 404 too.`,
    query: mtIdQuerySchema,
    response: mamMasterDataSchema,
  }),
  queryCopyLoginData: endpoint({
    method: 'GET',
    path: '/mam/main/queryCopyLoginData',
    tags,
    summary: "One of the caller's follow accounts: its detail figures",
    description: `The statistics module's indicators folded over the follow account's own orders (growth, drawdowns, win rate, profit factor...) and what copying did: subscriptions, open copies, copies made and their lots, closed copies' net result, open copies' floating result, copies not made. ${OWN} ${NOT_HIS} A trade account's id answers 404 too.`,
    query: mtIdQuerySchema,
    response: mamCopyDataSchema,
  }),
  mamCopyProfitChart: endpoint({
    method: 'GET',
    path: '/mam/main/copyProfitChart',
    tags,
    summary: "Copy profit over time of one of the caller's accounts",
    description: `For a follow account: the net result of its closed copies; for a trade account: its followers' (the community's center/copyProfitChart). Per month, in total, and per day with a running total. ${OWN} ${NOT_HIS}`,
    query: mtIdQuerySchema,
    response: mamCopyProfitChartSchema,
  }),
  queryStatistics: endpoint({
    method: 'GET',
    path: '/mam/main/queryStatistics',
    tags,
    summary: "The caller's dashboard totals over a period",
    description: `Accounts bound and the site's limits, live subscribers now, and over the period: subscribers gained and lost, copies of his trade accounts' positions and their lots, copies not made, his trading result, his followers' copy result and his fee income. ${PERIOD} ${INCOME} ${OWN}`,
    query: mamPeriodQuerySchema,
    response: mamStatisticsSchema,
  }),
  queryStatisticsProfit: endpoint({
    method: 'GET',
    path: '/mam/main/queryStatisticsProfit',
    tags,
    summary: "The caller's daily trading result, copy result and income over a period",
    description: `One row per UTC day of the period, oldest first, quiet days with zeros: the net result of his trade accounts' closed positions, his followers' closed copies of them, his fee income, and the copies opened with their lots. ${PERIOD} ${OWN}`,
    query: mamPeriodQuerySchema,
    response: mamProfitDaySchema,
  }),
  srSignalIndexList: endpoint({
    method: 'GET',
    path: '/mam/main/srSignalIndexList',
    tags,
    summary: "The site's signal index: its trade accounts with their key figures",
    description:
      "A page of the site's trade accounts (signals) ranked as the strategy square ranks them (sort and direction as selectbyfilter's, default by rating), optionally searched by nickname or login; total counts the matches. Needs a token of the site; only this site's accounts, as public as the square.",
    query: signalIndexQuerySchema,
    response: rankingRowSchema,
  }),
  getSubCopyLoginAll: endpoint({
    method: 'GET',
    path: '/mam/main/getSubCopyLoginAll',
    tags,
    summary: "The follow accounts that subscribe (or did) to the caller's trade accounts",
    description: `The trader's subscribers' accounts, for filters: each with whether it copies live and which of his trade accounts it subscribes to; mtAccId keeps those of one of his trade accounts. ${OWN} An mtAccId that is not one of his trade accounts answers 404.`,
    query: subAccountsQuerySchema,
    response: subscriberAccountSchema,
  }),
  getSubMasterLoginAll: endpoint({
    method: 'GET',
    path: '/mam/main/getSubMasterLoginAll',
    tags,
    summary: "The trade accounts the caller's follow accounts subscribe (or did) to",
    description: `Each with its trader, whether one of his follow accounts copies it live and which do; mtAccId keeps those of one of his follow accounts. ${OWN} An mtAccId that is not one of his follow accounts answers 404.`,
    query: subAccountsQuerySchema,
    response: subscribedMasterSchema,
  }),
  /** The twin of updateMtAccountInfo (the same schemas and service), as the spec's PUT. */
  mamUpdateMtAccount: endpoint({
    ...accountsApi.updateMtAccountInfo,
    method: 'PUT',
    path: '/mam/main/updateMtAccount',
    description: `${accountsApi.updateMtAccountInfo.description} The MAM back office's twin of ${accountsApi.updateMtAccountInfo.path}, as PUT.`,
  }),
};
