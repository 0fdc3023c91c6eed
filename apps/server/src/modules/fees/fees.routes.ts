import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { FeeService } from './fees.service';

/** Traders' fee settings and the site's rules for them. */
export function feeRoutes(fees: FeeService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, API.updateAccountPrice, {
      handler: async (req) => [await fees.update(req.site, callerOf(req), req.body, req.locale)],
    });
    defineRoute(app, API.queryFeeRequirements, {
      handler: async (req) => [await fees.requirements(req.site, callerOf(req))],
    });
    for (const api of [API.querySitePrice, API.siteSubPrice]) {
      defineRoute(app, api, {
        handler: async (req) => [await fees.sitePrice(req.site)],
      });
    }
    done();
  };
  return routes;
}
