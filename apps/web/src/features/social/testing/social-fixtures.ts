import type {
  AccAndCommentInfo,
  AttentionRow,
  CollectionItem,
  CommentItem,
  CommentReply,
  OptionalRow,
  PublicUserCard,
} from '@copytrade/contracts/social';
import { rankingRow } from '@/testing/community-fixtures';
import { envelope, mockFetch, type MockAnswer, type MockRoute } from '@/testing/fetch-mock';

/** Test data of the social side: the demo trader Atlas Capital (user 1) and his account #1 (mtId 7). */
export const NOW = Date.UTC(2026, 10, 21, 12);

export function reply(overrides: Partial<CommentReply> = {}): CommentReply {
  return {
    id: 5,
    mtAccId: 7,
    parentId: 4,
    userId: 1,
    nickName: 'Atlas Capital',
    portraitImg: '',
    content: 'No new entries around NFP; open trades keep their stops.',
    createdAt: NOW - 3_600_000,
    likeCount: 0,
    likedByMe: false,
    collectedByMe: false,
    canDelete: false,
    ...overrides,
  };
}

export function comment(overrides: Partial<CommentItem> = {}): CommentItem {
  return {
    id: 4,
    mtAccId: 7,
    parentId: null,
    userId: 2,
    nickName: 'Lin Follower',
    portraitImg: '',
    content: 'Does the EURUSD system stay flat around NFP?',
    createdAt: NOW - 5 * 3_600_000,
    likeCount: 2,
    likedByMe: false,
    collectedByMe: false,
    canDelete: false,
    replyCount: 1,
    replies: [reply()],
    ...overrides,
  };
}

export function commentsInfo(comments: CommentItem[] = [comment()]): AccAndCommentInfo {
  return {
    mtAccId: 7,
    login: '6100002',
    loginOrder: 2,
    platformName: 'Meridian Markets',
    ownerUserId: 1,
    ownerNickName: 'Atlas Capital',
    ownerPortraitImg: '',
    commentCount: comments.reduce((sum, c) => sum + 1 + c.replyCount, 0),
    comments,
  };
}

export function card(overrides: Partial<PublicUserCard> = {}): PublicUserCard {
  return {
    userId: 1,
    nickName: 'Atlas Capital',
    portraitImg: '',
    userType: 3,
    registeredAt: NOW - 90 * 86_400_000,
    fansCount: 12,
    followingCount: 3,
    tradeAccounts: [{ mtAccId: 7, login: '6100002', loginOrder: 2, platformName: 'Meridian Markets' }],
    isFollowing: false,
    isSelf: false,
    ...overrides,
  };
}

export function optionalRow(overrides: Partial<OptionalRow> = {}): OptionalRow {
  return {
    ...rankingRow({
      mtAccId: 7,
      login: '6100002',
      loginOrder: 2,
      drawdown: '8.40',
      winRate: '61.20',
      profitFactor: '1.85',
      trades: 120,
      followers: 14,
      copyProfit: '1250.00',
      rating: 72,
      tradingWeeks: 30,
      sparkline: [0, 1, 2],
    }),
    addedAt: Date.UTC(2026, 10, 17),
    ...overrides,
  };
}

export function attentionRow(overrides: Partial<AttentionRow> = {}): AttentionRow {
  return {
    userId: 1,
    nickName: 'Atlas Capital',
    portraitImg: '',
    userType: 3,
    tradeAccountCount: 2,
    followedAt: Date.UTC(2026, 10, 17),
    mutual: false,
    ...overrides,
  };
}

type CollectedCommentItem = Extract<CollectionItem, { targetType: 'comment' }>;
type CollectedStrategyItem = Extract<CollectionItem, { targetType: 'strategy' }>;

export function collectedComment(overrides: Partial<CollectedCommentItem> = {}): CollectedCommentItem {
  return {
    targetType: 'comment',
    targetId: 4,
    collectedAt: NOW - 86_400_000,
    available: true,
    comment: {
      id: 4,
      content: 'Copying since last month with a 0.5 ratio.',
      createdAt: NOW - 3 * 86_400_000,
      userId: 46,
      nickName: 'Mei Chen',
      portraitImg: '',
      mtAccId: 7,
      login: '6100002',
      loginOrder: 2,
      accountNickName: 'Atlas Capital',
    },
    ...overrides,
  };
}

export function collectedStrategy(
  overrides: Partial<Omit<CollectedStrategyItem, 'strategy'>> & {
    strategy?: Partial<NonNullable<CollectedStrategyItem['strategy']>>;
  } = {},
): CollectedStrategyItem {
  const { strategy, ...rest } = overrides;
  return {
    targetType: 'strategy',
    targetId: 7,
    collectedAt: NOW - 2 * 86_400_000,
    available: true,
    strategy: {
      mtAccId: 7,
      login: '6100002',
      loginOrder: 2,
      platformName: 'Meridian Markets',
      userId: 1,
      nickName: 'Atlas Capital',
      portraitImg: '',
      strategy: 'Trend following on EURUSD.',
      strategyLocked: false,
      ...strategy,
    },
    ...rest,
  };
}

const FRONT = '/community/front';
const API = '/community/api';

/** The social calls answered with the fixtures above; `overrides` replaces single paths. */
export function mockSocialApi(overrides: Record<string, MockRoute | MockAnswer> = {}) {
  return mockFetch({
    [`${API}/selectCommunityUserInfo`]: { body: envelope([]) },
    [`${FRONT}/accAndCommentInfo`]: { body: envelope([commentsInfo()], 10000, 'ok', 1) },
    [`${FRONT}/visitorQueryCommunityUserInfo`]: { body: envelope([card()]) },
    [`${FRONT}/queryIsTraderOptional`]: { body: envelope([{ mtAccId: 7, isOptional: false }]) },
    [`${API}/queryIsCollected`]: {
      body: envelope([{ targetType: 'strategy', targetId: 7, collected: false }]),
    },
    ...overrides,
  });
}
