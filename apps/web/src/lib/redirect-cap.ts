/** Spec 2 and 9: '/' goes to the configured default base URL, or to /home after more than 5 redirects. */
import { REDIRECT_CAP } from '@copytrade/contracts/constants';
import { PATHS } from './paths';
import { normalizeInternalPath } from './site-config';

/** Redirects further apart than this are separate visits, not a loop. */
export const REDIRECT_WINDOW_MS = 10_000;
export const REDIRECT_STORAGE_KEY = 'rootRedirectCount';

export type RedirectState = { count: number; at: number };

export function readRedirectState(storage: Storage = sessionStorage): RedirectState {
  try {
    const value: unknown = JSON.parse(storage.getItem(REDIRECT_STORAGE_KEY) ?? 'null');
    if (value && typeof value === 'object') {
      const { count, at } = value as Partial<RedirectState>;
      if (typeof count === 'number' && typeof at === 'number') return { count, at };
    }
  } catch {
    // A damaged entry starts a fresh count.
  }
  return { count: 0, at: 0 };
}

/**
 * Where a shell's '/' goes without a configured path (`fallback`) and after too many redirects (`cap`):
 * /home on the community site; the MAM back office's standalone version sends both to its /login.
 */
export type RootTargets = { fallback?: string; cap?: string };

/** Where '/' sends the reader now, and the count to store. */
export function nextRootTarget(
  defaultBaseUrl: string | null | undefined,
  previous: RedirectState,
  now: number,
  targets: RootTargets = {},
): { target: string; state: RedirectState } {
  const count = now - previous.at > REDIRECT_WINDOW_MS ? 1 : previous.count + 1;
  const state = { count, at: now };
  if (count > REDIRECT_CAP) return { target: targets.cap ?? PATHS.home, state };
  return { target: normalizeInternalPath(defaultBaseUrl, targets.fallback ?? PATHS.home), state };
}

export function rootRedirect(
  defaultBaseUrl: string | null | undefined,
  storage: Storage = sessionStorage,
  targets: RootTargets = {},
): string {
  const { target, state } = nextRootTarget(defaultBaseUrl, readRedirectState(storage), Date.now(), targets);
  storage.setItem(REDIRECT_STORAGE_KEY, JSON.stringify(state));
  return target;
}
