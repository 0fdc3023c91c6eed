import type { AccountDetail, AccountListItem, MtAccountInfo } from '@copytrade/contracts/accounts';
import type { RankingRow } from '@copytrade/contracts/community';
import type {
  MamCopyData,
  MamCopyInfo,
  MamCopyProfitChart,
  MamFollowRow,
  MamMasterData,
  MamMasterRow,
  MamProfitDay,
  MamStatistics,
  SubscriberAccount,
} from '@copytrade/contracts/mam-trading';
import type { CurvePointView, DataIndicators } from '@copytrade/contracts/statistics';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ListPage } from '@/components/paged-list';
import { accountDetailQueryKey, accountListQueryKey, ACCOUNT_SCOPE } from '@/lib/account-session';
import { firstOf, request } from '@/lib/api-client';
import type { PageQuery } from '@/lib/use-paged-query';
import { MAM_KEYS } from '../utils/keys';
import type { Period } from '../utils/period';

/*
 * The MAM back office's trading calls (contracts api/mam-trading.ts): the caller's own accounts with their
 * figures, the dashboard's totals and daily series, the site's signals, who subscribes to whom. Every call
 * is `quiet`: the pages show a failure in place (QueryView) instead of a toast.
 */

const toPage = <T>(envelope: { content: T[]; total?: number | undefined }): ListPage<T> => ({
  items: envelope.content,
  total: envelope.total ?? envelope.content.length,
});

/** The period as the query sends it: days, or a date range. */
function periodQuery(period: Period) {
  return 'days' in period ? { days: period.days } : { startDate: period.startDate, endDate: period.endDate };
}
const periodKey = (period: Period) =>
  'days' in period ? `d${period.days}` : `${period.startDate}~${period.endDate}`;

/** indexTable: every trade account of the caller with its figures. */
export function useIndexTable() {
  return useQuery({
    queryKey: MAM_KEYS.indexTable,
    queryFn: async (): Promise<MamMasterRow[]> => (await request('indexTable', { quiet: true })).content,
    staleTime: 15_000,
  });
}

