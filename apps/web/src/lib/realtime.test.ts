import { decodeOriginProtocol } from '@copytrade/contracts/realtime';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentLocale } from '@/i18n/locale';
import { FakeSocket } from '@/testing/fake-socket';
import { setUnauthorizedHandler } from './api-client';
import { getBrokenAccounts } from './connection-status';
import { setNotifier } from './notifier';
import { realtimeUrl, startRealtime } from './realtime';

const ORIGIN = 'https://copy.example.com';

function connection(status: number, alert: 'true' | 'false', mtAccId = 101) {
  return { type: 'connection', wsStatus: 200, status, alert, loginOrder: 3, login: '6100002', mtAccId };
}

describe('realtime client (spec 4, Connection status)', () => {
  const toasts = { error: vi.fn(), success: vi.fn(), info: vi.fn() };
  let stop: (() => void) | null = null;

  beforeEach(() => {
    FakeSocket.reset();
    setNotifier(toasts);
  });

  afterEach(async () => {
    stop?.();
    stop = null;
    vi.useRealTimers();
    vi.clearAllMocks();
    setNotifier(null);
    setUnauthorizedHandler(null);
    setCurrentLocale('zh_CN');
    await i18next.changeLanguage('zh_CN');
  });

  function start(extra: Partial<Parameters<typeof startRealtime>[0]> = {}) {
    const handle = startRealtime({
      token: 'tok_abc-123',
      origin: ORIGIN,
      url: 'wss://copy.example.com/ws',
      WebSocketImpl: FakeSocket,
      ...extra,
    });
    stop = handle.stop;
    return handle;
  }

  it('connects to /ws with the origin (base64url) and the token as sub-protocols', () => {
    start();
    const socket = FakeSocket.last();
    expect(socket.url).toBe('wss://copy.example.com/ws');
    expect(socket.protocols).toHaveLength(2);
    expect(socket.protocols[0]).not.toMatch(/[:/=]/);
    expect(decodeOriginProtocol(socket.protocols[0]!)).toBe(ORIGIN);
    expect(socket.protocols[1]).toBe('tok_abc-123');
  });

  it('builds the socket URL from the page host, wss on https', () => {
    expect(realtimeUrl('', new URL('https://site.example.com/home') as unknown as Location)).toBe(
      'wss://site.example.com/ws',
    );
    expect(realtimeUrl('', new URL('http://127.0.0.1:3000/x') as unknown as Location)).toBe(
      'ws://127.0.0.1:3000/ws',
    );
    expect(realtimeUrl('https://api.example.com', new URL('http://a.test/') as unknown as Location)).toBe(
      'wss://api.example.com/ws',
    );
  });

  it('takes the broken list from ready, and adds and removes accounts with toasts when alert is true', () => {
    const onReady = vi.fn();
    start({ onReady });
    const socket = FakeSocket.last();
    socket.receive({ type: 'ready', wsStatus: 200, broken: [{ mtAccId: 55, loginOrder: 1, login: '1' }] });
    expect([...getBrokenAccounts().keys()]).toEqual([55]);
    expect(onReady).toHaveBeenCalledWith([{ mtAccId: 55, loginOrder: 1, login: '1' }]);

    socket.receive(connection(1, 'true'));
    expect([...getBrokenAccounts().keys()].sort((a, b) => a - b)).toEqual([55, 101]);
    expect(toasts.error).toHaveBeenCalledWith('您的账户 #3 6100002 服务器断开连接');

    socket.receive(connection(0, 'true'));
    expect([...getBrokenAccounts().keys()]).toEqual([55]);
    expect(toasts.success).toHaveBeenCalledWith('您的账户 #3 6100002 服务器已恢复连接');
  });

  it('changes the broken list without a toast when alert is not the text true', () => {
    start();
    const socket = FakeSocket.last();
    socket.receive(connection(1, 'false'));
    expect(getBrokenAccounts().has(101)).toBe(true);
    socket.receive(connection(0, 'false'));
    expect(getBrokenAccounts().has(101)).toBe(false);
    expect(toasts.error).not.toHaveBeenCalled();
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('words the toasts in the reader language', async () => {
    setCurrentLocale('en_US');
    await i18next.changeLanguage('en_US');
    start();
    FakeSocket.last().receive(connection(1, 'true'));
    expect(toasts.error).toHaveBeenCalledWith('Your account #3 6100002 lost its server connection');
  });

  it('hands account and order messages to the caller and ignores what is not a known message', () => {
    const onAccount = vi.fn();
    const onOrder = vi.fn();
    start({ onAccount, onOrder });
    const socket = FakeSocket.last();
    const account = {
      type: 'account',
      mtAccId: 101,
      balance: '1.00',
      equity: '2.00',
      margin: '0.00',
      freeMargin: '2.00',
      marginLevel: '0',
      profit: '1.00',
      updateTime: 1,
    };
    socket.receive(account);
    socket.receive({ type: 'account', mtAccId: 'not a number' });
    socket.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    expect(onAccount).toHaveBeenCalledTimes(1);
    expect(onAccount).toHaveBeenCalledWith(account);
    expect(onOrder).not.toHaveBeenCalled();
  });

  it('on wsStatus 401 clears the session through the 401 handler and does not reconnect', () => {
    vi.useFakeTimers();
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    start();
    const socket = FakeSocket.last();
    socket.receive({ type: 'auth', wsStatus: 401 });
    expect(unauthorized).toHaveBeenCalledWith('登录已失效，请重新登录');
    expect(socket.closed).toBe(true);
    socket.drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('reconnects 10 s after a close, once after an error followed by a close', () => {
    vi.useFakeTimers();
    start();
    FakeSocket.last().drop();
    vi.advanceTimersByTime(9_999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);

    const second = FakeSocket.last();
    second.fail();
    second.drop();
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(3);
    expect(FakeSocket.last().protocols[1]).toBe('tok_abc-123');
  });

  it('stops for good on logout: the socket is closed, the broken list cleared, no reconnect', () => {
    vi.useFakeTimers();
    const handle = start();
    const socket = FakeSocket.last();
    socket.receive(connection(1, 'false'));
    handle.stop();
    expect(socket.closed).toBe(true);
    expect(getBrokenAccounts().size).toBe(0);
    vi.advanceTimersByTime(30_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});
