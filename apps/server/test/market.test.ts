import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { API } from '@copytrade/contracts/api-paths';
import { MAX_QUOTE_SYMBOLS } from '@copytrade/contracts/market';
import { encodeOriginProtocol, type ServerMessage } from '@copytrade/contracts/realtime';
import { sql } from 'drizzle-orm';
import { anotherApp, createTestContext, testMarket, type TestContext } from './harness';

/*
 * Market data for the tools (issue 18): candles built from the simulator's ticks, written and taken back
 * after a restart, the quotes board, pivot points, the calculator's symbol and live quotes over /ws.
 * Prices move only when the test sets them (feed 'manual').
 */

const SERVER = 'MeridianMarkets-Live'; // UTC+2: its day starts at 22:00 UTC
const TUESDAY = new Date('2026-11-17T10:00:00Z');

let t: TestContext;
let port: number;

type Envelope<T> = {
  status: number;
  message: string;
  content: T[];
  fieldErrors?: { field: string; message: string }[];
};

async function get<T>(path: string, query: Record<string, string>, language = 'en_US') {
  const res = await t.call({ method: 'GET', url: path, query, language });
  return res.json<Envelope<T>>();
}

/** Sets EURUSD's mid now and answers the bid the server quotes for it. */
async function mid(price: string): Promise<string> {
  t.gateway.world().setMid('EURUSD', price);
  await t.gateway.advance();
  return bidNow();
}

/** EURUSD's bid now as the server quotes it (five digits). */
function bidNow(): string {
  return t.gateway.world().quote(SERVER, 'EURUSD')!.bid;
}

async function at(time: Date) {
  t.clock.set(time);
  await t.gateway.advance();
}

/** The bids of Tuesday (server day), as the server quoted them. */
const tuesday: string[] = [];

