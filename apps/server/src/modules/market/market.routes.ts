import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { defineRoute } from '../../platform/route';
import type { MarketService } from './market.service';

/** The tools' market data (issue 18): public calls, the same for every site. */
export function marketRoutes(market: MarketService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, API.getMarketServers, {
      handler: () => Promise.resolve(market.servers()),
    });
    defineRoute(app, API.getMarketQuotes, {
      handler: (req) => market.board(req.locale, req.query.server),
    });
    defineRoute(app, API.getMarketCandles, {
      handler: (req) => market.candles(req.locale, req.query),
    });
    defineRoute(app, API.getPivotPoints, {
      handler: (req) => market.pivots(req.locale, req.query.server),
    });
    defineRoute(app, API.getSymbolSpec, {
      handler: (req) => Promise.resolve([market.symbolSpec(req.locale, req.query.server, req.query.symbol)]),
    });
    done();
  };
  return routes;
}
