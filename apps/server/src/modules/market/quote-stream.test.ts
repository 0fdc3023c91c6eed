import { describe, expect, it } from 'vitest';
import { createQuoteStream, type QuoteSink } from './quote-stream';

const S = 'MeridianMarkets-Live';
/** A tick at `bid` points (two digits), ask one point above. */
const tick = (symbol: string, bid: number, time = 1) => ({
  server: S,
  symbol,
  digits: 2,
  bid,
  ask: bid + 1,
  time,
});
/** The quote a browser gets for it. */
const quote = (symbol: string, bid: number, time = 1) => ({
  symbol,
  bid: (bid / 100).toFixed(2),
  ask: ((bid + 1) / 100).toFixed(2),
  time,
});

function sink(buffered = 0): QuoteSink & { sent: unknown[] } {
  const sent: unknown[] = [];
  return { sent, send: (text) => sent.push(JSON.parse(text)), buffered: () => buffered };
}

describe('the quote stream', () => {
  it('sends each socket one message per flush with the newest price of the symbols it asked for', () => {
    const stream = createQuoteStream({ intervalMs: 500, timers: false });
    const a = sink();
    const b = sink();
    stream.subscribe(a, S, ['EURUSD']);
    stream.subscribe(b, S, ['EURUSD', 'GBPUSD']);
    stream.tick(tick('EURUSD', 110));
    stream.tick(tick('EURUSD', 120, 2));
    stream.tick(tick('GBPUSD', 130));
    stream.tick(tick('USDJPY', 15000));
    expect(stream.flush()).toEqual({ messages: 2, quotes: 3 });
    expect(a.sent).toEqual([{ type: 'quotes', server: S, quotes: [quote('EURUSD', 120, 2)] }]);
    expect(b.sent).toEqual([
      { type: 'quotes', server: S, quotes: [quote('EURUSD', 120, 2), quote('GBPUSD', 130)] },
    ]);
    // Nothing moved since: nothing is sent.
    expect(stream.flush()).toEqual({ messages: 0, quotes: 0 });
  });

  it('replaces an ask, ends it with an empty list or on unsubscribe', () => {
    const stream = createQuoteStream({ intervalMs: 500, timers: false });
    const a = sink();
    stream.subscribe(a, S, ['EURUSD']);
    stream.subscribe(a, S, ['GBPUSD']);
    stream.tick(tick('EURUSD', 110));
    expect(stream.flush().messages).toBe(0);
    stream.subscribe(a, S, []);
    expect(stream.size()).toBe(0);
    stream.subscribe(a, S, ['EURUSD']);
    stream.unsubscribe(a);
    stream.tick(tick('EURUSD', 110));
    expect(stream.flush().messages).toBe(0);
    expect(a.sent).toEqual([]);
  });

  it('skips a socket whose buffer is full (a stalled browser) and keeps serving the others', () => {
    const stream = createQuoteStream({ intervalMs: 500, timers: false });
    const stalled = sink(2 << 20);
    const fine = sink();
    stream.subscribe(stalled, S, ['EURUSD']);
    stream.subscribe(fine, S, ['EURUSD']);
    stream.tick(tick('EURUSD', 110));
    expect(stream.flush().messages).toBe(1);
    expect(stalled.sent).toEqual([]);
    expect(fine.sent).toHaveLength(1);
  });
});
