import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { DEFAULT_RANKING_BODY } from '@copytrade/contracts/community';
import { defineRoute } from '../../platform/route';
import type { RankingService } from './ranking.service';

/** The strategy square and trader ranking: public, the requesting site's trade accounts only. */
export function rankingRoutes(ranking: RankingService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, API.getfilterlist, {
      handler: async (req) => [await ranking.filters(req.site)],
    });
    defineRoute(app, API.selectbyfilter, {
      handler: (req) => ranking.select(req.site, req.body ?? DEFAULT_RANKING_BODY),
    });
    defineRoute(app, API.getstartlist, {
      handler: (req) => ranking.stars(req.site, req.query.limit),
    });
    defineRoute(app, API.getsignlemodulelist, {
      handler: (req) => ranking.module(req.site, req.query.module, req.query.limit),
    });
    defineRoute(app, API.getfollowchangelist, {
      handler: (req) => ranking.followChanges(req.site, req.query),
    });
    done();
  };
  return routes;
}
