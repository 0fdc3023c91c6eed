import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import {
  dictItemSchema,
  dictQuerySchema,
  siteConfigSchema,
  siteOtherInfoSchema,
} from '@copytrade/contracts/site';
import { defineRoute } from '../../platform/route';
import type { SiteService } from './site.service';

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
    done();
  };
  return routes;
}
