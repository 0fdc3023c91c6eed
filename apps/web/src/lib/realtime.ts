import { TIMINGS_MS } from '@copytrade/contracts/constants';
import {
  encodeOriginProtocol,
  serverMessageSchema,
  WS_PATH,
  type AccountMessage,
  type ConnectionMessage,
  type CopyMessage,
  type CopyRecordMessage,
  type OrderMessage,
  type ServerMessage,
} from '@copytrade/contracts/realtime';
import i18next from 'i18next';
import { API_BASE, reportUnauthorized } from './api-client';
import { clearBrokenAccounts, markBroken, markRestored, setBrokenAccounts } from './connection-status';
import { notify } from './notifier';

/*
 * The realtime socket (spec 4, Connection status; DESIGN.md, Realtime): one per signed-in tab, opened with
 * two sub-protocols (the page origin in base64url and the token). It keeps the broken-connection list,
 * shows the connection toasts, sends a refused token to login, and reconnects 10 s after a close or error.
 * Live account figures, order events and copy events go to the caller, which puts them into the query cache.
 */

/** The part of the browser's WebSocket the client uses; tests pass a fake. */
export type SocketLike = {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close: (code?: number, reason?: string) => void;
};

export type SocketConstructor = new (url: string, protocols: string[]) => SocketLike;

/** `wsStatus` of a refused token. */
export const WS_UNAUTHORIZED = 401;
/** `alert` is the text 'true' when the message asks for a toast (the seed's format). */
const ALERT_TRUE = 'true';
/** Connection `status`: 1 the link is broken, 0 restored. */
const LINK_BROKEN = 1;
const LINK_RESTORED = 0;

export type RealtimeOptions = {
  token: string;
  /** Defaults to the page's origin. */
  origin?: string;
  /** Defaults to the API host (the page's host when no API base is set) at `WS_PATH`. */
  url?: string;
  WebSocketImpl?: SocketConstructor;
  reconnectMs?: number;
  onAccount?: (message: AccountMessage) => void;
  onOrder?: (message: OrderMessage) => void;
  /** A copy link was made or changed (a follower position opened, moved by a partial close, closed). */
  onCopy?: (message: CopyMessage) => void;
  /** A copy was skipped or refused by the broker. */
  onCopyRecord?: (message: CopyRecordMessage) => void;
  /** After the broken list and the toast are handled (the caller patches the account list). */
  onConnection?: (message: ConnectionMessage) => void;
  /** After `ready` has set the broken list. */
  onReady?: (broken: readonly { mtAccId: number }[]) => void;
  /** A notice arrived (a payment confirmed, a withdrawal reviewed...): the bell reads its counts again. */
  onNotice?: () => void;
};

export type RealtimeHandle = { stop: () => void };

let defaultSocket: SocketConstructor | null = null;

/** Replaces the browser's WebSocket for every client started without its own (tests use a fake). */
export function setDefaultSocket(impl: SocketConstructor | null): void {
  defaultSocket = impl;
}

/** ws(s)://host/ws of the API host. */
export function realtimeUrl(base: string = API_BASE, location: Location = window.location): string {
  const origin = base ? new URL(base, location.href) : new URL(location.href);
  const scheme = origin.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${origin.host}${WS_PATH}`;
}

/** Sub-protocols of the connect: the origin (base64url, as `:` and `/` are not allowed) and the token. */
export function realtimeProtocols(origin: string, token: string): string[] {
  return [encodeOriginProtocol(origin), token];
}

export function parseServerMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = serverMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Spec 4: status 1 adds to the broken list, 0 removes; a toast either way when alert is 'true'. */
export function applyConnectionMessage(message: ConnectionMessage): void {
  const params = { order: message.loginOrder, login: message.login };
  const toast = message.alert === ALERT_TRUE;
  if (message.status === LINK_BROKEN) {
    markBroken({ mtAccId: message.mtAccId, loginOrder: message.loginOrder, login: message.login });
    if (toast) notify().error(i18next.t('realtime.disconnected', params));
  } else if (message.status === LINK_RESTORED) {
    markRestored(message.mtAccId);
    if (toast) notify().success(i18next.t('realtime.restored', params));
  }
}

export function startRealtime(options: RealtimeOptions): RealtimeHandle {
  const Impl: SocketConstructor = options.WebSocketImpl ?? defaultSocket ?? WebSocket;
  const url = options.url ?? realtimeUrl();
  const protocols = realtimeProtocols(options.origin ?? window.location.origin, options.token);
  const reconnectMs = options.reconnectMs ?? TIMINGS_MS.SOCKET_RECONNECT;
  let socket: SocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const scheduleReconnect = () => {
    if (stopped || timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      open();
    }, reconnectMs);
  };

  const stop = () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const current = socket;
    socket = null;
    if (current) {
      current.onclose = null;
      current.onerror = null;
      current.onmessage = null;
      current.close(1000);
    }
    clearBrokenAccounts();
  };

  const onMessage = (message: ServerMessage) => {
    switch (message.type) {
      case 'ready':
        setBrokenAccounts(message.broken);
        options.onReady?.(message.broken);
        break;
      case 'auth':
        if (message.wsStatus === WS_UNAUTHORIZED) {
          // The server closes the socket next; no reconnect with a token it refused.
          stop();
          reportUnauthorized(i18next.t('realtime.sessionExpired'));
        }
        break;
      case 'connection':
        if (message.wsStatus === WS_UNAUTHORIZED) {
          stop();
          reportUnauthorized(i18next.t('realtime.sessionExpired'));
          break;
        }
        applyConnectionMessage(message);
        options.onConnection?.(message);
        break;
      case 'account':
        options.onAccount?.(message);
        break;
      case 'order':
        options.onOrder?.(message);
        break;
      case 'copy':
        options.onCopy?.(message);
        break;
      case 'copyRecord':
        options.onCopyRecord?.(message);
        break;
      case 'notice':
        options.onNotice?.();
        break;
    }
  };

  function open() {
    if (stopped) return;
    if (socket) {
      // An error that was not followed by a close: drop that socket before opening another.
      socket.onclose = null;
      socket.onerror = null;
      socket.onmessage = null;
      socket.close();
      socket = null;
    }
    let next: SocketLike;
    try {
      next = new Impl(url, protocols);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = next;
    next.onmessage = (event) => {
      const message = parseServerMessage(event.data);
      if (message) onMessage(message);
    };
    // An error is followed by a close in browsers; one timer serves both.
    next.onerror = () => scheduleReconnect();
    next.onclose = () => {
      if (socket === next) socket = null;
      scheduleReconnect();
    };
  }

  open();
  return { stop };
}
