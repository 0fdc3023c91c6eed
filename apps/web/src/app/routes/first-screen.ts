import type { QueryClient } from '@tanstack/react-query';
import { dataIndicatorsQueryOptions } from '@/features/trader-profile/api/data-indicators';
import { monthAnalyseQueryOptions } from '@/features/trader-profile/api/month-analyse-chart';
import { mtAccountInfoQueryOptions } from '@/features/trader-profile/api/query-mt-account-info';
import { trendChartQueryOptions } from '@/features/trader-profile/api/trend-chart';
import { PATHS } from '@/lib/paths';

const TRADER_PROFILE = new RegExp(`^${PATHS.square}/(\\d{1,9})/?$`);

/** Whether the address opens a trader profile. */
export const isTraderProfilePath = (pathname: string) => TRADER_PROFILE.test(pathname);

/**
 * Starts what a trader profile opened by its address shows first (the account, its figures, its growth
 * curve and monthly returns, the layout and page chunks, the chart library) while the app's own chunks are still
 * arriving: without it each waited for the one before (app, route, data, chart), and the first chart came
 * after four round trips. The queries land in the cache the page reads; a failure is left to the page's
 * own query to show.
 */
export function preloadFirstScreen(pathname: string, queryClient: QueryClient): void {
  const profile = TRADER_PROFILE.exec(pathname);
  if (!profile) return;
  const mtId = Number(profile[1]);
  void queryClient.prefetchQuery(mtAccountInfoQueryOptions(mtId));
  void queryClient.prefetchQuery(dataIndicatorsQueryOptions(mtId));
  void queryClient.prefetchQuery(trendChartQueryOptions(mtId));
  void queryClient.prefetchQuery(monthAnalyseQueryOptions(mtId));
  // The chart library itself, not the lazy wrapper that would ask for it only once its own imports had arrived.
  void import('@/components/charts/time-chart').catch(() => undefined);
  void import('./community-layout').catch(() => undefined);
  void import('./community-trader-profile').catch(() => undefined);
}
