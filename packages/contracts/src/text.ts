import { z } from 'zod';

/**
 * Characters no text field may hold: NUL (PostgreSQL text cannot store it, so it would fail in the
 * database instead of in validation) and a lone UTF-16 surrogate (not a character at all: UTF-8 cannot
 * encode it, and the driver would silently store U+FFFD instead). A surrogate pair (an emoji) is fine.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** True when `value` holds no NUL and no lone surrogate. */
export function isCleanText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** At most this many places are reported, so a body full of bad strings gets a short answer. */
const MAX_REPORTED = 10;

/**
 * The paths of the strings (values and object keys) in a parsed JSON body or query that are not clean
 * text; a bad key is reported at its object's path. The walk uses its own stack, not recursion, so a
 * body nested thousands of levels deep is walked without overflowing the call stack.
 */
export function badTextPaths(value: unknown): (string | number)[][] {
  // Each entry links to its parent, so a path is only built for a place that is reported (copying it at
  // every level would cost the square of the depth).
  type Place = { value: unknown; key: string | number; parent: Place | null };
  const pathOf = (place: Place | null): (string | number)[] => {
    const path: (string | number)[] = [];
    for (let p = place; p?.parent; p = p.parent) path.push(p.key);
    return path.reverse();
  };
  const found: (string | number)[][] = [];
  const stack: Place[] = [{ value, key: '', parent: null }];
  while (stack.length > 0 && found.length < MAX_REPORTED) {
    const place = stack.pop()!;
    const current = place.value;
    if (typeof current === 'string') {
      if (!isCleanText(current)) found.push(pathOf(place));
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) {
        stack.push({ value: current[i] as unknown, key: i, parent: place });
      }
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current as Record<string, unknown>);
      if (entries.some(([key]) => !isCleanText(key))) {
        found.push(pathOf(place));
        continue;
      }
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i]!;
        stack.push({ value: child, key, parent: place });
      }
    }
  }
  return found;
}

/**
 * Refuses any input holding a string that is not clean text, one issue per place with the message
 * `validation.text.badCharacter`. The server puts it in front of every request schema (body, query and
 * path parameters of every route), so no field, present or future, lets such a string through.
 */
export const cleanTextInputSchema = z.unknown().superRefine((value, ctx) => {
  for (const path of badTextPaths(value)) {
    ctx.addIssue({ code: 'custom', path, message: 'validation.text.badCharacter', input: undefined });
  }
});
