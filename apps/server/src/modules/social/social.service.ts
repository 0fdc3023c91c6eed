import {
  COMMENT_RATE,
  COMMENT_REPLIES_SHOWN,
  FAVOURITE_MAX_ENTRIES,
  OPTIONAL_MAX_ENTRIES,
  type AccAndCommentInfo,
  type AccAndCommentInfoQuery,
  type AttentionRow,
  type CollectionItem,
  type CollectionQuery,
  type CommentDeleted,
  type CommentItem,
  type CommentLikeState,
  type CommentReply,
  type CommentSaveBody,
  type ConcernState,
  type FavourBody,
  type FavourState,
  type OptionalRow,
  type OptionalState,
  type PublicUserCard,
  type SocialPageQuery,
  type VisitorUserInfoQuery,
} from '@copytrade/contracts/social';
import { strategyForReader } from '@copytrade/contracts/accounts';
import type { Locale } from '@copytrade/contracts/locale';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import type { NoticePort } from '../messages/notice.service';
import { reserveSlots } from '../../platform/rate-slots';
import type { RankingService } from '../community/ranking.service';
import type { SocialCounts, UserService } from '../users/user.service';
import {
  commentCards,
  commentsByIds,
  findLiveComment,
  pageTopComments,
  repliesOf,
  type CommentView,
} from '../../read-models/comment-authors';
import { countOptionals, pageOptionals } from '../../read-models/optional-accounts';
import {
  findLiveTradeAccount,
  findPerson,
  pageFollows,
  publicTradeAccountsOf,
  strategyCards,
} from '../../read-models/public-people';
import {
  collectedBy,
  countFavourites,
  countLiveComments,
  deleteFavourite,
  deleteFollow,
  deleteLike,
  deleteOptional,
  followCounts,
  insertComment,
  insertFavourite,
  insertFollow,
  insertLike,
  insertOptional,
  isFollowing,
  isOptional,
  likeCounts,
  likedBy,
  pageFavourites,
  softDeleteComment,
  type Page,
} from './social.repository';

/** Rate-event bucket of comments (rows in `rate_events`, like the sign-in and code limits). */
const COMMENT_BUCKET = 'comment';
const HOUR_MS = 3600_000;

const pageOf = (q: SocialPageQuery): Page => ({ offset: (q.page - 1) * q.pageSize, limit: q.pageSize });

/** The signed-in caller of a public path; visitors get 401 where the call is about "my" list. */
function signedIn(caller: Caller | null): Caller {
  if (!caller) throw new AppError('UNAUTHENTICATED');
  return caller;
}

type Deps = {
  db: Db;
  clock: Clock;
  /** The users module locks a person's row (his writes that check a count first run one at a time). */
  users: Pick<UserService, 'lock'>;
  /** The optional list shows its accounts as the square's ranking rows (community module). */
  ranking: Pick<RankingService, 'rows'>;
  /** Comment, reply and follower notices (written in the change's transaction, pushed after it). */
  notices?: Pick<NoticePort, 'commented' | 'followed'>;
};

/**
 * The community's social side: comments on trade accounts, attention (people following people), the
 * optional list (watched trade accounts), favourites and public cards. Everything is of the request's
 * site; a row of another site is "not found", never "forbidden", so its existence does not leak.
 */
