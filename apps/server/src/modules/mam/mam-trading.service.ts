import type { AccountDetail, AccountListItem } from '@copytrade/contracts/accounts';
import {
  DEFAULT_RANKING_BODY,
  type RankingRow,
  type RankingSort,
  type SortDirection,
} from '@copytrade/contracts/community';
import { ACC_TYPE } from '@copytrade/contracts/constants';
import {
  MAM_PERIOD_DEFAULT_DAYS,
  type MamCopyData,
  type MamCopyInfo,
  type MamCopyProfitChart,
  type MamFollowRow,
  type MamMasterData,
  type MamMasterRow,
  type MamPeriodQuery,
  type MamProfitDay,
  type MamStatistics,
} from '@copytrade/contracts/mam-trading';
import { formatLots } from '@copytrade/units/lots';
import { formatMoney, moneyOf, sumMoney } from '@copytrade/units/money';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import {
  copiesOfFollowers,
  copiesOfMasters,
  copyProfitDays,
  incomeByAccount,
  incomeInWindow,
  liveSubscriberCount,
  masterDays,
  masterTotals,
  counterpartAccounts,
  subscriberChanges,
  subscriptionsOfFollowers,
  type Window,
} from '../../read-models/mam-trading';
import type { AccountService } from '../accounts/account.service';
import type { RankingService } from '../community/ranking.service';
import type { StatisticsService } from '../statistics/statistics.service';
import type { SubscriptionService } from '../subscriptions/subscription.service';

const DAY_MS = 24 * 3600_000;

/** YYYY-MM-DD of a UTC day. */
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The days a period query covers (today is the clock's UTC day) and its window [first day, day after last). */
export function periodOf(query: MamPeriodQuery, now: number) {
  const today = dayText(now);
  const startDate =
    query.startDate ?? dayText(dayStart(today) - ((query.days ?? MAM_PERIOD_DEFAULT_DAYS) - 1) * DAY_MS);
  const endDate = query.endDate ?? today;
  const from = dayStart(startDate);
  const to = dayStart(endDate) + DAY_MS;
  return {
    startDate,
    endDate,
    days: Math.round((to - from) / DAY_MS),
    window: { from: new Date(from), to: new Date(to) } satisfies Window,
  };
}

/** The current calendar month (UTC) of `now`. */
function monthOf(now: number): Window {
  const date = new Date(now);
  return {
    from: new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)),
    to: new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)),
  };
}

/** What the lists show of an account's live figures. */
function liveFigures(a: AccountDetail) {
  return {
    mtAccId: a.mtAccId,
    loginOrder: a.loginOrder,
    login: a.login,
    accType: a.accType,
    isMock: a.isMock,
    platformName: a.platformName,
    serverName: a.serverName,
    status: a.status,
    currency: a.currency,
    leverage: a.leverage,
    balance: a.balance,
    equity: a.equity,
    profit: a.profit,
    openCount: a.openCount,
  };
}

type Deps = {
  db: Db;
  clock: Clock;
  accounts: AccountService;
  statistics: StatisticsService;
  ranking: RankingService;
  subscriptions: SubscriptionService;
};

/**
 * The MAM back office's trading figures: it owns no table and composes the owners' services (accounts,
 * statistics, the strategy square's ranking, subscriptions) with the read model of what the copy and fee
 * tables say about one user's accounts. Every call reads the caller's own accounts only; an id of anyone
 * else's answers NOT_FOUND, as the accounts service decides.
 */
