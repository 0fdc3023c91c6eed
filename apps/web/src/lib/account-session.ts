import type { AccountListItem } from '@copytrade/contracts/accounts';
import { ACC_TYPE } from '@copytrade/contracts/constants';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { request } from './api-client';
import { createStore, useStore } from './create-store';
import { USER_SCOPE } from './query-client';
import { STORAGE_KEYS, useIsLoggedIn } from './session';

/*
 * The signed-in user's trading accounts and the one the pages show (spec 3, Session and stored values;
 * spec 4, Session). The list lives in TanStack Query and is mirrored to `loginUserAccountlist`; the choice
 * is `loginUserAccountSelectedIndex`, with `loginUserMtAccId` and `currentTradeMt4` / `currentCopyMt4`
 * beside it. The header, the account pages and the realtime client all read it, so it is session state
 * in lib/ rather than a feature's.
 */

export type TradeAccount = AccountListItem;

/** `#loginOrder login`, how every screen names an account. */
export function accountName(account: Pick<TradeAccount, 'loginOrder' | 'login'>): string {
  return `#${account.loginOrder} ${account.login}`;
}

/** First elements of every query key that belongs to one of the user's accounts (detail, orders, symbols). */
export const ACCOUNT_SCOPE = [USER_SCOPE, 'mt'] as const;

/** The cached detail (live figures, strategy) of one of the user's accounts. */
export const accountDetailQueryKey = (mtId: number) => [...ACCOUNT_SCOPE, 'detail', mtId] as const;

export const accountListQueryKey = [USER_SCOPE, 'trade-accounts'] as const;

type Selection = {
  /** Index into the list (`loginUserAccountSelectedIndex`). */
  index: number;
  /** Toggled on every switch (spec 4: "toggles a refresh flag"). */
  refresh: boolean;
};

function readIndex(): number {
  const value = Number(localStorage.getItem(STORAGE_KEYS.accountSelectedIndex));
  return Number.isInteger(value) && value >= 0 ? value : 0;
}

const selection = createStore<Selection>({ index: readIndex(), refresh: false });

/** The isVisitor flag (spec 4): a visitor never sets the current person account. */
export function isVisitorFlagSet(): boolean {
  const value = localStorage.getItem(STORAGE_KEYS.isVisitor);
  return value === 'true' || value === '1';
}

function storedMtAccId(): number | null {
  const value = Number(localStorage.getItem(STORAGE_KEYS.mtAccId));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The list as last stored (shown until the server answers after a reload). */
export function readStoredAccountList(): TradeAccount[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.accountList) ?? '[]');
    return Array.isArray(value) ? (value as TradeAccount[]) : [];
  } catch {
    return [];
  }
}

/**
 * Which account to show from a freshly loaded list: the stored account id when it is still in the list
 * (the list may have gained or lost accounts since the index was stored), else the stored index when it
 * is in range, else the first.
 */
export function resolveSelectedIndex(
  list: readonly TradeAccount[],
  storedIndex: number,
  mtAccId: number | null,
): number {
  if (list.length === 0) return 0;
  if (mtAccId !== null) {
    const found = list.findIndex((account) => account.mtAccId === mtAccId);
    if (found >= 0) return found;
  }
  return storedIndex >= 0 && storedIndex < list.length ? storedIndex : 0;
}

/** Writes the choice to the stored keys; the person account only when not a visitor (spec 4). */
function storeSelection(list: readonly TradeAccount[], index: number): void {
  localStorage.setItem(STORAGE_KEYS.accountSelectedIndex, String(index));
  const account = list[index];
  if (!account || isVisitorFlagSet()) return;
  localStorage.setItem(STORAGE_KEYS.mtAccId, String(account.mtAccId));
  const key = account.accType === ACC_TYPE.TRADE ? STORAGE_KEYS.currentTradeMt4 : STORAGE_KEYS.currentCopyMt4;
  localStorage.setItem(key, JSON.stringify(account));
}