beforeAll(async () => {
  t = await createTestContext({ start: TUESDAY, feed: 'manual', candles: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  tuesday.push(await mid('1.10000'));
  await at(new Date(TUESDAY.getTime() + 30_000));
  tuesday.push(await mid('1.10100'));
  await at(new Date(TUESDAY.getTime() + 70_000));
  tuesday.push(await mid('1.09950'));
  await at(new Date('2026-11-17T21:30:00Z'));
  tuesday.push(await mid('1.10040'));
});
afterAll(async () => {
  await t?.close();
});

describe('trade servers', () => {
  it('lists the servers of the feed with their offsets; the first live server is the default', async () => {
    const body = await get<{ server: string; isDemo: boolean; offsetMinutes: number; isDefault: boolean }>(
      API.getMarketServers.path,
      {},
    );
    expect(body.status).toBe(10000);
    expect(body.content.length).toBe(7);
    expect(body.content.filter((s) => s.isDefault).map((s) => s.server)).toEqual([SERVER]);
    expect(body.content.find((s) => s.server === SERVER)?.offsetMinutes).toBe(120);
  });
});

describe('candles', () => {
  it('builds candles from the ticks: open, high, low and close of the bid', async () => {
    const body = await get<{
      time: number;
      open: string;
      high: string;
      low: string;
      close: string;
      ticks: number;
    }>(API.getMarketCandles.path, { symbol: 'EURUSD', timeframe: 'M5' });
    expect(body.status).toBe(10000);
    expect(body.content).toEqual([
      {
        time: TUESDAY.getTime(),
        open: tuesday[0],
        high: tuesday[1],
        low: tuesday[2],
        close: tuesday[2],
        ticks: 3,
      },
      expect.objectContaining({ time: new Date('2026-11-17T21:30:00Z').getTime(), open: tuesday[3] }),
    ]);
  });

  it('keeps M1 candles four hours: those of 10:00 were never held', async () => {
    const body = await get<{ time: number }>(API.getMarketCandles.path, {
      symbol: 'EURUSD',
      timeframe: 'M1',
    });
    expect(body.content.map((c) => c.time)).toEqual([new Date('2026-11-17T21:30:00Z').getTime()]);
  });

  it('builds the D1 candle in the server time: it started at 22:00 UTC the day before', async () => {
    const body = await get<{ time: number; open: string; high: string; low: string; close: string }>(
      API.getMarketCandles.path,
      { symbol: 'EURUSD', timeframe: 'D1' },
    );
    expect(body.content).toEqual([
      expect.objectContaining({
        time: new Date('2026-11-16T22:00:00Z').getTime(),
        open: tuesday[0],
        high: tuesday[1],
        low: tuesday[2],
        close: tuesday[3],
      }),
    ]);
  });

  it('writes the candles and takes those in progress back after a restart', async () => {
    await t.app.market.save();
    const stored = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from market_candles where server = ${SERVER} and symbol = 'EURUSD'`,
    );
    // M1: only 21:30 (those of 10:00 and 10:01 are older than the 4 hours M1 is kept: never written);
    // M5, M15, M30, H1: 10:00 and 21:30 each; H4: 12:00 and 20:00 server time; D1: one.
    expect((stored as { rows: { n: number }[] }).rows[0]?.n).toBe(1 + 2 + 2 + 2 + 2 + 2 + 1);

    const restarted = await anotherApp(t, { market: testMarket(t.clock, true) });
    await restarted.ready();
    try {
      await at(new Date('2026-11-17T21:30:20Z'));
      t.gateway.world().setMid('EURUSD', '1.10300');
      await t.gateway.advance();
      const high = bidNow();
      const res = await restarted.inject({
        method: 'GET',
        url: `${API.getMarketCandles.path}?symbol=EURUSD&timeframe=D1`,
        headers: { domainname: t.siteA.domain },
      });
      const body = res.json<Envelope<{ open: string; high: string; close: string }>>();
      // The day goes on from the saved candle: same open, the new high.
      expect(body.content.at(-1)).toMatchObject({ open: tuesday[0], high, close: high });
      tuesday.push(high);
    } finally {
      await restarted.close();
    }
  });

  it('refuses an unknown symbol or server with a localized message', async () => {
    const symbol = await get(API.getMarketCandles.path, { symbol: 'NOPE', timeframe: 'M1' }, 'zh_CN');
    expect(symbol.status).toBe(40000);
    expect(symbol.content).toEqual([{ field: 'symbol', message: '这个交易服务器没有该品种' }]);
    const server = await get(API.getMarketQuotes.path, { server: 'Nowhere-Live' });
    expect(server.status).toBe(40000);
    expect(server.content).toEqual([
      { field: 'server', message: 'There are no quotes for this trade server' },
    ]);
  });
});

describe('the quotes board, pivot points and the calculator', () => {
  it("shows bid, ask, spread and the day's change against the day's open", async () => {
    const body = await get<{
      symbol: string;
      bid: string;
      ask: string;
      spread: number;
      dayOpen: string;
      change: string;
      changePercent: string;
    }>(API.getMarketQuotes.path, {});
    const eurusd = body.content.find((q) => q.symbol === 'EURUSD')!;
    const quote = t.gateway.world().quote(SERVER, 'EURUSD')!;
    expect(eurusd).toMatchObject({ bid: quote.bid, ask: quote.ask, dayOpen: tuesday[0] });
    expect(eurusd.spread).toBe(Math.round((Number(quote.ask) - Number(quote.bid)) * 1e5));
    expect(eurusd.change).toBe((Number(quote.bid) - Number(tuesday[0])).toFixed(5));
    expect(eurusd.changePercent).toBe(
      (((Number(quote.bid) - Number(tuesday[0])) / Number(tuesday[0])) * 100).toFixed(2),
    );
  });

  it("computes Wednesday's pivot points from Tuesday's candle", async () => {
    await at(new Date('2026-11-18T09:00:00Z'));
    await mid('1.10150');
    const body = await get<{
      symbol: string;
      high: string;
      low: string;
      close: string;
      classic: { pivot: string };
    }>(API.getPivotPoints.path, {});
    const eurusd = body.content.find((r) => r.symbol === 'EURUSD')!;
    const [high, low, close] = [tuesday[4]!, tuesday[2]!, tuesday[4]!];
    expect(eurusd).toMatchObject({ high, low, close });
    expect(eurusd.classic.pivot).toBe(((Number(high) + Number(low) + Number(close)) / 3).toFixed(5));
  });

  it("gives the calculator the symbol's specification and the server's currency pairs", async () => {
    const body = await get<{ contractSize: number; digits: number; minLot: string; fx: { base: string }[] }>(
      API.getSymbolSpec.path,
      { symbol: 'EURUSD' },
    );
    expect(body.content[0]).toMatchObject({
      contractSize: 100000,
      digits: 5,
      minLot: '0.01',
      lotStep: '0.01',
    });
    expect(body.content[0]!.fx.map((q) => q.base)).toContain('EUR');
  });
});

describe('live quotes over /ws', () => {
  async function visitor() {
    const received: ServerMessage[] = [];
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, [encodeOriginProtocol('http://a.test')]);
    ws.on('message', (data: Buffer) => received.push(JSON.parse(data.toString()) as ServerMessage));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const next = async (match: (m: ServerMessage) => boolean) => {
      for (let i = 0; i < 100; i += 1) {
        const found = received.find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no such message; got ${JSON.stringify(received)}`);
    };
    await next((m) => m.type === 'ready');
    return { ws, received, next };
  }

  it('accepts a visitor without a token and streams only the symbols it asked for, at most once a flush', async () => {
    const page = await visitor();
    page.ws.send(JSON.stringify({ type: 'quotes', server: SERVER, symbols: ['EURUSD'] }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const bids = [await mid('1.10160'), await mid('1.10170')];
    t.gateway.world().setMid('GBPUSD', '1.27000');
    await t.gateway.advance();
    expect(t.app.market.stream.flush().messages).toBeGreaterThanOrEqual(1);
    const message = await page.next((m) => m.type === 'quotes');
    // Two ticks of EURUSD, one message with the newest; GBPUSD was not asked for.
    expect(message).toEqual({
      type: 'quotes',
      server: SERVER,
      quotes: [expect.objectContaining({ symbol: 'EURUSD', bid: bids[1] })],
    });
    page.ws.close();
  });

  it('refuses unknown symbols, too many symbols, an unknown server and malformed asks', async () => {
    const page = await visitor();
    const refusals = async (ask: unknown) => {
      const before = page.received.length;
      page.ws.send(typeof ask === 'string' ? ask : JSON.stringify(ask));
      return page.next((m) => m.type === 'quotesRefused' && page.received.indexOf(m) >= before);
    };
    expect(await refusals({ type: 'quotes', server: SERVER, symbols: ['EURUSD', 'NOPE'] })).toEqual({
      type: 'quotesRefused',
      reason: 'unknown_symbol',
      symbols: ['NOPE'],
    });
    const many = Array.from({ length: MAX_QUOTE_SYMBOLS + 1 }, (_, i) => `S${i}`);
    expect(await refusals({ type: 'quotes', server: SERVER, symbols: many })).toMatchObject({
      reason: 'too_many',
    });
    expect(await refusals({ type: 'quotes', server: 'Nowhere', symbols: ['EURUSD'] })).toMatchObject({
      reason: 'unknown_server',
    });
    expect(await refusals('{not json')).toMatchObject({ reason: 'malformed' });
    // A refused ask streams nothing.
    await mid('1.10180');
    t.app.market.stream.flush();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(page.received.some((m) => m.type === 'quotes')).toBe(false);
    page.ws.close();
  });

  it('refuses more than 20 asks in ten seconds from one socket', async () => {
    const page = await visitor();
    for (let i = 0; i < 25; i += 1) {
      page.ws.send(JSON.stringify({ type: 'quotes', server: SERVER, symbols: ['EURUSD'] }));
    }
    await page.next((m) => m.type === 'quotesRefused');
    const refused = page.received.filter((m) => m.type === 'quotesRefused');
    expect(refused.length).toBe(5);
    expect(refused.every((m) => m.type === 'quotesRefused' && m.reason === 'too_many')).toBe(true);
    page.ws.close();
  });
});
