import type { MtAccountInfo } from '@copytrade/contracts/accounts';
import type { StarRow } from '@copytrade/contracts/discovery';
import type { Banner } from '@copytrade/contracts/site-settings';
import type { PublicUserCard } from '@copytrade/contracts/social';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';

/** The landing variant's public data (spec 7, MAM, Visitor); the calls are the /mam/visitor ones. */
const VISITOR_KEY = 'mam-visitor';

/** GET /mam/visitor/getBannerList: the site's banners for the reader's language, in order. */
export function useBanners() {
  return useQuery({
    queryKey: [VISITOR_KEY, 'banners'],
    queryFn: async (): Promise<Banner[]> => (await request('mamGetBannerList', { quiet: true })).content,
    staleTime: 5 * 60_000,
  });
}

export type TradeAccountPage = { items: MtAccountInfo[]; total: number };

/** GET /mam/visitor/queryTradeAccListWithoutToken?page&pageSize: the site's trade accounts, newest first. */
export const tradeAccountsQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: [VISITOR_KEY, 'trade-accounts', page, pageSize],
    queryFn: async (): Promise<TradeAccountPage> => {
      const answer = await request('mamQueryTradeAccListWithoutToken', {
        query: { page, pageSize },
        quiet: true,
      });
      return { items: answer.content, total: answer.total ?? answer.content.length };
    },
    placeholderData: keepPreviousData,
  });

/** How many recommended traders the landing variant lists (the call allows up to 20). */
export const STAR_LIMIT = 8;

/** GET /mam/visitor/chooseTodayStar: the admin's picks for today, then the best rated. */
export function useTodayStars() {
  return useQuery({
    queryKey: [VISITOR_KEY, 'stars', STAR_LIMIT],
    queryFn: async (): Promise<StarRow[]> =>
      (await request('mamChooseTodayStar', { query: { limit: STAR_LIMIT }, quiet: true })).content,
    staleTime: 60_000,
  });
}

/** GET /mam/visitor/queryCommunityUserInfo?mtId: the public card of a trade account's owner. */
export function useTraderCard(mtId: number) {
  return useQuery({
    queryKey: [VISITOR_KEY, 'card', mtId],
    queryFn: async (): Promise<PublicUserCard> =>
      firstOf(await request('mamQueryCommunityUserInfo', { query: { mtId }, quiet: true })),
    enabled: mtId > 0,
    staleTime: 60_000,
  });
}
