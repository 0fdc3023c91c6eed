import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { PreviewService } from './preview.service';

/** The copy preview: what copying a trader would have done with a follower's money and settings. */
export function previewRoutes(previews: PreviewService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, API.copyPreview, {
      handler: async (req) => [await previews.visitor(req.site, req.body)],
    });
    defineRoute(app, API.copyPreviewWithToken, {
      handler: async (req) => [await previews.follower(req.site, callerOf(req), req.body)],
    });
    done();
  };
  return routes;
}
