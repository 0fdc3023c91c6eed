import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { NoticeService } from './notice.service';

export function noticeRoutes(notices: NoticeService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    for (const api of [API.queryCommunityMessage, API.mamQueryCommunityMessage]) {
      defineRoute(app, api, {
        handler: async (req) => [await notices.counts(req.site, callerOf(req).userId)],
      });
    }
    defineRoute(app, API.queryUnreadNotice, {
      handler: (req) => notices.list(req.site, callerOf(req).userId, req.locale, req.query),
    });
    defineRoute(app, API.readCommunityNotice, {
      handler: async (req) => {
        await notices.read(req.site, callerOf(req).userId, req.query.noticeId);
        return [];
      },
    });
    defineRoute(app, API.readUnreadNotice, {
      handler: async (req) => [await notices.readType(req.site, callerOf(req).userId, req.query.noticeType)],
    });
    defineRoute(app, API.queryUserCommunityNoticeFlag, {
      handler: async (req) => [await notices.flags(req.site, req.caller)],
    });
    defineRoute(app, API.updateUserCommunityNoticeFlag, {
      handler: async (req) => [await notices.updateFlags(req.site, req.caller, req.body)],
    });
    done();
  };
  return routes;
}
