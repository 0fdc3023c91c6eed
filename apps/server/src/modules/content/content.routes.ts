import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import {
  columnSchema,
  contentIdQuerySchema,
  menuItemSchema,
  moduleContentListQuerySchema,
  moduleContentQuerySchema,
  moduleContentSchema,
  siteFooterSchema,
} from '@copytrade/contracts/site';
import { defineRoute } from '../../platform/route';
import type { ContentService } from './content.service';

export function contentRoutes(content: ContentService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, {
      api: API.getHeaderData,
      tags: ['content'],
      summary: 'Header menu: up to three levels, names in the three languages; contentUrl = external link',
      response: menuItemSchema,
      handler: (req) => content.headerMenu(req.site),
    });
    defineRoute(app, {
      api: API.getColumnShowInfo,
      tags: ['content'],
      summary: 'Navigation column tree with names in the reader language',
      response: columnSchema,
      handler: (req) => content.columns(req.site, req.locale),
    });
    defineRoute(app, {
      api: API.getSiteFooterContent,
      tags: ['content'],
      summary: 'Footer configuration and link groups',
      response: siteFooterSchema,
      handler: async (req) => [await content.footer(req.site, req.locale)],
    });
    defineRoute(app, {
      api: API.getModuleContent,
      tags: ['content'],
      summary: 'The current page of a content module (about-us pages: introduce, privacyPolicy, faq, ...)',
      querystring: moduleContentQuerySchema,
      response: moduleContentSchema,
      handler: async (req) => [await content.moduleContent(req.site, req.locale, req.query.moduleCode)],
    });
    defineRoute(app, {
      api: API.getModuleContentList,
      tags: ['content'],
      summary: 'Published items of a module, newest first (announcements); bodies omitted',
      querystring: moduleContentListQuerySchema,
      response: moduleContentSchema,
      handler: (req) => content.moduleContentList(req.site, req.locale, req.query),
    });
    defineRoute(app, {
      api: API.getContentByContentId,
      tags: ['content'],
      summary: 'One published content item with its body',
      querystring: contentIdQuerySchema,
      response: moduleContentSchema,
      handler: async (req) => [await content.contentById(req.site, req.locale, req.query.contentId)],
    });
    done();
  };
  return routes;
}
