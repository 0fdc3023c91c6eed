import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { defineRoute } from '../../platform/route';
import type { StatisticsService } from './statistics.service';

/** The trader profile's statistics: public for the site's trade accounts. */
export function statisticsRoutes(stats: StatisticsService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, API.dataIndicators, {
      handler: async (req) => [await stats.indicators(req.site, req.query.mtId)],
    });
    defineRoute(app, API.trendChart, {
      handler: (req) => stats.trend(req.site, req.query.mtId),
    });
    defineRoute(app, API.drawdownChart, {
      handler: (req) => stats.drawdowns(req.site, req.query.mtId),
    });
    defineRoute(app, API.copyQuality, {
      handler: async (req) => [await stats.copyQuality(req.site, req.query.mtId)],
    });
    for (const api of [API.monthAnalyseChart, API.mamMonthAnalyseChart]) {
      defineRoute(app, api, {
        handler: async (req) => [await stats.months(req.site, req.query.mtId)],
      });
    }
    defineRoute(app, API.copyProfitChart, {
      handler: async (req) => [await stats.copyProfit(req.site, req.query.mtId)],
    });
    for (const [api, scope] of [
      [API.openingOrder, 'open'],
      [API.closedOrder, 'closed'],
    ] as const) {
      defineRoute(app, api, {
        handler: (req) => stats.orders(req.site, req.caller?.userId ?? null, req.query, scope),
      });
    }
    done();
  };
  return routes;
}
