import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@copytrade/contracts/api-paths';
import {
  MARKET_NEWS_LIMITS,
  type AdminCalendarEvent,
  type AdminDailyReport,
  type AdminNewsFlash,
  type CalendarEvent,
  type CalendarImportPreview,
  type DailyReport,
  type DailyReportDay,
  type ImportResult,
  type NewsFlash,
  type NewsImportPreview,
} from '@copytrade/contracts/market-news';
import type { ServerMessage } from '@copytrade/contracts/realtime';
import type { SiteAuditEntry } from '@copytrade/contracts/site-settings';
import { STATUS } from '@copytrade/contracts/status-codes';
import { mtAccountSymbols, mtAccounts, mtOrders, tradeServers } from '../src/db/schema/accounts';
import { marketCandles } from '../src/db/schema/market';
import { calendarEvents, newsFlashes } from '../src/db/schema/market-news';
import { createTestContext, type TestContext, type TestSite } from './harness';
import { send } from './site-settings-support';
import { member, type Member } from './wallet-support';

/**
 * Market news (issue 18, parts 3 and 4): the calendar, the news flash and the daily report through the
 * API. Only the site's admin writes, every write is audited and pushed to open pages after commit (never
 * for a refused one), imports are all or nothing with each bad line named, a preview writes nothing, and
 * nothing of site A is read or changed from site B.
 */
let t: TestContext;
let admin: Member;
let reader: Member;
let adminB: Member;
const NOW = new Date('2026-01-09T15:00:00Z'); // a Friday
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Api = { method: 'GET' | 'POST' | 'PUT'; path: string };

function call<T>(
  who: Member | null,
  api: Api,
  data?: Record<string, unknown>,
  options: { site?: TestSite; language?: string } = {},
) {
  const query =
    api.method === 'GET' && data
      ? Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))
      : data;
  return send<T>(t, who, api.method, api.path, query, options);
}

async function ok<T>(
  who: Member | null,
  api: Api,
  data?: Record<string, unknown>,
  options: { site?: TestSite; language?: string } = {},
) {
  const res = await call<T>(who, api, data, options);
  if (res.http !== 200) throw new Error(`${api.path}: ${res.http} ${JSON.stringify(res.body)}`);
  return res.body;
}

const eventCount = async (siteId = t.siteA.id) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(calendarEvents)
      .where(eq(calendarEvents.siteId, siteId))
  )[0]!.n;
const flashCount = async (siteId = t.siteA.id) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(newsFlashes)
      .where(eq(newsFlashes.siteId, siteId))
  )[0]!.n;

/** What the hub publishes to site A's open pages, while `listen` is on. */
function listen() {
  const messages: ServerMessage[] = [];
  const stop = t.app.trading.hub.subscribe(t.siteA.id, reader.id, (m) => messages.push(m));
  return { messages, stop };
}

const nfp = {
  time: Date.parse('2026-01-09T13:30:00Z'),
  country: 'US',
  importance: 3,
  title: { zh_CN: '美国12月非农就业人数', en_US: 'US Nonfarm Payrolls (Dec)' },
  forecast: '60K',
  previous: '64K',
};

beforeAll(async () => {
  t = await createTestContext({ configOverrides: { RATE_LIMIT_PER_MINUTE: '1000000' }, start: NOW });
  admin = await member(t, 'desk@news.test', { admin: true, nickName: 'Desk' });
  reader = await member(t, 'reader@news.test');
  adminB = await member(t, 'desk-b@news.test', { admin: true, site: t.siteB });
});

afterAll(async () => {
  await t.close();
});

