import type { DailyReport } from '@copytrade/contracts/market-news';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { marketNewsKeys } from './query-keys';

/** GET /cms/front/getDailyReport: the day's commentary and figures ('' day: the latest report). */
async function getDailyReport(day: string): Promise<DailyReport | null> {
  return (await request('getDailyReport', { query: day ? { day } : {}, quiet: true })).content[0] ?? null;
}

export function useDailyReport(day: string) {
  return useQuery({
    queryKey: marketNewsKeys.report(day),
    queryFn: () => getDailyReport(day),
    placeholderData: keepPreviousData,
  });
}
