import { createStore, useStore } from './create-store';

/*
 * The broken-connection list (spec 3, other client state; spec 4, Connection status): accounts whose link
 * to their MT4 server is down, as the realtime socket reports them. The account list's own `status` says
 * the same at the time it was loaded; a page shows an account as broken when either says so.
 */

export type BrokenAccount = { mtAccId: number; loginOrder: number; login: string };

const store = createStore<ReadonlyMap<number, BrokenAccount>>(new Map());

/** The socket's `ready` message: the accounts broken right now. */
export function setBrokenAccounts(list: readonly BrokenAccount[]): void {
  store.set(new Map(list.map((account) => [account.mtAccId, account])));
}

export function markBroken(account: BrokenAccount): void {
  if (store.get().has(account.mtAccId)) return;
  const next = new Map(store.get());
  next.set(account.mtAccId, account);
  store.set(next);
}

export function markRestored(mtAccId: number): void {
  if (!store.get().has(mtAccId)) return;
  const next = new Map(store.get());
  next.delete(mtAccId);
  store.set(next);
}

export function clearBrokenAccounts(): void {
  if (store.get().size > 0) store.set(new Map());
}

export function getBrokenAccounts(): ReadonlyMap<number, BrokenAccount> {
  return store.get();
}

export function useBrokenAccounts(): ReadonlyMap<number, BrokenAccount> {
  return useStore(store);
}

/** Account `status` 1: the server link is broken (0 connected). */
export const ACCOUNT_STATUS_BROKEN = 1;

/** Broken when the loaded list says so or the socket has reported it since. */
export function isAccountBroken(
  account: { mtAccId: number; status: number },
  broken: ReadonlyMap<number, BrokenAccount>,
): boolean {
  return account.status === ACCOUNT_STATUS_BROKEN || broken.has(account.mtAccId);
}
