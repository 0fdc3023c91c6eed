import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema/columns';
import { calendarEvents, dailyReports, newsFlashes } from '../../db/schema/market-news';

/*
 * Market news rows (calendar events, news flash items, daily report commentaries). Every function takes
 * the site id; the service runs the writes in the transaction that holds the site row (site settings'
 * `withLockedSite`).
 */

export type CalendarEventRow = typeof calendarEvents.$inferSelect;
export type NewsFlashRow = typeof newsFlashes.$inferSelect;
export type DailyReportRow = typeof dailyReports.$inferSelect;

export type EventValues = {
  eventTime: Date;
  country: string;
  currency: string;
  importance: number;
  title: LocalizedText;
  actual: string;
  forecast: string;
  previous: string;
};

/** The most rows a calendar range answers (31 days of a busy calendar is about 400). */
const RANGE_ROWS = 2000;

export async function listEvents(
  db: Db,
  siteId: number,
  range: { from: Date; to: Date; country?: string | undefined; minImportance?: number | undefined },
): Promise<CalendarEventRow[]> {
  return db
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.siteId, siteId),
        gte(calendarEvents.eventTime, range.from),
        lt(calendarEvents.eventTime, range.to),
        range.country === undefined ? undefined : eq(calendarEvents.country, range.country),
        range.minImportance === undefined ? undefined : gte(calendarEvents.importance, range.minImportance),
      ),
    )
    .orderBy(asc(calendarEvents.eventTime), asc(calendarEvents.id))
    .limit(RANGE_ROWS);
}

export async function findEvent(db: Db, siteId: number, eventId: number) {
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.siteId, siteId), eq(calendarEvents.id, eventId)))
    .limit(1);
  return row;
}

/** The site's events at any of these instants (an import matches its rows against them). */
export async function eventsAt(db: Db, siteId: number, times: Date[]): Promise<CalendarEventRow[]> {
  if (times.length === 0) return [];
  return db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.siteId, siteId), inArray(calendarEvents.eventTime, times)));
}

export async function countEvents(db: Db, siteId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(calendarEvents).where(eq(calendarEvents.siteId, siteId));
  return row?.n ?? 0;
}

export async function insertEvents(
  db: Db,
  siteId: number,
  values: EventValues[],
  now: Date,
): Promise<CalendarEventRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(calendarEvents)
    .values(values.map((v) => ({ ...v, siteId, createdAt: now, updatedAt: now })))
    .returning();
}

export async function updateEvent(
  db: Db,
  siteId: number,
  eventId: number,
  values: EventValues,
  now: Date,
): Promise<CalendarEventRow | undefined> {
  const [row] = await db
    .update(calendarEvents)
    .set({ ...values, updatedAt: now })
    .where(and(eq(calendarEvents.siteId, siteId), eq(calendarEvents.id, eventId)))
    .returning();
  return row;
}

export async function deleteEvent(db: Db, siteId: number, eventId: number) {
  const [row] = await db
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.siteId, siteId), eq(calendarEvents.id, eventId)))
    .returning();
  return row;
}

/* News flash. */

