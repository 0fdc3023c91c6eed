import { describe, expect, it } from 'vitest';
import { csvTime, icsTime, parseCsv, parseIcs } from './import-parsers';
import { readCalendarFile } from './market-news.import';

/** The CSV and iCalendar readers on their own: quoting, folding, line numbers, times. */
describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and numbers records by their first line', () => {
    const { records, problem } = parseCsv('a,b\r\n"x, y","say ""hi"""\n\n"two\nlines",z\n');
    expect(problem).toBeNull();
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 4, fields: ['two\nlines', 'z'] },
    ]);
  });

  it('names the line of a quote left open', () => {
    expect(parseCsv('a,b\n1,"open\n2,3').problem).toEqual({ line: 2, key: 'marketNews.import.quote' });
  });
});

describe('parseIcs', () => {
  it('unfolds lines, reads parameters and escapes, and skips alarms inside events', () => {
    const { events, problem } = parseIcs(
      'BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY;LANGUAGE=en:Retail\n  Sales\\, US\nBEGIN:VALARM\nACTION:DISPLAY\nEND:VALARM\nEND:VEVENT\nEND:VCALENDAR',
    );
    expect(problem).toBeNull();
    expect(events).toEqual([
      {
        line: 2,
        properties: [{ line: 3, name: 'SUMMARY', params: { LANGUAGE: 'en' }, value: 'Retail Sales, US' }],
      },
    ]);
  });

  it('refuses what is not a calendar, a mismatched END and a line without a colon, with the line', () => {
    expect(parseIcs('hello').problem).toMatchObject({ line: 1, key: 'marketNews.import.invalidLine' });
    expect(parseIcs('BEGIN:VEVENT\nEND:VEVENT').problem).toMatchObject({
      line: 1,
      key: 'marketNews.import.calendar',
    });
    expect(parseIcs('BEGIN:VCALENDAR\nBEGIN:VEVENT\nEND:VTODO\nEND:VCALENDAR').problem).toMatchObject({
      line: 3,
      key: 'marketNews.import.unexpected',
    });
  });
});

describe('times', () => {
  it('reads ISO times with zones, plain times as UTC, and refuses impossible dates', () => {
    expect(csvTime('2026-01-09T21:30+08:00')).toBe(Date.parse('2026-01-09T13:30:00Z'));
    expect(csvTime('2026-01-09 13:30')).toBe(Date.parse('2026-01-09T13:30:00Z'));
    expect(csvTime('2026-02-29 10:00')).toBeNull();
    expect(csvTime('09/01/2026')).toBeNull();
    expect(icsTime('20260109T133000Z')).toBe(Date.parse('2026-01-09T13:30:00Z'));
    expect(icsTime('20260109')).toBe(Date.parse('2026-01-09T00:00:00Z'));
    expect(icsTime('20261309T000000Z')).toBeNull();
  });
});

describe('readCalendarFile', () => {
  it('names a repeated row and an unknown column', () => {
    const header = 'time,country,importance,title_zh_CN';
    const repeated = readCalendarFile(
      'csv',
      `${header}\n2026-01-09 13:30,US,3,非农\n2026-01-09 13:30,us,3,非农`,
      'en_US',
    );
    expect(repeated.errors).toEqual([
      { line: 3, message: 'Line 3: Repeats line 2 (same time, country and title)' },
    ]);
    const unknown = readCalendarFile('csv', `${header},colour\n2026-01-09 13:30,US,3,非农,red`, 'en_US');
    expect(unknown.errors).toEqual([{ line: 1, message: 'Line 1: Unknown columns: colour' }]);
    expect(unknown.rows).toEqual([]);
  });
});
