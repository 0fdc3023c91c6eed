import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { defineRoute } from '../../platform/route';
import type { ContentService } from './content.service';

export function contentRoutes(content: ContentService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, API.getHeaderData, {
      handler: (req) => content.headerMenu(req.site),
    });
    defineRoute(app, API.getColumnShowInfo, {
      handler: (req) => content.columns(req.site, req.locale),
    });
    defineRoute(app, API.getSiteFooterContent, {
      handler: async (req) => [await content.footer(req.site, req.locale)],
    });
    defineRoute(app, API.getModuleContent, {
      handler: async (req) => [await content.moduleContent(req.site, req.locale, req.query.moduleCode)],
    });
    defineRoute(app, API.getModuleContentList, {
      handler: (req) => content.moduleContentList(req.site, req.locale, req.query),
    });
    defineRoute(app, API.getContentByContentId, {
      handler: async (req) => [await content.contentById(req.site, req.locale, req.query.contentId)],
    });
    done();
  };
  return routes;
}