/** A public page: items not later than `now`, newest first, older than the cursor when given. */
export async function pageFlashes(
  db: Db,
  siteId: number,
  query: { now: Date; before?: { time: Date; id: number }; limit: number; importantOnly: boolean },
): Promise<NewsFlashRow[]> {
  const { before } = query;
  return db
    .select()
    .from(newsFlashes)
    .where(
      and(
        eq(newsFlashes.siteId, siteId),
        lte(newsFlashes.flashTime, query.now),
        query.importantOnly ? eq(newsFlashes.important, true) : undefined,
        before
          ? or(
              lt(newsFlashes.flashTime, before.time),
              and(eq(newsFlashes.flashTime, before.time), lt(newsFlashes.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(newsFlashes.flashTime), desc(newsFlashes.id))
    .limit(query.limit);
}

/** The admin's list: every item (later ones too), newest first, paged. */
export async function pageAdminFlashes(db: Db, siteId: number, page: { offset: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsFlashes)
      .where(eq(newsFlashes.siteId, siteId))
      .orderBy(desc(newsFlashes.flashTime), desc(newsFlashes.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(newsFlashes).where(eq(newsFlashes.siteId, siteId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findFlash(db: Db, siteId: number, flashId: number) {
  const [row] = await db
    .select()
    .from(newsFlashes)
    .where(and(eq(newsFlashes.siteId, siteId), eq(newsFlashes.id, flashId)))
    .limit(1);
  return row;
}

export async function countFlashes(db: Db, siteId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsFlashes).where(eq(newsFlashes.siteId, siteId));
  return row?.n ?? 0;
}

export type FlashValues = { flashTime: Date; content: LocalizedText; important: boolean };

export async function insertFlashes(
  db: Db,
  siteId: number,
  values: FlashValues[],
  now: Date,
): Promise<NewsFlashRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(newsFlashes)
    .values(values.map((v) => ({ ...v, siteId, createdAt: now, updatedAt: now })))
    .returning();
}

export async function updateFlash(db: Db, siteId: number, flashId: number, values: FlashValues, now: Date) {
  const [row] = await db
    .update(newsFlashes)
    .set({ ...values, updatedAt: now })
    .where(and(eq(newsFlashes.siteId, siteId), eq(newsFlashes.id, flashId)))
    .returning();
  return row;
}

export async function deleteFlash(db: Db, siteId: number, flashId: number) {
  const [row] = await db
    .delete(newsFlashes)
    .where(and(eq(newsFlashes.siteId, siteId), eq(newsFlashes.id, flashId)))
    .returning();
  return row;
}

/* Daily reports. */

export async function findReport(db: Db, siteId: number, day: string) {
  const [row] = await db
    .select()
    .from(dailyReports)
    .where(and(eq(dailyReports.siteId, siteId), eq(dailyReports.day, day)))
    .limit(1);
  return row;
}

/** The latest report day not after `today` ('' when none). */
export async function latestReportDay(db: Db, siteId: number, today: string): Promise<string> {
  const [row] = await db
    .select({ day: dailyReports.day })
    .from(dailyReports)
    .where(and(eq(dailyReports.siteId, siteId), lte(dailyReports.day, today)))
    .orderBy(desc(dailyReports.day))
    .limit(1);
  return row?.day ?? '';
}

/** The report days just before and after `day` (the after one not later than `today`). */
export async function neighbourDays(db: Db, siteId: number, day: string, today: string) {
  const [[before], [after]] = await Promise.all([
    db
      .select({ day: dailyReports.day })
      .from(dailyReports)
      .where(and(eq(dailyReports.siteId, siteId), lt(dailyReports.day, day)))
      .orderBy(desc(dailyReports.day))
      .limit(1),
    db
      .select({ day: dailyReports.day })
      .from(dailyReports)
      .where(and(eq(dailyReports.siteId, siteId), gt(dailyReports.day, day), lte(dailyReports.day, today)))
      .orderBy(asc(dailyReports.day))
      .limit(1),
  ]);
  return { previous: before?.day ?? '', next: after?.day ?? '' };
}

/** Reports newest first, paged; `today` hides days still to come from the public list. */
export async function pageReports(
  db: Db,
  siteId: number,
  page: { offset: number; limit: number; today?: string },
) {
  const where = and(
    eq(dailyReports.siteId, siteId),
    page.today === undefined ? undefined : lte(dailyReports.day, page.today),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(dailyReports)
      .where(where)
      .orderBy(desc(dailyReports.day))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(dailyReports).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Writes the day's report (one per day and site: the unique index makes a race a single row). */
export async function upsertReport(
  db: Db,
  siteId: number,
  values: { day: string; title: LocalizedText; commentary: LocalizedText },
  now: Date,
): Promise<DailyReportRow> {
  const [row] = await db
    .insert(dailyReports)
    .values({ ...values, siteId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [dailyReports.siteId, dailyReports.day],
      set: { title: values.title, commentary: values.commentary, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('daily report upsert returned nothing');
  return row;
}

export async function deleteReport(db: Db, siteId: number, day: string) {
  const [row] = await db
    .delete(dailyReports)
    .where(and(eq(dailyReports.siteId, siteId), eq(dailyReports.day, day)))
    .returning();
  return row;
}
