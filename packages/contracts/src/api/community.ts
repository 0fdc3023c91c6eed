import {
  filterListSchema,
  followChangeQuerySchema,
  followChangeSchema,
  rankingRowSchema,
  selectByFilterBodySchema,
  singleModuleQuerySchema,
  startListQuerySchema,
} from '../community';
import {
  addRecommendedTodayBodySchema,
  chooseTodayStarQuerySchema,
  homeHeadlineSchema,
  homeTradePageSchema,
  homeTradeQuerySchema,
  recommendedForMeSchema,
  recommendedTodayIdSchema,
  recommendedTodayListQuerySchema,
  recommendedTodayParamsSchema,
  recommendedTodaySchema,
  starRowSchema,
  subscribeNewsQuerySchema,
  subscribeNewsSchema,
  topRecommendsQuerySchema,
  tradeNewsSchema,
  traderDynamicQuerySchema,
  traderDynamicSchema,
  transactionNewsQuerySchema,
  updateRecommendedTodayBodySchema,
} from '../discovery';
import { endpoint } from '../endpoint';

const tags = ['community'] as const;

/** Who may manage today's stars. */
const ADMIN_ONLY = "The site's admin only: anyone else gets 25007 (403).";

const chooseTodayStar = endpoint({
  method: 'GET',
  path: '/community/front/chooseTodayStar',
  tags,
  summary: "Today's stars",
  description:
    "The admin's picks live today in their order, then the best rated trade accounts, up to limit. Public.",
  query: chooseTodayStarQuerySchema,
  response: starRowSchema,
});

/**
 * The community module's calls (server: apps/server/src/modules/community): the strategy square and
 * ranking (ranking.routes.ts), today's stars, the home page and the news feeds (discovery.routes.ts).
 */
export const communityApi = {
  getfilterlist: endpoint({
    method: 'GET',
    path: '/community/front/getfilterlist',
    tags,
    summary: "The square's filters and sort keys",
    description:
      "The filter keys of selectbyfilter with their ranges and choices, and the sort keys; the labels are the web's. Public.",
    response: filterListSchema,
  }),
  selectbyfilter: endpoint({
    method: 'POST',
    path: '/community/front/selectbyfilter',
    tags,
    summary: "A page of the site's trade accounts, filtered and sorted",
    description:
      'The filters combine with AND; total counts every match. An empty body (or null) is the default ranking (by rating). Public.',
    body: selectByFilterBodySchema,
    response: rankingRowSchema,
  }),
  getstartlist: endpoint({
    method: 'GET',
    path: '/community/front/getstartlist',
    tags,
    summary: "Today's stars by rating",
    description:
      'The best rated trade accounts of the site (13-week rating; only accounts with a rating). Public.',
    query: startListQuerySchema,
    response: rankingRowSchema,
  }),
  getsignlemodulelist: endpoint({
    method: 'GET',
    path: '/community/front/getsignlemodulelist',
    tags,
    summary: 'One preset list of the square',
    description: 'module growth, steady, popular, copyProfit or newest, each a preset ranking. Public.',
    query: singleModuleQuerySchema,
    response: rankingRowSchema,
  }),
  getfollowchangelist: endpoint({
    method: 'GET',
    path: '/community/front/getfollowchangelist',
    tags,
    summary: 'Followers gained and lost per trade account over the last days',
    description:
      'Subscriptions started (gained) and ended (lost) in the last `days` days and their net, optionally of one trade account (mtId), biggest net gain first. Public.',
    query: followChangeQuerySchema,
    response: followChangeSchema,
  }),

  chooseTodayStar,
  mamChooseTodayStar: endpoint({ ...chooseTodayStar, path: '/mam/visitor/chooseTodayStar' }),
  queryRecommendedTodayOrderMt4AccountList: endpoint({
    method: 'GET',
    path: '/community/api/queryRecommendedTodayOrderMt4AccountList',
    tags,
    summary: "Today's stars with the caller's follow accounts that copy each",
    description:
      "As chooseTodayStar, each with the caller's follow accounts subscribed to it and whether it is his own. Needs a token.",
    query: chooseTodayStarQuerySchema,
    response: recommendedForMeSchema,
  }),
  topRecommendsOfInex: endpoint({
    method: 'GET',
    path: '/community/front/topRecommendsOfInex',
    tags,
    summary: "The home page's headline figures and top stars",
    description:
      'Traders, followers, copies in the last 30 days and copy profit, with the first stars. Public.',
    query: topRecommendsQuerySchema,
    response: homeHeadlineSchema,
  }),
  queryHomeCommunityTrade: endpoint({
    method: 'GET',
    path: '/community/front/queryHomeCommunityTrade',
    tags,
    summary: "The home page's trader-account table",
    description: "A page of rows ranked by rating, their number, and the site's totals. Public.",
    query: homeTradeQuerySchema,
    response: homeTradePageSchema,
  }),
  traderDynamicInfo: endpoint({
    method: 'GET',
    path: '/community/front/traderDynamicInfo',
    tags,
    summary: "One trade account's latest closed trades and follower events",
    description:
      'Closed trades (no prices) and followers gained and lost (masked), newest first. Public; an id that is not a trade account of the site answers 404.',
    query: traderDynamicQuerySchema,
    response: traderDynamicSchema,
  }),
  queryTransactionNews: endpoint({
    method: 'GET',
    path: '/community/front/queryTransactionNews',
    tags,
    summary: "The latest closed trades of the site's trade accounts",
    description: 'Newest first, without prices. Public.',
    query: transactionNewsQuerySchema,
    response: tradeNewsSchema,
  }),
  querySubscribeNews: endpoint({
    method: 'GET',
    path: '/community/front/querySubscribeNews',
    tags,
    summary: 'The latest subscriptions started on the site',
    description: "Newest first, the followers' nicknames masked. Public.",
    query: subscribeNewsQuerySchema,
    response: subscribeNewsSchema,
  }),
  addSrRecommendedToday: endpoint({
    method: 'POST',
    path: '/mam/main/addSrRecommendedToday',
    tags,
    summary: "Site admin: make a trade account one of today's stars",
    description: `From startDay (through endDay, or until removed), in the order of sort. ${ADMIN_ONLY} An mtId that is not a trade account of the site answers 404, one already picked from that day 26001 (409).`,
    body: addRecommendedTodayBodySchema,
    response: recommendedTodayIdSchema,
  }),
  updateRecommendedToday: endpoint({
    method: 'PUT',
    path: '/mam/main/updateRecommendedToday',
    tags,
    summary: "Site admin: change the days, order or reason of one of today's stars",
    description: `${ADMIN_ONLY} An unknown id answers 404, an end day before the start day 40000, a start day from which the account is already picked 26001 (409).`,
    body: updateRecommendedTodayBodySchema,
    response: recommendedTodayIdSchema,
  }),
  deleteRecommendedToday: endpoint({
    method: 'DELETE',
    path: '/mam/main/srRecommendedToday/:id',
    tags,
    summary: "Site admin: remove one of today's stars",
    description: `${ADMIN_ONLY} An unknown id answers 404.`,
    params: recommendedTodayParamsSchema,
    response: recommendedTodayIdSchema,
  }),
  getChooseTodayStarList: endpoint({
    method: 'GET',
    path: '/mam/main/getChooseTodayStarList',
    tags,
    summary: "Site admin: every pick of today's stars",
    description: `Newest start first, each with its state (upcoming, live, ended). ${ADMIN_ONLY}`,
    query: recommendedTodayListQuerySchema,
    response: recommendedTodaySchema,
  }),
};
