import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { updateSitePaymentSettingsBodySchema } from '@copytrade/contracts/site-payment';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import { isTrc20Address } from '../wallet/trc20';
import type { SiteService } from './site.service';

/** The settings body with the address's base58check checksum verified (the contracts check its format only). */
const paymentSettingsBody = updateSitePaymentSettingsBodySchema.extend({
  usdtTrc20Address: updateSitePaymentSettingsBodySchema.shape.usdtTrc20Address.refine(
    (address) => address === '' || isTrc20Address(address),
    { error: 'validation.usdtAddress.invalid' },
  ),
});

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
    defineRoute(app, API.adminUpdateSitePaymentSettings, {
      body: paymentSettingsBody,
      handler: async (req) => [await sites.updatePaymentSettings(req.site, callerOf(req), req.body)],
    });
    done();
  };
  return routes;
}
