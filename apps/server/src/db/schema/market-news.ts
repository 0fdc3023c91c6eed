import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, siteRef, updatedAt, type LocalizedText } from './columns';
import { sites } from './sites';

/*
 * Market news of a site (issue 18, parts 3 and 4; modules/market-news): the economic calendar, the news
 * flash and the daily report's commentary. Written by the site admin (by hand or imported), read by
 * everyone. The daily report's figures are not stored: they are computed from the candles on read.
 */

/**
 * An economic calendar event: a release of a country at a time, its importance (1 low, 2 medium, 3 high)
 * and its figures as the release prints them ('3.2%', '215K'; '' when not known yet).
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: id(),
    siteId: siteRef().references(() => sites.id, { onDelete: 'cascade' }),
    eventTime: instant('event_time').notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    importance: integer('importance').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    actual: text('actual').notNull().default(''),
    forecast: text('forecast').notNull().default(''),
    previous: text('previous').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('calendar_events_site_time_idx').on(t.siteId, t.eventTime)],
);

/** A news flash item: a short text at a time, `important` ones shown in red. */
export const newsFlashes = pgTable(
  'news_flashes',
  {
    id: id(),
    siteId: siteRef().references(() => sites.id, { onDelete: 'cascade' }),
    flashTime: instant('flash_time').notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    important: boolean('important').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('news_flashes_site_time_idx').on(t.siteId, t.flashTime, t.id)],
);

/** The admin's commentary of one day (Markdown, three languages): one per day and site. */
export const dailyReports = pgTable(
  'daily_reports',
  {
    id: id(),
    siteId: siteRef().references(() => sites.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    commentary: jsonb('commentary').$type<LocalizedText>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('daily_reports_site_day_uq').on(t.siteId, t.day)],
);
