import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { SiteConnectionsService } from './site-connections.service';

/** The admin's MetaApi connection (site-connections.service.ts), each call also at its /mam/main/ twin. */
export function siteConnectionsRoutes(connections: SiteConnectionsService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    for (const api of [API.adminQueryMetaApi, API.mamAdminQueryMetaApi]) {
      defineRoute(app, api, {
        handler: async (req) => [await connections.metaApi(req.site, callerOf(req))],
      });
    }
    for (const api of [API.adminUpdateMetaApi, API.mamAdminUpdateMetaApi]) {
      defineRoute(app, api, {
        handler: async (req) => [await connections.updateMetaApi(req.site, callerOf(req), req.body)],
      });
    }
    done();
  };
  return routes;
}
