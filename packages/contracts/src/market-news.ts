import { z } from 'zod';
import { daySchema } from './discovery';
import { pageQuerySchema } from './envelope';
import { MAX_ROW_ID } from './ids';
import { localizedInputSchema, localizedOutputSchema } from './site-settings';

/*
 * Market news of a site (issue 18, parts 3 and 4): the economic calendar, the news flash and the daily
 * report. The site admin writes them (by hand or by importing a CSV / iCalendar file); there is no outside
 * source. Times are epoch milliseconds; a page shows them in the visitor's time zone. Texts are kept in the
 * three languages (an empty one is shown in Chinese); the public calls answer in the reader's language,
 * the admin's and the realtime messages carry all three.
 */

export const MARKET_NEWS_LIMITS = {
  /** Calendar events one site may hold (the demo has about 300). */
  EVENTS_PER_SITE: 5000,
  /** News flash items one site may hold (the admin deletes old ones). */
  FLASHES_PER_SITE: 20000,
  /** Rows of one import file. */
  IMPORT_ROWS: 1000,
  /** Characters of one import file (about 512 KB of text). */
  IMPORT_CHARS: 512 * 1024,
  /** Days one calendar query may span (a week view needs 7, a month 31). */
  RANGE_DAYS: 31,
  TITLE: 200,
  VALUE: 20,
  FLASH_TEXT: 1000,
  REPORT_TITLE: 120,
  REPORT_BODY: 20000,
} as const;

/**
 * The countries (and areas) an event can be of, with the currency it moves by default. `EU` is the euro
 * area (the ECB, euro-area CPI); Germany and France have their own releases.
 */
export const MARKET_COUNTRIES = {
  US: 'USD',
  EU: 'EUR',
  DE: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  GB: 'GBP',
  JP: 'JPY',
  CN: 'CNY',
  AU: 'AUD',
  NZ: 'NZD',
  CA: 'CAD',
  CH: 'CHF',
  HK: 'HKD',
  SG: 'SGD',
  KR: 'KRW',
  IN: 'INR',
  BR: 'BRL',
  MX: 'MXN',
  ZA: 'ZAR',
  RU: 'RUB',
} as const;
export type MarketCountry = keyof typeof MARKET_COUNTRIES;
export const MARKET_COUNTRY_CODES = Object.keys(MARKET_COUNTRIES) as [MarketCountry, ...MarketCountry[]];

/** 1 low, 2 medium, 3 high. */
export const IMPORTANCE_LEVELS = [1, 2, 3] as const;

const rowId = z.coerce.number().int().positive().max(MAX_ROW_ID);
/** An instant in epoch ms, from 2000 to 2100 (a calendar has no use for others). */
const MIN_TIME = Date.UTC(2000, 0, 1);
const MAX_TIME = Date.UTC(2100, 0, 1);
export const epochMsSchema = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(MIN_TIME, { error: 'validation.marketNews.time' })
  .max(MAX_TIME, { error: 'validation.marketNews.time' });

export const countrySchema = z.enum(MARKET_COUNTRY_CODES, { error: 'validation.marketNews.country' });
export const currencySchema = z
  .string()
  .trim()
  .regex(/^[A-Z]{3}$/, { error: 'validation.marketNews.currency' });
export const importanceSchema = z.coerce
  .number({ error: 'validation.marketNews.importance' })
  .int({ error: 'validation.marketNews.importance' })
  .min(1, { error: 'validation.marketNews.importance' })
  .max(3, { error: 'validation.marketNews.importance' });

/**
 * An actual / forecast / previous figure as the release prints it: `3.2%`, `-0.1%`, `215K`, `1.25B`,
 * `52.3`, `5.25%-5.50%`; '' when there is none yet.
 */
export const figureSchema = z
  .string()
  .trim()
  .max(MARKET_NEWS_LIMITS.VALUE, { error: 'validation.marketNews.figure' })
  .regex(/^$|^[^\s<>]+(?: [^\s<>]+)*$/, { error: 'validation.marketNews.figure' });

const titleInput = localizedInputSchema(MARKET_NEWS_LIMITS.TITLE).refine(
  (t) => (t.zh_CN ?? '') !== '' || (t.en_US ?? '') !== '',
  { error: 'validation.marketNews.titleRequired', path: ['zh_CN'] },
);

/* The calendar. */

