import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import {
  messageCountsSchema,
  noticeListQuerySchema,
  noticeSchema,
  readNoticeQuerySchema,
} from '@copytrade/contracts/auth';
import { emptySchema } from '@copytrade/contracts/envelope';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { NoticeService } from './notice.service';

export function noticeRoutes(notices: NoticeService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, {
      api: API.queryCommunityMessage,
      tags: ['messages'],
      summary: 'Unread notice counts for the header bell',
      response: messageCountsSchema,
      handler: async (req) => [await notices.counts(req.site, callerOf(req).userId)],
    });
    defineRoute(app, {
      api: API.queryUnreadNotice,
      tags: ['messages'],
      summary: "The caller's notices, newest first (noticeType 0 all, 1 system, 2 public)",
      querystring: noticeListQuerySchema,
      response: noticeSchema,
      handler: (req) => notices.list(req.site, callerOf(req).userId, req.locale, req.query),
    });
    defineRoute(app, {
      api: API.readCommunityNotice,
      tags: ['messages'],
      summary: 'Mark one notice read, or all when noticeId is omitted',
      querystring: readNoticeQuerySchema,
      response: emptySchema,
      handler: async (req) => {
        await notices.read(req.site, callerOf(req).userId, req.query.noticeId);
        return [];
      },
    });
    done();
  };
  return routes;
}
