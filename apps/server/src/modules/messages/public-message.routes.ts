import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import {
  publicMessageListQuerySchema,
  publicMessageSchema,
  publishPublicMessageBodySchema,
  withdrawPublicMessageBodySchema,
} from '@copytrade/contracts/notices';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { PublicMessageService } from './public-message.service';

const TAGS = ['messages'];

/** The site admin's public messages (a copy to every active user of the site). */
export function publicMessageRoutes(messages: PublicMessageService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, {
      api: API.adminPublishPublicMessage,
      tags: TAGS,
      summary:
        'Site admin: publish a public message (title and content; zh_CN required) to every active user',
      body: publishPublicMessageBodySchema,
      response: publicMessageSchema,
      handler: async (req) => [await messages.publish(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, {
      api: API.adminQueryPublicMessages,
      tags: TAGS,
      summary: "Site admin: the site's public messages, newest first, with recipients and read counts",
      querystring: publicMessageListQuerySchema,
      response: publicMessageSchema,
      handler: (req) => messages.list(req.site, callerOf(req), req.query),
    });
    defineRoute(app, {
      api: API.adminWithdrawPublicMessage,
      tags: TAGS,
      summary: 'Site admin: withdraw a public message (every copy is deleted; once)',
      body: withdrawPublicMessageBodySchema,
      response: publicMessageSchema,
      handler: async (req) => [await messages.withdraw(req.site, callerOf(req), req.body.id)],
    });
    done();
  };
  return routes;
}
