import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { custSchema } from '@copytrade/contracts/auth';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { UserService } from './user.service';

export function userRoutes(users: UserService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, {
      api: API.selectCommunityUserInfo,
      tags: ['users'],
      summary: 'The signed-in user as the header shows them',
      response: custSchema,
      handler: async (req) => [await users.profile(req.site, callerOf(req).userId)],
    });
    done();
  };
  return routes;
}
