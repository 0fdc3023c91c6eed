import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { applyEvent, initialState } from '@copytrade/engine/stats/apply';
import { compareEvents } from '@copytrade/engine/stats/compute';
import { snapshot } from '@copytrade/engine/stats/snapshot';
import type { AccountStatistics, StatsEvent, StatsState } from '@copytrade/engine/stats/types';
import type { DataIndicators } from '@copytrade/contracts/statistics';
import { formatLots } from '@copytrade/units/lots';
import { roundMoney } from '@copytrade/units/money';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/ports';
import type { SiteScope } from '../../platform/context';
import {
  findStatistics,
  insertEquitySample,
  lastEquitySampleTime,
  saveStatistics,
  sampleDueAccounts,
  statisticsWatermark,
} from './statistics.repository';
import { profileOrders } from './profile-orders';
import { accountOwner, seesEntries } from '../../read-models/profile-orders';
import { copyQualityOf } from '../../read-models/copy-quality';
import {
  accountFigures,
  latestActivity,
  standardNames,
  statisticsRows,
  tradeAccountsWithWatermark,
} from '../../read-models/statistics-inputs';
import type { Jobs } from '../../platform/jobs';

/** Rows younger than this are left for the next refresh: the mirror may still be writing their batch. */
export const SETTLE_MS = 5_000;
/** An equity sample of a trade account at most this often. */
export const SAMPLE_EVERY_MS = 5 * 60_000;

/** Integer cents (or basis points) stored as numbers, as 2-decimal text. */
const centsText = (cents: number) => formatLots(cents);

type Rows = Awaited<ReturnType<typeof statisticsRows>>;

/** The rows of one window as the engine's events, in the engine's order (a stable sort of DB-ordered rows). */
export function rowsToEvents(rows: Rows): StatsEvent[] {
  const events: StatsEvent[] = [];
  for (const row of rows.closed) {
    const closeTime = Number(row.closeTime);
    if (row.type === 6 || row.type === 7) {
      const negative = row.profit.startsWith('-');
      events.push({
        event: 'balance',
        time: closeTime,
        amount: row.profit,
        kind: row.type === 7 ? 'credit' : negative ? 'withdrawal' : 'deposit',
      });
      continue;
    }
    events.push({
      event: 'trade',
      ticket: row.ticket,
      type: row.type as 0 | 1,
      symbol: row.symbol,
      lots: row.lots,
      openTime: Number(row.openTime),
      closeTime,
      openPrice: row.openPrice,
      closePrice: row.closePrice,
      profit: row.profit,
      swap: row.swap,
      commission: row.commission,
    });
  }
  for (const row of rows.opened) {
    // As historyEvents: a position opened and closed in the same millisecond has no open event.
    if (row.closeTime !== null && Number(row.closeTime) <= Number(row.openTime)) continue;
    events.push({ event: 'open', ticket: row.ticket, time: Number(row.openTime), lots: row.lots });
  }
  for (const row of rows.samples) {
    events.push({
      event: 'equity',
      time: row.time,
      equity: centsText(row.equityCents),
      balance: centsText(row.balanceCents),
      marginLevel: row.marginLevelBp === null ? null : centsText(row.marginLevelBp),
    });
  }
  for (const row of rows.copies) {
    events.push({ event: 'copyProfit', time: Number(row.closeTime), amount: row.profit });
  }
  // The engine's own order, so a fold of these rows equals its `historyEvents` stream.
  return events.sort(compareEvents);
}

/** The folded states one process keeps in memory (statistics.service.ts, `states`). */
const STATES_KEPT = 500;

type Folded = { appliedThrough: number; state: StatsState };
/** An account's state and the time its figures are taken at. */
type Current = { state: StatsState; at: number };

/** Points of the square's small growth chart. */
export const SPARKLINE_POINTS = 30;

/**
 * The figures the strategy square sorts and filters on (modules/community), stored beside the state so a
 * ranking never reads the state; fractions and ratios as the snapshot rounds them. The sparkline keeps the curve's first and last points and evenly spaced
 * ones between.
 */
export function rankingFigures(state: StatsState, view: AccountStatistics) {
  const curve = view.curve;
  const picks =
    curve.length <= SPARKLINE_POINTS
      ? curve
      : Array.from(
          { length: SPARKLINE_POINTS },
          (_, i) => curve[Math.round((i * (curve.length - 1)) / (SPARKLINE_POINTS - 1))]!,
        );
  return {
    // As shown (2 decimals), so a filter at the shown value keeps the account.
    winRate: view.winRate === null ? null : Number(view.winRate) / 100,
    profitFactor: view.profitFactor === null ? null : Number(view.profitFactor),
    ratingScore: view.rating?.score ?? null,
    copyProfitCents: state.copyProfitCents,
    firstTradeAt: state.firstTradeOpenTime,
    sparkline: picks.map((p) => Number(p.growth)),
  };
}