describe('the calendar', () => {
  let event: AdminCalendarEvent;

  it('lets the admin add an event; the currency follows the country and every language is kept', async () => {
    [event] = (await ok<AdminCalendarEvent>(admin, API.adminSaveCalendarEvent, nfp)).content as [
      AdminCalendarEvent,
    ];
    expect(event).toMatchObject({
      country: 'US',
      currency: 'USD',
      importance: 3,
      actual: '',
      forecast: '60K',
    });
    expect(event.title).toEqual({
      zh_CN: '美国12月非农就业人数',
      en_US: 'US Nonfarm Payrolls (Dec)',
      zh_Hant: '',
    });
  });

  it('serves the range in the reader language (Traditional falls back to Simplified), filtered', async () => {
    const range = { from: Date.parse('2026-01-09T00:00:00Z'), to: Date.parse('2026-01-10T00:00:00Z') };
    const en = await ok<CalendarEvent>(null, API.getFinanceCalendar, range, { language: 'en_US' });
    expect(en.content).toEqual([
      expect.objectContaining({ eventId: event.eventId, title: 'US Nonfarm Payrolls (Dec)' }),
    ]);
    const hant = await ok<CalendarEvent>(null, API.getFinanceCalendar, range, { language: 'zh_Hant' });
    expect(hant.content[0]!.title).toBe('美国12月非农就业人数');
    expect(
      (await ok<CalendarEvent>(null, API.getFinanceCalendar, { ...range, country: 'JP' })).content,
    ).toEqual([]);
    expect(
      (await ok<CalendarEvent>(null, API.getFinanceCalendar, { ...range, importance: 3 })).content,
    ).toHaveLength(1);
    const later = { from: range.to, to: range.to + DAY };
    expect((await ok<CalendarEvent>(null, API.getFinanceCalendar, later)).content).toEqual([]);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await eventCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...nfp, country: 'XX' }, 'country'],
      [{ ...nfp, importance: 4 }, 'importance'],
      [{ ...nfp, actual: 'x'.repeat(21) }, 'actual'],
      [{ ...nfp, title: { zh_Hant: '只有繁體' } }, 'title.zh_CN'],
      [{ ...nfp, time: 12 }, 'time'],
    ];
    for (const [body, field] of cases) {
      const res = await call(admin, API.adminSaveCalendarEvent, body, { language: 'en_US' });
      expect(res.http, field).toBe(400);
      expect(res.body.status).toBe(STATUS.VALIDATION_FAILED);
      expect(res.body.content).toEqual([expect.objectContaining({ field })]);
    }
    const wide = await call(null, API.getFinanceCalendar, { from: nfp.time, to: nfp.time + 32 * DAY });
    expect(wide.http).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('pushes an entered actual value to open pages after commit, and nothing for a refused change', async () => {
    const live = listen();
    const res = await call(admin, API.adminSaveCalendarEvent, { ...nfp, eventId: 999_999, actual: '50K' });
    expect(res.http).toBe(404);
    const [saved] = (
      await ok<AdminCalendarEvent>(admin, API.adminSaveCalendarEvent, {
        ...nfp,
        eventId: event.eventId,
        actual: '50K',
      })
    ).content as [AdminCalendarEvent];
    await t.app.afterCommit.idle();
    live.stop();
    expect(saved.actual).toBe('50K');
    expect(live.messages).toEqual([
      {
        type: 'calendar',
        removed: false,
        event: expect.objectContaining({ eventId: event.eventId, actual: '50K' }),
      },
    ]);
  });

  it('lets only the site admin write: a member gets 25007, a visitor 401, site B 404 and sees nothing of A', async () => {
    const body = { ...nfp, eventId: event.eventId, actual: '1K' };
    expect((await call(reader, API.adminSaveCalendarEvent, body)).body.status).toBe(STATUS.ADMIN_ONLY);
    expect(
      (await call(reader, API.adminQueryCalendarEvents, { from: nfp.time - DAY, to: nfp.time + DAY })).http,
    ).toBe(403);
    expect((await call(null, API.adminDeleteCalendarEvent, { eventId: event.eventId })).http).toBe(401);
    const fromB = await call(adminB, API.adminSaveCalendarEvent, body, { site: t.siteB });
    expect(fromB.http).toBe(404);
    expect(
      (await call(adminB, API.adminDeleteCalendarEvent, { eventId: event.eventId }, { site: t.siteB })).http,
    ).toBe(404);
    const listB = await ok<CalendarEvent>(
      null,
      API.getFinanceCalendar,
      { from: nfp.time - DAY, to: nfp.time + DAY },
      { site: t.siteB },
    );
    expect(listB.content).toEqual([]);
    const [still] = (
      await ok<AdminCalendarEvent>(admin, API.adminQueryCalendarEvents, {
        from: nfp.time - DAY,
        to: nfp.time + DAY,
      })
    ).content as [AdminCalendarEvent];
    expect(still.actual).toBe('50K');
  });
});

const CSV_HEADER = 'time,country,importance,title_zh_CN,title_en_US,actual,forecast,previous';

