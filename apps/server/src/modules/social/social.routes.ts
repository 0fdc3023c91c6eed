import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
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
} from '@copytrade/contracts/social';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { AccountService } from '../accounts/account.service';
import type { UserService } from '../users/user.service';
import type { SocialService } from './social.service';

const TAGS = ['social'];

/**
 * Comments, attention, the optional list, favourites and public cards; and the site admin's strategy
 * and avatar locks, which belong to the accounts and users services (the routes only gather the
 * community's admin calls in one place).
 */
export function socialRoutes(deps: { social: SocialService; accounts: AccountService; users: UserService }) {
  const { social, accounts, users } = deps;
  const routes: FastifyPluginCallback = (app, _options, done) => {
    // Comments.
    defineRoute(app, {
      api: API.accAndCommentInfo,
      tags: TAGS,
      summary: "A trade account's comments, newest first, with one level of replies (public)",
      description:
        'content[0] holds the account, its owner, commentCount (replies included) and the page of comments; total counts the comments (not replies) for the pager. likedByMe, collectedByMe and canDelete need a token.',
      querystring: accAndCommentInfoQuerySchema,
      response: accAndCommentInfoSchema,
      handler: (req) => social.accountComments(req.site, req.caller, req.query),
    });
    defineRoute(app, {
      api: API.commentSave,
      tags: TAGS,
      summary: 'Comment on a live trade account of the site, or reply to a comment',
      description:
        'Content is plain text, 1-600 characters after trimming. At most one comment per 10 s and 20 per hour (25001).',
      body: commentSaveBodySchema,
      response: commentItemSchema,
      handler: async (req) => [await social.saveComment(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, {
      api: API.commentDelete,
      tags: TAGS,
      summary: "Delete a comment (its author, or the site's admin)",
      body: commentIdBodySchema,
      response: commentDeletedSchema,
      handler: async (req) => [await social.deleteComment(req.site, callerOf(req), req.body.commentId)],
    });
    defineRoute(app, {
      api: API.commentLike,
      tags: TAGS,
      summary: 'Like a comment (idempotent)',
      body: commentIdBodySchema,
      response: commentLikeStateSchema,
      handler: async (req) => [await social.likeComment(req.site, callerOf(req), req.body.commentId, true)],
    });
    defineRoute(app, {
      api: API.commentUnlike,
      tags: TAGS,
      summary: 'Take back a like (idempotent)',
      body: commentIdBodySchema,
      response: commentLikeStateSchema,
      handler: async (req) => [await social.likeComment(req.site, callerOf(req), req.body.commentId, false)],
    });

    // Attention.
    defineRoute(app, {
      api: API.addConcern,
      tags: TAGS,
      summary: 'Follow a person of the site (idempotent; not oneself)',
      querystring: concernQuerySchema,
      response: concernStateSchema,
      handler: async (req) => [await social.concern(req.site, callerOf(req), req.query.userId, true)],
    });
    defineRoute(app, {
      api: API.cancelConcern,
      tags: TAGS,
      summary: 'Stop following a person (idempotent)',
      querystring: concernQuerySchema,
      response: concernStateSchema,
      handler: async (req) => [await social.concern(req.site, callerOf(req), req.query.userId, false)],
    });
    defineRoute(app, {
      api: API.queryAttenOther,
      tags: TAGS,
      summary: 'People I follow (the attenOther page), newest first',
      querystring: socialPageQuerySchema,
      response: attentionRowSchema,
      handler: (req) => social.attention(req.site, callerOf(req), 'following', req.query),
    });
    defineRoute(app, {
      api: API.queryOtherAtten,
      tags: TAGS,
      summary: 'People who follow me (the otherAtten page), newest first',
      querystring: socialPageQuerySchema,
      response: attentionRowSchema,
      handler: (req) => social.attention(req.site, callerOf(req), 'fans', req.query),
    });

    // Optional list (seed paths are public; all but queryIsTraderOptional need a token: 401 without).
    defineRoute(app, {
      api: API.addSrCommunityOptional,
      tags: TAGS,
      summary: 'Add a trade account to my optional list (needs a token; at most 200)',
      body: optionalAddBodySchema,
      response: optionalStateSchema,
      handler: async (req) => [await social.addOptional(req.site, req.caller, req.body.mtId)],
    });
    defineRoute(app, {
      api: API.delSrCommunityOptional,
      tags: TAGS,
      summary: 'Remove a trade account from my optional list (needs a token; idempotent)',
      querystring: optionalQuerySchema,
      response: optionalStateSchema,
      handler: async (req) => [await social.removeOptional(req.site, req.caller, req.query.mtId)],
    });
    defineRoute(app, {
      api: API.queryIsTraderOptional,
      tags: TAGS,
      summary: 'Whether a trade account is on my optional list (false for visitors)',
      querystring: optionalQuerySchema,
      response: optionalStateSchema,
      handler: async (req) => [await social.isOptional(req.site, req.caller, req.query.mtId)],
    });
    defineRoute(app, {
      api: API.querySrCommunityOptionals,
      tags: TAGS,
      summary: 'My optional list as ranking rows, newest entry first (needs a token)',
      querystring: socialPageQuerySchema,
      response: optionalRowSchema,
      handler: (req) => social.optionals(req.site, req.caller, req.query),
    });

    // Favourites.
    defineRoute(app, {
      api: API.favorAdd,
      tags: TAGS,
      summary: "Collect a comment or a trade account's strategy (idempotent; at most 500)",
      body: favourBodySchema,
      response: favourStateSchema,
      handler: async (req) => [await social.addFavourite(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, {
      api: API.favorDelete,
      tags: TAGS,
      summary: 'Remove a favourite (idempotent)',
      body: favourBodySchema,
      response: favourStateSchema,
      handler: async (req) => [await social.removeFavourite(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, {
      api: API.queryIsCollected,
      tags: TAGS,
      summary: 'Whether I collected a comment or a strategy',
      querystring: favourQuerySchema,
      response: favourStateSchema,
      handler: async (req) => [await social.isCollected(req.site, callerOf(req), req.query)],
    });
    defineRoute(app, {
      api: API.queryCollectionInformation,
      tags: TAGS,
      summary: 'My favourites with their cards, newest first',
      querystring: collectionQuerySchema,
      response: collectionItemSchema,
      handler: (req) => social.favourites(req.site, callerOf(req), req.query, req.locale),
    });

    // People.
    defineRoute(app, {
      api: API.visitorQueryCommunityUserInfo,
      tags: TAGS,
      summary: "A person's public card by userId or by one of their trade accounts (mtId)",
      querystring: visitorUserInfoQuerySchema,
      response: publicUserCardSchema,
      handler: async (req) => [await social.publicCard(req.site, req.caller, req.query)],
    });

    // The site admin's locks.
    defineRoute(app, {
      api: API.adminLockStrategy,
      tags: TAGS,
      summary: "Lock or unlock a trade account's strategy (the site's admin only)",
      body: lockStrategyBodySchema,
      response: strategyLockStateSchema,
      handler: async (req) => [
        await accounts.lockStrategy(req.site, callerOf(req), req.body.mtId, req.body.locked),
      ],
    });
    defineRoute(app, {
      api: API.adminLockAvatar,
      tags: TAGS,
      summary: "Lock or unlock a person's avatar (the site's admin only)",
      body: lockAvatarBodySchema,
      response: avatarLockStateSchema,
      handler: async (req) => [
        await users.lockAvatar(req.site, callerOf(req), req.body.userId, req.body.locked),
      ],
    });
    done();
  };
  return routes;
}
