import type { Cust, LoginResult } from '@copytrade/contracts/auth';
import { STORAGE_KEYS as KEYS } from '@copytrade/contracts/constants';
import { createStore, useStore } from './create-store';

/** Local storage keys of the seed (spec 3, Session and stored values), plus the token's expiry. */
export const STORAGE_KEYS = {
  token: KEYS.TOKEN,
  tokenTime: KEYS.TOKEN_TIME,
  userInfo: KEYS.USER_INFO,
  accountList: KEYS.ACCOUNT_LIST,
  accountSelectedIndex: KEYS.ACCOUNT_SELECTED_INDEX,
  mtAccId: KEYS.MT_ACC_ID,
  isVisitor: KEYS.IS_VISITOR,
  currentTradeMt4: KEYS.CURRENT_TRADE_MT4,
  currentCopyMt4: KEYS.CURRENT_COPY_MT4,
  noMasterCurrentCopyMt4: KEYS.NO_MASTER_CURRENT_COPY_MT4,
  copyAuth: KEYS.COPY_AUTH,
} as const;

const SESSION_KEYS: readonly string[] = Object.values(STORAGE_KEYS);

export type Session = {
  token: string | null;
  /** Expiry of the token, epoch milliseconds. */
  tokenTime: number | null;
  user: Cust | null;
};

function parseUser(raw: string | null): Cust | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number') {
      return value as Cust;
    }
  } catch {
    // A damaged entry reads as signed out.
  }
  return null;
}

function readStorage(): Session {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const time = Number(localStorage.getItem(STORAGE_KEYS.tokenTime));
  return {
    token: token || null,
    tokenTime: Number.isFinite(time) && time > 0 ? time : null,
    user: parseUser(localStorage.getItem(STORAGE_KEYS.userInfo)),
  };
}

const store = createStore<Session>(readStorage());

function refresh(): void {
  const next = readStorage();
  const prev = store.get();
  if (prev.token !== next.token || prev.tokenTime !== next.tokenTime || !sameUser(prev.user, next.user)) {
    store.set(next);
  }
}

function sameUser(a: Cust | null, b: Cust | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function isExpired(session: Session, now: number): boolean {
  return session.tokenTime !== null && session.tokenTime <= now;
}

/** Clears the token, the user and every stored account choice (spec 8: HTTP 401). */
export function clearSession(): void {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
  refresh();
}

/** Logout clears all of local storage (spec 4, Session). */
export function clearAllStorage(): void {
  localStorage.clear();
  refresh();
}

/** The session, or a cleared one when the token's time has passed (spec 4: expired clears everything). */
export function getSession(now: number = Date.now()): Session {
  const session = store.get();
  if (isExpired(session, now)) {
    clearSession();
    return store.get();
  }
  return session;
}

export function getToken(now: number = Date.now()): string | null {
  return getSession(now).token;
}

export function saveLogin(result: LoginResult): void {
  localStorage.setItem(STORAGE_KEYS.token, result.token);
  localStorage.setItem(STORAGE_KEYS.tokenTime, String(result.tokenTime));
  localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(result.cust));
  refresh();
}

export function saveUser(user: Cust): void {
  localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(user));
  refresh();
}

export function useSession(): Session {
  return useStore(store);
}

export function useIsLoggedIn(): boolean {
  return useSession().token !== null;
}

let watching = false;

/**
 * Follows sign-in and sign-out made in other tabs, and clears the session the moment its token
 * expires while the page stays open.
 */
export function watchSession(): () => void {
  if (watching) return () => undefined;
  watching = true;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || SESSION_KEYS.includes(event.key)) refresh();
  };
  window.addEventListener('storage', onStorage);
  const timer = window.setInterval(() => getSession(), 30_000);
  getSession();
  return () => {
    watching = false;
    window.removeEventListener('storage', onStorage);
    window.clearInterval(timer);
  };
}
