import type { CalendarQuery } from '@copytrade/contracts/market-news';

/*
 * The market news queries' keys. Public texts come in the reader's language; a language change reloads
 * the page, so the keys need no locale. Realtime messages patch the cached calendars and news pages.
 */
export const marketNewsKeys = {
  all: ['marketNews'] as const,
  calendar: (query: CalendarQuery) => ['marketNews', 'calendar', query] as const,
  calendars: () => ['marketNews', 'calendar'] as const,
  flashes: (importantOnly: boolean) => ['marketNews', 'flashes', importantOnly] as const,
  allFlashes: () => ['marketNews', 'flashes'] as const,
  report: (day: string) => ['marketNews', 'report', day] as const,
  reportDays: (page: number) => ['marketNews', 'reportDays', page] as const,
  admin: ['marketNews', 'admin'] as const,
  adminEvents: (from: number, to: number) => ['marketNews', 'admin', 'events', from, to] as const,
  adminFlashes: (page: number, pageSize: number) =>
    ['marketNews', 'admin', 'flashes', page, pageSize] as const,
  adminReports: (page: number, pageSize: number) =>
    ['marketNews', 'admin', 'reports', page, pageSize] as const,
};
