import { messageCountsSchema, readNoticeQuerySchema } from '../auth';
import { endpoint } from '../endpoint';
import { emptySchema } from '../envelope';
import {
  noticeFlagsSchema,
  noticeItemListQuerySchema,
  noticeItemSchema,
  publicMessageListQuerySchema,
  publicMessageSchema,
  publishPublicMessageBodySchema,
  readUnreadNoticeQuerySchema,
  readUnreadNoticeResultSchema,
  updateNoticeFlagsBodySchema,
  withdrawPublicMessageBodySchema,
} from '../notices';

/**
 * The messages module's calls (server: apps/server/src/modules/messages): the caller's notices and
 * notification switches, and the site admin's public messages.
 */
export const messagesApi = {
  // Notices.
  queryCommunityMessage: endpoint({
    method: 'GET',
    path: '/community/api/queryCommunityMessage',
    tags: ['messages'],
    summary: 'Unread notice counts for the header bell',
    description: "Needs a token. The caller's unread system and public notices.",
    response: messageCountsSchema,
  }),
  queryUnreadNotice: endpoint({
    method: 'GET',
    path: '/community/api/queryUnreadNotice',
    tags: ['messages'],
    summary: "The caller's notices",
    description:
      "Needs a token. Newest first, paged, in the reader's language, each with its kind and link; noticeType 0 all, 1 system, 2 public; unreadOnly for the bell's dropdown.",
    query: noticeItemListQuerySchema,
    response: noticeItemSchema,
  }),
  readCommunityNotice: endpoint({
    method: 'GET',
    path: '/community/api/readCommunityNotice',
    tags: ['messages'],
    summary: 'Mark one notice read, or all',
    description:
      "Needs a token. Marks the notice read, or every notice of the caller when noticeId is omitted; a notice that is not the caller's: 404.",
    query: readNoticeQuerySchema,
    response: emptySchema,
  }),
  readUnreadNotice: endpoint({
    method: 'GET',
    path: '/community/api/readUnreadNotice',
    tags: ['messages'],
    summary: 'Mark every unread notice of a type read',
    description:
      'Needs a token. noticeType 0 both, 1 system, 2 public; answers how many were marked and the new counts.',
    query: readUnreadNoticeQuerySchema,
    response: readUnreadNoticeResultSchema,
  }),
  queryUserCommunityNoticeFlag: endpoint({
    method: 'GET',
    path: '/community/front/queryUserCommunityNoticeFlag',
    tags: ['messages'],
    summary: "The caller's notification switches",
    description:
      'A public path that still needs a token (401 without). One switch per group (on unless turned off) and the groups that are always on.',
    response: noticeFlagsSchema,
  }),
  updateUserCommunityNoticeFlag: endpoint({
    method: 'POST',
    path: '/community/front/updateUserCommunityNoticeFlag',
    tags: ['messages'],
    summary: 'Change some notification switches',
    description:
      'A public path that still needs a token (401 without). The switches given change, the others keep their state (at least one; a fixed group or an unknown name is 40000); answers the new state.',
    body: updateNoticeFlagsBodySchema,
    response: noticeFlagsSchema,
  }),

  // The site admin's public messages (a copy to every active user of the site).
  adminPublishPublicMessage: endpoint({
    method: 'POST',
    path: '/community/api/adminPublishPublicMessage',
    tags: ['messages'],
    summary: 'Publish a public message to every active user',
    description:
      "The site's admin only (25007 for anyone else). Title (up to 100 characters) and content (up to 5000) in the three languages, zh_CN required; every active user of the site gets a copy at once.",
    body: publishPublicMessageBodySchema,
    response: publicMessageSchema,
  }),
  adminQueryPublicMessages: endpoint({
    method: 'GET',
    path: '/community/api/adminQueryPublicMessages',
    tags: ['messages'],
    summary: "The site's public messages",
    description:
      "The site's admin only (25007 for anyone else): newest first, paged, with recipients and read counts.",
    query: publicMessageListQuerySchema,
    response: publicMessageSchema,
  }),
  adminWithdrawPublicMessage: endpoint({
    method: 'POST',
    path: '/community/api/adminWithdrawPublicMessage',
    tags: ['messages'],
    summary: 'Withdraw a public message',
    description:
      "The site's admin only (25007 for anyone else). Every copy is deleted, read or not, and the message stays in the list marked withdrawn; already withdrawn: 34001; none of the site with this id: 404.",
    body: withdrawPublicMessageBodySchema,
    response: publicMessageSchema,
  }),
};
