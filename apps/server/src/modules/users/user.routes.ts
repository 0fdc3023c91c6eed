import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { communityUserInfoSchema } from '@copytrade/contracts/social';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { UserService } from './user.service';

export function userRoutes(users: UserService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, {
      api: API.selectCommunityUserInfo,
      tags: ['users'],
      summary: 'The signed-in user as the header shows them, with the social counters and the avatar lock',
      response: communityUserInfoSchema,
      handler: async (req) => [await users.communityInfo(req.site, callerOf(req).userId)],
    });
    done();
  };
  return routes;
}
