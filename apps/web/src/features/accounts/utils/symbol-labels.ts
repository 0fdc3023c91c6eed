import { SYMBOL_STATUS, SYMBOL_TYPE } from '@copytrade/contracts/constants';

/** symbolType of the server's standard symbols: 1 forex, 2 metals, 3 indices, 4 energy, 5 crypto CFDs. */
export type SymbolTypeKey = 'forex' | 'metals' | 'indices' | 'energy' | 'crypto' | 'other';

const SYMBOL_TYPES: Record<number, SymbolTypeKey> = {
  [SYMBOL_TYPE.FOREX]: 'forex',
  [SYMBOL_TYPE.METALS]: 'metals',
  [SYMBOL_TYPE.INDICES]: 'indices',
  [SYMBOL_TYPE.ENERGY]: 'energy',
  [SYMBOL_TYPE.CRYPTO]: 'crypto',
};

export function symbolTypeKey(symbolType: number): SymbolTypeKey {
  return SYMBOL_TYPES[symbolType] ?? 'other';
}

export type SymbolStatusView = { key: 'statusNormal' | 'statusInvalid' | 'statusUnbound'; color: string };

/** Spec 4: 11 normal (green), 22 invalid (red), 24 unbound (orange). */
export function symbolStatusView(status: number): SymbolStatusView {
  if (status === SYMBOL_STATUS.NORMAL) return { key: 'statusNormal', color: 'success' };
  if (status === SYMBOL_STATUS.INVALID) return { key: 'statusInvalid', color: 'error' };
  return { key: 'statusUnbound', color: 'warning' };
}
