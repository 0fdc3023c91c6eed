import type {
  AddRecommendedTodayBody,
  HomeHeadline,
  HomeTradePage,
  RecommendedForMe,
  RecommendedToday,
  StarRow,
  SubscribeNews,
  TradeNews,
  TraderDynamic,
  UpdateRecommendedTodayBody,
} from '@copytrade/contracts/discovery';
import type { Locale } from '@copytrade/contracts/locale';
import { translate } from '@copytrade/contracts/messages';
import { formatLots } from '@copytrade/units/lots';
import { formatMoney, roundMoney } from '@copytrade/units/money';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import {
  accountMoney,
  accountOwners,
  findPublicTradeAccount,
  followerEvents,
  latestClosedTrades,
  latestSubscriptions,
  listPicks,
  liveFollowerCount,
  livePicks,
  mySubscriptions,
  siteHeadline,
  siteMoneyTotals,
} from '../../read-models/discovery';
import { deletePick, findPick, insertPick, updatePick } from './discovery.repository';
import type { RankingService } from './ranking.service';

const DAY_MS = 24 * 3600_000;

/** A numeric from SQL (a sum may carry more decimals) as 2-decimal text, half away from zero. */
const money = (value: string) => formatMoney(roundMoney(value));
const epoch = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

/**
 * A nickname as the public feeds show a follower: the first and last characters with stars between
 * (张**三, Al***e); one or two characters keep the first and a star.
 */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '***';
  if (chars.length <= 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 3))}${chars.at(-1)}`;
}

/**
 * Pips between two prices of a forex symbol: a pip is the fourth decimal (the second for prices quoted
 * with 2 or 3 digits, JPY pairs). Other symbol types have no common pip, so null.
 */
export function pipsOf(trade: {
  type: number;
  openPrice: string;
  closePrice: string;
  digits: number;
  symbolType: number | null;
}): string | null {
  if (trade.symbolType !== 1) return null;
  const pip = trade.digits <= 3 ? 0.01 : 0.0001;
  const move = Number(trade.closePrice) - Number(trade.openPrice);
  // Pips of a price move for display, not money.
  // eslint-disable-next-line no-restricted-syntax
  const pips = ((trade.type === 0 ? move : -move) / pip).toFixed(1);
  return pips === '-0.0' ? '0.0' : pips;
}

/** Today's day of the site (UTC calendar day), as the picks store it. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

type Deps = { db: Db; clock: Clock; ranking: RankingService };

/**
 * Discovery around the square: today's stars (the admin's picks, topped up with the best rated), the home
 * page's headline and trader table, and the public feeds. Everything is scoped to the requesting site.
 */
export function createDiscoveryService(deps: Deps) {
  const { db, clock, ranking } = deps;

  function requireAdmin(caller: Caller) {
    if (!caller.isAdmin) throw new AppError('ADMIN_ONLY');
  }

  async function requirePublicAccount(site: SiteScope, accountId: number) {
    const account = await findPublicTradeAccount(db, site.id, accountId);
    if (!account) throw new AppError('NOT_FOUND', { detail: `trade account ${accountId}` });
    return account;
  }

  async function stars(site: SiteScope, limit: number): Promise<StarRow[]> {
    const picks = (await livePicks(db, site.id, dayOf(clock.now()))).slice(0, limit);
    const picked = await ranking.rows(
      site,
      picks.map((p) => p.accountId),
    );
    const pickOf = new Map(picks.map((p) => [p.accountId, p]));
    const out: StarRow[] = picked.map((row) => ({
      ...row,
      recommendId: pickOf.get(row.mtAccId)!.id,
      remark: pickOf.get(row.mtAccId)!.remark,
    }));
    if (out.length < limit) {
      const taken = new Set(out.map((r) => r.mtAccId));
      const best = await ranking.stars(site, limit);
      for (const row of best) {
        if (out.length >= limit) break;
        if (!taken.has(row.mtAccId)) out.push({ ...row, recommendId: null, remark: '' });
      }
    }
    return out;
  }

  function toTradeNews(row: Awaited<ReturnType<typeof latestClosedTrades>>[number]): TradeNews {
    return {
      mtAccId: Number(row.account_id),
      login: row.login,
      loginOrder: Number(row.login_order),
      userName: row.nick_name,
      image: row.portrait_img,
      symbol: row.standard_symbol || row.symbol,
      type: Number(row.type),
      lots: formatLots(Number(row.lots)),
      openTime: epoch(row.open_time),
      closeTime: epoch(row.close_time),
      profit: money(row.profit),
      pips: pipsOf({
        type: Number(row.type),
        openPrice: row.open_price,
        closePrice: row.close_price,
        digits: Number(row.digits),
        symbolType: row.symbol_type === null ? null : Number(row.symbol_type),
      }),
    };
  }

  return {
    /** `chooseTodayStar`: the admin's picks live today in their order, then the best rated accounts. */
    chooseTodayStar: (site: SiteScope, limit: number) => stars(site, limit),

    /** `queryRecommendedTodayOrderMt4AccountList`: today's stars, with which of my follow accounts copy each. */
    async recommendedForMe(site: SiteScope, caller: Caller, limit: number): Promise<RecommendedForMe[]> {
      const rows = await stars(site, limit);
      const ids = rows.map((r) => r.mtAccId);
      const [subs, owners] = await Promise.all([
        mySubscriptions(db, site.id, caller.userId, ids),
        accountOwners(db, site.id, ids),
      ]);
      return rows.map((row) => ({
        ...row,
        subscribedBy: subs.filter((s) => s.masterAccountId === row.mtAccId).map((s) => s.followAccountId),
        mine: owners.get(row.mtAccId) === caller.userId,
      }));
    },

    /** `topRecommendsOfInex`: the home page's headline figures and its top stars. */
    async headline(site: SiteScope, limit: number): Promise<HomeHeadline> {
      const since = new Date(clock.now().getTime() - 30 * DAY_MS);
      const [figures, top] = await Promise.all([siteHeadline(db, site.id, since), stars(site, limit)]);
      return {
        traders: figures.traders,
        followers: figures.followers,
        copiedTrades30d: figures.copiedTrades30d,
        copyProfit: formatMoney(BigInt(figures.copyProfitCents)),
        stars: top,
      };
    },

    /** `queryHomeCommunityTrade`: the home table, ranked as the square's default, and its totals. */
    async homeTable(site: SiteScope, page: { page: number; pageSize: number }): Promise<HomeTradePage> {
      const [ranked, totals, followers] = await Promise.all([
        ranking.select(site, { sort: 'rating', direction: 'desc', page: page.page, pageSize: page.pageSize }),
        siteMoneyTotals(db, site.id),
        liveFollowerCount(db, site.id),
      ]);
      const moneyOf = await accountMoney(
        db,
        site.id,
        ranked.content.map((r) => r.mtAccId),
      );
      return {
        rows: ranked.content.flatMap((row) => {
          const m = moneyOf.get(row.mtAccId);
          if (!m) return [];
          return [
            {
              ...row,
              balance: money(m.balance),
              equity: money(m.equity),
              profit: money(m.profit),
              openCount: m.openCount,
              leverage: m.leverage,
              currency: m.currency,
            },
          ];
        }),
        total: ranked.total,
        totals: {
          accounts: totals.accounts,
          followers,
          balance: money(totals.balance),
          equity: money(totals.equity),
          profit: money(totals.profit),
          copyProfit: formatMoney(BigInt(totals.copyProfitCents)),
        },
      };
    },

    /** `traderDynamicInfo`: one trade account's latest closed trades and follower events, newest first. */
    async traderDynamic(site: SiteScope, accountId: number, limit: number): Promise<TraderDynamic[]> {
      await requirePublicAccount(site, accountId);
      const [trades, events] = await Promise.all([
        latestClosedTrades(db, site.id, { limit, accountId }),
        followerEvents(db, site.id, accountId, limit),
      ]);
      const items: TraderDynamic[] = trades.map((row) => {
        const news = toTradeNews(row);
        return { ...news, kind: 'trade', at: news.closeTime };
      });
      for (const event of events) {
        items.push({ kind: 'followed', at: epoch(event.startAt), follower: maskName(event.nickName) });
        if (event.lostAt !== null) {
          items.push({ kind: 'unfollowed', at: epoch(event.lostAt), follower: maskName(event.nickName) });
        }
      }
      return items.sort((a, b) => b.at - a.at).slice(0, limit);
    },

    /** `queryTransactionNews`: the latest closed trades of the site's trade accounts. */
    async transactionNews(site: SiteScope, limit: number): Promise<TradeNews[]> {
      return (await latestClosedTrades(db, site.id, { limit })).map(toTradeNews);
    },

    /** `querySubscribeNews`: the latest subscriptions started on the site, followers masked. */
    async subscribeNews(site: SiteScope, limit: number): Promise<SubscribeNews[]> {
      const rows = await latestSubscriptions(db, site.id, limit);
      return rows.map((row) => ({
        follower: maskName(row.follower),
        followerImage: row.follower_image,
        mtAccId: Number(row.account_id),
        login: row.login,
        loginOrder: Number(row.login_order),
        userName: row.nick_name,
        image: row.portrait_img,
        followType: Number(row.copy_type),
        direction: Number(row.direction),
        startAt: epoch(row.start_at),
      }));
    },

    /** `addSrRecommendedToday` (site admin). */
    async addPick(site: SiteScope, caller: Caller, body: AddRecommendedTodayBody) {
      requireAdmin(caller);
      await requirePublicAccount(site, body.mtId);
      try {
        const id = await insertPick(db, {
          siteId: site.id,
          accountId: body.mtId,
          startDay: body.startDay,
          endDay: body.endDay ?? null,
          sort: body.sort,
          remark: body.remark,
          createdBy: caller.userId,
        });
        return { id };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('STAR_ALREADY_PICKED');
        throw error;
      }
    },

    /** `updateRecommendedToday` (site admin). */
    async updatePick(site: SiteScope, caller: Caller, body: UpdateRecommendedTodayBody, locale: Locale) {
      requireAdmin(caller);
      const pick = await findPick(db, site.id, body.id);
      if (!pick) throw new AppError('NOT_FOUND', { detail: `recommendation ${body.id}` });
      const startDay = body.startDay ?? pick.startDay;
      const endDay = body.endDay === undefined ? pick.endDay : body.endDay;
      if (endDay !== null && endDay < startDay) {
        throw new AppError('VALIDATION_FAILED', {
          fieldErrors: [{ field: 'endDay', message: translate(locale, 'validation.day.endBeforeStart') }],
        });
      }
      try {
        await updatePick(db, site.id, body.id, {
          ...(body.startDay === undefined ? {} : { startDay: body.startDay }),
          ...(body.endDay === undefined ? {} : { endDay: body.endDay }),
          ...(body.sort === undefined ? {} : { sort: body.sort }),
          ...(body.remark === undefined ? {} : { remark: body.remark }),
          updatedAt: clock.now(),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('STAR_ALREADY_PICKED');
        throw error;
      }
      return { id: body.id };
    },

    /** `DELETE srRecommendedToday/{id}` (site admin). */
    async deletePick(site: SiteScope, caller: Caller, id: number) {
      requireAdmin(caller);
      if (!(await deletePick(db, site.id, id, clock.now()))) {
        throw new AppError('NOT_FOUND', { detail: `recommendation ${id}` });
      }
      return { id };
    },

    /** `getChooseTodayStarList` (site admin): every pick, with whether it is live today. */
    async listPicks(site: SiteScope, caller: Caller, page: { page: number; pageSize: number }) {
      requireAdmin(caller);
      const today = dayOf(clock.now());
      const { rows, total } = await listPicks(db, site.id, {
        offset: (page.page - 1) * page.pageSize,
        limit: page.pageSize,
      });
      const content: RecommendedToday[] = rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.getTime(),
        state:
          row.startDay > today ? 'upcoming' : row.endDay !== null && row.endDay < today ? 'ended' : 'live',
      }));
      return { content, total };
    },
  };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
