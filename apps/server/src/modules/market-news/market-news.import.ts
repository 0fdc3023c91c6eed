import type { Locale } from '@copytrade/contracts/locale';
import {
  countrySchema,
  figureSchema,
  MARKET_COUNTRIES,
  MARKET_NEWS_LIMITS,
  type ImportError,
} from '@copytrade/contracts/market-news';
import { translate } from '@copytrade/contracts/messages';
import { csvTime, icsTime, parseCsv, parseIcs, type CsvRecord, type LineProblem } from './import-parsers';

/*
 * The rows of an import file, checked: every bad line with its reason (a file is imported whole or not at
 * all), in the admin's language. Pure: the service adds which rows update an existing event.
 */

type Texts = { zh_CN: string; en_US: string; zh_Hant: string };

export type CalendarRow = {
  line: number;
  time: number;
  country: string;
  currency: string;
  importance: number;
  title: Texts;
  actual: string;
  forecast: string;
  previous: string;
};

export type NewsRow = { line: number; time: number; important: boolean; content: Texts };

export type Parsed<R> = { rows: R[]; errors: ImportError[] };

const CALENDAR_COLUMNS = [
  'time',
  'country',
  'currency',
  'importance',
  'title_zh_cn',
  'title_en_us',
  'title_zh_hant',
  'actual',
  'forecast',
  'previous',
] as const;
const NEWS_COLUMNS = ['time', 'important', 'text_zh_cn', 'text_en_us', 'text_zh_hant'] as const;

const VALUE_SHOWN = 40;
const shown = (value: string) => (value.length > VALUE_SHOWN ? `${value.slice(0, VALUE_SHOWN)}…` : value);

function localized(locale: Locale, problems: LineProblem[]): ImportError[] {
  return problems
    .sort((a, b) => a.line - b.line)
    .map((p) => ({
      line: p.line,
      message: translate(locale, 'marketNews.import.line', {
        line: p.line,
        reason: translate(locale, p.key, p.params),
      }),
    }));
}

/** The key of an event in a file and in the table: its time, country and Chinese title. */
export const eventKey = (row: { time: number; country: string; title: { zh_CN: string } }) =>
  `${row.time}|${row.country}|${row.title.zh_CN}`;

/** A title or text of the three languages: Chinese falls back to English (so every reader sees one). */
function texts(zh_CN: string, en_US: string, zh_Hant: string, max: number): Texts | null {
  const t = { zh_CN: zh_CN.trim() || en_US.trim(), en_US: en_US.trim(), zh_Hant: zh_Hant.trim() };
  if (t.zh_CN === '' || [t.zh_CN, t.en_US, t.zh_Hant].some((s) => s.length > max)) return null;
  return t;
}

type Fields = {
  time: number | null;
  timeText: string;
  country: string;
  currency: string;
  importance: string;
  title: Texts | null;
  actual: string;
  forecast: string;
  previous: string;
};

/** Checks one event's fields; pushes its problems and answers the row when there were none. */
function calendarRow(line: number, f: Fields, problems: LineProblem[]): CalendarRow | null {
  const before = problems.length;
  const problem = (key: string, params?: Record<string, string | number>) =>
    problems.push({ line, key, ...(params ? { params } : {}) });
  if (f.time === null) problem('marketNews.import.time', { value: shown(f.timeText) });
  const country = f.country.trim().toUpperCase();
  if (!countrySchema.safeParse(country).success)
    problem('marketNews.import.country', { value: shown(f.country) });
  const currency =
    f.currency.trim() === ''
      ? (MARKET_COUNTRIES[country as keyof typeof MARKET_COUNTRIES] ?? '')
      : f.currency.trim().toUpperCase();
  if (f.currency.trim() !== '' && !/^[A-Z]{3}$/.test(currency)) {
    problem('marketNews.import.currency', { value: shown(f.currency) });
  }
  const importance = Number(f.importance.trim());
  if (!/^[1-3]$/.test(f.importance.trim()))
    problem('marketNews.import.importance', { value: shown(f.importance) });
  if (!f.title) problem('marketNews.import.title');
  const figures = { actual: f.actual, forecast: f.forecast, previous: f.previous };
  for (const [column, value] of Object.entries(figures)) {
    if (!figureSchema.safeParse(value).success)
      problem('marketNews.import.figure', { column, value: shown(value) });
  }
  if (problems.length > before || f.time === null || !f.title) return null;
  return {
    line,
    time: f.time,
    country,
    currency,
    importance,
    title: f.title,
    actual: f.actual.trim(),
    forecast: f.forecast.trim(),
    previous: f.previous.trim(),
  };
}