export function createMamTradingService(deps: Deps) {
  const { db, clock, accounts, statistics, ranking, subscriptions } = deps;

  /** One of the caller's accounts of one type, or 404 (another user's, another site's, the other type). */
  async function own(site: SiteScope, caller: Caller, mtAccId: number, accType: number) {
    const account = await accounts.detail(site, caller, mtAccId);
    if (account.accType !== accType) throw new AppError('NOT_FOUND');
    return account;
  }

  async function masterRows(site: SiteScope, caller: Caller): Promise<MamMasterRow[]> {
    const details = await accounts.details(site, caller, ACC_TYPE.TRADE);
    const ids = details.map((a) => a.mtAccId);
    if (ids.length === 0) return [];
    const [ranked, copies, month, total] = await Promise.all([
      ranking.rows(site, ids),
      copiesOfMasters(db, site.id, ids),
      incomeByAccount(db, site.id, caller.userId, monthOf(clock.now().getTime())),
      incomeByAccount(db, site.id, caller.userId),
    ]);
    const byId = new Map<number, RankingRow>(ranked.map((r) => [r.mtAccId, r]));
    return details.map((a) => {
      const r = byId.get(a.mtAccId);
      const c = copies.get(a.mtAccId);
      return {
        ...liveFigures(a),
        feeType: r?.feeType ?? 1,
        growth: r?.growth ?? '0.00',
        drawdown: r?.drawdown ?? '0.00',
        winRate: r?.winRate ?? null,
        trades: r?.trades ?? 0,
        liveSubscribers: r?.followers ?? 0,
        copies: c?.copies ?? 0,
        copiedLots: formatLots(c?.lots ?? 0),
        followerProfit: r?.copyProfit ?? '0.00',
        incomeMonth: month.get(a.mtAccId) ?? '0.00',
        incomeTotal: total.get(a.mtAccId) ?? '0.00',
      };
    });
  }

  async function followRows(site: SiteScope, details: AccountDetail[]): Promise<MamFollowRow[]> {
    const ids = details.map((a) => a.mtAccId);
    const [subs, copies] = await Promise.all([
      subscriptionsOfFollowers(db, site.id, ids),
      copiesOfFollowers(db, site.id, ids),
    ]);
    return details.map((a) => {
      const s = subs.get(a.mtAccId);
      const c = copies.get(a.mtAccId);
      return {
        ...liveFigures(a),
        liveSubscriptions: s?.live ?? 0,
        totalSubscriptions: s?.total ?? 0,
        openCopies: c?.openCopies ?? 0,
        copies: c?.copies ?? 0,
        copiedLots: formatLots(c?.lots ?? 0),
        copyProfit: c?.copyProfit ?? '0.00',
        floatingProfit: c?.floatingProfit ?? '0.00',
        notCopied: c?.notCopied ?? 0,
      };
    });
  }

  const pageOf = <T>(rows: T[], page: { page: number; pageSize: number }) => {
    const start = (page.page - 1) * page.pageSize;
    return { content: rows.slice(start, start + page.pageSize), total: rows.length };
  };

  return {
    /** `indexTable`: every trade account of the caller with its figures. */
    indexTable: masterRows,

    /** `queryMasterLoginListInfo`: the same rows, a page at a time. */
    async masterPage(site: SiteScope, caller: Caller, page: { page: number; pageSize: number }) {
      return pageOf(await masterRows(site, caller), page);
    },

    /** `queryCopyLoginListInfo`: the caller's follow accounts with what copying did, a page at a time. */
    async followPage(site: SiteScope, caller: Caller, page: { page: number; pageSize: number }) {
      const details = await accounts.details(site, caller, ACC_TYPE.FOLLOW);
      return pageOf(await followRows(site, details), page);
    },

    /** `queryMasterLoginAll`: the caller's trade accounts for selects. */
    masterAll(site: SiteScope, caller: Caller): Promise<AccountListItem[]> {
      return accounts.list(site, caller, ACC_TYPE.TRADE);
    },

    /** `queryCopyLoginInfo`: one follow account's card with the trade accounts it copies now. */
    async copyInfo(site: SiteScope, caller: Caller, mtAccId: number): Promise<MamCopyInfo> {
      const account = await own(site, caller, mtAccId, ACC_TYPE.FOLLOW);
      const [[row], current] = await Promise.all([
        followRows(site, [account]),
        subscriptions.listAsFollower(site, caller, { scope: 'current', mtAccId, page: 1, pageSize: 100 }),
      ]);
      return {
        ...row!,
        accountName: account.accountName,
        bindTime: account.bindTime,
        infoUpdateTime: account.infoUpdateTime,
        masters: current.content.map((s) => ({
          subscriptionId: s.subscriptionId,
          state: s.state,
          mtAccId: s.master.mtAccId,
          login: s.master.login,
          loginOrder: s.master.loginOrder,
          platformName: s.master.platformName,
          serverName: s.master.serverName,
          traderName: s.master.traderName,
          image: s.master.image,
        })),
      };
    },

    /** `queryMasterLoginData`: one trade account's statistics, subscribers, copies and income. */
    async masterData(site: SiteScope, caller: Caller, mtAccId: number): Promise<MamMasterData> {
      await own(site, caller, mtAccId, ACC_TYPE.TRADE);
      const [indicators, overview, copies, month, total] = await Promise.all([
        statistics.indicators(site, mtAccId),
        subscriptions.overview(site, mtAccId),
        copiesOfMasters(db, site.id, [mtAccId]),
        incomeByAccount(db, site.id, caller.userId, monthOf(clock.now().getTime())),
        incomeByAccount(db, site.id, caller.userId),
      ]);
      const c = copies.get(mtAccId);
      return {
        mtAccId,
        indicators,
        liveSubscribers: overview.activeSubscribers,
        totalSubscribers: overview.totalSubscribers,
        openCopies: overview.openCopies,
        copies: c?.copies ?? 0,
        copiedLots: formatLots(c?.lots ?? 0),
        incomeMonth: month.get(mtAccId) ?? '0.00',
        incomeTotal: total.get(mtAccId) ?? '0.00',
      };
    },

    /** `queryCopyLoginData`: one follow account's statistics (its own orders folded) and its copies. */
    async copyData(site: SiteScope, caller: Caller, mtAccId: number): Promise<MamCopyData> {
      const account = await own(site, caller, mtAccId, ACC_TYPE.FOLLOW);
      const [indicators, [row]] = await Promise.all([
        statistics.ownIndicators(site, mtAccId),
        followRows(site, [account]),
      ]);
      const r = row!;
      return {
        mtAccId,
        indicators,
        liveSubscriptions: r.liveSubscriptions,
        totalSubscriptions: r.totalSubscriptions,
        openCopies: r.openCopies,
        copies: r.copies,
        copiedLots: r.copiedLots,
        copyProfit: r.copyProfit,
        floatingProfit: r.floatingProfit,
        notCopied: r.notCopied,
      };
    },

    /**
     * `copyProfitChart` (MAM): a trade account's followers' copy profit as the community's chart gives it
     * (the statistics fold), or a follow account's own closed copies; both with the days from the copies.
     */
    async copyProfitChart(site: SiteScope, caller: Caller, mtAccId: number): Promise<MamCopyProfitChart> {
      const account = await accounts.detail(site, caller, mtAccId);
      const master = account.accType === ACC_TYPE.TRADE;
      const days = await copyProfitDays(db, site.id, mtAccId, master ? 'master' : 'follow');
      if (master) return { ...(await statistics.copyProfit(site, mtAccId)), days };
      const months = new Map<string, bigint[]>();
      for (const d of days) {
        const month = d.day.slice(0, 7);
        months.set(month, [...(months.get(month) ?? []), moneyOf(d.copyProfit)]);
      }
      return {
        total: days.at(-1)?.cumulative ?? '0.00',
        months: [...months].map(([month, values]) => ({ month, copyProfit: formatMoney(sumMoney(values)) })),
        days,
      };
    },

    /** `queryStatistics`: the dashboard's totals now and over the period. */
    async statistics(site: SiteScope, caller: Caller, query: MamPeriodQuery): Promise<MamStatistics> {
      const period = periodOf(query, clock.now().getTime());
      const [counts, trade] = await Promise.all([
        accounts.counts(site, caller),
        accounts.list(site, caller, ACC_TYPE.TRADE),
      ]);
      const ids = trade.map((a) => a.mtAccId);
      const [live, changes, totals, income] = await Promise.all([
        liveSubscriberCount(db, site.id, ids),
        subscriberChanges(db, site.id, ids, period.window),
        masterTotals(db, site.id, ids, period.window),
        incomeInWindow(db, site.id, caller.userId, period.window),
      ]);
      return {
        startDate: period.startDate,
        endDate: period.endDate,
        days: period.days,
        tradeAccounts: counts.masterNumber,
        followAccounts: counts.copyNumber,
        masterMaxNumber: counts.masterMaxNumber,
        copyMaxNumber: counts.copyMaxNumber,
        liveSubscribers: live,
        newSubscribers: changes.gained,
        endedSubscribers: changes.lost,
        copies: totals.copies,
        copiedLots: formatLots(totals.lots),
        notCopied: totals.notCopied,
        tradingProfit: totals.tradingProfit,
        followerProfit: totals.followerProfit,
        income: income.total,
      };
    },

    /** `queryStatisticsProfit`: every day of the period with the caller's figures, oldest first. */
    async profitSeries(site: SiteScope, caller: Caller, query: MamPeriodQuery): Promise<MamProfitDay[]> {
      const period = periodOf(query, clock.now().getTime());
      const ids = (await accounts.list(site, caller, ACC_TYPE.TRADE)).map((a) => a.mtAccId);
      const [days, income] = await Promise.all([
        masterDays(db, site.id, ids, period.window),
        incomeInWindow(db, site.id, caller.userId, period.window),
      ]);
      return Array.from({ length: period.days }, (_, i) => {
        const day = dayText(period.window.from.getTime() + i * DAY_MS);
        const d = days.get(day);
        return {
          day,
          tradingProfit: d?.tradingProfit ?? '0.00',
          followerProfit: d?.followerProfit ?? '0.00',
          income: income.days.get(day) ?? '0.00',
          copies: d?.copies ?? 0,
          copiedLots: formatLots(d?.lots ?? 0),
        };
      });
    },

    /** `srSignalIndexList`: the site's trade accounts as the strategy square ranks them. */
    signals(
      site: SiteScope,
      query: {
        sort: RankingSort;
        direction: SortDirection;
        keyword?: string | undefined;
        page: number;
        pageSize: number;
      },
    ) {
      return ranking.select(site, {
        ...DEFAULT_RANKING_BODY,
        sort: query.sort,
        direction: query.direction,
        keyword: query.keyword || null,
        page: query.page,
        pageSize: query.pageSize,
      });
    },

    /** `getSubCopyLoginAll`: the follow accounts that subscribe (or did) to the caller's trade accounts. */
    async subscriberAccounts(site: SiteScope, caller: Caller, mtAccId?: number) {
      if (mtAccId !== undefined) await own(site, caller, mtAccId, ACC_TYPE.TRADE);
      const rows = await counterpartAccounts(db, site.id, 'trader', caller.userId, mtAccId);
      return rows.map(({ name, image: _image, accountIds, ...row }) => ({
        ...row,
        followerName: name,
        masterAccountIds: accountIds,
      }));
    },

    /** `getSubMasterLoginAll`: the trade accounts the caller's follow accounts subscribe (or did) to. */
    async subscribedMasters(site: SiteScope, caller: Caller, mtAccId?: number) {
      if (mtAccId !== undefined) await own(site, caller, mtAccId, ACC_TYPE.FOLLOW);
      const rows = await counterpartAccounts(db, site.id, 'follower', caller.userId, mtAccId);
      return rows.map(({ name, accountIds, ...row }) => ({
        ...row,
        traderName: name,
        followAccountIds: accountIds,
      }));
    },
  };
}

export type MamTradingService = ReturnType<typeof createMamTradingService>;