/** One event as the public page reads it (title in the reader's language). */
export const calendarEventSchema = z.object({
  eventId: z.number().int(),
  time: z.number(),
  country: z.string(),
  currency: z.string(),
  importance: z.number().int(),
  title: z.string(),
  actual: z.string(),
  forecast: z.string(),
  previous: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** One event as the admin edits it and the realtime socket pushes it: the title in every language. */
export const adminCalendarEventSchema = calendarEventSchema.extend({
  title: localizedOutputSchema,
  updateTime: z.number(),
});
export type AdminCalendarEvent = z.infer<typeof adminCalendarEventSchema>;

const rangeShape = {
  /** The first instant of the range (the visitor's local midnight of the first day). */
  from: epochMsSchema,
  /** The end of the range, exclusive. */
  to: epochMsSchema,
};
const rangeRefinement = (q: { from: number; to: number }) =>
  q.to > q.from && q.to - q.from <= MARKET_NEWS_LIMITS.RANGE_DAYS * 86_400_000;
const rangeError = { error: 'validation.marketNews.range', path: ['to'] };

export const calendarQuerySchema = z
  .strictObject({
    ...rangeShape,
    country: countrySchema.optional(),
    /** At least this important. */
    importance: importanceSchema.optional(),
  })
  .refine(rangeRefinement, rangeError);
export type CalendarQuery = z.input<typeof calendarQuerySchema>;

export const adminCalendarQuerySchema = z.strictObject(rangeShape).refine(rangeRefinement, rangeError);

/** Add (no eventId) or change an event. The currency defaults to the country's. */
export const saveCalendarEventBodySchema = z.strictObject({
  eventId: rowId.optional(),
  time: epochMsSchema,
  country: countrySchema,
  currency: currencySchema.optional(),
  importance: importanceSchema,
  title: titleInput,
  actual: figureSchema.optional(),
  forecast: figureSchema.optional(),
  previous: figureSchema.optional(),
});
export type SaveCalendarEventBody = z.input<typeof saveCalendarEventBodySchema>;

export const eventIdBodySchema = z.strictObject({ eventId: rowId });
export const flashIdBodySchema = z.strictObject({ flashId: rowId });
export const dayBodySchema = z.strictObject({ day: daySchema });
export const removedSchema = z.object({ id: z.number().int() });

/* Imports. */

export const IMPORT_FORMATS = ['csv', 'ics'] as const;

/** A file as text (the browser reads it); `format` says how to read it. */
export const importCalendarBodySchema = z.strictObject({
  format: z.enum(IMPORT_FORMATS, { error: 'validation.invalid' }),
  text: z
    .string()
    .min(1, { error: 'validation.marketNews.emptyFile' })
    .max(MARKET_NEWS_LIMITS.IMPORT_CHARS, { error: 'validation.marketNews.fileTooLarge' }),
});
export type ImportCalendarBody = z.input<typeof importCalendarBodySchema>;

export const importNewsBodySchema = z.strictObject({
  format: z.enum(['csv'], { error: 'validation.invalid' }),
  text: importCalendarBodySchema.shape.text,
});
export type ImportNewsBody = z.input<typeof importNewsBodySchema>;

/** A line of a file that cannot be imported, and why (in the reader's language). */
export const importErrorSchema = z.object({ line: z.number().int(), message: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

/** A calendar row read from a file; `existing` names the event it will update (same time, country, title). */
export const calendarImportRowSchema = z.object({
  line: z.number().int(),
  time: z.number(),
  country: z.string(),
  currency: z.string(),
  importance: z.number().int(),
  title: localizedOutputSchema,
  actual: z.string(),
  forecast: z.string(),
  previous: z.string(),
  existing: z.number().int().nullable(),
});
export type CalendarImportRow = z.infer<typeof calendarImportRowSchema>;

export const calendarImportPreviewSchema = z.object({
  rows: z.array(calendarImportRowSchema),
  errors: z.array(importErrorSchema),
});
export type CalendarImportPreview = z.infer<typeof calendarImportPreviewSchema>;

export const newsImportRowSchema = z.object({
  line: z.number().int(),
  time: z.number(),
  important: z.boolean(),
  content: localizedOutputSchema,
});
export type NewsImportRow = z.infer<typeof newsImportRowSchema>;

export const newsImportPreviewSchema = z.object({
  rows: z.array(newsImportRowSchema),
  errors: z.array(importErrorSchema),
});
export type NewsImportPreview = z.infer<typeof newsImportPreviewSchema>;

export const importResultSchema = z.object({ created: z.number().int(), updated: z.number().int() });
export type ImportResult = z.infer<typeof importResultSchema>;

/* The news flash. */

export const newsFlashSchema = z.object({
  flashId: z.number().int(),
  time: z.number(),
  content: z.string(),
  important: z.boolean(),
});
export type NewsFlash = z.infer<typeof newsFlashSchema>;

export const adminNewsFlashSchema = newsFlashSchema.extend({
  content: localizedOutputSchema,
  updateTime: z.number(),
});
export type AdminNewsFlash = z.infer<typeof adminNewsFlashSchema>;

/** Newest first; `beforeTime` + `beforeId` (the last item shown) ask for the next older page. */
export const newsFlashQuerySchema = z
  .strictObject({
    beforeTime: epochMsSchema.optional(),
    beforeId: rowId.optional(),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
    importantOnly: z.enum(['true', 'false']).optional(),
  })
  .refine((q) => (q.beforeTime === undefined) === (q.beforeId === undefined), {
    error: 'validation.marketNews.cursor',
    path: ['beforeId'],
  });
export type NewsFlashQuery = z.input<typeof newsFlashQuerySchema>;

export const adminPageQuerySchema = pageQuerySchema.strict();

/** Add (no flashId) or change an item; `time` defaults to now. */
export const saveNewsFlashBodySchema = z.strictObject({
  flashId: rowId.optional(),
  time: epochMsSchema.optional(),
  important: z.boolean(),
  content: localizedInputSchema(MARKET_NEWS_LIMITS.FLASH_TEXT).refine(
    (t) => (t.zh_CN ?? '') !== '' || (t.en_US ?? '') !== '',
    { error: 'validation.marketNews.textRequired', path: ['zh_CN'] },
  ),
});
export type SaveNewsFlashBody = z.input<typeof saveNewsFlashBodySchema>;

/* The daily report. */

/** The symbols whose day the report shows, in this order (those the server has candles of). */
export const DAILY_REPORT_SYMBOLS = [
  'EURUSD',
  'GBPUSD',
  'USDJPY',
  'AUDUSD',
  'USDCHF',
  'USDCAD',
  'NZDUSD',
  'EURJPY',
  'GBPJPY',
  'EURGBP',
  'XAUUSD',
  'XAGUSD',
  'USOIL',
  'US30',
  'NAS100',
  'BTCUSD',
] as const;

/** One symbol's day from its D1 candle: prices at its digits, change from the previous day's close. */
export const dailyFigureSchema = z.object({
  symbol: z.string(),
  digits: z.number().int(),
  open: z.string(),
  high: z.string(),
  low: z.string(),
  close: z.string(),
  /** Percent with two places, from the previous D1 close ('' when there is none). */
  changePercent: z.string(),
  /** High minus low in pips (a pip is ten points on a 5- or 3-digit quote), one place. */
  rangePips: z.string(),
});
export type DailyFigure = z.infer<typeof dailyFigureSchema>;

export const activeSymbolSchema = z.object({ symbol: z.string(), trades: z.number().int() });
export type ActiveSymbol = z.infer<typeof activeSymbolSchema>;

export const dailyReportSchema = z.object({
  day: z.string(),
  /** '' when the admin wrote nothing for the day. */
  title: z.string(),
  /** Markdown; '' when the admin wrote nothing for the day. */
  commentary: z.string(),
  /** The trade server whose candles the figures are from ('' when the site has none). */
  server: z.string(),
  figures: z.array(dailyFigureSchema),
  /** The symbols the site's traders opened most trades in that day (UTC), most first. */
  active: z.array(activeSymbolSchema),
  /** The report days before and after this one ('' when none). */
  previousDay: z.string(),
  nextDay: z.string(),
});
export type DailyReport = z.infer<typeof dailyReportSchema>;

export const dailyReportQuerySchema = z.strictObject({
  /** Absent: the latest report (today when there is none). */
  day: daySchema.optional(),
  /** A trade server's name; absent: the site's first live server. */
  server: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]*$/, { error: 'validation.invalid' })
    .optional(),
});
export type DailyReportQuery = z.input<typeof dailyReportQuerySchema>;

export const dailyReportDaySchema = z.object({ day: z.string(), title: z.string() });
export type DailyReportDay = z.infer<typeof dailyReportDaySchema>;

export const adminDailyReportSchema = z.object({
  day: z.string(),
  title: localizedOutputSchema,
  commentary: localizedOutputSchema,
  updateTime: z.number(),
});
export type AdminDailyReport = z.infer<typeof adminDailyReportSchema>;

export const saveDailyReportBodySchema = z.strictObject({
  day: daySchema,
  title: localizedInputSchema(MARKET_NEWS_LIMITS.REPORT_TITLE).optional(),
  commentary: localizedInputSchema(MARKET_NEWS_LIMITS.REPORT_BODY).refine(
    (t) => (t.zh_CN ?? '') !== '' || (t.en_US ?? '') !== '',
    { error: 'validation.marketNews.textRequired', path: ['zh_CN'] },
  ),
});
export type SaveDailyReportBody = z.input<typeof saveDailyReportBodySchema>;

/* Realtime (contracts/realtime.ts carries these in its union). */

/** An event added, changed (an actual value entered) or removed (`removed`). */
export const calendarMessageSchema = z.object({
  type: z.literal('calendar'),
  event: adminCalendarEventSchema,
  removed: z.boolean(),
});
export type CalendarMessage = z.infer<typeof calendarMessageSchema>;

/** A news flash item added, changed or removed (`removed`). */
export const newsFlashMessageSchema = z.object({
  type: z.literal('newsflash'),
  item: adminNewsFlashSchema,
  removed: z.boolean(),
});
export type NewsFlashMessage = z.infer<typeof newsFlashMessageSchema>;

/** A text of the three languages in `locale`, Chinese when that language has none. */
export function pickText(text: { zh_CN: string; en_US: string; zh_Hant: string }, locale: string): string {
  const own = locale === 'en_US' ? text.en_US : locale === 'zh_Hant' ? text.zh_Hant : text.zh_CN;
  return own || text.zh_CN || text.en_US;
}
