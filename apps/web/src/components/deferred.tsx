import { useDeferredValue, type ReactNode } from 'react';

/**
 * Draws `fallback` on the first render and `children` in a deferred render right after, one React pauses
 * every few milliseconds: a heavy part below the first screen (a chart and its table) no longer holds the
 * main thread in one task with the rest of the page. Later renders draw `children` at once.
 */
export function Deferred({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return <>{ready ? children : fallback}</>;
}
