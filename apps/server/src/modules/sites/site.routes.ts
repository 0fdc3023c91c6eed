import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { SiteService } from './site.service';

export function siteRoutes(sites: SiteService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, API.getSiteConfig, {
      handler: async (req) => [await sites.config(req.site, req.locale)],
    });
    defineRoute(app, API.getSiteOtherInfo, {
      handler: async (req) => [await sites.otherInfo(req.site)],
    });
    defineRoute(app, API.getDictListByType, {
      handler: (req) => sites.dict(req.site, req.locale, req.query.type),
    });
    defineRoute(app, API.adminQuerySitePaymentSettings, {
      handler: async (req) => [await sites.paymentSettings(req.site, callerOf(req))],
    });
    // adminUpdateSitePaymentSettings is registered with the site settings (site-settings.routes.ts): audited.
    done();
  };
  return routes;
}
