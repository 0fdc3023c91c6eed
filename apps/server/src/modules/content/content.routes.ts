import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { callerOf } from '../../platform/context';
import { defineFileRoute, defineRoute } from '../../platform/route';
import type { ContentService } from './content.service';
import type { EducationService } from './education.service';

export function contentRoutes(content: ContentService, education: EducationService) {
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
      handler: async (req) => [await education.latest(req.site, req.locale, req.query.moduleCode)],
    });
    defineRoute(app, API.getModuleContentList, {
      handler: (req) => education.list(req.site, req.locale, req.query),
    });
    defineRoute(app, API.getContentByContentId, {
      handler: async (req) => [await education.detail(req.site, req.locale, req.query.contentId)],
    });
    defineRoute(app, API.getModuleShowInfo, {
      handler: async (req) => [await education.moduleShowInfo(req.site, req.locale, req.query.moduleCode)],
    });
    defineRoute(app, API.getContentTypeTree, {
      handler: (req) => education.typeTree(req.site, req.locale, req.query.moduleCode),
    });
    defineRoute(app, API.getTagListOfContent, {
      handler: (req) => education.tags(req.site, req.locale, req.query),
    });
    defineRoute(app, API.searchContent, {
      handler: (req) => education.search(req.site, req.locale, req.query),
    });
    defineFileRoute(app, API.queryContentFile, async (req, reply) => {
      const file = await education.file(req.site, req.query.id);
      return reply
        .header('Content-Type', file.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('Cache-Control', 'public, max-age=300')
        .send(file.data);
    });
    defineRoute(app, API.queryCourseProgress, {
      handler: async (req) => [await education.progress(req.site, callerOf(req), req.query.courseId)],
    });
    defineRoute(app, API.readCourseLesson, {
      handler: async (req) => [await education.readLesson(req.site, callerOf(req), req.body.contentId)],
    });
    done();
  };
  return routes;
}
