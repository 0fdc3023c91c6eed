import type { RankingQuery, SelectByFilterBody } from './community';

/*
 * The ranking's tables as plain data (sort keys, ranges, modules, the default query), apart from the
 * schemas in `community.ts` that check requests against them: the strategy square reads these without
 * loading zod. `community.ts` re-exports all of them.
 */

/** Sort keys of the ranking. `newest`: when the trade account was bound; `rating`: the 13-week score. */
export const RANKING_SORTS = [
  'rating',
  'growth',
  'drawdown',
  'winRate',
  'profitFactor',
  'followers',
  'copyProfit',
  'trades',
  'newest',
] as const;
export type RankingSort = (typeof RANKING_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

export const RANKING_PAGE_SIZE_MAX = 100;
export const RANKING_PAGE_MAX = 10_000;

/**
 * The numeric filters, with their allowed range and the step of a valid value (1 = whole numbers). The
 * request schema and `getfilterlist` both read this table. Units: percent (growth, drawdown and win rate
 * in percent), ratio (profit factor), weeks (trading age since the first trade opened), count, score (the
 * 13-week rating, 0-100). `presets` are the quick choices the square shows; labels are the web's.
 */
export const RANKING_RANGES = {
  growth: {
    unit: 'percent',
    min: -100,
    max: 1_000_000,
    step: 0.01,
    presets: [{ min: 0 }, { min: 10 }, { min: 50 }, { min: 100 }],
  },
  drawdown: {
    unit: 'percent',
    min: 0,
    max: 100,
    step: 0.01,
    presets: [{ max: 10 }, { max: 20 }, { max: 30 }, { max: 50 }],
  },
  winRate: {
    unit: 'percent',
    min: 0,
    max: 100,
    step: 0.01,
    presets: [{ min: 50 }, { min: 60 }, { min: 70 }, { min: 80 }],
  },
  profitFactor: {
    unit: 'ratio',
    min: 0,
    max: 1000,
    step: 0.01,
    presets: [{ min: 1 }, { min: 1.5 }, { min: 2 }],
  },
  weeks: {
    unit: 'weeks',
    min: 0,
    max: 1040,
    step: 1,
    presets: [{ min: 4 }, { min: 12 }, { min: 26 }, { min: 52 }],
  },
  followers: {
    unit: 'count',
    min: 0,
    max: 1_000_000,
    step: 1,
    presets: [{ min: 1 }, { min: 10 }, { min: 50 }],
  },
  trades: {
    unit: 'count',
    min: 0,
    max: 100_000_000,
    step: 1,
    presets: [{ min: 10 }, { min: 50 }, { min: 100 }],
  },
  rating: { unit: 'score', min: 0, max: 100, step: 1, presets: [{ min: 40 }, { min: 60 }, { min: 80 }] },
} as const;
export type RankingRangeKey = keyof typeof RANKING_RANGES;

/** The ranking a request without filters asks for (what `selectByFilterBodySchema` makes of `{}`). */
export const DEFAULT_RANKING_BODY: SelectByFilterBody = {
  sort: 'rating',
  direction: 'desc',
  page: 1,
  pageSize: 10,
};

/**
 * The square's single modules (`getsignlemodulelist`), each a preset ranking: growth (highest growth with
 * at least one trade), steady (lowest drawdown among profitable accounts), popular (most followers),
 * copyProfit (most earned for followers), newest (newest bound).
 */
export const RANKING_MODULES = {
  growth: { sort: 'growth', direction: 'desc', trades: { min: 1 } },
  steady: { sort: 'drawdown', direction: 'asc', growth: { min: 0.01 }, trades: { min: 1 } },
  popular: { sort: 'followers', direction: 'desc' },
  copyProfit: { sort: 'copyProfit', direction: 'desc' },
  newest: { sort: 'newest', direction: 'desc' },
} as const satisfies Record<string, Partial<RankingQuery>>;
export type RankingModule = keyof typeof RANKING_MODULES;
