import type { DailyReportDay } from '@copytrade/contracts/market-news';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { marketNewsKeys } from './query-keys';

export const REPORT_DAYS_PAGE = 12;

/** GET /cms/front/getDailyReportDays: the days with a report, newest first. */
async function getDailyReportDays(page: number): Promise<{ days: DailyReportDay[]; total: number }> {
  const envelope = await request('getDailyReportDays', {
    query: { page, pageSize: REPORT_DAYS_PAGE },
    quiet: true,
  });
  return { days: envelope.content, total: envelope.total ?? envelope.content.length };
}

export function useDailyReportDays(page: number) {
  return useQuery({
    queryKey: marketNewsKeys.reportDays(page),
    queryFn: () => getDailyReportDays(page),
    placeholderData: keepPreviousData,
  });
}
