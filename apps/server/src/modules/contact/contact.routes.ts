import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { ContactService } from './contact.service';

/** The contact form and the site admin's answers. */
export function contactRoutes(contact: ContactService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, API.commitLeavingMessage, {
      handler: async (req) => [
        await contact.leave(req.site, req.caller, (req.raw.socket ? req.ip : '') || 'unknown', req.query),
      ],
    });
    defineRoute(app, API.adminQueryContactMessages, {
      handler: (req) => contact.list(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.adminAnswerContactMessage, {
      handler: async (req) => [await contact.answer(req.site, callerOf(req), req.body)],
    });
    done();
  };
  return routes;
}
