/** The keys that move through a list of choices (WAI-ARIA's roving focus), and whether Home and End do. */
export type RovingKeys = { next: readonly string[]; previous: readonly string[]; ends?: boolean };

/** Left and right through a row of tabs, Home and End to its ends. */
export const TAB_KEYS: RovingKeys = { next: ['ArrowRight'], previous: ['ArrowLeft'], ends: true };
/** Either arrow pair through a radio group. */
export const RADIO_KEYS: RovingKeys = {
  next: ['ArrowRight', 'ArrowDown'],
  previous: ['ArrowLeft', 'ArrowUp'],
};
/** Up and down through a menu, Home and End to its ends. */
export const MENU_KEYS: RovingKeys = { next: ['ArrowDown'], previous: ['ArrowUp'], ends: true };

/**
 * Where a key moves from index `at` in a list of `count` choices, wrapping at the ends (from -1, nothing
 * focused yet, the next is the first); null for a key that does not move.
 */
export function rovingIndex(key: string, at: number, count: number, keys: RovingKeys): number | null {
  if (count === 0) return null;
  if (keys.next.includes(key)) return (at + 1 + count) % count;
  if (keys.previous.includes(key)) return (at - 1 + count) % count;
  if (keys.ends && key === 'Home') return 0;
  if (keys.ends && key === 'End') return count - 1;
  return null;
}
