import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { selfUserInfoSchema } from '@copytrade/contracts/profile';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { UserService } from './user.service';

export function userRoutes(users: UserService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, {
      api: API.selectCommunityUserInfo,
      tags: ['users'],
      summary:
        'The signed-in user as the header shows them, with the social counters, the avatar lock and his own basic information',
      response: selfUserInfoSchema,
      handler: async (req) => [await users.communityInfo(req.site, callerOf(req).userId)],
    });
    done();
  };
  return routes;
}
