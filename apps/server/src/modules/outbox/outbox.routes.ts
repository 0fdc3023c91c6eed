import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { OutboxService } from './outbox.service';

/** The site admin's mail and SMS log. */
export function outboxRoutes(outbox: OutboxService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, API.adminQueryOutbox, {
      handler: (req) => outbox.list(req.site, callerOf(req), req.query),
    });
    done();
  };
  return routes;
}
