import { createStore, useStore } from './create-store';

export type LoginDialogState = {
  open: boolean;
  /** Why the dialog opened by itself (an expired session); shown above the form. */
  reason?: string;
};

const store = createStore<LoginDialogState>({ open: false });

export function openLoginDialog(reason?: string): void {
  store.set(reason === undefined ? { open: true } : { open: true, reason });
}

export function closeLoginDialog(): void {
  store.set({ open: false });
}

export function getLoginDialogState(): LoginDialogState {
  return store.get();
}

export function useLoginDialog(): LoginDialogState {
  return useStore(store);
}