/** The header's columns: where each known one is, and the problems of a header that does not fit. */
function header(
  record: CsvRecord,
  known: readonly string[],
  required: readonly (string | readonly string[])[],
): { at: Map<string, number>; problem: LineProblem | null } {
  const names = record.fields.map((f) => f.trim().toLowerCase());
  const at = new Map(names.map((n, i) => [n, i]));
  const unknown = names.filter((n) => !known.includes(n));
  if (unknown.length > 0) {
    return {
      at,
      problem: {
        line: record.line,
        key: 'marketNews.import.unknownColumn',
        params: { columns: unknown.join(', ') },
      },
    };
  }
  const missing = required
    .filter((r) => (typeof r === 'string' ? !at.has(r) : !r.some((n) => at.has(n))))
    .map((r) => (typeof r === 'string' ? r : r.join(' / ')));
  if (missing.length > 0) {
    return {
      at,
      problem: {
        line: record.line,
        key: 'marketNews.import.header',
        params: { columns: missing.join(', ') },
      },
    };
  }
  return { at, problem: null };
}

/** Rows of a CSV after its header, each checked for its number of columns. */
function csvBody(
  text: string,
  known: readonly string[],
  required: readonly (string | readonly string[])[],
  problems: LineProblem[],
): { rows: { line: number; get: (name: string) => string }[] } {
  const { records, problem } = parseCsv(text);
  if (problem) problems.push(problem);
  const [first, ...rest] = records;
  if (!first) {
    if (!problem) problems.push({ line: 1, key: 'marketNews.import.noRows' });
    return { rows: [] };
  }
  const head = header(first, known, required);
  if (head.problem) {
    problems.push(head.problem);
    return { rows: [] };
  }
  if (rest.length === 0 && !problem) problems.push({ line: first.line, key: 'marketNews.import.noRows' });
  if (rest.length > MARKET_NEWS_LIMITS.IMPORT_ROWS) {
    problems.push({
      line: rest[MARKET_NEWS_LIMITS.IMPORT_ROWS]!.line,
      key: 'marketNews.import.tooManyRows',
      params: { max: MARKET_NEWS_LIMITS.IMPORT_ROWS },
    });
    return { rows: [] };
  }
  const rows: { line: number; get: (name: string) => string }[] = [];
  for (const record of rest) {
    if (record.fields.length !== first.fields.length) {
      problems.push({
        line: record.line,
        key: 'marketNews.import.columns',
        params: { expected: first.fields.length, actual: record.fields.length },
      });
      continue;
    }
    rows.push({
      line: record.line,
      get: (name) => {
        const i = head.at.get(name);
        return i === undefined ? '' : (record.fields[i] ?? '');
      },
    });
  }
  return { rows };
}

/** Problems of rows that repeat another row's key (the second would silently win). */
function repeats<R extends { line: number }>(
  rows: R[],
  keyOf: (row: R) => string,
  problems: LineProblem[],
): R[] {
  const seen = new Map<string, number>();
  return rows.filter((row) => {
    const key = keyOf(row);
    const other = seen.get(key);
    if (other !== undefined) {
      problems.push({ line: row.line, key: 'marketNews.import.duplicate', params: { other } });
      return false;
    }
    seen.set(key, row.line);
    return true;
  });
}

