import type { SymbolIndex } from '@copytrade/engine/copy/symbol-index';
import { symbolRow } from '@copytrade/engine/copy/test-support';
import { describe, expect, it } from 'vitest';
import { createAccountViews } from '../../src/trading/copy/account-views';
import type { SymbolRow } from '../../src/trading/copy/copy-store';

const row = (accountId: number, symbol: string): SymbolRow => ({ accountId, ...symbolRow({ symbol }) });

/** Views over symbol tables the test changes, with each read answered when the test says. */
function world() {
  const tables = new Map<number, string>([
    [1, 'EURUSD'],
    [2, 'EURUSD.m'],
  ]);
  const reads: (() => void)[] = [];
  const views = createAccountViews({
    mirror: { view: () => null },
    symbolRowsOf: (ids) => {
      const rows = ids.map((id) => row(id, tables.get(id)!));
      return new Promise((resolve) => reads.push(() => resolve(rows)));
    },
  });
  const answer = async () => {
    while (reads.length > 0) reads.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { tables, views, answer };
}

const symbolOf = (index: SymbolIndex | undefined) => (index ? [...index.byName.keys()][0] : undefined);

describe("the account views' symbol indexes", () => {
  it('are built for every account a fan-out preloads, and read without waiting', async () => {
    const { views, answer } = world();
    expect(views.builtSymbolIndex(1)).toBeUndefined();
    const preload = views.preloadSymbols([1, 2]);
    await answer();
    await preload;
    expect(symbolOf(views.builtSymbolIndex(1))).toBe('EURUSD');
    expect(symbolOf(views.builtSymbolIndex(2))).toBe('EURUSD.m');
    expect(views.builtSymbolIndex(2)).toBe(await views.symbolIndex(2));
  });

  it('are forgotten when the table changes, and the new one is read', async () => {
    const { tables, views, answer } = world();
    const preload = views.preloadSymbols([1]);
    await answer();
    await preload;
    tables.set(1, 'EURUSD.pro');
    views.invalidateSymbols(1);
    expect(views.builtSymbolIndex(1)).toBeUndefined();
    const reading = views.symbolIndex(1);
    await answer();
    expect(symbolOf(await reading)).toBe('EURUSD.pro');
    expect(views.builtSymbolIndex(1)).toBe(await reading);
  });

  it('are not kept when the table changed while they were read', async () => {
    const { tables, views, answer } = world();
    const stale = views.symbolIndex(1);
    tables.set(1, 'EURUSD.pro');
    views.invalidateSymbols(1);
    await answer();
    expect(symbolOf(await stale)).toBe('EURUSD');
    // The index read before the change is not the account's now.
    expect(views.builtSymbolIndex(1)).toBeUndefined();
  });
});
