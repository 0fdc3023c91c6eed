import {
  RANKING_MODULES,
  RANKING_PAGE_SIZE_MAX,
  RANKING_RANGES,
  RANKING_SORTS,
  type FilterDefinition,
  type FilterList,
  type FollowChange,
  type RankingModule,
  type RankingQuery,
  type RankingRange,
  type RankingRow,
  type SelectByFilterBody,
} from '@copytrade/contracts/community';
import { FEE_TYPE } from '@copytrade/contracts/constants';
import { formatMoney } from '@copytrade/units/money';
import type { Db } from '../../db/client';
import type { SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import {
  followChanges,
  listStandardSymbols,
  followerCounts,
  rankingCandidates,
  rankingPage,
  rankingRows,
  siteFollowerCounts,
  rankingServers,
  type Bounds,
  type RankingCriteria,
  type RankingDbRow,
} from '../../read-models/ranking';
import { shareRows } from '../../platform/serializer';
import { singleFlight } from '../../platform/single-flight';

const WEEK_MS = 7 * 24 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** Percent as a request gives it (12.5) to the stored fraction (0.125), the way the refresh stores it. */
function percentBounds(range: RankingRange | null | undefined): Bounds | undefined {
  return plainBounds(range, (v) => v / 100);
}

function plainBounds(range: RankingRange | null | undefined, scale: (v: number) => number = (v) => v) {
  if (!range) return undefined;
  return {
    min: range.min == null ? undefined : scale(range.min),
    max: range.max == null ? undefined : scale(range.max),
  };
}

/** Ratios and percents (doubles from the statistics, not money) with 2 decimals. */
const fixed2 = (value: number) => {
  // eslint-disable-next-line no-restricted-syntax
  const text = value.toFixed(2);
  return text === '-0.00' ? '0.00' : text;
};
const percentText = (fraction: number) => fixed2(fraction * 100);

/** Stars from the rating score, as the engine's 13-week rating gives them (packages/engine/src/stats/rating.ts). */
const starsOf = (score: number) => 1 + Math.floor(Math.min(score, 99) / 20);

/** A ranking row as every list of trade accounts shows it (the square, today's stars, the optional list). */
export function toRankingRow(row: RankingDbRow, followers: number, now: number): RankingRow {
  return {
    mtAccId: row.mtAccId,
    userName: row.userName,
    image: row.image,
    login: row.login,
    loginOrder: row.loginOrder,
    platformName: row.platformName,
    serverName: row.serverName,
    isMock: row.isMock,
    feeType: row.feeType,
    // The price shows with its term wherever a card shows the fee ('29.00 USDT / 30 days').
    feePrice: row.feeType === FEE_TYPE.SUBSCRIPTION ? row.feePrice : null,
    feeDays: row.feeType === FEE_TYPE.SUBSCRIPTION ? row.feeDays : null,
    growth: percentText(row.growth ?? 0),
    drawdown: percentText(row.drawdown ?? 0),
    winRate: row.winRate === null ? null : percentText(row.winRate),
    profitFactor: row.profitFactor === null ? null : fixed2(row.profitFactor),
    trades: row.trades ?? 0,
    followers,
    copyProfit: formatMoney(BigInt(row.copyProfitCents ?? 0)),
    rating: row.ratingScore,
    stars: row.ratingScore === null ? null : starsOf(row.ratingScore),
    tradingWeeks: row.firstTradeAt === null ? 0 : Math.max(0, Math.floor((now - row.firstTradeAt) / WEEK_MS)),
    sparkline: row.sparkline ?? [],
  };
}

/** How long the site's follower counts are reused for sorting and filtering on followers. */
export const FOLLOWERS_TTL_MS = 5_000;

/**
 * The accounts that pass the follower bounds, in ranking order: by followers, or by the sort key; accounts
 * without a key last either way; ties to the newer account (higher id), as in SQL.
 */
export function mergeFollowers(
  rows: { id: number; key: number | null }[],
  counts: Map<number, number>,
  criteria: Pick<RankingCriteria, 'sort' | 'direction' | 'followers'>,
): number[] {
  const { min, max } = criteria.followers ?? {};
  const sign = criteria.direction === 'asc' ? 1 : -1;
  const byFollowers = criteria.sort === 'followers';
  return rows
    .map((r) => ({ id: r.id, key: byFollowers ? (counts.get(r.id) ?? 0) : r.key, n: counts.get(r.id) ?? 0 }))
    .filter((r) => (min === undefined || r.n >= min) && (max === undefined || r.n <= max))
    .sort((a, b) => {
      if (a.key !== b.key) {
        if (a.key === null) return 1;
        if (b.key === null) return -1;
        return sign * (a.key - b.key);
      }
      return b.id - a.id;
    })
    .map((r) => r.id);
}

type Deps = { db: Db; clock: Clock };

/**
 * The strategy square: rankings of the site's public trade accounts on the figures the statistics refresh
 * stores beside each account's state (growth, drawdown, win rate, ...), and follower counts from the live
 * subscriptions. Everything is public and scoped to the requesting site.
 */
export function createRankingService(deps: Deps) {
  const { db, clock } = deps;

  function criteriaOf(query: RankingQuery, now: number): RankingCriteria {
    const weeks = query.weeks;
    const symbol = query.symbol ?? undefined;
    return {
      growth: percentBounds(query.growth),
      drawdown: percentBounds(query.drawdown),
      winRate: percentBounds(query.winRate),
      profitFactor: plainBounds(query.profitFactor),
      ratingScore: plainBounds(query.rating),
      trades: plainBounds(query.trades),
      followers: plainBounds(query.followers),
      // Trading age in whole weeks: at least n weeks since the first trade; at most n means under n + 1.
      firstTradeAtMost: weeks?.min ? now - weeks.min * WEEK_MS : undefined,
      firstTradeAfter: weeks?.max == null ? undefined : now - (weeks.max + 1) * WEEK_MS,
      feeTypes: query.feeTypes ?? undefined,
      platformIds: query.platformIds ?? undefined,
      serverIds: query.serverIds ?? undefined,
      // Standard symbols are upper case; a broker's own name (no standard symbol) is matched as written.
      symbols: symbol ? [...new Set([symbol, symbol.toUpperCase()])] : undefined,
      isMock: query.isMock ?? undefined,
      keyword: query.keyword || undefined,
      sort: query.sort,
      direction: query.direction,
    };
  }

  const followerCache = new Map<number, { at: number; counts: Promise<Map<number, number>> }>();

  /** The site's follower counts, shared for a few seconds (the square's followers sort and filter). */
  function siteFollowers(siteId: number, now: number) {
    const cached = followerCache.get(siteId);
    if (cached && now - cached.at < FOLLOWERS_TTL_MS && now >= cached.at) return cached.counts;
    const counts = siteFollowerCounts(db, siteId);
    followerCache.set(siteId, { at: now, counts });
    counts.catch(() => followerCache.delete(siteId));
    return counts;
  }

  /** A page of ids in order: in SQL, or merged with the follower counts when they sort or filter. */
  async function rankedIds(
    siteId: number,
    criteria: RankingCriteria,
    page: { offset: number; limit: number },
    now: number,
  ): Promise<{ ids: number[]; total: number; followers?: Map<number, number> }> {
    if (criteria.sort !== 'followers' && !criteria.followers) return rankingPage(db, siteId, criteria, page);
    const [rows, counts] = await Promise.all([
      rankingCandidates(db, siteId, criteria),
      siteFollowers(siteId, now),
    ]);
    const ranked = mergeFollowers(rows, counts, criteria);
    return {
      ids: ranked.slice(page.offset, page.offset + page.limit),
      total: ranked.length,
      followers: counts,
    };
  }

  /**
   * The same ranking page asked for by many visitors at once (the square's first page, today's stars) is
   * read once for all of them (issue 20: the ranking under 50 concurrent connections).
   */
  const shared = singleFlight<{ total: number; content: RankingRow[] }>();
  function rank(site: SiteScope, query: RankingQuery, page: { offset: number; limit: number }) {
    const key = `${site.id}|${page.offset}|${page.limit}|${JSON.stringify(query)}`;
    return shared(key, () => rankNow(site, query, page));
  }

  async function rankNow(site: SiteScope, query: RankingQuery, page: { offset: number; limit: number }) {
    const now = clock.now().getTime();
    const { ids, total, followers } = await rankedIds(site.id, criteriaOf(query, now), page, now);
    const [rows, counts] = await Promise.all([
      rankingRows(db, site.id, ids),
      followers ?? followerCounts(db, site.id, ids),
    ]);
    const byId = new Map(rows.map((row) => [row.mtAccId, row]));
    const content = ids.flatMap((accountId) => {
      const row = byId.get(accountId);
      return row ? [toRankingRow(row, counts.get(accountId) ?? 0, now)] : [];
    });
    // Every visitor of the flight is sent these rows: written as JSON once for all of them.
    return { total, content: shareRows(content) };
  }

  return {
    /** Ranking rows of some of the site's trade accounts, in the order of `ids` (unknown ids left out). */
    async rows(site: SiteScope, ids: number[]): Promise<RankingRow[]> {
      const now = clock.now().getTime();
      const [rows, counts] = await Promise.all([
        rankingRows(db, site.id, ids),
        followerCounts(db, site.id, ids),
      ]);
      const byId = new Map(rows.map((row) => [row.mtAccId, row]));
      return ids.flatMap((accountId) => {
        const row = byId.get(accountId);
        return row ? [toRankingRow(row, counts.get(accountId) ?? 0, now)] : [];
      });
    },

    /** `getfilterlist`: the filters with their ranges and choices, and the sort keys. */
    async filters(site: SiteScope): Promise<FilterList> {
      const [servers, symbols] = await Promise.all([rankingServers(db, site.id), listStandardSymbols(db)]);
      const platformOptions = new Map<number, string>();
      for (const s of servers) platformOptions.set(s.platformId, s.platformName);
      const ranges = Object.entries(RANKING_RANGES).map(([key, spec]): FilterDefinition => ({
        key: key as keyof typeof RANKING_RANGES,
        kind: 'range',
        unit: spec.unit,
        min: spec.min,
        max: spec.max,
        step: spec.step,
        presets: spec.presets.map((p) => ({ ...p })),
      }));
      return {
        filters: [
          ...ranges,
          {
            key: 'feeTypes',
            kind: 'options',
            multiple: true,
            options: Object.values(FEE_TYPE).map((value) => ({ value })),
          },
          {
            key: 'platformIds',
            kind: 'options',
            multiple: true,
            options: [...platformOptions].map(([value, label]) => ({ value, label })),
          },
          {
            key: 'serverIds',
            kind: 'options',
            multiple: true,
            options: servers.map((s) => ({ value: s.serverId, label: s.serverName, parent: s.platformId })),
          },
          {
            key: 'symbol',
            kind: 'options',
            multiple: false,
            options: symbols.map((s) => ({ value: s.symbol, group: s.symbolType })),
          },
          { key: 'isMock', kind: 'options', multiple: false, options: [{ value: 0 }, { value: 1 }] },
          { key: 'keyword', kind: 'text', maxLength: 32 },
        ],
        sorts: [...RANKING_SORTS],
        defaultSort: 'rating',
        defaultDirection: 'desc',
        defaultPageSize: 10,
        maxPageSize: RANKING_PAGE_SIZE_MAX,
      };
    },

    /** `selectbyfilter`: a page of the ranking and the number of accounts that pass the filters. */
    async select(site: SiteScope, body: SelectByFilterBody) {
      const { page, pageSize, ...query } = body;
      return rank(site, query, { offset: (page - 1) * pageSize, limit: pageSize });
    },

    /** `getstartlist`: today's stars, the best rated accounts (only accounts with a rating). */
    async stars(site: SiteScope, limit: number): Promise<RankingRow[]> {
      const query: RankingQuery = { sort: 'rating', direction: 'desc', rating: { min: 0 } };
      return (await rank(site, query, { offset: 0, limit })).content;
    },

    /** `getsignlemodulelist`: one of the square's preset lists. */
    async module(site: SiteScope, name: RankingModule, limit: number): Promise<RankingRow[]> {
      const preset: RankingQuery = RANKING_MODULES[name];
      return (await rank(site, preset, { offset: 0, limit })).content;
    },

    /** `getfollowchangelist`: followers gained and lost per trade account over the last days. */
    async followChanges(
      site: SiteScope,
      query: { days: number; mtId?: number | undefined; limit: number },
    ): Promise<FollowChange[]> {
      const since = new Date(clock.now().getTime() - query.days * DAY_MS);
      const rows = await followChanges(db, site.id, { since, accountId: query.mtId, limit: query.limit });
      return rows.map((r) => ({ ...r, net: r.gained - r.lost }));
    },
  };
}

export type RankingService = ReturnType<typeof createRankingService>;
