/**
 * A page framed by another site with third-party cookies blocked may not touch its storage: reading
 * `window.localStorage` throws a SecurityError. The app reads its session from it when it loads, so on
 * such a page both storages are replaced by an in-memory one (empty, forgotten with the page): the
 * embedded square works signed out, which is all it needs. Where storage works, nothing changes.
 */

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(String(key)) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(String(key));
  }

  setItem(key: string, value: string): void {
    this.items.set(String(key), String(value));
  }
}

function usable(win: Window, name: 'localStorage' | 'sessionStorage'): boolean {
  try {
    const storage = win[name];
    storage.getItem('__probe__');
    return true;
  } catch {
    return false;
  }
}

/** Puts a memory storage in place of each storage the page may not use; the names replaced. */
export function installStorageFallback(win: Window = window): string[] {
  const replaced: string[] = [];
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    if (usable(win, name)) continue;
    try {
      Object.defineProperty(win, name, { value: new MemoryStorage(), configurable: true });
      replaced.push(name);
    } catch {
      // Nothing more can be done; the caller's own guards apply.
    }
  }
  return replaced;
}

export { MemoryStorage };
