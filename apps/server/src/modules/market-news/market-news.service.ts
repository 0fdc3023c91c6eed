import type { z } from 'zod';
import { findMarket, findServer, DEFAULT_CATALOG } from '@copytrade/mt4-sim';
import { pointsToPrice } from '@copytrade/units/price';
import type { Locale } from '@copytrade/contracts/locale';
import {
  DAILY_REPORT_SYMBOLS,
  MARKET_COUNTRIES,
  MARKET_NEWS_LIMITS,
  pickText,
  type AdminCalendarEvent,
  type AdminDailyReport,
  type AdminNewsFlash,
  type CalendarEvent,
  type CalendarImportPreview,
  type CalendarMessage,
  type DailyFigure,
  type DailyReport,
  type DailyReportDay,
  type ImportResult,
  type NewsFlash,
  type NewsFlashMessage,
  type NewsImportPreview,
  type calendarQuerySchema,
  type dailyReportQuerySchema,
  type newsFlashQuerySchema,
  type saveCalendarEventBodySchema,
  type saveDailyReportBodySchema,
  type saveNewsFlashBodySchema,
} from '@copytrade/contracts/market-news';
import type { LocalizedText } from '../../db/schema/columns';
import type { Db } from '../../db/client';
import type { AfterCommit } from '../../platform/after-commit';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import {
  d1Candles,
  defaultReportServer,
  mostTradedSymbols,
  reportServerExists,
  type D1Candle,
} from '../../read-models/daily-market-figures';
import type { SiteSettingsService } from '../sites/site-settings.service';
import { eventKey, readCalendarFile, readNewsFile, type CalendarRow } from './market-news.import';
import {
  countEvents,
  countFlashes,
  deleteEvent,
  deleteFlash,
  deleteReport,
  eventsAt,
  findEvent,
  findFlash,
  findReport,
  insertEvents,
  insertFlashes,
  latestReportDay,
  listEvents,
  neighbourDays,
  pageAdminFlashes,
  pageFlashes,
  pageReports,
  updateEvent,
  updateFlash,
  upsertReport,
  type CalendarEventRow,
  type DailyReportRow,
  type EventValues,
  type NewsFlashRow,
} from './market-news.repository';

type Deps = {
  db: Db;
  clock: Clock;
  /** The admin check, the site row lock and the audit writer (site settings). */
  settings: Pick<SiteSettingsService, 'withLockedSite'>;
  /** Pushes to open pages once a change has committed (wiring.ts 'marketNews.push'). */
  afterCommit: Pick<AfterCommit, 'enqueue'>;
};

type CalendarQuery = z.output<typeof calendarQuerySchema>;
type NewsQuery = z.output<typeof newsFlashQuerySchema>;
type ReportQuery = z.output<typeof dailyReportQuerySchema>;
type SaveEventBody = z.output<typeof saveCalendarEventBodySchema>;
type SaveFlashBody = z.output<typeof saveNewsFlashBodySchema>;
type SaveReportBody = z.output<typeof saveDailyReportBodySchema>;
type TextInput = { zh_CN?: string | undefined; en_US?: string | undefined; zh_Hant?: string | undefined };
type Texts = { zh_CN: string; en_US: string; zh_Hant: string };

const DAY_MS = 86_400_000;
/** Rows of an import pushed live; a bigger import is read by pages on their next load. */
const PUSH_MAX = 200;
/** Symbols of the "most active" list. */
const ACTIVE_SYMBOLS = 8;

const full = (t: LocalizedText | null | undefined): Texts => ({
  zh_CN: t?.zh_CN ?? '',
  en_US: t?.en_US ?? '',
  zh_Hant: t?.zh_Hant ?? '',
});