describe('the calendar import', () => {
  const good = [
    CSV_HEADER,
    '2026-01-13 13:30,US,3,美国12月CPI年率,US CPI (YoY) (Dec),,2.7%,2.7%',
    '2026-01-14T09:30:00+08:00,CN,2,"中国12月贸易帐,美元",China Trade Balance (USD),,"$113.0B",$111.7B',
    '2026-01-15 07:00,GB,2,英国11月GDP月率,UK GDP (MoM) (Nov),,0.1%,-0.1%',
  ].join('\n');

  it('previews the rows (times read with their zone, quoted commas kept) and writes nothing', async () => {
    const before = await eventCount();
    const [preview] = (
      await ok<CalendarImportPreview>(admin, API.adminPreviewCalendarImport, { format: 'csv', text: good })
    ).content as [CalendarImportPreview];
    expect(preview.errors).toEqual([]);
    expect(preview.rows.map((r) => [r.line, r.time, r.currency, r.existing])).toEqual([
      [2, Date.parse('2026-01-13T13:30:00Z'), 'USD', null],
      [3, Date.parse('2026-01-14T01:30:00Z'), 'CNY', null],
      [4, Date.parse('2026-01-15T07:00:00Z'), 'GBP', null],
    ]);
    expect(preview.rows[1]!.title.zh_CN).toBe('中国12月贸易帐,美元');
    expect(await eventCount()).toBe(before);
  });

  it('refuses a malformed CSV whole, naming each line and reason, and writes nothing', async () => {
    const before = await eventCount();
    const bad = [
      CSV_HEADER,
      '2026-01-13 13:30,US,3,美国CPI,US CPI,,2.7%,2.7%',
      '2026-13-40 25:00,US,3,坏时间,Bad time,,,',
      '2026-01-13 15:00,US,5,坏重要性,Bad importance,,,',
      '2026-01-13 16:00,US,2,少一列,Short row,,',
    ].join('\n');
    const res = await call(
      admin,
      API.adminImportCalendarEvents,
      { format: 'csv', text: bad },
      { language: 'en_US' },
    );
    expect(res.http).toBe(400);
    expect(res.body.status).toBe(STATUS.MARKET_NEWS_IMPORT_INVALID);
    expect(res.body.message).toBe('The file has 3 errors; nothing was imported');
    expect(res.body.content).toEqual([
      {
        field: 'line 3',
        message: expect.stringMatching(/^Line 3: The time "2026-13-40 25:00" is not understood/),
      },
      { field: 'line 4', message: 'Line 4: The importance "5" must be 1, 2 or 3' },
      { field: 'line 5', message: 'Line 5: 8 columns expected, 7 found' },
    ]);
    const zh = await call(admin, API.adminImportCalendarEvents, { format: 'csv', text: bad });
    expect((zh.body.content as { message: string }[])[1]!.message).toBe('第 4 行：重要性 "5" 应为 1、2 或 3');
    const preview = await ok<CalendarImportPreview>(admin, API.adminPreviewCalendarImport, {
      format: 'csv',
      text: bad,
    });
    expect(preview.content[0]!.rows).toHaveLength(1);
    expect(preview.content[0]!.errors.map((e) => e.line)).toEqual([3, 4, 5]);
    expect(await eventCount()).toBe(before);
  });

  it('refuses a malformed iCalendar file with the line and writes nothing', async () => {
    const before = await eventCount();
    const unclosed = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'DTSTART:20260115T133000Z',
      'SUMMARY:美国零售销售',
      '',
    ].join('\r\n');
    const res = await call(
      admin,
      API.adminImportCalendarEvents,
      { format: 'ics', text: unclosed },
      { language: 'en_US' },
    );
    expect(res.http).toBe(400);
    expect(res.body.content).toEqual([
      { field: 'line 3', message: 'Line 3: BEGIN:VEVENT has no matching END' },
    ]);
    const badTime = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'DTSTART:20260230T133000Z',
      'SUMMARY:不存在的日子',
      'X-COUNTRY:US',
      'X-IMPORTANCE:2',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\n');
    const res2 = await call(
      admin,
      API.adminImportCalendarEvents,
      { format: 'ics', text: badTime },
      { language: 'en_US' },
    );
    expect(res2.body.content).toEqual([
      { field: 'line 3', message: expect.stringContaining('Line 3: The time "20260230T133000Z"') },
    ]);
    expect(await eventCount()).toBe(before);
  });

  it('imports an iCalendar file, then updates the same events from a second file with the actual values', async () => {
    const ics = (actual: string) =>
      [
        'BEGIN:VCALENDAR',
        'PRODID:-//desk//EN',
        'BEGIN:VEVENT',
        'DTSTART:20260115T133000Z',
        'SUMMARY:美国12月零售销售月率',
        'SUMMARY;LANGUAGE=en:US Retail Sales (MoM) ',
        ' (Dec)',
        'PRIORITY:1',
        'X-COUNTRY:US',
        `X-ACTUAL:${actual}`,
        'X-FORECAST:0.4%',
        'X-PREVIOUS:0.0%',
        'BEGIN:VALARM',
        'SUMMARY:ignored',
        'END:VALARM',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'DTSTART:20260116T100000Z',
        'SUMMARY:欧元区12月CPI年率终值',
        'X-COUNTRY:EU',
        'X-IMPORTANCE:2',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n');
    const first = await ok<ImportResult>(admin, API.adminImportCalendarEvents, {
      format: 'ics',
      text: ics(''),
    });
    expect(first.content).toEqual([{ created: 2, updated: 0 }]);
    // The first import's own pushes leave after its commit: wait for them, so only the second's are heard.
    await t.app.afterCommit.idle();
    const live = listen();
    const second = await ok<ImportResult>(admin, API.adminImportCalendarEvents, {
      format: 'ics',
      text: ics('0.6%'),
    });
    await t.app.afterCommit.idle();
    live.stop();
    expect(second.content).toEqual([{ created: 0, updated: 2 }]);
    const range = { from: Date.parse('2026-01-15T00:00:00Z'), to: Date.parse('2026-01-17T00:00:00Z') };
    const rows = (await ok<AdminCalendarEvent>(admin, API.adminQueryCalendarEvents, range)).content;
    expect(rows.map((r) => [r.title.en_US, r.importance, r.currency, r.actual])).toEqual([
      ['US Retail Sales (MoM) (Dec)', 3, 'USD', '0.6%'],
      ['', 2, 'EUR', ''],
    ]);
    // Only the event whose values changed is pushed.
    expect(live.messages).toEqual([
      expect.objectContaining({ type: 'calendar', event: expect.objectContaining({ actual: '0.6%' }) }),
    ]);
  });

  it('serializes 100 concurrent imports at the limit: exactly the room left is taken', async () => {
    const room = 5;
    const have = await eventCount();
    const filler = Array.from({ length: MARKET_NEWS_LIMITS.EVENTS_PER_SITE - room - have }, (_, i) => ({
      siteId: t.siteA.id,
      eventTime: new Date(Date.parse('2025-01-01T00:00:00Z') + i * 60_000),
      country: 'US',
      currency: 'USD',
      importance: 1,
      title: { zh_CN: `填充 ${i}` },
    }));
    for (let i = 0; i < filler.length; i += 1000)
      await t.db.insert(calendarEvents).values(filler.slice(i, i + 1000));
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(admin, API.adminImportCalendarEvents, {
          format: 'csv',
          text: `${CSV_HEADER}\n2026-02-0${1 + (i % 5)} 0${i % 10}:00,JP,1,并发 ${i},Race ${i},,,`,
        }),
      ),
    );
    const passed = answers.filter((a) => a.http === 200);
    expect(passed).toHaveLength(room);
    expect(
      answers.filter((a) => a.http === 409).every((a) => a.body.status === STATUS.MARKET_NEWS_FULL),
    ).toBe(true);
    expect(answers.filter((a) => a.http === 409)).toHaveLength(100 - room);
    expect(await eventCount()).toBe(MARKET_NEWS_LIMITS.EVENTS_PER_SITE);
    const one = await call(admin, API.adminSaveCalendarEvent, { ...nfp, time: nfp.time + HOUR });
    expect(one.body.status).toBe(STATUS.MARKET_NEWS_FULL);
    await t.db.delete(calendarEvents).where(sql`${calendarEvents.title}->>'zh_CN' like '填充 %'`);
  });

  it('keeps 100 concurrent edits of one event whole: the last one wins, each is audited once', async () => {
    const [e] = (
      await ok<AdminCalendarEvent>(admin, API.adminSaveCalendarEvent, { ...nfp, time: nfp.time + 2 * HOUR })
    ).content as [AdminCalendarEvent];
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(admin, API.adminSaveCalendarEvent, {
          ...nfp,
          eventId: e.eventId,
          time: e.time,
          actual: `${i}K`,
          forecast: `${i}K`,
        }),
      ),
    );
    expect(answers.every((a) => a.http === 200)).toBe(true);
    const [row] = (
      await ok<AdminCalendarEvent>(admin, API.adminQueryCalendarEvents, { from: e.time, to: e.time + 1 })
    ).content;
    expect(row!.actual).toBe(row!.forecast);
    const audit = (await ok<SiteAuditEntry>(admin, API.adminQuerySiteAudit, { page: 1, pageSize: 100 }))
      .content;
    expect(
      audit.filter(
        (a) =>
          a.action === 'marketNews.event.update' &&
          JSON.stringify(a.after).includes(`"eventId":${e.eventId}`),
      ),
    ).toHaveLength(100);
  });
});

