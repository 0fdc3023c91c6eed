import { endpoint } from '../endpoint';
import {
  accAndCommentInfoQuerySchema,
  accAndCommentInfoSchema,
  attentionRowSchema,
  avatarLockStateSchema,
  collectionItemSchema,
  collectionQuerySchema,
  commentDeletedSchema,
  commentIdBodySchema,
  commentItemSchema,
  commentLikeStateSchema,
  commentSaveBodySchema,
  concernQuerySchema,
  concernStateSchema,
  favourBodySchema,
  favourQuerySchema,
  favourStateSchema,
  lockAvatarBodySchema,
  lockStrategyBodySchema,
  optionalAddBodySchema,
  optionalQuerySchema,
  optionalRowSchema,
  optionalStateSchema,
  publicUserCardSchema,
  socialPageQuerySchema,
  strategyLockStateSchema,
  visitorUserInfoQuerySchema,
} from '../social';

/**
 * The social module's calls (server: apps/server/src/modules/social): comments, attention, the optional
 * list, favourites, public cards, and the site admin's strategy and avatar locks. A row of another site is
 * "not found" (404), never "forbidden".
 */
export const socialApi = {
  // Comments.
  accAndCommentInfo: endpoint({
    method: 'GET',
    path: '/community/front/accAndCommentInfo',
    tags: ['social'],
    summary: "A trade account's comments, newest first, with one level of replies",
    description:
      'Public. content[0] holds the account, its owner, commentCount (replies included) and the page of comments; total counts the comments (not replies) for the pager. likedByMe, collectedByMe and canDelete need a token. No live trade account of the site with this mtId: 404.',
    query: accAndCommentInfoQuerySchema,
    response: accAndCommentInfoSchema,
  }),
  commentSave: endpoint({
    method: 'POST',
    path: '/community/api/commentSave',
    tags: ['social'],
    summary: 'Comment on a trade account, or reply to a comment',
    description:
      'Needs a token. Content is plain text, 1-600 characters after trimming; a reply to a reply answers the same comment (one level). No live trade account, or a parent comment not on that account: 404; more than one comment per 10 s or 20 per hour: 25001 (nothing saved).',
    body: commentSaveBodySchema,
    response: commentItemSchema,
  }),
  commentDelete: endpoint({
    method: 'POST',
    path: '/community/api/commentDelete',
    tags: ['social'],
    summary: 'Delete a comment',
    description:
      "Needs a token: the comment's author or the site's admin (soft delete: readers no longer see it). No such live comment: 404; anyone else: 25006.",
    body: commentIdBodySchema,
    response: commentDeletedSchema,
  }),
  commentLike: endpoint({
    method: 'POST',
    path: '/community/api/commentLike',
    tags: ['social'],
    summary: 'Like a comment',
    description:
      'Needs a token. Idempotent (one like per person and comment); answers the like count and state. No such live comment: 404.',
    body: commentIdBodySchema,
    response: commentLikeStateSchema,
  }),
  commentUnlike: endpoint({
    method: 'POST',
    path: '/community/api/commentUnlike',
    tags: ['social'],
    summary: 'Take back a like',
    description: 'Needs a token. Idempotent; answers the like count and state. No such live comment: 404.',
    body: commentIdBodySchema,
    response: commentLikeStateSchema,
  }),

  // Attention.
  addConcern: endpoint({
    method: 'GET',
    path: '/community/api/addConcern',
    tags: ['social'],
    summary: 'Follow a person of the site',
    description:
      'Needs a token. Idempotent; the followed person gets a notice when the follow is new. Oneself: 25004; no such person on the site: 404.',
    query: concernQuerySchema,
    response: concernStateSchema,
  }),
  cancelConcern: endpoint({
    method: 'GET',
    path: '/community/api/cancelConcern',
    tags: ['social'],
    summary: 'Stop following a person',
    description: 'Needs a token. Idempotent. No such person on the site: 404.',
    query: concernQuerySchema,
    response: concernStateSchema,
  }),
  queryAttenOther: endpoint({
    method: 'GET',
    path: '/community/api/queryAttenOther',
    tags: ['social'],
    summary: 'People I follow (the attenOther page)',
    description: 'Needs a token. The people the caller follows, newest first, paged, with the mutual flag.',
    query: socialPageQuerySchema,
    response: attentionRowSchema,
  }),
  queryOtherAtten: endpoint({
    method: 'GET',
    path: '/community/api/queryOtherAtten',
    tags: ['social'],
    summary: 'People who follow me (the otherAtten page)',
    description: "Needs a token. The caller's followers, newest first, paged, with the mutual flag.",
    query: socialPageQuerySchema,
    response: attentionRowSchema,
  }),

  // Optional list (seed paths are public; all but queryIsTraderOptional need a token: 401 without).
  addSrCommunityOptional: endpoint({
    method: 'POST',
    path: '/community/front/addSrCommunityOptional',
    tags: ['social'],
    summary: 'Add a trade account to my optional list',
    description:
      'A public path that still needs a token (401 without). Idempotent. No live trade account of the site: 404; the list already holds 200 entries: 25002.',
    body: optionalAddBodySchema,
    response: optionalStateSchema,
  }),
  delSrCommunityOptional: endpoint({
    method: 'GET',
    path: '/community/front/delSrCommunityOptional',
    tags: ['social'],
    summary: 'Remove a trade account from my optional list',
    description:
      'A public path that still needs a token (401 without). Idempotent; also removes an account unbound since.',
    query: optionalQuerySchema,
    response: optionalStateSchema,
  }),
  queryIsTraderOptional: endpoint({
    method: 'GET',
    path: '/community/front/queryIsTraderOptional',
    tags: ['social'],
    summary: 'Whether a trade account is on my optional list',
    description: 'Public: false for visitors (the profile asks before anyone signs in).',
    query: optionalQuerySchema,
    response: optionalStateSchema,
  }),
  querySrCommunityOptionals: endpoint({
    method: 'GET',
    path: '/community/front/querySrCommunityOptionals',
    tags: ['social'],
    summary: 'My optional list as ranking rows',
    description:
      'A public path that still needs a token (401 without). The live accounts of the list as ranking rows, newest entry first, paged.',
    query: socialPageQuerySchema,
    response: optionalRowSchema,
  }),

  // Favourites.
  favorAdd: endpoint({
    method: 'POST',
    path: '/community/api/favorAdd',
    tags: ['social'],
    summary: "Collect a comment or a trade account's strategy",
    description:
      'Needs a token. Idempotent. The target (a live comment, or a live trade account for a strategy) not on the site: 404; the favourites already hold 500 entries: 25003.',
    body: favourBodySchema,
    response: favourStateSchema,
  }),
  favorDelete: endpoint({
    method: 'POST',
    path: '/community/api/favorDelete',
    tags: ['social'],
    summary: 'Remove a favourite',
    description: 'Needs a token. Idempotent; also removes an entry whose target is gone.',
    body: favourBodySchema,
    response: favourStateSchema,
  }),
  queryIsCollected: endpoint({
    method: 'GET',
    path: '/community/api/queryIsCollected',
    tags: ['social'],
    summary: 'Whether I collected a comment or a strategy',
    description:
      "Needs a token. Whether the caller's favourites hold the target (whether or not it still exists).",
    query: favourQuerySchema,
    response: favourStateSchema,
  }),
  queryCollectionInformation: endpoint({
    method: 'GET',
    path: '/community/api/queryCollectionInformation',
    tags: ['social'],
    summary: 'My favourites with their cards',
    description:
      "Needs a token. Newest first, paged, optionally of one target type; each with the card to render (null and available false when the target is gone), a strategy in the reader's language where its owner translated it.",
    query: collectionQuerySchema,
    response: collectionItemSchema,
  }),

  // People.
  visitorQueryCommunityUserInfo: endpoint({
    method: 'GET',
    path: '/community/front/visitorQueryCommunityUserInfo',
    tags: ['social'],
    summary: "A person's public card",
    description:
      'Public; by userId or by one of their trade accounts (mtId), exactly one of them. isFollowing and isSelf need a token. No such person, or no live trade account with this mtId, on the site: 404.',
    query: visitorUserInfoQuerySchema,
    response: publicUserCardSchema,
  }),

  // The site admin's locks.
  adminLockStrategy: endpoint({
    method: 'POST',
    path: '/community/api/adminLockStrategy',
    tags: ['social'],
    summary: "Lock or unlock a trade account's strategy",
    description:
      "The site's admin only (25007 for anyone else); a locked strategy cannot be changed by its owner. No trade account of the site with this mtId: 404.",
    body: lockStrategyBodySchema,
    response: strategyLockStateSchema,
  }),
  adminLockAvatar: endpoint({
    method: 'POST',
    path: '/community/api/adminLockAvatar',
    tags: ['social'],
    summary: "Lock or unlock a person's avatar",
    description:
      "The site's admin only (25007 for anyone else); a locked avatar cannot be changed by its owner. No such person on the site: 404.",
    body: lockAvatarBodySchema,
    response: avatarLockStateSchema,
  }),
};
