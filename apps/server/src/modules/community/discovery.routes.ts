import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { API } from '@copytrade/contracts/api-paths';
import {
  addRecommendedTodayBodySchema,
  chooseTodayStarQuerySchema,
  homeHeadlineSchema,
  homeTradePageSchema,
  homeTradeQuerySchema,
  recommendedForMeSchema,
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
} from '@copytrade/contracts/discovery';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { DiscoveryService } from './discovery.service';

const TAGS = ['community'];
const idSchema = z.object({ id: z.number().int() });

/** Today's stars, the home page's figures and table, and the public feeds; the admin's picks. */
export function discoveryRoutes(discovery: DiscoveryService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    for (const api of [API.chooseTodayStar, API.mamChooseTodayStar]) {
      defineRoute(app, {
        api,
        tags: TAGS,
        summary: "Today's stars: the admin's picks live today in their order, then the best rated accounts",
        querystring: chooseTodayStarQuerySchema,
        response: starRowSchema,
        handler: (req) => discovery.chooseTodayStar(req.site, req.query.limit),
      });
    }
    defineRoute(app, {
      api: API.queryRecommendedTodayOrderMt4AccountList,
      tags: TAGS,
      summary: "Today's stars with the caller's follow accounts that copy each",
      querystring: chooseTodayStarQuerySchema,
      response: recommendedForMeSchema,
      handler: (req) => discovery.recommendedForMe(req.site, callerOf(req), req.query.limit),
    });
    defineRoute(app, {
      api: API.topRecommendsOfInex,
      tags: TAGS,
      summary:
        "The home page's headline figures (traders, followers, copies in 30 days, copy profit) and top stars",
      querystring: topRecommendsQuerySchema,
      response: homeHeadlineSchema,
      handler: async (req) => [await discovery.headline(req.site, req.query.limit)],
    });
    defineRoute(app, {
      api: API.queryHomeCommunityTrade,
      tags: TAGS,
      summary: "The home page's trader-account table: a page of rows, their number, and the site's totals",
      querystring: homeTradeQuerySchema,
      response: homeTradePageSchema,
      handler: async (req) => [await discovery.homeTable(req.site, req.query)],
    });
    defineRoute(app, {
      api: API.traderDynamicInfo,
      tags: TAGS,
      summary: "One trade account's latest closed trades (no prices) and follower events, newest first",
      querystring: traderDynamicQuerySchema,
      response: traderDynamicSchema,
      handler: (req) => discovery.traderDynamic(req.site, req.query.mtId, req.query.limit),
    });
    defineRoute(app, {
      api: API.queryTransactionNews,
      tags: TAGS,
      summary: "The latest closed trades of the site's trade accounts (no prices)",
      querystring: transactionNewsQuerySchema,
      response: tradeNewsSchema,
      handler: (req) => discovery.transactionNews(req.site, req.query.limit),
    });
    defineRoute(app, {
      api: API.querySubscribeNews,
      tags: TAGS,
      summary: 'The latest subscriptions started on the site (followers masked)',
      querystring: subscribeNewsQuerySchema,
      response: subscribeNewsSchema,
      handler: (req) => discovery.subscribeNews(req.site, req.query.limit),
    });
    defineRoute(app, {
      api: API.addSrRecommendedToday,
      tags: TAGS,
      summary: "Site admin: make a trade account one of today's stars from a day (through a day)",
      body: addRecommendedTodayBodySchema,
      response: idSchema,
      handler: async (req) => [await discovery.addPick(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, {
      api: API.updateRecommendedToday,
      tags: TAGS,
      summary: "Site admin: change the days, order or reason of one of today's stars",
      body: updateRecommendedTodayBodySchema,
      response: idSchema,
      handler: async (req) => [await discovery.updatePick(req.site, callerOf(req), req.body, req.locale)],
    });
    defineRoute(app, {
      api: API.deleteRecommendedToday,
      tags: TAGS,
      summary: "Site admin: remove one of today's stars",
      params: recommendedTodayParamsSchema,
      response: idSchema,
      handler: async (req) => [await discovery.deletePick(req.site, callerOf(req), req.params.id)],
    });
    defineRoute(app, {
      api: API.getChooseTodayStarList,
      tags: TAGS,
      summary: "Site admin: every pick of today's stars, newest start first, with its state",
      querystring: recommendedTodayListQuerySchema,
      response: recommendedTodaySchema,
      handler: (req) => discovery.listPicks(req.site, callerOf(req), req.query),
    });
    done();
  };
  return routes;
}