/** Chinese falls back to English, so every reader has a text (the contract asks for one of the two). */
function texts(input: TextInput, was?: LocalizedText): Texts {
  const base = full(was);
  const t = {
    zh_CN: input.zh_CN ?? base.zh_CN,
    en_US: input.en_US ?? base.en_US,
    zh_Hant: input.zh_Hant ?? base.zh_Hant,
  };
  return { ...t, zh_CN: t.zh_CN || t.en_US };
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

function adminEvent(row: CalendarEventRow): AdminCalendarEvent {
  return {
    eventId: row.id,
    time: row.eventTime.getTime(),
    country: row.country,
    currency: row.currency,
    importance: row.importance,
    title: full(row.title),
    actual: row.actual,
    forecast: row.forecast,
    previous: row.previous,
    updateTime: row.updatedAt.getTime(),
  };
}

const publicEvent = (row: CalendarEventRow, locale: Locale): CalendarEvent => {
  const { updateTime: _updateTime, ...rest } = adminEvent(row);
  return { ...rest, title: pickText(full(row.title), locale) };
};

const adminFlash = (row: NewsFlashRow): AdminNewsFlash => ({
  flashId: row.id,
  time: row.flashTime.getTime(),
  content: full(row.content),
  important: row.important,
  updateTime: row.updatedAt.getTime(),
});

const publicFlash = (row: NewsFlashRow, locale: Locale): NewsFlash => ({
  flashId: row.id,
  time: row.flashTime.getTime(),
  content: pickText(full(row.content), locale),
  important: row.important,
});

const adminReport = (row: DailyReportRow): AdminDailyReport => ({
  day: row.day,
  title: full(row.title),
  commentary: full(row.commentary),
  updateTime: row.updatedAt.getTime(),
});

/** What the audit log keeps of an event (values, not the whole row). */
const eventAudit = (e: AdminCalendarEvent | null) =>
  e
    ? {
        eventId: e.eventId,
        time: e.time,
        country: e.country,
        importance: e.importance,
        title: e.title.zh_CN,
        actual: e.actual,
        forecast: e.forecast,
        previous: e.previous,
      }
    : {};

const calendarMessage = (row: CalendarEventRow, removed: boolean): CalendarMessage => ({
  type: 'calendar',
  event: adminEvent(row),
  removed,
});
const flashMessage = (row: NewsFlashRow, removed: boolean): NewsFlashMessage => ({
  type: 'newsflash',
  item: adminFlash(row),
  removed,
});

/** The instant of a row (import / form) and its values as stored. */
function eventValues(row: Omit<CalendarRow, 'line'>): EventValues {
  return {
    eventTime: new Date(row.time),
    country: row.country,
    currency: row.currency,
    importance: row.importance,
    title: row.title,
    actual: row.actual,
    forecast: row.forecast,
    previous: row.previous,
  };
}

const sameFigures = (a: EventValues, b: CalendarEventRow) =>
  a.actual === b.actual &&
  a.forecast === b.forecast &&
  a.previous === b.previous &&
  a.importance === b.importance &&
  a.currency === b.currency &&
  JSON.stringify(full(a.title)) === JSON.stringify(full(b.title));

/* The daily report's figures. */

/** A symbol as the server names it and its digits (the simulator's catalog; a plain name and 5 digits else). */
function symbolOn(server: string, standard: string): { symbol: string; digits: number } {
  const spec = findServer(DEFAULT_CATALOG, server)?.symbols.find((s) => s.standardSymbol === standard);
  if (spec) return { symbol: spec.symbol, digits: spec.digits };
  return { symbol: standard, digits: findMarket(DEFAULT_CATALOG, standard)?.digits ?? 5 };
}

/** `n / d` as a decimal text with `places` places, rounded half away from zero (integers only, exact). */
function ratioText(n: bigint, d: bigint, places: number): string {
  const scale = 10n ** BigInt(places);
  const negative = n < 0n !== d < 0n && n !== 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const scaled = (an * scale * 2n + ad) / (ad * 2n);
  const whole = scaled / scale;
  const part = (scaled % scale).toString().padStart(places, '0');
  const text = places > 0 ? `${whole}.${part}` : `${whole}`;
  return negative && scaled !== 0n ? `-${text}` : text;
}

/**
 * A symbol's day from its D1 candle: the candle opened within twelve hours of the day's midnight UTC (a
 * server's D1 opens at its own midnight, 22:00 UTC the day before for a UTC+2 server), the change from
 * the close of the candle before it.
 */
export function figureOf(
  symbol: string,
  digits: number,
  day: D1Candle,
  before: D1Candle | undefined,
): DailyFigure {
  const pipPoints = digits === 5 || digits === 3 ? 10n : 1n;
  const base = before?.close ?? 0;
  return {
    symbol,
    digits,
    open: pointsToPrice(day.open, digits),
    high: pointsToPrice(day.high, digits),
    low: pointsToPrice(day.low, digits),
    close: pointsToPrice(day.close, digits),
    changePercent: base > 0 ? ratioText(BigInt(day.close - base) * 100n, BigInt(base), 2) : '',
    rangePips: ratioText(BigInt(day.high - day.low), pipPoints, 1),
  };
}

/**
 * Market news (issue 18, parts 3 and 4): the calendar, the news flash and the daily report, read by
 * everyone; written by the site's admin through `withLockedSite` (admin check, site row lock, one audit
 * row per change), pushed to open pages after commit.
 */
export function createMarketNewsService(deps: Deps) {
  const { db, clock, settings, afterCommit } = deps;

  const assertAdmin = (caller: Caller) => {
    if (!caller.isAdmin) throw new AppError('ADMIN_ONLY');
  };

  const push = (tx: Db, siteId: number, messages: (CalendarMessage | NewsFlashMessage)[]) =>
    messages.length === 0
      ? Promise.resolve()
      : afterCommit.enqueue(tx, { kind: 'marketNews.push', siteId, messages });

  /** The import's rows with the events they update; the file's problems refuse it whole. */
  async function calendarPlan(db_: Db, site: SiteScope, format: 'csv' | 'ics', text: string, locale: Locale) {
    const parsed = readCalendarFile(format, text, locale);
    const existing = await eventsAt(
      db_,
      site.id,
      [...new Set(parsed.rows.map((r) => r.time))].map((t) => new Date(t)),
    );
    const byKey = new Map(
      existing.map((e) => [
        eventKey({ time: e.eventTime.getTime(), country: e.country, title: full(e.title) }),
        e,
      ]),
    );
    return { parsed, matches: parsed.rows.map((row) => byKey.get(eventKey(row)) ?? null) };
  }

  const refuseImport = (errors: { line: number; message: string }[]) => {
    if (errors.length > 0) {
      throw new AppError('MARKET_NEWS_IMPORT_INVALID', {
        params: { count: errors.length },
        fieldErrors: errors.map((e) => ({ field: `line ${e.line}`, message: e.message })),
      });
    }
  };

  const full_ = (max: number) => {
    throw new AppError('MARKET_NEWS_FULL', { params: { max } });
  };

  return {
    /* Public. */

    /** `getFinanceCalendar`. */
    async calendar(site: SiteScope, query: CalendarQuery, locale: Locale): Promise<CalendarEvent[]> {
      const rows = await listEvents(db, site.id, {
        from: new Date(query.from),
        to: new Date(query.to),
        country: query.country,
        minImportance: query.importance,
      });
      return rows.map((r) => publicEvent(r, locale));
    },

    /** `getNewsFlashes`: newest first, never an item whose time has not come. */
    async flashes(site: SiteScope, query: NewsQuery, locale: Locale): Promise<NewsFlash[]> {
      const rows = await pageFlashes(db, site.id, {
        now: clock.now(),
        limit: query.pageSize,
        importantOnly: query.importantOnly === 'true',
        ...(query.beforeTime !== undefined && query.beforeId !== undefined
          ? { before: { time: new Date(query.beforeTime), id: query.beforeId } }
          : {}),
      });
      return rows.map((r) => publicFlash(r, locale));
    },

    /** `getDailyReportDays`: days up to today. */
    async reportDays(
      site: SiteScope,
      query: { page: number; pageSize: number },
      locale: Locale,
    ): Promise<{ content: DailyReportDay[]; total: number }> {
      const { rows, total } = await pageReports(db, site.id, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
        today: dayOf(clock.now().getTime()),
      });
      return { content: rows.map((r) => ({ day: r.day, title: pickText(full(r.title), locale) })), total };
    },

    /** `getDailyReport`: the commentary with the day's figures computed now. */
    async report(site: SiteScope, query: ReportQuery, locale: Locale): Promise<DailyReport> {
      const today = dayOf(clock.now().getTime());
      const day = query.day ?? ((await latestReportDay(db, site.id, today)) || today);
      // A report written for a later day is not out yet.
      const row = day <= today ? await findReport(db, site.id, day) : undefined;
      let server = query.server ?? null;
      if (server !== null && !(await reportServerExists(db, server))) throw new AppError('NOT_FOUND');
      server ??= await defaultReportServer(db);
      const midnight = startOfDay(day).getTime();
      const figures: DailyFigure[] = [];
      if (server !== null) {
        const symbols = DAILY_REPORT_SYMBOLS.map((s) => symbolOn(server, s));
        // The day's candle and the one before it (up to a week back, over a weekend or a holiday).
        const candles = await d1Candles(
          db,
          server,
          symbols.map((s) => s.symbol),
          { from: new Date(midnight - 8 * DAY_MS), to: new Date(midnight + DAY_MS / 2) },
        );
        for (const { symbol, digits } of symbols) {
          const own = candles.filter((c) => c.symbol === symbol);
          const index = own.findIndex((c) => c.openTime.getTime() >= midnight - DAY_MS / 2);
          const candle = index >= 0 ? own[index] : undefined;
          if (candle) figures.push(figureOf(symbol, digits, candle, own[index + 1]));
        }
      }
      const [active, around] = await Promise.all([
        mostTradedSymbols(
          db,
          site.id,
          { from: new Date(midnight), to: new Date(midnight + DAY_MS) },
          ACTIVE_SYMBOLS,
        ),
        neighbourDays(db, site.id, day, today),
      ]);
      return {
        day,
        title: row ? pickText(full(row.title), locale) : '',
        commentary: row ? pickText(full(row.commentary), locale) : '',
        server: server ?? '',
        figures,
        active,
        previousDay: around.previous,
        nextDay: around.next,
      };
    },

    /* The site admin: calendar. */

    /** `adminQueryCalendarEvents`. */
    async adminEvents(site: SiteScope, caller: Caller, query: { from: number; to: number }) {
      assertAdmin(caller);
      const rows = await listEvents(db, site.id, { from: new Date(query.from), to: new Date(query.to) });
      return rows.map(adminEvent);
    },

    /** `adminSaveCalendarEvent`. */
    async saveEvent(site: SiteScope, caller: Caller, body: SaveEventBody): Promise<AdminCalendarEvent[]> {
      return settings.withLockedSite(site, caller, async (tx, _row, audit) => {
        const now = clock.now();
        const was = body.eventId === undefined ? undefined : await findEvent(tx, site.id, body.eventId);
        if (body.eventId !== undefined && !was) throw new AppError('NOT_FOUND');
        const values = eventValues({
          time: body.time,
          country: body.country,
          currency: body.currency ?? MARKET_COUNTRIES[body.country],
          importance: body.importance,
          title: texts(body.title, was?.title),
          actual: body.actual ?? was?.actual ?? '',
          forecast: body.forecast ?? was?.forecast ?? '',
          previous: body.previous ?? was?.previous ?? '',
        });
        let saved: CalendarEventRow | undefined;
        if (was) {
          saved = await updateEvent(tx, site.id, was.id, values, now);
        } else {
          if ((await countEvents(tx, site.id)) >= MARKET_NEWS_LIMITS.EVENTS_PER_SITE) {
            full_(MARKET_NEWS_LIMITS.EVENTS_PER_SITE);
          }
          [saved] = await insertEvents(tx, site.id, [values], now);
        }
        if (!saved) throw new AppError('NOT_FOUND');
        await audit(
          was ? 'marketNews.event.update' : 'marketNews.event.add',
          eventAudit(was ? adminEvent(was) : null),
          eventAudit(adminEvent(saved)),
        );
        await push(tx, site.id, [calendarMessage(saved, false)]);
        return [adminEvent(saved)];
      });
    },

    /** `adminDeleteCalendarEvent`. */
    async deleteEvent(site: SiteScope, caller: Caller, eventId: number) {
      return settings.withLockedSite(site, caller, async (tx, _row, audit) => {
        const gone = await deleteEvent(tx, site.id, eventId);
        if (!gone) throw new AppError('NOT_FOUND');
        await audit('marketNews.event.delete', eventAudit(adminEvent(gone)), {});
        await push(tx, site.id, [calendarMessage(gone, true)]);
        return [{ id: gone.id }];
      });
    },

    /** `adminPreviewCalendarImport`: reads the file, writes nothing. */
    async previewCalendar(
      site: SiteScope,
      caller: Caller,
      body: { format: 'csv' | 'ics'; text: string },
      locale: Locale,
    ): Promise<CalendarImportPreview[]> {
      assertAdmin(caller);
      const { parsed, matches } = await calendarPlan(db, site, body.format, body.text, locale);
      return [
        {
          rows: parsed.rows.map((row, i) => ({ ...row, existing: matches[i]?.id ?? null })),
          errors: parsed.errors,
        },
      ];
    },

    /** `adminImportCalendarEvents`: all rows or none; an existing event (time, country, title) is updated. */
    async importCalendar(
      site: SiteScope,
      caller: Caller,
      body: { format: 'csv' | 'ics'; text: string },
      locale: Locale,
    ): Promise<ImportResult[]> {
      assertAdmin(caller);
      refuseImport(readCalendarFile(body.format, body.text, locale).errors);
      return settings.withLockedSite(site, caller, async (tx, _row, audit) => {
        const now = clock.now();
        const { parsed, matches } = await calendarPlan(tx, site, body.format, body.text, locale);
        refuseImport(parsed.errors);
        const fresh: EventValues[] = [];
        const changed: CalendarEventRow[] = [];
        for (const [i, row] of parsed.rows.entries()) {
          const values = eventValues(row);
          const match = matches[i];
          if (!match) fresh.push(values);
          else if (!sameFigures(values, match)) {
            const saved = await updateEvent(tx, site.id, match.id, values, now);
            if (saved) changed.push(saved);
          }
        }
        if ((await countEvents(tx, site.id)) + fresh.length > MARKET_NEWS_LIMITS.EVENTS_PER_SITE) {
          full_(MARKET_NEWS_LIMITS.EVENTS_PER_SITE);
        }
        const created = await insertEvents(tx, site.id, fresh, now);
        const updated = matches.filter((m) => m !== null).length;
        await audit(
          'marketNews.event.import',
          {},
          {
            format: body.format,
            rows: parsed.rows.length,
            created: created.length,
            changed: changed.length,
          },
        );
        const pushed = [...changed, ...created];
        if (pushed.length <= PUSH_MAX)
          await push(
            tx,
            site.id,
            pushed.map((r) => calendarMessage(r, false)),
          );
        return [{ created: created.length, updated }];
      });
    },

    /* The site admin: news flash. */

    /** `adminQueryNewsFlashes`. */
    async adminFlashes(site: SiteScope, caller: Caller, query: { page: number; pageSize: number }) {
      assertAdmin(caller);
      const { rows, total } = await pageAdminFlashes(db, site.id, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return { content: rows.map(adminFlash), total };
    },

    /** `adminSaveNewsFlash`. */
    async saveFlash(site: SiteScope, caller: Caller, body: SaveFlashBody): Promise<AdminNewsFlash[]> {
      return settings.withLockedSite(site, caller, async (tx, _row, audit) => {
        const now = clock.now();
        const was = body.flashId === undefined ? undefined : await findFlash(tx, site.id, body.flashId);
        if (body.flashId !== undefined && !was) throw new AppError('NOT_FOUND');
        const values = {
          flashTime: body.time === undefined ? (was?.flashTime ?? now) : new Date(body.time),
          content: texts(body.content, was?.content),
          important: body.important,
        };
        let saved: NewsFlashRow | undefined;
        if (was) saved = await updateFlash(tx, site.id, was.id, values, now);
        else {
          if ((await countFlashes(tx, site.id)) >= MARKET_NEWS_LIMITS.FLASHES_PER_SITE) {
            full_(MARKET_NEWS_LIMITS.FLASHES_PER_SITE);
          }
          [saved] = await insertFlashes(tx, site.id, [values], now);
        }
        if (!saved) throw new AppError('NOT_FOUND');
        const shown = (r: NewsFlashRow) => ({
          flashId: r.id,
          time: r.flashTime.getTime(),
          important: r.important,
          text: full(r.content).zh_CN,
        });
        await audit(
          was ? 'marketNews.flash.update' : 'marketNews.flash.add',
          was ? shown(was) : {},
          shown(saved),
        );
        await push(tx, site.id, [flashMessage(saved, false)]);
        return [adminFlash(saved)];
      });
    },

    /** `adminDeleteNewsFlash`. */
    async deleteFlash(site: SiteScope, caller: Caller, flashId: number) {
      return settings.withLockedSite(site, caller, async (tx, _row, audit) => {
        const gone = await deleteFlash(tx, site.id, flashId);
        if (!gone) throw new AppError('NOT_FOUND');
        await audit('marketNews.flash.delete', { flashId: gone.id, text: full(gone.content).zh_CN }, {});
        await push(tx, site.id, [flashMessage(gone, true)]);
        return [{ id: gone.id }];
      });
    },

    /** `adminPreviewNewsImport`: reads the file, writes nothing. */
    previewNews(caller: Caller, body: { text: string }, locale: Locale): NewsImportPreview[] {
      assertAdmin(caller);
      return [readNewsFile(body.text, locale)];
    },

    /** `adminImportNewsFlashes`: all rows or none. */
    async importNews(
      site: SiteScope,
      caller: Caller,
      body: { text: string },
      locale: Locale,
    ): Promise<ImportResult[]> {
      assertAdmin(caller);
      const parsed = readNewsFile(body.text, locale);
      refuseImport(parsed.errors);
      return settings.withLockedSite(site, caller, async (tx, _row, audit) => {
        const now = clock.now();
        if ((await countFlashes(tx, site.id)) + parsed.rows.length > MARKET_NEWS_LIMITS.FLASHES_PER_SITE) {
          full_(MARKET_NEWS_LIMITS.FLASHES_PER_SITE);
        }
        const created = await insertFlashes(
          tx,
          site.id,
          parsed.rows.map((r) => ({
            flashTime: new Date(r.time),
            content: r.content,
            important: r.important,
          })),
          now,
        );
        await audit('marketNews.flash.import', {}, { rows: created.length });
        // Items of the past hour are news to an open page; older ones are read on its next load.
        const recent = created.filter(
          (r) => r.flashTime.getTime() > now.getTime() - 3_600_000 && r.flashTime <= now,
        );
        if (recent.length <= PUSH_MAX)
          await push(
            tx,
            site.id,
            recent.map((r) => flashMessage(r, false)),
          );
        return [{ created: created.length, updated: 0 }];
      });
    },

    /* The site admin: daily reports. */

    /** `adminQueryDailyReports`. */
    async adminReports(site: SiteScope, caller: Caller, query: { page: number; pageSize: number }) {
      assertAdmin(caller);
      const { rows, total } = await pageReports(db, site.id, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return { content: rows.map(adminReport), total };
    },

    /** `adminSaveDailyReport`: writes or replaces the day's report. */
    async saveReport(site: SiteScope, caller: Caller, body: SaveReportBody): Promise<AdminDailyReport[]> {
      return settings.withLockedSite(site, caller, async (tx, _row, audit) => {
        const was = await findReport(tx, site.id, body.day);
        const saved = await upsertReport(
          tx,
          site.id,
          {
            day: body.day,
            title: texts(body.title ?? {}, was?.title),
            commentary: texts(body.commentary, was?.commentary),
          },
          clock.now(),
        );
        const lengths = (r: DailyReportRow) => ({
          day: r.day,
          title: full(r.title).zh_CN,
          commentary: Object.fromEntries(Object.entries(full(r.commentary)).map(([k, v]) => [k, v.length])),
        });
        await audit(
          was ? 'marketNews.report.update' : 'marketNews.report.add',
          was ? lengths(was) : {},
          lengths(saved),
        );
        return [adminReport(saved)];
      });
    },

    /** `adminDeleteDailyReport`. */
    async deleteReport(site: SiteScope, caller: Caller, day: string) {
      return settings.withLockedSite(site, caller, async (tx, _row, audit) => {
        const gone = await deleteReport(tx, site.id, day);
        if (!gone) throw new AppError('NOT_FOUND');
        await audit('marketNews.report.delete', { day: gone.day, title: full(gone.title).zh_CN }, {});
        return [{ id: gone.id }];
      });
    },
  };
}

export type MarketNewsService = ReturnType<typeof createMarketNewsService>;