/** Stores a loaded list and settles the selection on it (boot, login, after a bind or unbind). */
export function syncAccountList(list: readonly TradeAccount[]): void {
  localStorage.setItem(STORAGE_KEYS.accountList, JSON.stringify(list));
  const index = resolveSelectedIndex(list, readIndex(), storedMtAccId());
  storeSelection(list, index);
  const current = selection.get();
  if (current.index !== index) selection.set({ ...current, index });
}

/** Login selects the first account of the new user's list (spec 4, Session). */
export function resetAccountSelection(): void {
  localStorage.removeItem(STORAGE_KEYS.accountSelectedIndex);
  localStorage.removeItem(STORAGE_KEYS.mtAccId);
  selection.set({ index: 0, refresh: false });
}

/**
 * Switching account (spec 4): stores the selection and, unless a visitor, the current account and a
 * toggled refresh flag. Returns false when the account is not in the list.
 */
export function selectAccount(list: readonly TradeAccount[], mtAccId: number): boolean {
  const index = list.findIndex((account) => account.mtAccId === mtAccId);
  if (index < 0) return false;
  storeSelection(list, index);
  const current = selection.get();
  selection.set({ index, refresh: isVisitorFlagSet() ? current.refresh : !current.refresh });
  return true;
}

export function getSelectedIndex(): number {
  return selection.get().index;
}

/** GET /community/api/queryTradeAccListWithToken: both kinds of account, stored and settled as it loads. */
export async function queryTradeAccList(): Promise<TradeAccount[]> {
  const list = (await request('queryTradeAccListWithToken', { quiet: true })).content;
  syncAccountList(list);
  return list;
}

export const accountListQueryOptions = () =>
  queryOptions({ queryKey: accountListQueryKey, queryFn: queryTradeAccList, staleTime: 30_000 });

/** Sets one account's connection status in the loaded list (a realtime `connection` message). */
export function patchAccountStatus(queryClient: QueryClient, mtAccId: number, status: number): void {
  queryClient.setQueryData<TradeAccount[]>(accountListQueryKey, (list) =>
    list?.map((account) => (account.mtAccId === mtAccId ? { ...account, status } : account)),
  );
}

/** The socket's `ready` message is the truth about every account's link when it connects. */
export function syncAccountStatuses(queryClient: QueryClient, broken: readonly { mtAccId: number }[]): void {
  const ids = new Set(broken.map((account) => account.mtAccId));
  queryClient.setQueryData<TradeAccount[]>(accountListQueryKey, (list) =>
    list?.map((account) => ({ ...account, status: ids.has(account.mtAccId) ? 1 : 0 })),
  );
}

export type TradeAccounts = {
  accounts: TradeAccount[];
  current: TradeAccount | null;
  index: number;
  /** The refresh flag; it flips on every switch. */
  refresh: boolean;
  loading: boolean;
  /** Switches the shown account and refetches what belongs to accounts. */
  select: (mtAccId: number) => void;
};

/** The signed-in user's accounts and the current one; empty for a visitor. */
export function useTradeAccounts(): TradeAccounts {
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const query = useQuery({ ...accountListQueryOptions(), enabled: loggedIn });
  const state = useStore(selection);
  const accounts = useMemo(
    () => (loggedIn ? (query.data ?? readStoredAccountList()) : []),
    [loggedIn, query.data],
  );
  const index = state.index < accounts.length ? state.index : 0;
  const select = useCallback(
    (mtAccId: number) => {
      if (selectAccount(accounts, mtAccId)) {
        void queryClient.invalidateQueries({ queryKey: ACCOUNT_SCOPE });
      }
    },
    [accounts, queryClient],
  );
  return {
    accounts,
    current: accounts[index] ?? null,
    index,
    refresh: state.refresh,
    loading: loggedIn && query.isLoading,
    select,
  };
}