/** The calendar rows of a CSV or iCalendar file. */
export function readCalendarFile(format: 'csv' | 'ics', text: string, locale: Locale): Parsed<CalendarRow> {
  const problems: LineProblem[] = [];
  const rows: CalendarRow[] = [];
  if (format === 'csv') {
    const body = csvBody(
      text,
      CALENDAR_COLUMNS,
      ['time', 'country', 'importance', ['title_zh_cn', 'title_en_us']],
      problems,
    );
    for (const { line, get } of body.rows) {
      const row = calendarRow(
        line,
        {
          time: csvTime(get('time')),
          timeText: get('time'),
          country: get('country'),
          currency: get('currency'),
          importance: get('importance'),
          title: texts(
            get('title_zh_cn'),
            get('title_en_us'),
            get('title_zh_hant'),
            MARKET_NEWS_LIMITS.TITLE,
          ),
          actual: get('actual'),
          forecast: get('forecast'),
          previous: get('previous'),
        },
        problems,
      );
      if (row) rows.push(row);
    }
  } else {
    const { events, problem } = parseIcs(text);
    if (problem) problems.push(problem);
    else if (events.length === 0) problems.push({ line: 1, key: 'marketNews.import.noRows' });
    else if (events.length > MARKET_NEWS_LIMITS.IMPORT_ROWS) {
      problems.push({
        line: events[MARKET_NEWS_LIMITS.IMPORT_ROWS]!.line,
        key: 'marketNews.import.tooManyRows',
        params: { max: MARKET_NEWS_LIMITS.IMPORT_ROWS },
      });
    } else {
      for (const event of events) {
        const prop = (name: string, language?: 'en' | 'zh') =>
          event.properties.find((p) => {
            if (p.name !== name) return false;
            const lang = (p.params.LANGUAGE ?? '').toLowerCase();
            if (language === 'en') return lang.startsWith('en');
            return lang === '' || lang.startsWith('zh');
          });
        const start = prop('DTSTART');
        if (!start) {
          problems.push({ line: event.line, key: 'marketNews.import.noTime' });
          continue;
        }
        const priority = Number(prop('PRIORITY')?.value.trim() ?? '');
        const byPriority =
          priority >= 1 && priority <= 4
            ? '3'
            : priority === 5
              ? '2'
              : priority >= 6 && priority <= 9
                ? '1'
                : '';
        const row = calendarRow(
          start.line,
          {
            time: icsTime(start.value),
            timeText: start.value,
            country: prop('X-COUNTRY')?.value ?? '',
            currency: prop('X-CURRENCY')?.value ?? '',
            importance: prop('X-IMPORTANCE')?.value ?? byPriority,
            title: texts(
              prop('SUMMARY', 'zh')?.value ?? '',
              prop('SUMMARY', 'en')?.value ?? prop('X-TITLE-EN-US')?.value ?? '',
              prop('X-TITLE-ZH-HANT')?.value ?? '',
              MARKET_NEWS_LIMITS.TITLE,
            ),
            actual: prop('X-ACTUAL')?.value ?? '',
            forecast: prop('X-FORECAST')?.value ?? '',
            previous: prop('X-PREVIOUS')?.value ?? '',
          },
          problems,
        );
        if (row) rows.push(row);
      }
    }
  }
  const unique = repeats(rows, eventKey, problems);
  return { rows: unique, errors: localized(locale, problems) };
}

const FLAGS: Record<string, boolean> = {
  '1': true,
  '0': false,
  true: true,
  false: false,
  yes: true,
  no: false,
  '': false,
};

/** The news flash rows of a CSV file. */
export function readNewsFile(text: string, locale: Locale): Parsed<NewsRow> {
  const problems: LineProblem[] = [];
  const rows: NewsRow[] = [];
  const body = csvBody(text, NEWS_COLUMNS, ['time', ['text_zh_cn', 'text_en_us']], problems);
  for (const { line, get } of body.rows) {
    const before = problems.length;
    const time = csvTime(get('time'));
    if (time === null)
      problems.push({ line, key: 'marketNews.import.time', params: { value: shown(get('time')) } });
    const flag = FLAGS[get('important').trim().toLowerCase()];
    if (flag === undefined)
      problems.push({ line, key: 'marketNews.import.flag', params: { value: shown(get('important')) } });
    const content = texts(
      get('text_zh_cn'),
      get('text_en_us'),
      get('text_zh_hant'),
      MARKET_NEWS_LIMITS.FLASH_TEXT,
    );
    if (!content) problems.push({ line, key: 'marketNews.import.text' });
    if (problems.length === before && time !== null && flag !== undefined && content) {
      rows.push({ line, time, important: flag, content });
    }
  }
  return { rows, errors: localized(locale, problems) };
}
