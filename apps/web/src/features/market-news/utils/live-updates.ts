import type { Locale } from '@copytrade/contracts/locale';
import {
  pickText,
  type CalendarEvent,
  type CalendarMessage,
  type CalendarQuery,
  type NewsFlash,
  type NewsFlashMessage,
} from '@copytrade/contracts/market-news';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { marketNewsKeys } from '../api/query-keys';

/*
 * Realtime messages into the cached pages: a calendar event saved or removed patches every cached range
 * it belongs to; a news flash item goes on top of the timeline (or is replaced / removed where it is).
 */

function fits(query: CalendarQuery, event: CalendarEvent): boolean {
  return (
    event.time >= Number(query.from) &&
    event.time < Number(query.to) &&
    (query.country === undefined || query.country === event.country) &&
    (query.importance === undefined || event.importance >= Number(query.importance))
  );
}

export function applyCalendarMessage(client: QueryClient, message: CalendarMessage, locale: Locale): void {
  const { updateTime: _updateTime, ...rest } = message.event;
  const event: CalendarEvent = { ...rest, title: pickText(message.event.title, locale) };
  for (const [key, list] of client.getQueriesData<CalendarEvent[]>({
    queryKey: marketNewsKeys.calendars(),
  })) {
    if (!list) continue;
    const query = key[2] as CalendarQuery;
    const others = list.filter((e) => e.eventId !== event.eventId);
    const next = !message.removed && fits(query, event) ? [...others, event] : others;
    next.sort((a, b) => a.time - b.time || a.eventId - b.eventId);
    client.setQueryData(key, next);
  }
}

type FlashPages = InfiniteData<NewsFlash[], unknown>;

export function applyNewsFlashMessage(
  client: QueryClient,
  message: NewsFlashMessage,
  locale: Locale,
  now: number,
): void {
  const item: NewsFlash = {
    flashId: message.item.flashId,
    time: message.item.time,
    content: pickText(message.item.content, locale),
    important: message.item.important,
  };
  for (const [key, data] of client.getQueriesData<FlashPages>({ queryKey: marketNewsKeys.allFlashes() })) {
    if (!data) continue;
    const importantOnly = key[2] === true;
    const known = data.pages.some((page) => page.some((f) => f.flashId === item.flashId));
    const keep = !message.removed && item.time <= now && (!importantOnly || item.important);
    const pages = data.pages.map((page) =>
      page.flatMap((f) => (f.flashId !== item.flashId ? [f] : keep ? [item] : [])),
    );
    if (keep && !known && pages[0]) {
      pages[0] = [item, ...pages[0]].sort((a, b) => b.time - a.time || b.flashId - a.flashId);
    }
    client.setQueryData<FlashPages>(key, { ...data, pages });
  }
}
