import type { FastifyPluginCallback } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@copytrade/contracts/api-paths';
import {
  base64PicBodySchema,
  uploadFileQuerySchema,
  uploadResultSchema,
} from '@copytrade/contracts/payments';
import { callerOf } from '../../platform/context';
import { apiRouteConfig, defineRoute } from '../../platform/route';
import type { UploadService } from './upload.service';

const TAGS = ['payments'];

/** Room for 2 MB of image as base64 (about 2.8 MB) and the JSON around it. */
const UPLOAD_BODY_LIMIT = 3 * 1024 * 1024 + 64 * 1024;

/** Image uploads (base64) and serving them to the people allowed to see them (the sweep starts in app.ts). */
export function uploadRoutes(uploads: UploadService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, {
      api: API.base64Pic,
      tags: TAGS,
      summary: 'Upload an image (data URL or bare base64): PNG, JPEG, GIF or WebP by content, at most 2 MB',
      description:
        'Not an image answers 28005, larger than 2 MB 28006. Per user: 50 images (or 50 MB) a UTC day, avatars included (28013), and 3 uploads at once (28014).',
      body: base64PicBodySchema,
      bodyLimit: UPLOAD_BODY_LIMIT,
      response: uploadResultSchema,
      handler: async (req) => [await uploads.save(req.site, callerOf(req), req.body)],
    });
    // The image itself, not the envelope (errors still answer the envelope).
    app.withTypeProvider<ZodTypeProvider>().route({
      method: API.queryUploadFile.method,
      url: API.queryUploadFile.path,
      config: apiRouteConfig(API.queryUploadFile.path),
      schema: {
        summary:
          'An uploaded image: for its owner, the parties of a payment that holds it, or the site admin',
        description: 'Answers the raw image with its Content-Type; anyone else gets 404.',
        tags: TAGS,
        security: [{ bearerAuth: [] }],
        querystring: uploadFileQuerySchema,
        response: {
          200: z.string().describe('The image bytes (image/png, image/jpeg, image/gif, image/webp)'),
        },
      },
      handler: async (req, reply) => {
        const file = await uploads.read(req.site, callerOf(req), req.query.id);
        return reply
          .header('Content-Type', file.mime)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Disposition', 'inline')
          .header('Cache-Control', 'private, max-age=300')
          .send(file.data as never);
      },
    });
    done();
  };
  return routes;
}