/** queryStatistics: the dashboard's totals over the period. */
export function useMamStatistics(period: Period) {
  return useQuery({
    queryKey: [...MAM_KEYS.statistics, periodKey(period)],
    queryFn: async (): Promise<MamStatistics> =>
      firstOf(await request('queryStatistics', { query: periodQuery(period), quiet: true })),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** queryStatisticsProfit: the period day by day. */
export function useProfitSeries(period: Period) {
  return useQuery({
    queryKey: [...MAM_KEYS.profitSeries, periodKey(period)],
    queryFn: async (): Promise<MamProfitDay[]> =>
      (await request('queryStatisticsProfit', { query: periodQuery(period), quiet: true })).content,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** queryMasterLoginListInfo: a page of the caller's trade accounts with their figures. */
export const masterListQueryOptions = (page: PageQuery) =>
  queryOptions({
    queryKey: [...MAM_KEYS.masterList, page.page, page.pageSize],
    queryFn: async (): Promise<ListPage<MamMasterRow>> =>
      toPage(await request('queryMasterLoginListInfo', { query: page, quiet: true })),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** queryCopyLoginListInfo: a page of the caller's follow accounts with what copying did on each. */
export const followListQueryOptions = (page: PageQuery) =>
  queryOptions({
    queryKey: [...MAM_KEYS.followList, page.page, page.pageSize],
    queryFn: async (): Promise<ListPage<MamFollowRow>> =>
      toPage(await request('queryCopyLoginListInfo', { query: page, quiet: true })),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** queryMtAccountDetail: the account's live figures and strategy (the cache the strategy dialog updates). */
export function useAccountDetail(mtId: number) {
  return useQuery({
    queryKey: accountDetailQueryKey(mtId),
    queryFn: async (): Promise<AccountDetail> =>
      firstOf(await request('queryMtAccountDetail', { query: { mtId }, quiet: true })),
    staleTime: 30_000,
  });
}

/** queryMasterLoginData: one trade account's statistics, subscribers, copies and income. */
export function useMasterData(mtId: number) {
  return useQuery({
    queryKey: [...MAM_KEYS.masterData, mtId],
    queryFn: async (): Promise<MamMasterData> =>
      firstOf(await request('queryMasterLoginData', { query: { mtId }, quiet: true })),
    staleTime: 15_000,
  });
}

/** queryCopyLoginData: one follow account's statistics and copies. */
export function useCopyData(mtId: number) {
  return useQuery({
    queryKey: [...MAM_KEYS.copyData, mtId],
    queryFn: async (): Promise<MamCopyData> =>
      firstOf(await request('queryCopyLoginData', { query: { mtId }, quiet: true })),
    staleTime: 15_000,
  });
}

/** queryCopyLoginInfo: one follow account's card with the trade accounts it copies now. */
export function useCopyInfo(mtId: number) {
  return useQuery({
    queryKey: [...MAM_KEYS.copyInfo, mtId],
    queryFn: async (): Promise<MamCopyInfo> =>
      firstOf(await request('queryCopyLoginInfo', { query: { mtId }, quiet: true })),
    staleTime: 15_000,
  });
}

/** copyProfitChart (MAM): one of the caller's accounts' copy profit per month and day. */
export function useCopyProfitChart(mtId: number) {
  return useQuery({
    queryKey: [...MAM_KEYS.copyProfit, mtId],
    queryFn: async (): Promise<MamCopyProfitChart> =>
      firstOf(await request('mamCopyProfitChart', { query: { mtId }, quiet: true })),
    staleTime: 30_000,
  });
}

/** center/trendChart: a trade account's balance, equity and growth curve (public, as on its profile). */
export function useTrendCurve(mtId: number) {
  return useQuery({
    queryKey: [...MAM_KEYS.trend, mtId],
    queryFn: async (): Promise<CurvePointView[]> =>
      (await request('trendChart', { query: { mtId }, quiet: true })).content,
    staleTime: 60_000,
  });
}

/** queryMasterLoginAll: the caller's trade accounts, for selects. */
export function useMasterAccounts() {
  return useQuery({
    queryKey: MAM_KEYS.masterAll,
    queryFn: async (): Promise<AccountListItem[]> =>
      (await request('queryMasterLoginAll', { quiet: true })).content,
    staleTime: 30_000,
  });
}

/** getSubCopyLoginAll: the follow accounts that subscribe (or did) to the caller's trade accounts. */
export function useSubscriberAccounts(enabled = true) {
  return useQuery({
    queryKey: MAM_KEYS.subscriberAccounts,
    queryFn: async (): Promise<SubscriberAccount[]> =>
      (await request('getSubCopyLoginAll', { quiet: true })).content,
    staleTime: 30_000,
    enabled,
  });
}

/** srSignalIndexList: the site's best signals, as the strategy square ranks them. */
export function useSignalIndex(pageSize: number) {
  return useQuery({
    queryKey: [...MAM_KEYS.signals, pageSize],
    queryFn: async (): Promise<RankingRow[]> =>
      (await request('srSignalIndexList', { query: { sort: 'rating', pageSize }, quiet: true })).content,
    staleTime: 60_000,
  });
}

/**
 * The site's trade accounts with their owners, newest first (the landing's public list, through its
 * /mam/visitor twin): the traders a follower may copy.
 */
export const siteTradersQueryOptions = (page: PageQuery) =>
  queryOptions({
    queryKey: [...MAM_KEYS.siteTraders, page.page, page.pageSize],
    queryFn: async (): Promise<ListPage<MtAccountInfo>> =>
      toPage(await request('mamQueryTradeAccListWithoutToken', { query: page, quiet: true })),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** center/dataIndicators: a trade account's public figures (growth, drawdowns, win rate). */
export function useTraderIndicators(mtId: number) {
  return useQuery({
    queryKey: [...MAM_KEYS.indicators, mtId],
    queryFn: async (): Promise<DataIndicators> =>
      firstOf(await request('dataIndicators', { query: { mtId }, quiet: true })),
    staleTime: 60_000,
  });
}

/** What shows a follow account's subscriptions and copies (after the subscribe dialog closes). */
export async function invalidateMamCopying(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: MAM_KEYS.all });
}

/** Everything that shows the caller's accounts again (after an unbind or a new account). */
export async function invalidateMamAccounts(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: MAM_KEYS.all }),
    queryClient.invalidateQueries({ queryKey: accountListQueryKey }),
    queryClient.invalidateQueries({ queryKey: ACCOUNT_SCOPE }),
  ]);
}

/** unbundlingLogin (the MAM twin on a MAM site): the account's session ends; its history stays. */
export function useUnbindAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mtAccId: number) => {
      await request('unbindMTAcc', { body: { mtAccId } });
    },
    onSuccess: async (_data, mtAccId) => {
      queryClient.removeQueries({ queryKey: accountDetailQueryKey(mtAccId) });
      await invalidateMamAccounts(queryClient);
    },
  });
}
