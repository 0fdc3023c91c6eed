import { endpoint } from '../endpoint';
import {
  adminCalendarEventSchema,
  adminCalendarQuerySchema,
  adminDailyReportSchema,
  adminNewsFlashSchema,
  adminPageQuerySchema,
  calendarEventSchema,
  calendarImportPreviewSchema,
  calendarQuerySchema,
  dailyReportDaySchema,
  dailyReportQuerySchema,
  dailyReportSchema,
  dayBodySchema,
  eventIdBodySchema,
  flashIdBodySchema,
  importCalendarBodySchema,
  importNewsBodySchema,
  importResultSchema,
  newsFlashQuerySchema,
  newsFlashSchema,
  newsImportPreviewSchema,
  removedSchema,
  saveCalendarEventBodySchema,
  saveDailyReportBodySchema,
  saveNewsFlashBodySchema,
} from '../market-news';

/*
 * Market news (server: apps/server/src/modules/market-news): the economic calendar, the news flash and
 * the daily report, read by everyone and written by the site's admin. Every change is audited in the site
 * audit log in the same transaction; a calendar or news flash change is pushed to the site's open pages
 * over `/ws` once it has committed (`calendar`, `newsflash` messages).
 */

const tags = ['content'] as const;
const ADMIN_ONLY = "The site's admin only: anyone else gets 25007 (403); another site's rows answer 404.";
const AUDITED = 'Audited in the site audit log in the same transaction.';
const CSV_CALENDAR =
  'CSV: a header row naming the columns time, country, importance, title_zh_CN and/or title_en_US (required), currency, title_zh_Hant, actual, forecast, previous (optional), in any order; time as ISO 8601 (2026-01-09T13:30:00Z, or with an offset) or `YYYY-MM-DD HH:mm` in UTC. iCalendar: VEVENTs with DTSTART (UTC, or a date-time with TZID read as UTC), SUMMARY (Chinese; `SUMMARY;LANGUAGE=en` English), and X-COUNTRY, X-IMPORTANCE (else PRIORITY 1-4 high, 5 medium, 6-9 low), X-CURRENCY, X-ACTUAL, X-FORECAST, X-PREVIOUS, X-TITLE-ZH-HANT.';