export type StatisticsDeps = {
  /** Where the periodic refresh runs (timers in one process, the job queue with several). */
  jobs?: Jobs;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The account must be a public trade account of the site (404 otherwise). */
  assertPublic: (site: SiteScope, accountId: number) => Promise<unknown>;
  /** Job period; 0 = no job (tests drive `refreshAll`). */
  everyMs?: number;
  /**
   * Resolves when the account mirror has attached (and reconciled) every account: the job's first run
   * waits for it, so history imported at start is older than no watermark yet.
   */
  ready?: () => Promise<void>;
};

/**
 * Trader statistics kept up to date incrementally: each refresh folds only the rows that arrived since the
 * account's watermark into its stored state (the engine's fold), never the whole history; `recompute`
 * folds everything from the start and must give the same state (a test compares them).
 */
export function createStatisticsService(deps: StatisticsDeps) {
  const { db, clock, log } = deps;
  const running = new Map<number, Promise<unknown>>();
  let cycle: Promise<void> = Promise.resolve();

  /** Fold the account's rows in (after, upTo] into `state`. */
  async function fold(accountId: number, state: StatsState, after: number, upTo: number) {
    const events = rowsToEvents(await statisticsRows(db, accountId, after, upTo));
    for (const event of events) applyEvent(state, event);
    return state;
  }

  /**
   * The states this process last read or wrote, by account, with the watermark they are folded through:
   * a profile asks for its indicators, curve and months at once, and each read parsed the whole stored
   * state again (and wrote it back). An entry is used only while the stored watermark is still its own, so
   * a state another process folded further is read anew. Never mutated: a fold starts from a fresh read.
   */
  const states = new LRUCache<number, Folded>({ max: STATES_KEPT });

  /** The stored state folded through `mark`, from this process's copy when it is that one. */
  async function storedState(accountId: number, mark: number): Promise<Folded> {
    const kept = states.get(accountId);
    if (kept?.appliedThrough === mark) return kept;
    const row = await findStatistics(db, accountId);
    const folded = {
      appliedThrough: row?.appliedThrough ?? 0,
      state: (row?.state as StatsState | undefined) ?? initialState(),
    };
    if (row) states.set(accountId, folded);
    return folded;
  }

  /**
   * Folds in the rows settled since the watermark and stores the state, when there are such rows; answers
   * the state and the time its figures are taken at (the settled time, `upTo`). An account with nothing
   * new keeps its stored state and watermark: the fold of an empty window would write the same state.
   */
  async function refreshNow(accountId: number, siteId: number): Promise<Current> {
    const upTo = clock.now().getTime() - SETTLE_MS;
    const mark = await statisticsWatermark(db, accountId);
    if (mark !== null && (upTo <= mark || (await latestActivity(db, accountId)) <= mark)) {
      const { state } = await storedState(accountId, mark);
      return { state, at: Math.max(upTo, mark) };
    }
    const row = await findStatistics(db, accountId);
    const after = row?.appliedThrough ?? 0;
    const state = (row?.state as StatsState | undefined) ?? initialState();
    if (upTo <= after) return { state, at: after };
    await fold(accountId, state, after, upTo);
    const view = snapshot(state, Math.max(upTo, state.lastTime ?? 0));
    const symbols = await standardNames(
      db,
      accountId,
      state.symbols.map((s) => s.symbol),
    );
    await saveStatistics(db, {
      accountId,
      siteId,
      state,
      appliedThrough: upTo,
      growth: Number(view.growth) / 100,
      drawdown: Number(view.balanceDrawdown.percent) / 100,
      trades: view.trades,
      ...rankingFigures(state, view),
      symbols,
    });
    states.set(accountId, { appliedThrough: upTo, state });
    return { state, at: upTo };
  }

  /** One refresh per account at a time (the job and a reader never fold the same rows twice). */
  function refresh(accountId: number, siteId: number): Promise<Current> {
    const previous = running.get(accountId) ?? Promise.resolve();
    const next = previous.then(() => refreshNow(accountId, siteId));
    const settled = next.catch(() => undefined);
    running.set(accountId, settled);
    void settled.then(() => {
      if (running.get(accountId) === settled) running.delete(accountId);
    });
    return next;
  }

  /** An equity sample from the mirrored figures when the last is old enough. */
  async function sample(accountId: number): Promise<void> {
    const now = clock.now().getTime();
    if (now - (await lastEquitySampleTime(db, accountId)) < SAMPLE_EVERY_MS) return;
    const figures = await accountFigures(db, accountId);
    if (!figures?.infoUpdatedAt) return;
    const cents = (v: string) => Number(roundMoney(v)); // half away from zero, as the SQL sample's round()
    await insertEquitySample(db, {
      accountId,
      time: now,
      equityCents: cents(figures.equity),
      balanceCents: cents(figures.balance),
      marginLevelBp: roundMoney(figures.margin) > 0n ? cents(figures.marginLevel) : null,
    });
  }

  /** An equity sample of every trade account that is due, in one statement. */
  async function sampleAll(): Promise<void> {
    await sampleDueAccounts(db, clock.now().getTime(), SAMPLE_EVERY_MS);
  }

  /** Samples every trade account that is due and refreshes those with rows past their watermark. */
  async function refreshAll(): Promise<void> {
    await sampleAll();
    for (const account of await tradeAccountsWithWatermark(db)) {
      try {
        const latest = await latestActivity(db, account.accountId);
        if (account.appliedThrough === null || latest > account.appliedThrough) {
          await refresh(account.accountId, account.siteId);
        }
      } catch (err) {
        log.error({ err, accountId: account.accountId }, 'statistics: refresh failed');
      }
    }
  }

  /** The account's statistics with every settled row folded in (any account: the callers check who reads). */
  async function snapshotOf(siteId: number, accountId: number): Promise<AccountStatistics> {
    const { state, at } = await refresh(accountId, siteId);
    return snapshot(state, Math.max(at, state.lastTime ?? 0));
  }

  async function current(site: SiteScope, accountId: number): Promise<AccountStatistics> {
    await deps.assertPublic(site, accountId);
    return snapshotOf(site.id, accountId);
  }

  function indicatorsOf(accountId: number, s: AccountStatistics): DataIndicators {
    const {
      curve: _curve,
      drawdowns: _drawdowns,
      monthly: _monthly,
      yearly: _yearly,
      credit: _credit,
      ...rest
    } = s;
    return { mtAccId: accountId, ...rest };
  }

  return {
    refresh,
    refreshAll,
    sample,
    sampleAll,

    /** The whole history folded again from the rows up to the watermark (the check of the incremental path). */
    async recompute(accountId: number): Promise<StatsState | null> {
      const row = await findStatistics(db, accountId);
      if (!row) return null;
      return fold(accountId, initialState(), 0, row.appliedThrough);
    },

    async indicators(site: SiteScope, accountId: number): Promise<DataIndicators> {
      return indicatorsOf(accountId, await current(site, accountId));
    },

    /**
     * The indicators of one of the caller's own accounts (the MAM back office): the same fold over the
     * account's own orders, follow accounts included; the caller has checked that the account is his.
     */
    async ownIndicators(site: SiteScope, accountId: number): Promise<DataIndicators> {
      return indicatorsOf(accountId, await snapshotOf(site.id, accountId));
    },

    async trend(site: SiteScope, accountId: number) {
      return (await current(site, accountId)).curve;
    },

    /** The underwater chart of the risk view. */
    async drawdowns(site: SiteScope, accountId: number) {
      return (await current(site, accountId)).drawdowns;
    },

    /** How the site copied the account over the last 30 days (read from the copy tables, not the fold). */
    async copyQuality(site: SiteScope, accountId: number) {
      await deps.assertPublic(site, accountId);
      return copyQualityOf(db, site.id, accountId, clock.now().getTime());
    },

    async months(site: SiteScope, accountId: number) {
      const s = await current(site, accountId);
      return { months: s.monthly, years: s.yearly };
    },

    async copyProfit(site: SiteScope, accountId: number) {
      const s = await current(site, accountId);
      return {
        total: s.copyProfit,
        months: s.monthly.map((m) => ({ month: m.month, copyProfit: m.copyProfit })),
      };
    },

    /** A page of the account's positions for its public profile. */
    async orders(
      site: SiteScope,
      viewerId: number | null,
      query: { mtId: number; page: number; pageSize: number },
      scope: 'open' | 'closed',
    ) {
      await deps.assertPublic(site, query.mtId);
      const owner = await accountOwner(db, site.id, query.mtId);
      const full =
        owner !== null && (await seesEntries(db, site.id, { id: query.mtId, userId: owner }, viewerId));
      return profileOrders(db, site.id, query.mtId, scope, query, full);
    },

    start() {
      if (!deps.everyMs) return;
      // A first run as soon as the mirror is ready, so profiles and the square have figures at once.
      cycle = (deps.ready?.() ?? Promise.resolve())
        .then(refreshAll)
        .catch((err: unknown) => log.error({ err }, 'statistics job failed'));
      deps.jobs?.every('statistics', deps.everyMs, () => {
        // A failed run is the job's to report; the next one starts all the same.
        cycle = cycle.catch(() => undefined).then(refreshAll);
        return cycle;
      });
    },

    async stop() {
      await cycle.catch(() => undefined);
      await Promise.all(running.values());
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
