import { indexSymbols, type SymbolIndex } from '@copytrade/engine/copy/symbol-index';
import type { AccountView, MasterAccountView, SymbolView } from '@copytrade/engine/copy/types';
import type { MirrorPort, SymbolRow } from './copy-store';

function toSymbolView(r: SymbolRow): SymbolView {
  return {
    symbol: r.symbol,
    standardSymbol: r.standardSymbol,
    minLot: r.minLot,
    maxLot: r.maxLot,
    lotStep: r.lotStep,
    digits: r.digits,
    status: r.status as SymbolView['status'],
  };
}

export type AccountViewsPorts = {
  symbolRowsOf(accountIds: number[]): Promise<SymbolRow[]>;
  mirror: Pick<MirrorPort, 'view'>;
};

/**
 * The accounts as the engine sees them: symbol indexes (kept per account until its table changes), the
 * follower's figures and state and the master's equity (from the mirror's memory), and the follow
 * accounts whose new opens are paused.
 */
export type AccountViews = ReturnType<typeof createAccountViews>;

export function createAccountViews(ports: AccountViewsPorts) {
  /**
   * Each account's symbol index: the load (shared by whoever asks meanwhile) and, once it is done, the
   * index itself, for the fan-out to read without an await per subscriber. An entry dropped by
   * `invalidateSymbols` while it loaded is filled in, but nobody finds it any more.
   */
  const symbolIndexes = new Map<number, { pending: Promise<SymbolIndex>; built?: SymbolIndex }>();

  /** Follow accounts whose new opens are not copied (their owner owes performance fees; closes follow). */
  const paused = new Set<number>();

  return {
    symbolIndex(accountId: number): Promise<SymbolIndex> {
      const known = symbolIndexes.get(accountId);
      if (known) return known.pending;
      const entry: { pending: Promise<SymbolIndex>; built?: SymbolIndex } = {
        pending: ports.symbolRowsOf([accountId]).then((rows) => {
          entry.built = indexSymbols(rows.map(toSymbolView));
          return entry.built;
        }),
      };
      symbolIndexes.set(accountId, entry);
      return entry.pending;
    },

    /** Loads the symbol tables of many accounts in one query (a fan-out's followers). */
    async preloadSymbols(accountIds: number[]) {
      const missing = accountIds.filter((id) => !symbolIndexes.has(id));
      if (missing.length === 0) return;
      const rows = await ports.symbolRowsOf(missing);
      const grouped = new Map<number, SymbolView[]>(missing.map((id) => [id, []]));
      for (const r of rows) grouped.get(r.accountId)?.push(toSymbolView(r));
      for (const [id, list] of grouped) {
        const index = indexSymbols(list);
        symbolIndexes.set(id, { pending: Promise.resolve(index), built: index });
      }
    },

    /** The account's index if it is built now (after `preloadSymbols`), without waiting. */
    builtSymbolIndex(accountId: number): SymbolIndex | undefined {
      return symbolIndexes.get(accountId)?.built;
    },

    /** An account's symbol table changed. */
    invalidateSymbols(accountId: number) {
      symbolIndexes.delete(accountId);
    },

    follower(followAccountId: number): AccountView {
      const view = ports.mirror.view(followAccountId);
      const f = view?.figures;
      return {
        balance: f?.balance ?? '0',
        equity: f?.equity ?? '0',
        freeMargin: f?.freeMargin ?? '0',
        leverage: f?.leverage ?? 100,
        connected: Boolean(view?.connected) && Boolean(f),
        paused: paused.has(followAccountId),
      };
    },

    master(masterAccountId: number): MasterAccountView {
      const figures = ports.mirror.view(masterAccountId)?.figures;
      return { equity: figures?.equity ?? '0', leverage: figures?.leverage ?? 100 };
    },

    setPaused(followAccountIds: readonly number[], pause: boolean) {
      for (const id of followAccountIds) {
        if (pause) paused.add(id);
        else paused.delete(id);
      }
    },
  };
}
