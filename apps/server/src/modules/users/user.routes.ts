import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { UserService } from './user.service';

export function userRoutes(users: UserService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, API.selectCommunityUserInfo, {
      handler: async (req) => [await users.communityInfo(req.site, callerOf(req).userId)],
    });
    done();
  };
  return routes;
}
