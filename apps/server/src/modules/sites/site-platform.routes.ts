import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { SitePlatformService } from './site-platform.service';

/** A site user's side of the platform's limits (`queryUsageLimits` and its /mam/main twin). */
export function sitePlatformRoutes(platform: SitePlatformService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    for (const api of [API.queryUsageLimits, API.mamQueryUsageLimits]) {
      defineRoute(app, api, {
        handler: async (req) => [await platform.usageLimits(req.site, callerOf(req))],
      });
    }
    done();
  };
  return routes;
}
