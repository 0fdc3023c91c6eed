import { z } from 'zod';
import { custSchema } from './auth';
import { rankingRowSchema } from './community';
import { commentSchema } from './validators';

/*
 * The community's social side (spec 2 personal center: optional, attention, collect; spec 4 trader detail:
 * comments; spec 7 paths): comments on a trade account, following people (attention), the watchlist of
 * trade accounts (optional), favourites (collect), a person's public card, and the admin's strategy and
 * avatar locks. Times are epoch milliseconds. Every list is paged: `page` from 1, `pageSize` at most
 * `SOCIAL_PAGE_SIZE_MAX`; the envelope's `total` counts every row of the list. GET parameters arrive as
 * query strings and are coerced; POST bodies are JSON. Unknown fields are refused everywhere.
 */

/** Largest page of every social list. */
export const SOCIAL_PAGE_SIZE_MAX = 50;
/** Most entries one user's watchlist (optional list) may hold. */
export const OPTIONAL_MAX_ENTRIES = 200;
/** Most favourites one user may hold. */
export const FAVOURITE_MAX_ENTRIES = 500;
/** Comment flood limits per user: at most one per `minIntervalMs`, at most `perHour` per rolling hour. */
export const COMMENT_RATE = { minIntervalMs: 10_000, perHour: 20 } as const;
/** Replies shown under one comment in a page of comments (the newest ones; `replyCount` has them all). */
export const COMMENT_REPLIES_SHOWN = 50;

const idParam = z.coerce.number().int().positive().max(2_147_483_647);
const idBody = z.number().int().positive().max(2_147_483_647);

const pageShape = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(SOCIAL_PAGE_SIZE_MAX).default(10),
};
/** A page of a social list (query string). */
export const socialPageQuerySchema = z.strictObject(pageShape);
export type SocialPageQuery = z.infer<typeof socialPageQuerySchema>;

// ---------------------------------------------------------------------------------------------------
// Comments (trader detail, comments tab)
// ---------------------------------------------------------------------------------------------------

/** `GET /community/front/accAndCommentInfo`: a trade account's comments, newest first. */
export const accAndCommentInfoQuerySchema = z.strictObject({ mtId: idParam, ...pageShape });
export type AccAndCommentInfoQuery = z.infer<typeof accAndCommentInfoQuerySchema>;

/**
 * One comment as readers see it. `content` is the text exactly as typed (trimmed): plain text, never
 * HTML, so the web renders it as text. `likedByMe`, `collectedByMe` are false for visitors; `canDelete`
 * is true for the author and the site's admin.
 */
export const commentReplySchema = z.object({
  id: z.number().int(),
  mtAccId: z.number().int(),
  /** The comment this one answers (one level of replies); null for a comment on the account. */
  parentId: z.number().int().nullable(),
  userId: z.number().int(),
  nickName: z.string(),
  portraitImg: z.string(),
  content: z.string(),
  createdAt: z.number(),
  likeCount: z.number().int(),
  likedByMe: z.boolean(),
  collectedByMe: z.boolean(),
  canDelete: z.boolean(),
});
export type CommentReply = z.infer<typeof commentReplySchema>;

/** A comment on the account with its replies (oldest first, at most `COMMENT_REPLIES_SHOWN`, the newest). */
export const commentItemSchema = commentReplySchema.extend({
  /** Live replies in all (may exceed `replies.length`). */
  replyCount: z.number().int(),
  replies: z.array(commentReplySchema),
});
export type CommentItem = z.infer<typeof commentItemSchema>;

/**
 * `accAndCommentInfo` content[0]: the account, its owner, the comment summary and one page of comments.
 * The envelope's `total` is the number of comments on the account (not counting replies), for the pager.
 */
export const accAndCommentInfoSchema = z.object({
  mtAccId: z.number().int(),
  login: z.string(),
  loginOrder: z.number().int(),
  platformName: z.string(),
  ownerUserId: z.number().int(),
  ownerNickName: z.string(),
  ownerPortraitImg: z.string(),
  /** Every live comment on the account, replies included. */
  commentCount: z.number().int(),
  comments: z.array(commentItemSchema),
});
export type AccAndCommentInfo = z.infer<typeof accAndCommentInfoSchema>;

/**
 * `POST /community/api/commentSave`: a comment on a live trade account of the site (or a reply to one of
 * its comments). `content`: trimmed, 1 to 600 characters counted as a reader counts them (code points: a
 * Chinese character or an emoji is 1). Answers the saved comment (content[0]).
 */
export const commentSaveBodySchema = z.strictObject({
  mtId: idBody,
  content: commentSchema,
  parentId: idBody.optional(),
});
export type CommentSaveBody = z.infer<typeof commentSaveBodySchema>;

