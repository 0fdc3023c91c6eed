import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import {
  dictItemSchema,
  dictQuerySchema,
  siteConfigSchema,
  siteOtherInfoSchema,
} from '@copytrade/contracts/site';
import {
  sitePaymentSettingsQuerySchema,
  sitePaymentSettingsSchema,
  updateSitePaymentSettingsBodySchema,
} from '@copytrade/contracts/site-payment';
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
    defineRoute(app, {
      api: API.getSiteConfig,
      tags: ['site'],
      summary: 'Configuration of the site the request is for (found by domainName, then Host, then default)',
      response: siteConfigSchema,
      handler: async (req) => [await sites.config(req.site, req.locale)],
    });
    defineRoute(app, {
      api: API.getSiteOtherInfo,
      tags: ['site'],
      summary: 'Money switches of the site: subscription price, settlement, wallet, proportion, margin',
      response: siteOtherInfoSchema,
      handler: async (req) => [await sites.otherInfo(req.site)],
    });
    defineRoute(app, {
      api: API.getDictListByType,
      tags: ['site'],
      summary: 'Dictionary rows of one type (gender, country, copyType, ...), labels in the reader language',
      querystring: dictQuerySchema,
      response: dictItemSchema,
      handler: (req) => sites.dict(req.site, req.locale, req.query.type),
    });
    defineRoute(app, {
      api: API.adminQuerySitePaymentSettings,
      tags: ['site'],
      summary: "Site admin: the site's USDT TRC20 deposit address and its CNY rate (CNY per 1 USDT)",
      querystring: sitePaymentSettingsQuerySchema,
      response: sitePaymentSettingsSchema,
      handler: async (req) => [await sites.paymentSettings(req.site, callerOf(req))],
    });
    defineRoute(app, {
      api: API.adminUpdateSitePaymentSettings,
      tags: ['site'],
      summary:
        "Site admin: set the site's USDT TRC20 deposit address ('' = none) and CNY rate ('' = none; at most 4 decimals, 0 < rate <= 1000)",
      body: paymentSettingsBody,
      response: sitePaymentSettingsSchema,
      handler: async (req) => [await sites.updatePaymentSettings(req.site, callerOf(req), req.body)],
    });
    done();
  };
  return routes;
}
