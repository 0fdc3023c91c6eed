import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import {
  adminAnswerContactBodySchema,
  adminContactQuerySchema,
  commitLeavingMessageQuerySchema,
  contactMessageSchema,
} from '@copytrade/contracts/contact';
import { z } from 'zod';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { ContactService } from './contact.service';

const TAGS = ['messages'];

/** The contact form and the site admin's answers. */
export function contactRoutes(contact: ContactService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, {
      api: API.commitLeavingMessage,
      tags: TAGS,
      summary: 'Leave a message for the site (name, contact, message); 3 per 10 minutes per network address',
      querystring: commitLeavingMessageQuerySchema,
      response: z.object({ id: z.number().int() }),
      handler: async (req) => [
        await contact.leave(req.site, req.caller, (req.raw.socket ? req.ip : '') || 'unknown', req.query),
      ],
    });
    defineRoute(app, {
      api: API.adminQueryContactMessages,
      tags: TAGS,
      summary: "Site admin: the site's contact messages, newest first, open or answered",
      querystring: adminContactQuerySchema,
      response: contactMessageSchema,
      handler: (req) => contact.list(req.site, callerOf(req), req.query),
    });
    defineRoute(app, {
      api: API.adminAnswerContactMessage,
      tags: TAGS,
      summary: 'Site admin: answer a contact message once (a signed-in sender gets the answer as a notice)',
      body: adminAnswerContactBodySchema,
      response: contactMessageSchema,
      handler: async (req) => [await contact.answer(req.site, callerOf(req), req.body)],
    });
    done();
  };
  return routes;
}
