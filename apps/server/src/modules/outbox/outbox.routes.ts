import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { adminQueryOutboxQuerySchema, outboxMessageSchema } from '@copytrade/contracts/outbox';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { OutboxService } from './outbox.service';

/** The site admin's mail and SMS log. */
export function outboxRoutes(outbox: OutboxService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, {
      api: API.adminQueryOutbox,
      tags: ['messages'],
      summary:
        "Site admin: the site's mails and text messages that no transport carried (no SMTP_URL, or SMS), newest first",
      querystring: adminQueryOutboxQuerySchema,
      response: outboxMessageSchema,
      handler: (req) => outbox.list(req.site, callerOf(req), req.query),
    });
    done();
  };
  return routes;
}