describe('the news flash', () => {
  let first: AdminNewsFlash;

  it('serves items newest first, pages by cursor, hides later ones, and pushes new ones live', async () => {
    const live = listen();
    const times = [5, 4, 3, 2, 1].map((h) => NOW.getTime() - h * HOUR);
    for (const [i, time] of times.entries()) {
      const [saved] = (
        await ok<AdminNewsFlash>(admin, API.adminSaveNewsFlash, {
          time,
          important: i === 2,
          content: { zh_CN: `快讯 ${i}`, en_US: `Flash ${i}` },
        })
      ).content as [AdminNewsFlash];
      if (i === 0) first = saved;
    }
    await ok(admin, API.adminSaveNewsFlash, {
      time: NOW.getTime() + HOUR,
      important: false,
      content: { zh_CN: '未来' },
    });
    await t.app.afterCommit.idle();
    live.stop();
    expect(live.messages.filter((m) => m.type === 'newsflash')).toHaveLength(6);
    const page1 = (await ok<NewsFlash>(null, API.getNewsFlashes, { pageSize: 3 }, { language: 'en_US' }))
      .content;
    expect(page1.map((f) => f.content)).toEqual(['Flash 4', 'Flash 3', 'Flash 2']);
    const last = page1.at(-1)!;
    const page2 = (
      await ok<NewsFlash>(null, API.getNewsFlashes, {
        pageSize: 3,
        beforeTime: last.time,
        beforeId: last.flashId,
      })
    ).content;
    expect(page2.map((f) => f.content)).toEqual(['快讯 1', '快讯 0']);
    const important = (await ok<NewsFlash>(null, API.getNewsFlashes, { importantOnly: 'true' })).content;
    expect(important.map((f) => f.content)).toEqual(['快讯 2']);
    expect((await call(null, API.getNewsFlashes, { beforeTime: last.time })).http).toBe(400);
    expect((await ok<NewsFlash>(null, API.getNewsFlashes, {}, { site: t.siteB })).content).toEqual([]);
  });

  it('edits and deletes only for the site admin, pushing the removal', async () => {
    expect((await call(reader, API.adminDeleteNewsFlash, { flashId: first.flashId })).http).toBe(403);
    expect(
      (await call(adminB, API.adminDeleteNewsFlash, { flashId: first.flashId }, { site: t.siteB })).http,
    ).toBe(404);
    const live = listen();
    await ok(admin, API.adminDeleteNewsFlash, { flashId: first.flashId });
    await t.app.afterCommit.idle();
    live.stop();
    expect(live.messages).toEqual([expect.objectContaining({ type: 'newsflash', removed: true })]);
    expect((await call(admin, API.adminDeleteNewsFlash, { flashId: first.flashId })).http).toBe(404);
  });

  it('imports a CSV whole or refuses it with the lines; the preview writes nothing', async () => {
    const before = await flashCount();
    const bad = [
      'time,important,text_zh_CN,text_en_US',
      '2026-01-09 14:00,1,美联储官员讲话,Fed speaker',
      '2026-01-09 14:10,maybe,坏标记,Bad flag',
      '2026-01-09 14:20,0,,',
    ].join('\n');
    const preview = (
      await ok<NewsImportPreview>(
        admin,
        API.adminPreviewNewsImport,
        { format: 'csv', text: bad },
        { language: 'en_US' },
      )
    ).content[0]!;
    expect(preview.rows).toHaveLength(1);
    expect(preview.errors).toEqual([
      { line: 3, message: 'Line 3: The important flag "maybe" must be 1/0, true/false or yes/no' },
      { line: 4, message: 'Line 4: The text (Chinese or English) is missing or longer than 1000 characters' },
    ]);
    const refused = await call(admin, API.adminImportNewsFlashes, { format: 'csv', text: bad });
    expect(refused.http).toBe(400);
    expect((refused.body.content as { field: string }[]).map((e) => e.field)).toEqual(['line 3', 'line 4']);
    expect(await flashCount()).toBe(before);
    const good = [
      'time,important,text_zh_CN,text_en_US',
      '2026-01-09 14:00,1,美联储官员讲话,Fed speaker',
      '2026-01-09 14:10,no,"金价走高,涨 1%","Gold up, 1%"',
    ].join('\r\n');
    expect(
      (await ok<ImportResult>(admin, API.adminImportNewsFlashes, { format: 'csv', text: good })).content,
    ).toEqual([{ created: 2, updated: 0 }]);
    expect(await flashCount()).toBe(before + 2);
    expect((await call(reader, API.adminPreviewNewsImport, { format: 'csv', text: good })).http).toBe(403);
  });
});

