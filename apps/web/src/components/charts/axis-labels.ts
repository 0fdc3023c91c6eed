import type { TFunction } from 'i18next';
import { TickMarkType, type BusinessDay, type Time } from 'lightweight-charts';

/*
 * The time axis's labels of the pages' charts (the time charts and the quotes' candles), written by us in
 * the page's language rather than by the library's `toLocaleString` calls.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The crosshair's time label: the moment to the minute, the day, or the month. */
export function timeLabel(time: Time, months: boolean): string {
  if (typeof time === 'number') {
    const date = new Date(time * 1000);
    return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(
      date.getUTCHours(),
    )}:${pad(date.getUTCMinutes())}`;
  }
  const day: BusinessDay =
    typeof time === 'string'
      ? { year: Number(time.slice(0, 4)), month: Number(time.slice(5, 7)), day: Number(time.slice(8, 10)) }
      : time;
  const month = `${day.year}-${pad(day.month)}`;
  return months ? month : `${month}-${pad(day.day)}`;
}

/** What the axis's labels are written with, in the page's language. */
export type AxisTexts = { monthNames: readonly string[]; dayOfMonth: (day: number) => string };

/** The axis texts from the messages (`common.monthNames`, `common.dayOfMonth`). */
export function axisTexts(t: TFunction): AxisTexts {
  return {
    monthNames: t('common.monthNames').split(' '),
    dayOfMonth: (day) => t('common.dayOfMonth', { day }),
  };
}

/**
 * An axis label: the year, the month's short name, the day, or the time, of a moment drawn as UTC or a
 * calendar day. The library's own labels call `toLocaleString` with options, whose first
 * call loads the browser's calendar data: 55-70 ms of the profile's first chart on a slow machine.
 */
export function tickLabel(time: Time, type: TickMarkType, texts: AxisTexts): string {
  const date =
    typeof time === 'number'
      ? new Date(time * 1000)
      : typeof time === 'string'
        ? new Date(`${time}T00:00:00Z`)
        : new Date(Date.UTC(time.year, time.month - 1, time.day));
  if (type === TickMarkType.Year) return String(date.getUTCFullYear());
  if (type === TickMarkType.Month) return texts.monthNames[date.getUTCMonth()] ?? '';
  if (type === TickMarkType.DayOfMonth) return texts.dayOfMonth(date.getUTCDate());
  const minutes = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  return type === TickMarkType.TimeWithSeconds ? `${minutes}:${pad(date.getUTCSeconds())}` : minutes;
}
