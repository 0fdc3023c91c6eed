import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { messageCountsSchema, readNoticeQuerySchema } from '@copytrade/contracts/auth';
import { emptySchema } from '@copytrade/contracts/envelope';
import {
  noticeFlagsSchema,
  noticeItemListQuerySchema,
  noticeItemSchema,
  readUnreadNoticeQuerySchema,
  readUnreadNoticeResultSchema,
  updateNoticeFlagsBodySchema,
} from '@copytrade/contracts/notices';
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
      summary:
        "The caller's notices, newest first (noticeType 0 all, 1 system, 2 public; unreadOnly), with kind and link",
      querystring: noticeItemListQuerySchema,
      response: noticeItemSchema,
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
    defineRoute(app, {
      api: API.readUnreadNotice,
      tags: ['messages'],
      summary:
        'Mark every unread notice of a type read (noticeType 0 both, 1 system, 2 public); the new counts',
      querystring: readUnreadNoticeQuerySchema,
      response: readUnreadNoticeResultSchema,
      handler: async (req) => [await notices.readType(req.site, callerOf(req).userId, req.query.noticeType)],
    });
    defineRoute(app, {
      api: API.queryUserCommunityNoticeFlag,
      tags: ['messages'],
      summary: "The signed-in user's notification switches (401 without a token) and the groups always on",
      response: noticeFlagsSchema,
      handler: async (req) => [await notices.flags(req.site, req.caller)],
    });
    defineRoute(app, {
      api: API.updateUserCommunityNoticeFlag,
      tags: ['messages'],
      summary: 'Change some notification switches (the others keep their state); the new state',
      body: updateNoticeFlagsBodySchema,
      response: noticeFlagsSchema,
      handler: async (req) => [await notices.updateFlags(req.site, req.caller, req.body)],
    });
    done();
  };
  return routes;
}
