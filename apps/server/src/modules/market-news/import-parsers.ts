/*
 * The two file formats the site admin imports (market-news.import.ts reads their rows): CSV (RFC 4180:
 * commas, double quotes with "" inside, CRLF or LF, a quoted field may span lines) and iCalendar
 * (RFC 5545 content lines: folded lines joined, NAME;PARAM=x:value, VEVENT blocks). Small hand parsers:
 * the libraries would add a dependency for what is about sixty lines each, and these keep the line
 * numbers the admin needs to find a mistake.
 */

/** A failure at a line of the file: a message key of market-news-validation.ts and its parameters. */
export type LineProblem = { line: number; key: string; params?: Record<string, string | number> };

export type CsvRecord = { line: number; fields: string[] };

/** The records of a CSV text, each with the line it starts on; blank lines are skipped. */
export function parseCsv(text: string): { records: CsvRecord[]; problem: LineProblem | null } {
  const records: CsvRecord[] = [];
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let line = 1;
  let start = 1;
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0]!.trim() === '' && !wasQuoted))
      records.push({ line: start, fields });
    fields = [];
    field = '';
    wasQuoted = false;
  };
  for (let i = 0; i < input.length; i += 1) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (c === '\n') line += 1;
        field += c;
      }
      continue;
    }
    if (c === '"' && field.trim() === '') {
      field = '';
      quoted = true;
      wasQuoted = true;
    } else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      start = line;
    } else {
      field += c;
    }
  }
  if (quoted) return { records, problem: { line: start, key: 'marketNews.import.quote' } };
  if (field !== '' || fields.length > 0 || wasQuoted) endRecord();
  return { records, problem: null };
}

/** One iCalendar property: its name (upper case), parameters (names upper case) and value (unescaped). */
export type IcsProperty = { line: number; name: string; params: Record<string, string>; value: string };
export type IcsEvent = { line: number; properties: IcsProperty[] };

const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** Splits `NAME;P=1;Q="a;b":value` (a colon inside a quoted parameter is not the separator). */
function contentLine(raw: string): { name: string; params: Record<string, string>; value: string } | null {
  let quoted = false;
  let colon = -1;
  for (let i = 0; i < raw.length; i += 1) {
    if (raw[i] === '"') quoted = !quoted;
    else if (raw[i] === ':' && !quoted) {
      colon = i;
      break;
    }
  }
  if (colon <= 0) return null;
  const [name, ...rest] = raw.slice(0, colon).split(';');
  if (!name || !/^[A-Za-z0-9-]+$/.test(name)) return null;
  const params: Record<string, string> = {};
  for (const part of rest) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    params[part.slice(0, eq).toUpperCase()] = part.slice(eq + 1).replace(/^"(.*)"$/, '$1');
  }
  return { name: name.toUpperCase(), params, value: unescapeText(raw.slice(colon + 1)) };
}

/**
 * The VEVENTs of an iCalendar text. Other components (VTIMEZONE, VALARM inside an event) are passed over;
 * a line that is not a content line, an END without its BEGIN, or a block left open is a problem.
 */
export function parseIcs(text: string): { events: IcsEvent[]; problem: LineProblem | null } {
  const physical = (text.startsWith('\uFEFF') ? text.slice(1) : text).split(/\r\n|\n|\r/);
  // Unfold: a line starting with a space or a tab continues the one before (RFC 5545 3.1).
  const logical: { line: number; text: string }[] = [];
  physical.forEach((raw, index) => {
    const last = logical.at(-1);
    if ((raw.startsWith(' ') || raw.startsWith('\t')) && last) last.text += raw.slice(1);
    else logical.push({ line: index + 1, text: raw });
  });
  const events: IcsEvent[] = [];
  const stack: { name: string; line: number }[] = [];
  let current: IcsEvent | null = null;
  let sawCalendar = false;
  for (const { line, text: raw } of logical) {
    if (raw.trim() === '') continue;
    const parsed = contentLine(raw);
    if (!parsed) return { events, problem: { line, key: 'marketNews.import.invalidLine' } };
    if (parsed.name === 'BEGIN') {
      const what = parsed.value.trim().toUpperCase();
      if (stack.length === 0 && what !== 'VCALENDAR') {
        return { events, problem: { line, key: 'marketNews.import.calendar' } };
      }
      if (what === 'VCALENDAR') {
        if (stack.length > 0)
          return { events, problem: { line, key: 'marketNews.import.unexpected', params: { value: raw } } };
        sawCalendar = true;
      }
      if (what === 'VEVENT' && stack.length === 1) current = { line, properties: [] };
      stack.push({ name: what, line });
      continue;
    }
    if (parsed.name === 'END') {
      const what = parsed.value.trim().toUpperCase();
      const open = stack.pop();
      if (open?.name !== what) {
        return { events, problem: { line, key: 'marketNews.import.unexpected', params: { value: raw } } };
      }
      if (what === 'VEVENT' && stack.length === 1 && current) {
        events.push(current);
        current = null;
      }
      continue;
    }
    if (stack.length === 0) return { events, problem: { line, key: 'marketNews.import.calendar' } };
    // Properties of the event itself (not of an alarm inside it).
    if (current && stack.length === 2) current.properties.push({ line, ...parsed });
  }
  if (!sawCalendar) return { events, problem: { line: 1, key: 'marketNews.import.calendar' } };
  const open = stack.pop();
  if (open)
    return {
      events,
      problem: { line: open.line, key: 'marketNews.import.unclosed', params: { what: `BEGIN:${open.name}` } },
    };
  return { events, problem: null };
}

/**
 * An iCalendar DATE-TIME or DATE: `20260109T133000Z` (UTC), `20260109T133000` (floating or with a TZID:
 * read as UTC, the admin's files are written in UTC), `20260109` (a day: its midnight UTC).
 */
export function icsTime(value: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  return exactUtc(Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
}

/** The instant of a calendar date and time in UTC, or null when one part is out of its range (Feb 30). */
export function exactUtc(y: number, mo: number, d: number, h: number, mi: number, s: number): number | null {
  if (h > 23 || mi > 59 || s > 59) return null;
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms;
}

/**
 * A CSV time: ISO 8601 with `Z` or an offset (`2026-01-09T13:30:00Z`, `2026-01-09T21:30+08:00`), or
 * `YYYY-MM-DD HH:mm[:ss]` / `YYYY-MM-DDTHH:mm[:ss]` without a zone, read as UTC; or epoch milliseconds.
 */
export function csvTime(value: string): number | null {
  const text = value.trim();
  if (/^\d{12,13}$/.test(text)) return Number(text);
  const m =
    /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d{1,3})?(Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, zone] = m;
  const local = exactUtc(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s ?? 0));
  if (local === null) return null;
  if (!zone || zone === 'Z') return local;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offset = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  if (offset > 14 * 60) return null;
  return local - sign * offset * 60_000;
}
