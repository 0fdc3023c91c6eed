import type { Operator, OperatorLoginResult } from '@copytrade/contracts/operator';
import { createStore, useStore } from './create-store';

/*
 * The platform operator's session (issue 15): kept apart from the site user's (its own storage keys), so
 * signing in to the console never signs anyone in or out of a site on the same origin, and the request
 * layer sends the operator's token only on the console's calls.
 */

const KEYS = {
  token: 'operator_token',
  tokenTime: 'operator_token_time',
  operator: 'operator_info',
} as const;

export type OperatorSession = { token: string | null; tokenTime: number | null; operator: Operator | null };

function parseOperator(raw: string | null): Operator | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number') {
      return value as Operator;
    }
  } catch {
    // A damaged entry reads as signed out.
  }
  return null;
}

function read(): OperatorSession {
  const time = Number(localStorage.getItem(KEYS.tokenTime));
  return {
    token: localStorage.getItem(KEYS.token) || null,
    tokenTime: Number.isFinite(time) && time > 0 ? time : null,
    operator: parseOperator(localStorage.getItem(KEYS.operator)),
  };
}

const store = createStore<OperatorSession>(read());

function refresh(): void {
  const next = read();
  const prev = store.get();
  if (
    prev.token !== next.token ||
    prev.tokenTime !== next.tokenTime ||
    JSON.stringify(prev.operator) !== JSON.stringify(next.operator)
  ) {
    store.set(next);
  }
}

export function clearOperatorSession(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  refresh();
}

/** The operator's token, or null when there is none or it has expired (then the session is cleared). */
export function getOperatorToken(now: number = Date.now()): string | null {
  const session = store.get();
  if (session.tokenTime !== null && session.tokenTime <= now) {
    clearOperatorSession();
    return null;
  }
  return session.token;
}

export function saveOperatorLogin(result: OperatorLoginResult): void {
  localStorage.setItem(KEYS.token, result.token);
  localStorage.setItem(KEYS.tokenTime, String(result.tokenTime));
  localStorage.setItem(KEYS.operator, JSON.stringify(result.operator));
  refresh();
}

export function useOperatorSession(): OperatorSession {
  return useStore(store);
}
