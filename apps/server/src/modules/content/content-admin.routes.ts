import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { CONTENT_EDITOR_LIMITS } from '@copytrade/contracts/cms-admin';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { ContentEditorService } from './content-editor.service';

/** Room for the largest document as base64 (20 MB of file is about 26.7 MB of text) and the JSON around it. */
const UPLOAD_BODY_LIMIT = Math.ceil((CONTENT_EDITOR_LIMITS.FILE_BYTES * 4) / 3) + 64 * 1024;

/** The site admin's content editor (content-editor.service.ts): classes, items, files, the header menu. */
export function contentAdminRoutes(editor: ContentEditorService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, API.adminQueryContentTypes, {
      handler: (req) => editor.types(req.site, callerOf(req), req.query.moduleCode),
    });
    defineRoute(app, API.adminSaveContentType, {
      handler: (req) => editor.saveType(req.site, callerOf(req), req.body, req.locale),
    });
    defineRoute(app, API.adminSortContentTypes, {
      handler: (req) => editor.sortTypes(req.site, callerOf(req), req.body, req.locale),
    });
    defineRoute(app, API.adminDeleteContentType, {
      handler: (req) => editor.deleteType(req.site, callerOf(req), req.body.typeId),
    });
    defineRoute(app, API.adminQueryContents, {
      handler: (req) => editor.contents(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.adminQueryContent, {
      handler: (req) => editor.content(req.site, callerOf(req), req.query.contentId),
    });
    defineRoute(app, API.adminSaveContent, {
      handler: (req) => editor.saveContent(req.site, callerOf(req), req.body, req.locale),
    });
    defineRoute(app, API.adminSetContentState, {
      handler: (req) => editor.setState(req.site, callerOf(req), req.body, req.locale),
    });
    defineRoute(app, API.adminDeleteContent, {
      handler: (req) => editor.deleteContent(req.site, callerOf(req), req.body.contentId),
    });
    defineRoute(app, API.adminUploadContentFile, {
      bodyLimit: UPLOAD_BODY_LIMIT,
      handler: (req) => editor.uploadFile(req.site, callerOf(req), req.body),
    });
    defineRoute(app, API.adminQueryNavigation, {
      handler: (req) => editor.navigation(req.site, callerOf(req)),
    });
    defineRoute(app, API.adminSaveNavigation, {
      handler: (req) => editor.saveNavigation(req.site, callerOf(req), req.body.items, req.locale),
    });
    done();
  };
  return routes;
}
