import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import {
  DEFAULT_RANKING_BODY,
  filterListSchema,
  followChangeQuerySchema,
  followChangeSchema,
  rankingRowSchema,
  selectByFilterBodySchema,
  singleModuleQuerySchema,
  startListQuerySchema,
} from '@copytrade/contracts/community';
import { defineRoute } from '../../platform/route';
import type { RankingService } from './ranking.service';

const TAGS = ['community'];

/** The strategy square and trader ranking: public, the requesting site's trade accounts only. */
export function rankingRoutes(ranking: RankingService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, {
      api: API.getfilterlist,
      tags: TAGS,
      summary: "The square's filters (keys, ranges, choices) and sort keys; labels are the web's",
      response: filterListSchema,
      handler: async (req) => [await ranking.filters(req.site)],
    });
    defineRoute(app, {
      api: API.selectbyfilter,
      tags: TAGS,
      summary: "A page of the site's trade accounts, filtered and sorted; total counts every match",
      body: selectByFilterBodySchema,
      response: rankingRowSchema,
      handler: (req) => ranking.select(req.site, req.body ?? DEFAULT_RANKING_BODY),
    });
    defineRoute(app, {
      api: API.getstartlist,
      tags: TAGS,
      summary: "Today's stars: the best rated trade accounts (13-week rating)",
      querystring: startListQuerySchema,
      response: rankingRowSchema,
      handler: (req) => ranking.stars(req.site, req.query.limit),
    });
    defineRoute(app, {
      api: API.getsignlemodulelist,
      tags: TAGS,
      summary: 'One preset list of the square: growth, steady, popular, copyProfit or newest',
      querystring: singleModuleQuerySchema,
      response: rankingRowSchema,
      handler: (req) => ranking.module(req.site, req.query.module, req.query.limit),
    });
    defineRoute(app, {
      api: API.getfollowchangelist,
      tags: TAGS,
      summary: 'Followers gained and lost per trade account over the last days (biggest net gain first)',
      querystring: followChangeQuerySchema,
      response: followChangeSchema,
      handler: (req) => ranking.followChanges(req.site, req.query),
    });
    done();
  };
  return routes;
}