/** `POST commentDelete`, `commentLike`, `commentUnlike`. */
export const commentIdBodySchema = z.strictObject({ commentId: idBody });
export type CommentIdBody = z.infer<typeof commentIdBodySchema>;

/** `commentDelete` content[0]. */
export const commentDeletedSchema = z.object({ commentId: z.number().int(), deleted: z.boolean() });
export type CommentDeleted = z.infer<typeof commentDeletedSchema>;

/** `commentLike` / `commentUnlike` content[0]: the state after the call (both are idempotent). */
export const commentLikeStateSchema = z.object({
  commentId: z.number().int(),
  likeCount: z.number().int(),
  likedByMe: z.boolean(),
});
export type CommentLikeState = z.infer<typeof commentLikeStateSchema>;

// ---------------------------------------------------------------------------------------------------
// Attention (following people)
// ---------------------------------------------------------------------------------------------------

/** `GET /community/api/addConcern`, `cancelConcern`: follow or stop following a person of the site. */
export const concernQuerySchema = z.strictObject({ userId: idParam });
export type ConcernQuery = z.infer<typeof concernQuerySchema>;

/** `addConcern` / `cancelConcern` content[0]: the relation after the call (both are idempotent). */
export const concernStateSchema = z.object({
  userId: z.number().int(),
  /** The caller follows them. */
  isFollowing: z.boolean(),
  /** They follow the caller too. */
  mutual: z.boolean(),
  /** Their followers, after the call. */
  fansCount: z.number().int(),
});
export type ConcernState = z.infer<typeof concernStateSchema>;

/**
 * One row of `GET /community/api/queryAttenOther` (people I follow; page attenOther) and
 * `queryOtherAtten` (people who follow me; page otherAtten), newest relation first.
 */
export const attentionRowSchema = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  portraitImg: z.string(),
  /** 3 trader, else an ordinary user. */
  userType: z.number().int(),
  /** Their live trade accounts (accType 1), the public ones. */
  tradeAccountCount: z.number().int(),
  /** When the relation began. */
  followedAt: z.number(),
  /** Both follow each other. */
  mutual: z.boolean(),
});
export type AttentionRow = z.infer<typeof attentionRowSchema>;

// ---------------------------------------------------------------------------------------------------
// Optional (watchlist of trade accounts)
// ---------------------------------------------------------------------------------------------------

/** `POST /community/front/addSrCommunityOptional` body (needs a token although the path is public). */
export const optionalAddBodySchema = z.strictObject({ mtId: idBody });
export type OptionalAddBody = z.infer<typeof optionalAddBodySchema>;

/** `GET delSrCommunityOptional`, `queryIsTraderOptional` query. */
export const optionalQuerySchema = z.strictObject({ mtId: idParam });
export type OptionalQuery = z.infer<typeof optionalQuerySchema>;

/** `addSrCommunityOptional` / `delSrCommunityOptional` / `queryIsTraderOptional` content[0]. */
export const optionalStateSchema = z.object({ mtAccId: z.number().int(), isOptional: z.boolean() });
export type OptionalState = z.infer<typeof optionalStateSchema>;

/** One row of `GET querySrCommunityOptionals`: the account as the ranking shows it, newest entry first. */
export const optionalRowSchema = rankingRowSchema.extend({ addedAt: z.number() });
export type OptionalRow = z.infer<typeof optionalRowSchema>;

// ---------------------------------------------------------------------------------------------------
// Collect (favourites)
// ---------------------------------------------------------------------------------------------------

/**
 * What can be collected: a comment (a community post) by its id, or a trade account's strategy by the
 * account's id (mtAccId).
 */
export const FAVOURITE_TARGETS = ['comment', 'strategy'] as const;
export const favouriteTargetSchema = z.enum(FAVOURITE_TARGETS);
export type FavouriteTarget = z.infer<typeof favouriteTargetSchema>;

/** `POST /community/api/favorAdd`, `favorDelete`. */
export const favourBodySchema = z.strictObject({ targetType: favouriteTargetSchema, targetId: idBody });
export type FavourBody = z.infer<typeof favourBodySchema>;

/** `GET /community/api/queryIsCollected`. */
export const favourQuerySchema = z.strictObject({ targetType: favouriteTargetSchema, targetId: idParam });
export type FavourQuery = z.infer<typeof favourQuerySchema>;

/** `favorAdd` / `favorDelete` / `queryIsCollected` content[0] (add and delete are idempotent). */
export const favourStateSchema = z.object({
  targetType: favouriteTargetSchema,
  targetId: z.number().int(),
  collected: z.boolean(),
});
export type FavourState = z.infer<typeof favourStateSchema>;

/** `GET /community/api/queryCollectionInformation`: newest first; `targetType` narrows the list. */
export const collectionQuerySchema = z.strictObject({
  ...pageShape,
  targetType: favouriteTargetSchema.optional(),
});
export type CollectionQuery = z.infer<typeof collectionQuerySchema>;