export function createSocialService(deps: Deps) {
  const { db, clock, notices } = deps;

  /**
   * Locks the caller's user row until `tx` ends, so his comment flood and list limit checks cannot race;
   * a user not of the site is UNAUTHENTICATED.
   */
  async function lockPerson(tx: Db, site: SiteScope, userId: number): Promise<void> {
    try {
      await deps.users.lock(site, userId, tx);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw new AppError('UNAUTHENTICATED');
      throw error;
    }
  }

  /** A live trade account of the site, or 404. */
  async function liveAccount(site: SiteScope, accountId: number) {
    const account = await findLiveTradeAccount(db, site.id, accountId);
    if (!account) throw new AppError('NOT_FOUND');
    return account;
  }

  /** Comments as one reader sees them: like counts, the reader's likes and favourites, delete rights. */
  async function present(site: SiteScope, viewer: Caller | null, rows: CommentView[]) {
    const ids = rows.map((r) => r.id);
    const [likes, liked, collected] = await Promise.all([
      likeCounts(db, site.id, ids),
      viewer ? likedBy(db, site.id, viewer.userId, ids) : new Set<number>(),
      viewer ? collectedBy(db, site.id, viewer.userId, 'comment', ids) : new Set<number>(),
    ]);
    return (row: CommentView): CommentReply => ({
      id: row.id,
      mtAccId: row.accountId,
      parentId: row.parentId,
      userId: row.userId,
      nickName: row.nickName,
      portraitImg: row.portraitImg,
      content: row.content,
      createdAt: row.createdAt.getTime(),
      likeCount: likes.get(row.id) ?? 0,
      likedByMe: liked.has(row.id),
      collectedByMe: collected.has(row.id),
      canDelete: viewer !== null && (viewer.userId === row.userId || viewer.isAdmin),
    });
  }

  /**
   * Takes a comment's slot in the flood limits (one per 10 s, 20 per rolling hour) inside the saving
   * transaction, so a refused or failed try does not count and a burst saves no more than the limits.
   */
  async function reserveComment(tx: Db, site: SiteScope, userId: number, now: Date): Promise<void> {
    const key = String(userId);
    const slot = await reserveSlots(
      tx,
      site.id,
      [
        { bucket: COMMENT_BUCKET, key, limit: 1, windowMs: COMMENT_RATE.minIntervalMs },
        { bucket: `${COMMENT_BUCKET}:hour`, key, limit: COMMENT_RATE.perHour, windowMs: HOUR_MS },
      ],
      now,
    );
    if (!slot.ok) throw new AppError('COMMENT_TOO_FREQUENT', { params: { seconds: slot.retrySeconds } });
  }

  async function likeState(site: SiteScope, caller: Caller, commentId: number): Promise<CommentLikeState> {
    const [counts, liked] = await Promise.all([
      likeCounts(db, site.id, [commentId]),
      likedBy(db, site.id, caller.userId, [commentId]),
    ]);
    return { commentId, likeCount: counts.get(commentId) ?? 0, likedByMe: liked.has(commentId) };
  }

  async function concernState(site: SiteScope, caller: Caller, userId: number): Promise<ConcernState> {
    const [following, back, counts] = await Promise.all([
      isFollowing(db, site.id, caller.userId, userId),
      isFollowing(db, site.id, userId, caller.userId),
      followCounts(db, site.id, userId),
    ]);
    return { userId, isFollowing: following, mutual: following && back, fansCount: counts.fansCount };
  }

  /** A favourite's target must exist on the site: a live comment, or a live trade account (strategy). */
  async function assertTarget(site: SiteScope, target: FavourBody) {
    const found =
      target.targetType === 'comment'
        ? await findLiveComment(db, site.id, target.targetId)
        : await findLiveTradeAccount(db, site.id, target.targetId);
    if (!found) throw new AppError('NOT_FOUND');
  }

  return {
    /* ---------- comments ---------- */

    /** `accAndCommentInfo`: the account, its owner, the comment count and a page of comments. */
    async accountComments(site: SiteScope, viewer: Caller | null, query: AccAndCommentInfoQuery) {
      const account = await liveAccount(site, query.mtId);
      const [{ rows, total }, commentCount] = await Promise.all([
        pageTopComments(db, site.id, account.id, pageOf(query)),
        countLiveComments(db, site.id, account.id),
      ]);
      const replies = await repliesOf(
        db,
        site.id,
        rows.map((r) => r.id),
        COMMENT_REPLIES_SHOWN,
      );
      const view = await present(site, viewer, [...rows, ...replies.rows]);
      const comments: CommentItem[] = rows.map((row) => ({
        ...view(row),
        replyCount: replies.counts.get(row.id) ?? 0,
        replies: replies.rows.filter((r) => r.parentId === row.id).map(view),
      }));
      const info: AccAndCommentInfo = {
        mtAccId: account.id,
        login: account.login,
        loginOrder: account.loginOrder,
        platformName: account.platformName,
        ownerUserId: account.userId,
        ownerNickName: account.ownerNickName,
        ownerPortraitImg: account.ownerPortraitImg,
        commentCount,
        comments,
      };
      return { total, content: [info] };
    },

    /**
     * `commentSave`: a comment on a live trade account of the site, or a reply (a reply to a reply
     * answers the same comment: one level). The flood check, the insert and the rate event run in one
     * transaction holding the author's row, so two racing posts cannot both pass the check.
     */
    async saveComment(site: SiteScope, caller: Caller, body: CommentSaveBody): Promise<CommentItem> {
      const account = await liveAccount(site, body.mtId);
      let parentId: number | null = null;
      if (body.parentId !== undefined) {
        const parent = await findLiveComment(db, site.id, body.parentId);
        if (!parent || parent.accountId !== account.id) throw new AppError('NOT_FOUND');
        parentId = parent.parentId ?? parent.id;
      }
      const now = clock.now();
      const saved = await db.transaction(async (tx) => {
        await lockPerson(tx, site, caller.userId);
        await reserveComment(tx, site, caller.userId, now);
        const row = await insertComment(tx, site.id, {
          accountId: account.id,
          userId: caller.userId,
          parentId,
          content: body.content,
          createdAt: now,
        });
        // The account's owner and the answered author hear of it (never the author himself).
        await notices?.commented(tx, site, row.id);
        return row;
      });
      const rows = await commentsByIds(db, site.id, [saved.id]);
      const view = await present(site, caller, rows);
      return { ...view(rows[0]!), replyCount: 0, replies: [] };
    },

    /** `commentDelete`: the author, or the site's admin; soft (the row stays, readers no longer see it). */
    async deleteComment(site: SiteScope, caller: Caller, commentId: number): Promise<CommentDeleted> {
      const comment = await findLiveComment(db, site.id, commentId);
      if (!comment) throw new AppError('NOT_FOUND');
      if (comment.userId !== caller.userId && !caller.isAdmin) throw new AppError('COMMENT_NOT_YOURS');
      await softDeleteComment(db, site.id, commentId, caller.userId, clock.now());
      return { commentId, deleted: true };
    },

    /** `commentLike` / `commentUnlike`: idempotent, one like per person and comment. */
    async likeComment(
      site: SiteScope,
      caller: Caller,
      commentId: number,
      like: boolean,
    ): Promise<CommentLikeState> {
      const comment = await findLiveComment(db, site.id, commentId);
      if (!comment) throw new AppError('NOT_FOUND');
      if (like) await insertLike(db, site.id, commentId, caller.userId, clock.now());
      else await deleteLike(db, site.id, commentId, caller.userId);
      return likeState(site, caller, commentId);
    },

    /* ---------- attention ---------- */

    /** `addConcern` / `cancelConcern`: idempotent; a person of another site is not found. */
    async concern(site: SiteScope, caller: Caller, userId: number, follow: boolean): Promise<ConcernState> {
      if (userId === caller.userId) {
        if (follow) throw new AppError('SELF_FOLLOW');
        return concernState(site, caller, userId);
      }
      if (!(await findPerson(db, site.id, userId))) throw new AppError('NOT_FOUND');
      if (follow) {
        await db.transaction(async (tx) => {
          if (await insertFollow(tx, site.id, caller.userId, userId, clock.now()))
            await notices?.followed(tx, site, caller.userId, userId);
        });
      } else await deleteFollow(db, site.id, caller.userId, userId);
      return concernState(site, caller, userId);
    },

    /** `queryAttenOther` (people I follow) and `queryOtherAtten` (people who follow me). */
    async attention(
      site: SiteScope,
      caller: Caller,
      direction: 'following' | 'fans',
      query: SocialPageQuery,
    ) {
      const { rows, total } = await pageFollows(db, site.id, caller.userId, direction, pageOf(query));
      const content = rows.map((r): AttentionRow => ({
        ...r,
        followedAt: r.followedAt.getTime(),
        mutual: Boolean(r.mutual),
      }));
      return { total, content };
    },

    /* ---------- optional list ---------- */

    /** `addSrCommunityOptional`: idempotent; at most `OPTIONAL_MAX_ENTRIES` live entries. */
    async addOptional(site: SiteScope, viewer: Caller | null, accountId: number): Promise<OptionalState> {
      const caller = signedIn(viewer);
      await liveAccount(site, accountId);
      await db.transaction(async (tx) => {
        await lockPerson(tx, site, caller.userId);
        if (await isOptional(tx, site.id, caller.userId, accountId)) return;
        if ((await countOptionals(tx, site.id, caller.userId)) >= OPTIONAL_MAX_ENTRIES) {
          throw new AppError('OPTIONAL_LIMIT_REACHED', { params: { maximum: OPTIONAL_MAX_ENTRIES } });
        }
        await insertOptional(tx, site.id, caller.userId, accountId, clock.now());
      });
      return { mtAccId: accountId, isOptional: true };
    },

    /** `delSrCommunityOptional`: idempotent; works for an account unbound since (it is just removed). */
    async removeOptional(site: SiteScope, viewer: Caller | null, accountId: number): Promise<OptionalState> {
      const caller = signedIn(viewer);
      await deleteOptional(db, site.id, caller.userId, accountId);
      return { mtAccId: accountId, isOptional: false };
    },

    /** `queryIsTraderOptional`: false for visitors (the profile asks before anyone signs in). */
    async isOptional(site: SiteScope, viewer: Caller | null, accountId: number): Promise<OptionalState> {
      const on = viewer ? await isOptional(db, site.id, viewer.userId, accountId) : false;
      return { mtAccId: accountId, isOptional: on };
    },

    /** `querySrCommunityOptionals`: the caller's live optional accounts as ranking rows, newest first. */
    async optionals(site: SiteScope, viewer: Caller | null, query: SocialPageQuery) {
      const caller = signedIn(viewer);
      const { rows, total } = await pageOptionals(db, site.id, caller.userId, pageOf(query));
      const ranking = await deps.ranking.rows(
        site,
        rows.map((r) => r.accountId),
      );
      const byId = new Map(ranking.map((r) => [r.mtAccId, r]));
      const content = rows.flatMap((entry): OptionalRow[] => {
        const row = byId.get(entry.accountId);
        return row ? [{ ...row, addedAt: entry.addedAt.getTime() }] : [];
      });
      return { total, content };
    },

    /* ---------- favourites ---------- */

    /** `favorAdd`: idempotent; the target must exist on the site; at most `FAVOURITE_MAX_ENTRIES`. */
    async addFavourite(site: SiteScope, caller: Caller, target: FavourBody): Promise<FavourState> {
      await assertTarget(site, target);
      await db.transaction(async (tx) => {
        await lockPerson(tx, site, caller.userId);
        const have = await collectedBy(tx, site.id, caller.userId, target.targetType, [target.targetId]);
        if (have.size > 0) return;
        if ((await countFavourites(tx, site.id, caller.userId)) >= FAVOURITE_MAX_ENTRIES) {
          throw new AppError('FAVOURITE_LIMIT_REACHED', { params: { maximum: FAVOURITE_MAX_ENTRIES } });
        }
        await insertFavourite(tx, site.id, caller.userId, target, clock.now());
      });
      return { ...target, collected: true };
    },

    /** `favorDelete`: idempotent; also removes an entry whose target is gone. */
    async removeFavourite(site: SiteScope, caller: Caller, target: FavourBody): Promise<FavourState> {
      await deleteFavourite(db, site.id, caller.userId, target);
      return { ...target, collected: false };
    },

    /** `queryIsCollected`. */
    async isCollected(site: SiteScope, caller: Caller, target: FavourBody): Promise<FavourState> {
      const have = await collectedBy(db, site.id, caller.userId, target.targetType, [target.targetId]);
      return { ...target, collected: have.size > 0 };
    },

    /**
     * `queryCollectionInformation`: newest first, each with the card to render (null when gone); a
     * strategy in the reader's `locale` where its owner translated it.
     */
    async favourites(site: SiteScope, caller: Caller, query: CollectionQuery, locale: Locale) {
      const { rows, total } = await pageFavourites(
        db,
        site.id,
        caller.userId,
        query.targetType,
        pageOf(query),
      );
      const idsOf = (type: string) => rows.filter((r) => r.targetType === type).map((r) => r.targetId);
      const [commentRows, strategyRows] = await Promise.all([
        commentCards(db, site.id, idsOf('comment')),
        strategyCards(db, site.id, idsOf('strategy')),
      ]);
      const commentsById = new Map(commentRows.map((c) => [c.id, c]));
      const strategiesById = new Map(strategyRows.map((s) => [s.mtAccId, s]));
      const content = rows.map((row): CollectionItem => {
        const collectedAt = row.createdAt.getTime();
        if (row.targetType === 'comment') {
          const card = commentsById.get(row.targetId);
          return {
            targetType: 'comment',
            targetId: row.targetId,
            collectedAt,
            available: card !== undefined,
            comment: card ? { ...card, createdAt: card.createdAt.getTime() } : null,
          };
        }
        const card = strategiesById.get(row.targetId);
        return {
          targetType: 'strategy',
          targetId: row.targetId,
          collectedAt,
          available: card !== undefined,
          strategy: card
            ? {
                mtAccId: card.mtAccId,
                login: card.login,
                loginOrder: card.loginOrder,
                platformName: card.platformName,
                userId: card.userId,
                nickName: card.nickName,
                portraitImg: card.portraitImg,
                strategy: strategyForReader(card, locale),
                strategyLocked: card.strategyLocked,
              }
            : null,
        };
      });
      return { total, content };
    },

    /* ---------- people ---------- */

    /** `visitorQueryCommunityUserInfo`: a person's public card, by id or by one of their trade accounts. */
    async publicCard(
      site: SiteScope,
      viewer: Caller | null,
      query: VisitorUserInfoQuery,
    ): Promise<PublicUserCard> {
      const userId = query.userId ?? (await liveAccount(site, query.mtId!)).userId;
      const person = await findPerson(db, site.id, userId);
      if (!person) throw new AppError('NOT_FOUND');
      const isSelf = viewer?.userId === person.id;
      const [counts, accounts, following] = await Promise.all([
        followCounts(db, site.id, person.id),
        publicTradeAccountsOf(db, site.id, person.id),
        viewer && !isSelf ? isFollowing(db, site.id, viewer.userId, person.id) : false,
      ]);
      return {
        userId: person.id,
        nickName: person.nickName,
        portraitImg: person.portraitImg,
        userType: person.userType,
        registeredAt: person.createdAt.getTime(),
        ...counts,
        tradeAccounts: accounts,
        isFollowing: following,
        isSelf,
      };
    },

    /** The counters of `selectCommunityUserInfo` (handed to the users service as a port). */
    async counts(site: SiteScope, userId: number): Promise<SocialCounts> {
      const [follows, optionalCount, favouriteCount] = await Promise.all([
        followCounts(db, site.id, userId),
        countOptionals(db, site.id, userId),
        countFavourites(db, site.id, userId),
      ]);
      return { ...follows, optionalCount, favouriteCount };
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
