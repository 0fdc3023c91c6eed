import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import {
  accountPriceSchema,
  feeRequirementsSchema,
  sitePriceQuerySchema,
  sitePriceSchema,
  updateAccountPriceBodySchema,
} from '@copytrade/contracts/fees';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { FeeService } from './fees.service';

const TAGS = ['fees'];

/** Traders' fee settings and the site's rules for them. */
export function feeRoutes(fees: FeeService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, {
      api: API.updateAccountPrice,
      tags: TAGS,
      summary:
        'Set the fee of one of your trade accounts for new subscribers: free, subscription fee (price, validity days) or performance tiers',
      body: updateAccountPriceBodySchema,
      response: accountPriceSchema,
      handler: async (req) => [await fees.update(req.site, callerOf(req), req.body, req.locale)],
    });
    defineRoute(app, {
      api: API.queryFeeRequirements,
      tags: TAGS,
      summary:
        'What your paid fee settings need (real-name verification, payment information, the site switches), with the state of each',
      querystring: sitePriceQuerySchema,
      response: feeRequirementsSchema,
      handler: async (req) => [await fees.requirements(req.site, callerOf(req))],
    });
    for (const api of [API.querySitePrice, API.siteSubPrice]) {
      defineRoute(app, {
        api,
        tags: TAGS,
        summary:
          "The site's rules for traders' fees: least subscription price, performance fees open, fee options",
        querystring: sitePriceQuerySchema,
        response: sitePriceSchema,
        handler: async (req) => [await fees.sitePrice(req.site)],
      });
    }
    done();
  };
  return routes;
}
