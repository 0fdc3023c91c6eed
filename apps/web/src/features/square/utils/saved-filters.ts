/*
 * "Search filters per template" (spec 2): a template's square remembers the filters last used there, so
 * opening the square again without a query (from the menu, a new tab) shows the reader's last search. The
 * query is kept in its canonical form, without the page (a new visit starts on the first page).
 */

const PREFIX = 'squareFilters:';

/** The localStorage key of a template's saved square filters. */
export const savedFiltersKey = (key: string) => `${PREFIX}${key}`;

/** The saved canonical query of `key`'s square, or null when none is saved (or storage is unavailable). */
export function loadSavedFilters(key: string): string | null {
  try {
    const saved = window.localStorage.getItem(savedFiltersKey(key));
    return saved ? saved : null;
  } catch {
    return null;
  }
}

/** Saves the square's canonical query under `key` (no page); a query with nothing left removes the entry. */
export function saveFilters(key: string, query: string): void {
  const params = new URLSearchParams(query);
  params.delete('page');
  const text = params.toString();
  try {
    if (text) window.localStorage.setItem(savedFiltersKey(key), text);
    else window.localStorage.removeItem(savedFiltersKey(key));
  } catch {
    // Private mode or a full storage: the filters are simply not remembered.
  }
}