describe('the daily report', () => {
  let server: string;

  beforeAll(async () => {
    const [first] = await t.db
      .select({ name: tradeServers.name })
      .from(tradeServers)
      .where(eq(tradeServers.isDemo, false))
      .limit(1);
    server = first!.name;
    // The server's D1 candles open at 22:00 UTC the day before (a UTC+2 server).
    const candle = (day: string, symbol: string, p: [number, number, number, number]) => ({
      server,
      symbol,
      timeframe: 'D1',
      openTime: new Date(Date.parse(`${day}T00:00:00Z`) - 2 * HOUR),
      open: p[0],
      high: p[1],
      low: p[2],
      close: p[3],
      ticks: 1000,
    });
    await t.db
      .insert(marketCandles)
      .values([
        candle('2026-01-08', 'EURUSD', [108_000, 108_600, 107_900, 108_400]),
        candle('2026-01-09', 'EURUSD', [108_400, 109_050, 108_210, 108_921]),
        candle('2026-01-09', 'USDJPY', [150_000, 151_234, 149_900, 150_500]),
        candle('2026-01-09', 'EURUSD-other', [1, 1, 1, 1]),
      ]);
    const [account] = await t.db
      .insert(mtAccounts)
      .values({
        siteId: t.siteA.id,
        userId: reader.id,
        accType: 1,
        platformId: sql`(select platform_id from trade_servers where name = ${server})`,
        serverId: sql`(select id from trade_servers where name = ${server})`,
        login: '9900001',
        passwordEnc: 'x',
        passwordKind: 'trade',
        loginOrder: 1,
      } as never)
      .returning({ id: mtAccounts.id });
    const order = (ticket: number, symbol: string, type: number, at: string) => ({
      siteId: t.siteA.id,
      accountId: account!.id,
      ticket,
      type,
      symbol,
      openTime: new Date(at),
      state: 'closed',
    });
    await t.db.insert(mtOrders).values([
      order(1, 'EURUSD', 0, '2026-01-09T08:00:00Z'),
      order(2, 'EURUSD', 1, '2026-01-09T09:00:00Z'),
      order(3, 'XAUUSD', 0, '2026-01-09T10:00:00Z'),
      order(4, 'XAUUSD', 2, '2026-01-09T10:00:00Z'), // a pending order is no trade
      order(5, 'GBPUSD', 0, '2026-01-08T23:59:00Z'), // the day before
      order(6, 'EURUSD.m', 1, '2026-01-09T11:00:00Z'), // the account's EURUSD.m is EURUSD
    ]);
    await t.db.insert(mtAccountSymbols).values({
      siteId: t.siteA.id,
      accountId: account!.id,
      symbol: 'EURUSD.m',
      standardSymbol: 'EURUSD',
      status: 1,
    });
  });

  it('computes the figures of a day from the D1 candles and the most traded symbols of the site', async () => {
    const [report] = (await ok<DailyReport>(null, API.getDailyReport, { day: '2026-01-09' })).content as [
      DailyReport,
    ];
    expect(report.server).toBe(server);
    expect(report.figures).toEqual([
      {
        symbol: 'EURUSD',
        digits: 5,
        open: '1.08400',
        high: '1.09050',
        low: '1.08210',
        close: '1.08921',
        changePercent: '0.48', // (108921 - 108400) / 108400 = 0.4806 %
        rangePips: '84.0',
      },
      {
        symbol: 'USDJPY',
        digits: 3,
        open: '150.000',
        high: '151.234',
        low: '149.900',
        close: '150.500',
        changePercent: '',
        rangePips: '133.4',
      },
    ]);
    expect(report.active).toEqual([
      { symbol: 'EURUSD', trades: 3 },
      { symbol: 'XAUUSD', trades: 1 },
    ]);
    expect(report.commentary).toBe('');
    const [fromB] = (
      await ok<DailyReport>(null, API.getDailyReport, { day: '2026-01-09' }, { site: t.siteB })
    ).content as [DailyReport];
    expect(fromB.active).toEqual([]);
    expect((await call(null, API.getDailyReport, { day: '2026-01-09', server: 'No-Such-Server' })).http).toBe(
      404,
    );
    expect((await call(null, API.getDailyReport, { day: '2026-02-30' })).http).toBe(400);
  });

  it('serves the admin commentary of the day, the latest by default, and the list of days', async () => {
    for (const day of ['2026-01-07', '2026-01-08', '2026-01-12']) {
      await ok<AdminDailyReport>(admin, API.adminSaveDailyReport, {
        day,
        title: { zh_CN: `${day} 日评`, en_US: `Daily ${day}` },
        commentary: { zh_CN: `## 美元 ${day}`, en_US: `## Dollar ${day}` },
      });
    }
    // Replacing the English keeps the Chinese.
    const [edited] = (
      await ok<AdminDailyReport>(admin, API.adminSaveDailyReport, {
        day: '2026-01-08',
        commentary: { en_US: '## Edited' },
      })
    ).content as [AdminDailyReport];
    expect(edited.commentary).toEqual({ zh_CN: '## 美元 2026-01-08', en_US: '## Edited', zh_Hant: '' });
    const [latest] = (await ok<DailyReport>(null, API.getDailyReport, {}, { language: 'en_US' })).content as [
      DailyReport,
    ];
    // 2026-01-12 is still to come at NOW: not out yet.
    expect(latest).toMatchObject({
      day: '2026-01-08',
      title: 'Daily 2026-01-08',
      commentary: '## Edited',
      previousDay: '2026-01-07',
      nextDay: '',
    });
    const days = await ok<DailyReportDay>(null, API.getDailyReportDays, { page: 1, pageSize: 10 });
    expect(days.content.map((d) => d.day)).toEqual(['2026-01-08', '2026-01-07']);
    expect(days.total).toBe(2);
    expect(
      (await ok<DailyReport>(null, API.getDailyReport, { day: '2026-01-12' })).content[0]!.commentary,
    ).toBe('');
    const admins = await ok<AdminDailyReport>(admin, API.adminQueryDailyReports, { page: 1, pageSize: 10 });
    expect(admins.total).toBe(3);
    expect((await ok<DailyReportDay>(null, API.getDailyReportDays, {}, { site: t.siteB })).content).toEqual(
      [],
    );
  });

  it('lets only the site admin write or delete a report', async () => {
    const body = { day: '2026-01-08', commentary: { zh_CN: '改' } };
    expect((await call(reader, API.adminSaveDailyReport, body)).body.status).toBe(STATUS.ADMIN_ONLY);
    expect(
      (await call(adminB, API.adminDeleteDailyReport, { day: '2026-01-08' }, { site: t.siteB })).http,
    ).toBe(404);
    expect((await call(admin, API.adminSaveDailyReport, { day: '2026-01-08', commentary: {} })).http).toBe(
      400,
    );
    await ok(admin, API.adminDeleteDailyReport, { day: '2026-01-07' });
    expect((await call(admin, API.adminDeleteDailyReport, { day: '2026-01-07' })).http).toBe(404);
    const audit = (await ok<SiteAuditEntry>(admin, API.adminQuerySiteAudit, { page: 1, pageSize: 100 }))
      .content;
    const actions = new Set(audit.map((a) => a.action));
    for (const action of [
      'marketNews.report.add',
      'marketNews.report.update',
      'marketNews.report.delete',
      'marketNews.flash.import',
    ]) {
      expect(actions.has(action), action).toBe(true);
    }
  });
});
