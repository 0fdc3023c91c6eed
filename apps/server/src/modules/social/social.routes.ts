import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { AccountService } from '../accounts/account.service';
import type { UserService } from '../users/user.service';
import type { SocialService } from './social.service';

/**
 * Comments, attention, the optional list, favourites and public cards; and the site admin's strategy
 * and avatar locks, which belong to the accounts and users services (the routes only gather the
 * community's admin calls in one place).
 */
export function socialRoutes(deps: { social: SocialService; accounts: AccountService; users: UserService }) {
  const { social, accounts, users } = deps;
  const routes: FastifyPluginCallback = (app, _options, done) => {
    // Comments.
    defineRoute(app, API.accAndCommentInfo, {
      handler: (req) => social.accountComments(req.site, req.caller, req.query),
    });
    defineRoute(app, API.commentSave, {
      handler: async (req) => [await social.saveComment(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, API.commentDelete, {
      handler: async (req) => [await social.deleteComment(req.site, callerOf(req), req.body.commentId)],
    });
    defineRoute(app, API.commentLike, {
      handler: async (req) => [await social.likeComment(req.site, callerOf(req), req.body.commentId, true)],
    });
    defineRoute(app, API.commentUnlike, {
      handler: async (req) => [await social.likeComment(req.site, callerOf(req), req.body.commentId, false)],
    });

    // Attention.
    defineRoute(app, API.addConcern, {
      handler: async (req) => [await social.concern(req.site, callerOf(req), req.query.userId, true)],
    });
    defineRoute(app, API.cancelConcern, {
      handler: async (req) => [await social.concern(req.site, callerOf(req), req.query.userId, false)],
    });
    defineRoute(app, API.queryAttenOther, {
      handler: (req) => social.attention(req.site, callerOf(req), 'following', req.query),
    });
    defineRoute(app, API.queryOtherAtten, {
      handler: (req) => social.attention(req.site, callerOf(req), 'fans', req.query),
    });

    // Optional list (seed paths are public; all but queryIsTraderOptional need a token: 401 without).
    defineRoute(app, API.addSrCommunityOptional, {
      handler: async (req) => [await social.addOptional(req.site, req.caller, req.body.mtId)],
    });
    defineRoute(app, API.delSrCommunityOptional, {
      handler: async (req) => [await social.removeOptional(req.site, req.caller, req.query.mtId)],
    });
    defineRoute(app, API.queryIsTraderOptional, {
      handler: async (req) => [await social.isOptional(req.site, req.caller, req.query.mtId)],
    });
    defineRoute(app, API.querySrCommunityOptionals, {
      handler: (req) => social.optionals(req.site, req.caller, req.query),
    });

    // Favourites.
    defineRoute(app, API.favorAdd, {
      handler: async (req) => [await social.addFavourite(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, API.favorDelete, {
      handler: async (req) => [await social.removeFavourite(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, API.queryIsCollected, {
      handler: async (req) => [await social.isCollected(req.site, callerOf(req), req.query)],
    });
    defineRoute(app, API.queryCollectionInformation, {
      handler: (req) => social.favourites(req.site, callerOf(req), req.query, req.locale),
    });

    // People.
    for (const api of [API.visitorQueryCommunityUserInfo, API.mamQueryCommunityUserInfo]) {
      defineRoute(app, api, {
        handler: async (req) => [await social.publicCard(req.site, req.caller, req.query)],
      });
    }

    // The site admin's locks.
    defineRoute(app, API.adminLockStrategy, {
      handler: async (req) => [
        await accounts.lockStrategy(req.site, callerOf(req), req.body.mtId, req.body.locked),
      ],
    });
    defineRoute(app, API.adminLockAvatar, {
      handler: async (req) => [
        await users.lockAvatar(req.site, callerOf(req), req.body.userId, req.body.locked),
      ],
    });
    done();
  };
  return routes;
}