export const marketNewsApi = {
  getFinanceCalendar: endpoint({
    method: 'GET',
    path: '/cms/front/getFinanceCalendar',
    tags,
    summary: 'The economic calendar of a time range',
    description:
      "Public. The site's events from `from` (inclusive) to `to` (exclusive), at most 31 days, by time; optionally one country and a least importance (1 low, 2 medium, 3 high). Titles in the reader's language.",
    query: calendarQuerySchema,
    response: calendarEventSchema,
  }),
  getNewsFlashes: endpoint({
    method: 'GET',
    path: '/cms/front/getNewsFlashes',
    tags,
    summary: 'The news flash, newest first',
    description:
      "Public. A page of the site's news flash items not later than now, newest first; `beforeTime` and `beforeId` (the last item shown) give the next older page. Texts in the reader's language.",
    query: newsFlashQuerySchema,
    response: newsFlashSchema,
  }),
  getDailyReport: endpoint({
    method: 'GET',
    path: '/cms/front/getDailyReport',
    tags,
    summary: "A day's market report",
    description:
      "Public. The admin's commentary of the day (Markdown, the reader's language) with the day's figures computed on read: open, high, low, close, change and range of the major symbols from the D1 candles of the site's first live trade server (or `server`), and the symbols the site's traders opened most trades in that day. Without `day`, the latest report.",
    query: dailyReportQuerySchema,
    response: dailyReportSchema,
  }),
  getDailyReportDays: endpoint({
    method: 'GET',
    path: '/cms/front/getDailyReportDays',
    tags,
    summary: 'The days with a daily report, newest first',
    description: "Public. Paged; each day with its title in the reader's language.",
    query: adminPageQuerySchema,
    response: dailyReportDaySchema,
  }),
  adminQueryCalendarEvents: endpoint({
    method: 'GET',
    path: '/community/api/adminQueryCalendarEvents',
    tags,
    summary: 'Site admin: the calendar events of a range',
    description: `${ADMIN_ONLY} At most 31 days, by time, titles in every language.`,
    query: adminCalendarQuerySchema,
    response: adminCalendarEventSchema,
  }),
  adminSaveCalendarEvent: endpoint({
    method: 'POST',
    path: '/community/api/adminSaveCalendarEvent',
    tags,
    summary: 'Site admin: add or change a calendar event',
    description: `${ADMIN_ONLY} ${AUDITED} Without eventId an event is added (37001 when the site has 5,000). The currency defaults to the country's. Open calendar pages receive it.`,
    body: saveCalendarEventBodySchema,
    response: adminCalendarEventSchema,
  }),
  adminDeleteCalendarEvent: endpoint({
    method: 'POST',
    path: '/community/api/adminDeleteCalendarEvent',
    tags,
    summary: 'Site admin: delete a calendar event',
    description: `${ADMIN_ONLY} ${AUDITED}`,
    body: eventIdBodySchema,
    response: removedSchema,
  }),
  adminPreviewCalendarImport: endpoint({
    method: 'POST',
    path: '/community/api/adminPreviewCalendarImport',
    tags,
    summary: 'Site admin: read a calendar file without importing it',
    description: `${ADMIN_ONLY} Writes nothing. The rows as they would be imported (an existing event of the same time, country and Chinese title is updated) and every line that cannot be, with the reason. ${CSV_CALENDAR}`,
    body: importCalendarBodySchema,
    response: calendarImportPreviewSchema,
  }),
  adminImportCalendarEvents: endpoint({
    method: 'POST',
    path: '/community/api/adminImportCalendarEvents',
    tags,
    summary: 'Site admin: import a calendar file',
    description: `${ADMIN_ONLY} ${AUDITED} All or nothing: a file with any bad line answers 37002 with each line and reason as field errors (\`line N\`) and writes nothing. At most 1,000 rows. Events whose values changed are pushed to open pages.`,
    body: importCalendarBodySchema,
    response: importResultSchema,
  }),
  adminQueryNewsFlashes: endpoint({
    method: 'GET',
    path: '/community/api/adminQueryNewsFlashes',
    tags,
    summary: 'Site admin: the news flash items, newest first',
    description: `${ADMIN_ONLY} Paged, texts in every language, scheduled (later) items too.`,
    query: adminPageQuerySchema,
    response: adminNewsFlashSchema,
  }),
  adminSaveNewsFlash: endpoint({
    method: 'POST',
    path: '/community/api/adminSaveNewsFlash',
    tags,
    summary: 'Site admin: add or change a news flash item',
    description: `${ADMIN_ONLY} ${AUDITED} Without flashId an item is added (time: now unless given; 37001 when the site has 20,000). Open news pages receive it at once.`,
    body: saveNewsFlashBodySchema,
    response: adminNewsFlashSchema,
  }),
  adminDeleteNewsFlash: endpoint({
    method: 'POST',
    path: '/community/api/adminDeleteNewsFlash',
    tags,
    summary: 'Site admin: delete a news flash item',
    description: `${ADMIN_ONLY} ${AUDITED}`,
    body: flashIdBodySchema,
    response: removedSchema,
  }),
  adminPreviewNewsImport: endpoint({
    method: 'POST',
    path: '/community/api/adminPreviewNewsImport',
    tags,
    summary: 'Site admin: read a news flash CSV without importing it',
    description: `${ADMIN_ONLY} Writes nothing. CSV with a header row: time, text_zh_CN and/or text_en_US (required), important (1/0, true/false, yes/no), text_zh_Hant (optional).`,
    body: importNewsBodySchema,
    response: newsImportPreviewSchema,
  }),
  adminImportNewsFlashes: endpoint({
    method: 'POST',
    path: '/community/api/adminImportNewsFlashes',
    tags,
    summary: 'Site admin: import a news flash CSV',
    description: `${ADMIN_ONLY} ${AUDITED} All or nothing, as the calendar import (37002 with the lines). At most 1,000 rows.`,
    body: importNewsBodySchema,
    response: importResultSchema,
  }),
  adminQueryDailyReports: endpoint({
    method: 'GET',
    path: '/community/api/adminQueryDailyReports',
    tags,
    summary: 'Site admin: the daily reports, newest first',
    description: `${ADMIN_ONLY} Paged, texts in every language.`,
    query: adminPageQuerySchema,
    response: adminDailyReportSchema,
  }),
  adminSaveDailyReport: endpoint({
    method: 'POST',
    path: '/community/api/adminSaveDailyReport',
    tags,
    summary: "Site admin: write a day's commentary",
    description: `${ADMIN_ONLY} ${AUDITED} One report per day: the day's report is written or replaced (Markdown; a language left out keeps what it had).`,
    body: saveDailyReportBodySchema,
    response: adminDailyReportSchema,
  }),
  adminDeleteDailyReport: endpoint({
    method: 'POST',
    path: '/community/api/adminDeleteDailyReport',
    tags,
    summary: "Site admin: delete a day's report",
    description: `${ADMIN_ONLY} ${AUDITED} The day's figures stay (they are computed); 40400 when the day has no report.`,
    body: dayBodySchema,
    response: removedSchema,
  }),
};
