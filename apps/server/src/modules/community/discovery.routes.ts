import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { DiscoveryService } from './discovery.service';

/** Today's stars, the home page's figures and table, and the public feeds; the admin's picks. */
export function discoveryRoutes(discovery: DiscoveryService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    for (const api of [API.chooseTodayStar, API.mamChooseTodayStar]) {
      defineRoute(app, api, {
        handler: (req) => discovery.chooseTodayStar(req.site, req.query.limit),
      });
    }
    defineRoute(app, API.queryRecommendedTodayOrderMt4AccountList, {
      handler: (req) => discovery.recommendedForMe(req.site, callerOf(req), req.query.limit),
    });
    defineRoute(app, API.topRecommendsOfInex, {
      handler: async (req) => [await discovery.headline(req.site, req.query.limit)],
    });
    defineRoute(app, API.queryHomeCommunityTrade, {
      handler: async (req) => [await discovery.homeTable(req.site, req.query)],
    });
    defineRoute(app, API.traderDynamicInfo, {
      handler: (req) => discovery.traderDynamic(req.site, req.query.mtId, req.query.limit),
    });
    defineRoute(app, API.queryTransactionNews, {
      handler: (req) => discovery.transactionNews(req.site, req.query.limit),
    });
    defineRoute(app, API.querySubscribeNews, {
      handler: (req) => discovery.subscribeNews(req.site, req.query.limit),
    });
    defineRoute(app, API.addSrRecommendedToday, {
      handler: async (req) => [await discovery.addPick(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, API.updateRecommendedToday, {
      handler: async (req) => [await discovery.updatePick(req.site, callerOf(req), req.body, req.locale)],
    });
    defineRoute(app, API.deleteRecommendedToday, {
      handler: async (req) => [await discovery.deletePick(req.site, callerOf(req), req.params.id)],
    });
    defineRoute(app, API.getChooseTodayStarList, {
      handler: (req) => discovery.listPicks(req.site, callerOf(req), req.query),
    });
    done();
  };
  return routes;
}
