import type { CalendarEvent, CalendarQuery } from '@copytrade/contracts/market-news';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { marketNewsKeys } from './query-keys';

/** GET /cms/front/getFinanceCalendar: the site's events of a range (at most 31 days), by time. */
async function getFinanceCalendar(query: CalendarQuery): Promise<CalendarEvent[]> {
  return (await request('getFinanceCalendar', { query, quiet: true })).content;
}

export function useFinanceCalendar(query: CalendarQuery) {
  return useQuery({
    queryKey: marketNewsKeys.calendar(query),
    queryFn: () => getFinanceCalendar(query),
    placeholderData: keepPreviousData,
  });
}
