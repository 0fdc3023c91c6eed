import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { mtIdQuerySchema } from '@copytrade/contracts/accounts';
import {
  publicOrderQuerySchema,
  publicOrderSchema,
  copyProfitChartSchema,
  copyQualitySchema,
  curvePointSchema,
  drawdownPointSchema,
  dataIndicatorsSchema,
  monthAnalyseSchema,
} from '@copytrade/contracts/statistics';
import { defineRoute } from '../../platform/route';
import type { StatisticsService } from './statistics.service';

const TAGS = ['statistics'];

/** The trader profile's statistics: public for the site's trade accounts. */
export function statisticsRoutes(stats: StatisticsService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, {
      api: API.dataIndicators,
      tags: TAGS,
      summary: "A trade account's indicators: growth, drawdowns, profit factor, win rate, rating, risk",
      querystring: mtIdQuerySchema,
      response: dataIndicatorsSchema,
      handler: async (req) => [await stats.indicators(req.site, req.query.mtId)],
    });
    defineRoute(app, {
      api: API.trendChart,
      tags: TAGS,
      summary: 'Balance, equity and growth curve of a trade account (at most 514 points)',
      querystring: mtIdQuerySchema,
      response: curvePointSchema,
      handler: (req) => stats.trend(req.site, req.query.mtId),
    });
    defineRoute(app, {
      api: API.drawdownChart,
      tags: TAGS,
      summary:
        'The underwater chart of a trade account: how far balance (growth index) and equity stood below their peaks',
      querystring: mtIdQuerySchema,
      response: drawdownPointSchema,
      handler: (req) => stats.drawdowns(req.site, req.query.mtId),
    });
    defineRoute(app, {
      api: API.copyQuality,
      tags: TAGS,
      summary:
        "Copy quality of a trade account over 30 days: followers' slippage and delay, share of opens copied, skip reasons",
      querystring: mtIdQuerySchema,
      response: copyQualitySchema,
      handler: async (req) => [await stats.copyQuality(req.site, req.query.mtId)],
    });
    defineRoute(app, {
      api: API.monthAnalyseChart,
      tags: TAGS,
      summary: 'Monthly time-weighted returns of a trade account, compounded into years',
      querystring: mtIdQuerySchema,
      response: monthAnalyseSchema,
      handler: async (req) => [await stats.months(req.site, req.query.mtId)],
    });
    defineRoute(app, {
      api: API.copyProfitChart,
      tags: TAGS,
      summary: "The followers' copy profit from a trade account, per month and in total",
      querystring: mtIdQuerySchema,
      response: copyProfitChartSchema,
      handler: async (req) => [await stats.copyProfit(req.site, req.query.mtId)],
    });
    for (const [api, scope] of [
      [API.openingOrder, 'open'],
      [API.closedOrder, 'closed'],
    ] as const) {
      defineRoute(app, {
        api,
        tags: TAGS,
        summary:
          scope === 'open'
            ? "A trade account's open positions (entry prices for its owner and subscribers only)"
            : "A trade account's closed positions, newest first",
        querystring: publicOrderQuerySchema,
        response: publicOrderSchema,
        handler: (req) => stats.orders(req.site, req.caller?.userId ?? null, req.query, scope),
      });
    }
    done();
  };
  return routes;
}
