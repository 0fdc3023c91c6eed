/**
 * Symbol mapping (DOMAIN.md, Symbols): the master's symbol -> its standard symbol -> the follower's symbol
 * with that standard symbol (`EURUSD.m` -> `EURUSD` -> `EURUSDpro`). An account's table is indexed once
 * (`indexSymbols`) and the index reused for every signal until the table changes, so a fan-out to 10,000
 * followers does no per-call table work.
 */
import { SKIP_REASON, skip } from './decisions';
import type { SkipDecision } from './decisions';
import { lotBounds } from './lots';
import type { LotBounds } from './lots';
import { SYMBOL_STATUS } from './types';
import type { SymbolView } from './types';

/** A bound symbol row with its lot range worked out once; `bounds` null when its terms are unusable. */
export type MappedSymbol = { readonly row: SymbolView; readonly bounds: LotBounds | null };
/** A mapped symbol that copies can be sent on. */
export type UsableSymbol = { readonly row: SymbolView; readonly bounds: LotBounds };

/** An account's symbol table, prepared for lookups. Build it with `indexSymbols`; treat it as opaque. */
export type SymbolIndex = {
  readonly byName: ReadonlyMap<string, SymbolView>;
  /** Bound rows (status 11 or 22) per standard symbol: normal ones first, then by name. */
  readonly byStandard: ReadonlyMap<string, readonly MappedSymbol[]>;
};

/** Indexes an account's symbol table (the caller keeps it until the table changes). */
export function indexSymbols(symbols: readonly SymbolView[]): SymbolIndex {
  const byName = new Map<string, SymbolView>();
  const byStandard = new Map<string, MappedSymbol[]>();
  for (const row of symbols) {
    byName.set(row.symbol, row);
    if (row.standardSymbol === '' || row.status === SYMBOL_STATUS.UNBOUND) continue;
    const digitsOk = Number.isInteger(row.digits) && row.digits >= 0 && row.digits <= 20;
    const mapped = { row, bounds: digitsOk ? lotBounds(row) : null };
    const list = byStandard.get(row.standardSymbol);
    if (list) list.push(mapped);
    else byStandard.set(row.standardSymbol, [mapped]);
  }
  for (const list of byStandard.values()) {
    list.sort(
      (a, b) =>
        rank(a.row) - rank(b.row) || (a.row.symbol < b.row.symbol ? -1 : a.row.symbol > b.row.symbol ? 1 : 0),
    );
  }
  return { byName, byStandard };
}

function rank(row: SymbolView): number {
  return row.status === SYMBOL_STATUS.NORMAL ? 0 : 1;
}

/**
 * The master symbol's standard symbol, or a SYMBOL_UNBOUND skip. A row marked invalid (22) still maps:
 * the master has just traded the symbol, so it exists and the table is merely stale.
 */
export function masterStandardSymbol(index: SymbolIndex, symbol: string): string | SkipDecision {
  const row = index.byName.get(symbol);
  if (!row || row.standardSymbol === '' || row.status === SYMBOL_STATUS.UNBOUND) {
    return { kind: 'skip', reason: SKIP_REASON.SYMBOL_UNBOUND, detail: { symbol } };
  }
  return row.standardSymbol;
}

/**
 * The follower's symbol for a standard symbol: a normal row with the master's own name if there is one
 * (same broker family), else the first normal row by name. Only invalid rows, or lot terms that admit no
 * volume, or unusable digits: SYMBOL_INVALID; none: SYMBOL_UNBOUND.
 */
export function followerSymbol(
  index: SymbolIndex,
  standardSymbol: string,
  masterName: string,
): UsableSymbol | SkipDecision {
  const rows = index.byStandard.get(standardSymbol);
  let chosen = rows?.[0];
  if (!rows || !chosen) {
    return skip(SKIP_REASON.SYMBOL_UNBOUND, { symbol: masterName, standardSymbol });
  }
  if (rows.length > 1) {
    const same = rows.find((r) => r.row.symbol === masterName && r.row.status === SYMBOL_STATUS.NORMAL);
    if (same) chosen = same;
  }
  if (!isUsable(chosen)) {
    return skip(SKIP_REASON.SYMBOL_INVALID, { symbol: chosen.row.symbol, standardSymbol });
  }
  return chosen;
}

function isUsable(mapped: MappedSymbol): mapped is UsableSymbol {
  return mapped.row.status === SYMBOL_STATUS.NORMAL && mapped.bounds !== null;
}
