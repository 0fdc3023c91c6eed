import { MAX_QUOTE_SYMBOLS } from '@copytrade/contracts/market';
import { decodeOriginProtocol } from '@copytrade/contracts/realtime';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/testing/fake-socket';
import { mergeAsks, useLiveQuotes, useSiteMessage } from './market-socket';

const SERVER = 'MeridianMarkets-Live';

function quotes(server: string, list: { symbol: string; bid: string; ask: string; time: number }[]) {
  return { type: 'quotes', server, quotes: list };
}

/** Lets the hub send the ask it gathered in this tick (one message per render). */
const settle = () => act(async () => {});

describe('the visitor market socket (issue 18)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens one anonymous socket to /ws with the page origin as its only sub-protocol', async () => {
    renderHook(() => useLiveQuotes(SERVER, ['EURUSD']));
    renderHook(() => useSiteMessage('notice', () => {}));
    await settle();
    expect(FakeSocket.instances).toHaveLength(1);
    const socket = FakeSocket.last();
    expect(socket.url).toMatch(/^ws:\/\/.+\/ws$/);
    expect(socket.protocols).toHaveLength(1);
    expect(decodeOriginProtocol(socket.protocols[0]!)).toBe(window.location.origin);
  });

  it('sends the ask once open, replaces it when the symbols change, and sends an empty list on unmount', async () => {
    const { rerender, unmount } = renderHook(({ symbols }) => useLiveQuotes(SERVER, symbols), {
      initialProps: { symbols: ['EURUSD', 'GBPUSD'] },
    });
    await settle();
    const socket = FakeSocket.last();
    expect(socket.sent).toEqual([]);
    act(() => socket.open());
    expect(socket.sentMessages()).toEqual([
      { type: 'quotes', server: SERVER, symbols: ['EURUSD', 'GBPUSD'] },
    ]);

    rerender({ symbols: ['EURUSD', 'GBPUSD'] });
    await settle();
    expect(socket.sent).toHaveLength(1);

    rerender({ symbols: ['USDJPY'] });
    await settle();
    expect(socket.sentMessages().at(-1)).toEqual({ type: 'quotes', server: SERVER, symbols: ['USDJPY'] });

    unmount();
    await settle();
    expect(socket.sentMessages().at(-1)).toEqual({ type: 'quotes', server: SERVER, symbols: [] });
  });

  it('returns the latest quote of the asked symbols of its server only', async () => {
    const { result } = renderHook(() => useLiveQuotes(SERVER, ['EURUSD']));
    await settle();
    const socket = FakeSocket.last();
    act(() => socket.open());
    act(() => {
      socket.receive(quotes(SERVER, [{ symbol: 'EURUSD', bid: '1.10000', ask: '1.10012', time: 2 }]));
      socket.receive(quotes('Other-Server', [{ symbol: 'EURUSD', bid: '9.00000', ask: '9.00000', time: 3 }]));
      socket.receive(quotes(SERVER, [{ symbol: 'GBPUSD', bid: '1.30000', ask: '1.30020', time: 3 }]));
      // An older quote arriving late does not win over the newer one.
      socket.receive(quotes(SERVER, [{ symbol: 'EURUSD', bid: '1.09000', ask: '1.09012', time: 1 }]));
    });
    expect(result.current.get('EURUSD')).toEqual({ bid: '1.10000', ask: '1.10012', time: 2 });
    expect(result.current.has('GBPUSD')).toBe(false);
  });

  it('merges the asks of the mounted hooks into one, on the server asked last, at most the cap', async () => {
    renderHook(() => useLiveQuotes(SERVER, ['EURUSD', 'GBPUSD']));
    renderHook(() => useLiveQuotes(SERVER, ['GBPUSD', 'XAUUSD']));
    await settle();
    const socket = FakeSocket.last();
    act(() => socket.open());
    expect(socket.sentMessages()).toEqual([
      { type: 'quotes', server: SERVER, symbols: ['EURUSD', 'GBPUSD', 'XAUUSD'] },
    ]);

    const many = Array.from({ length: MAX_QUOTE_SYMBOLS + 5 }, (_, i) => `SYM${i}`);
    expect(mergeAsks([{ server: SERVER, symbols: many }])?.symbols).toHaveLength(MAX_QUOTE_SYMBOLS);
    expect(
      mergeAsks([
        { server: 'A', symbols: ['X'] },
        { server: 'B', symbols: ['Y'] },
      ]),
    ).toEqual({ type: 'quotes', server: 'B', symbols: ['Y'] });
    expect(mergeAsks([])).toBeNull();
  });

  it('reconnects after a close and sends the current ask again', async () => {
    vi.useFakeTimers();
    renderHook(() => useLiveQuotes(SERVER, ['EURUSD']));
    await settle();
    const first = FakeSocket.last();
    act(() => first.open());
    act(() => first.drop());
    expect(FakeSocket.instances).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(FakeSocket.instances).toHaveLength(2);
    const second = FakeSocket.last();
    act(() => second.open());
    expect(second.sentMessages()).toEqual([{ type: 'quotes', server: SERVER, symbols: ['EURUSD'] }]);

    // After a connection that worked, the first retry is quick again; one that never opened backs off.
    act(() => second.drop());
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(FakeSocket.instances).toHaveLength(3);
    act(() => FakeSocket.last().fail());
    act(() => {
      vi.advanceTimersByTime(9_999);
    });
    expect(FakeSocket.instances).toHaveLength(3);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(FakeSocket.instances).toHaveLength(4);
  });

  it('closes the socket when no hook uses it any more, and does not reconnect then', async () => {
    vi.useFakeTimers();
    const board = renderHook(() => useLiveQuotes(SERVER, ['EURUSD']));
    const listener = renderHook(() => useSiteMessage('notice', () => {}));
    await settle();
    const socket = FakeSocket.last();
    board.unmount();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(socket.closed).toBe(false);
    listener.unmount();
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(socket.closed).toBe(true);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('keeps the socket when a page leaves and another comes right after', async () => {
    vi.useFakeTimers();
    const first = renderHook(() => useLiveQuotes(SERVER, ['EURUSD']));
    await settle();
    first.unmount();
    renderHook(() => useLiveQuotes(SERVER, ['GBPUSD']));
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(FakeSocket.instances).toHaveLength(1);
    expect(FakeSocket.last().closed).toBe(false);
  });

  it('hands site-wide messages of one type to useSiteMessage, ignoring others and malformed ones', async () => {
    const onNotice = vi.fn();
    renderHook(() => useSiteMessage('notice', onNotice));
    await settle();
    const socket = FakeSocket.last();
    act(() => {
      socket.receive({ type: 'notice' });
      socket.receive(quotes(SERVER, []));
      socket.receive({ type: 'notice', extra: 1 });
      socket.onmessage?.(new MessageEvent('message', { data: '{' }));
    });
    expect(onNotice).toHaveBeenCalledTimes(2);
    expect(onNotice).toHaveBeenCalledWith({ type: 'notice' });
  });
});
