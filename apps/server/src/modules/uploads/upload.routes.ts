import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { callerOf } from '../../platform/context';
import { defineFileRoute, defineRoute } from '../../platform/route';
import type { UploadService } from './upload.service';

/** Room for 2 MB of image as base64 (about 2.8 MB) and the JSON around it. */
const UPLOAD_BODY_LIMIT = 3 * 1024 * 1024 + 64 * 1024;

/** Image uploads (base64) and serving them to the people allowed to see them (the sweep starts in app.ts). */
export function uploadRoutes(uploads: UploadService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    for (const api of [API.base64Pic, API.mamBase64Pic]) {
      defineRoute(app, api, {
        bodyLimit: UPLOAD_BODY_LIMIT,
        handler: async (req) => [await uploads.save(req.site, callerOf(req), req.body)],
      });
    }
    // The image itself, not the envelope (errors still answer the envelope).
    defineFileRoute(app, API.queryUploadFile, async (req, reply) => {
      const file = await uploads.read(req.site, callerOf(req), req.query.id);
      return reply
        .header('Content-Type', file.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .header('Cache-Control', 'private, max-age=300')
        .send(file.data);
    });
    done();
  };
  return routes;
}
