import { createStore, useStore } from './create-store';

/** Number of spinner calls under way (spec 7: the overlay shows for listed write calls). */
const pending = createStore(0);

export function showSpinner(): void {
  pending.set(pending.get() + 1);
}

export function hideSpinner(): void {
  pending.set(Math.max(0, pending.get() - 1));
}

export function isSpinnerVisible(): boolean {
  return pending.get() > 0;
}

export function useSpinnerVisible(): boolean {
  return useStore(pending) > 0;
}
