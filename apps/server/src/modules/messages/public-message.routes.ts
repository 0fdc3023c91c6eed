import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { PublicMessageService } from './public-message.service';

/** The site admin's public messages (a copy to every active user of the site). */
export function publicMessageRoutes(messages: PublicMessageService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, API.adminPublishPublicMessage, {
      handler: async (req) => [await messages.publish(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, API.adminQueryPublicMessages, {
      handler: (req) => messages.list(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.adminWithdrawPublicMessage, {
      handler: async (req) => [await messages.withdraw(req.site, callerOf(req), req.body.id)],
    });
    done();
  };
  return routes;
}