/** A collected comment's card. */
export const collectedCommentSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  createdAt: z.number(),
  userId: z.number().int(),
  nickName: z.string(),
  portraitImg: z.string(),
  /** The account it is on, and that account's owner. */
  mtAccId: z.number().int(),
  login: z.string(),
  loginOrder: z.number().int(),
  accountNickName: z.string(),
});
export type CollectedComment = z.infer<typeof collectedCommentSchema>;

/** A collected strategy's card. `strategy` is in the reader's language where translated, '' while locked. */
export const collectedStrategySchema = z.object({
  mtAccId: z.number().int(),
  login: z.string(),
  loginOrder: z.number().int(),
  platformName: z.string(),
  userId: z.number().int(),
  nickName: z.string(),
  portraitImg: z.string(),
  strategy: z.string(),
  strategyLocked: z.boolean(),
});
export type CollectedStrategy = z.infer<typeof collectedStrategySchema>;

/**
 * One favourite. `available` false: the comment was deleted or the account unbound since; the card is
 * null and the web offers to remove it.
 */
export const collectionItemSchema = z.discriminatedUnion('targetType', [
  z.object({
    targetType: z.literal('comment'),
    targetId: z.number().int(),
    collectedAt: z.number(),
    available: z.boolean(),
    comment: collectedCommentSchema.nullable(),
  }),
  z.object({
    targetType: z.literal('strategy'),
    targetId: z.number().int(),
    collectedAt: z.number(),
    available: z.boolean(),
    strategy: collectedStrategySchema.nullable(),
  }),
]);
export type CollectionItem = z.infer<typeof collectionItemSchema>;

// ---------------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------------

/**
 * `GET /community/front/visitorQueryCommunityUserInfo`: a person's public card, by `userId` or by one of
 * their trade accounts (`mtId`); exactly one of the two.
 */
export const visitorUserInfoQuerySchema = z
  .strictObject({ userId: idParam.optional(), mtId: idParam.optional() })
  .refine((q) => (q.userId === undefined) !== (q.mtId === undefined), {
    error: 'validation.social.userOrAccount',
  });
export type VisitorUserInfoQuery = z.infer<typeof visitorUserInfoQuerySchema>;

/** A public trade account on a person's card. */
export const publicTradeAccountSchema = z.object({
  mtAccId: z.number().int(),
  login: z.string(),
  loginOrder: z.number().int(),
  platformName: z.string(),
});
export type PublicTradeAccount = z.infer<typeof publicTradeAccountSchema>;

/** A person's public card: never email, phone or anything private. */
export const publicUserCardSchema = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  portraitImg: z.string(),
  userType: z.number().int(),
  /** When they registered on the site. */
  registeredAt: z.number(),
  fansCount: z.number().int(),
  followingCount: z.number().int(),
  tradeAccounts: z.array(publicTradeAccountSchema),
  /** The caller follows them (false for visitors). */
  isFollowing: z.boolean(),
  /** The card is the caller's own (no follow button). */
  isSelf: z.boolean(),
});
export type PublicUserCard = z.infer<typeof publicUserCardSchema>;

/**
 * `selectCommunityUserInfo`: the signed-in user for the header and the personal center, with the
 * counters of the social pages. `avatarLocked`: the admin locked the avatar; the upload refuses a change.
 */
export const communityUserInfoSchema = custSchema.extend({
  fansCount: z.number().int(),
  followingCount: z.number().int(),
  optionalCount: z.number().int(),
  favouriteCount: z.number().int(),
  avatarLocked: z.boolean(),
});
export type CommunityUserInfo = z.infer<typeof communityUserInfoSchema>;

// ---------------------------------------------------------------------------------------------------
// Admin locks (the site's admin only)
// ---------------------------------------------------------------------------------------------------

/**
 * `POST /community/api/adminLockStrategy`: lock (hide from readers, freeze for the owner) or unlock a trade
 * account's strategy text, e.g. when it advertises.
 */
export const lockStrategyBodySchema = z.strictObject({ mtId: idBody, locked: z.boolean() });
export type LockStrategyBody = z.infer<typeof lockStrategyBodySchema>;
export const strategyLockStateSchema = z.object({ mtAccId: z.number().int(), strategyLocked: z.boolean() });
export type StrategyLockState = z.infer<typeof strategyLockStateSchema>;

/** `POST /community/api/adminLockAvatar`: lock or unlock a person's avatar (stored as users.avatar_lock 0). */
export const lockAvatarBodySchema = z.strictObject({ userId: idBody, locked: z.boolean() });
export type LockAvatarBody = z.infer<typeof lockAvatarBodySchema>;
export const avatarLockStateSchema = z.object({ userId: z.number().int(), avatarLocked: z.boolean() });
export type AvatarLockState = z.infer<typeof avatarLockStateSchema>;
