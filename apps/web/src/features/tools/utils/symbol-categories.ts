/** The board's category filter, by the quote's symbolType (1 forex ... 5 crypto). */
export const SYMBOL_CATEGORIES = ['all', 'forex', 'metals', 'indices', 'energy', 'crypto'] as const;
export type SymbolCategory = (typeof SYMBOL_CATEGORIES)[number];

const TYPE_OF: Record<Exclude<SymbolCategory, 'all'>, number> = {
  forex: 1,
  metals: 2,
  indices: 3,
  energy: 4,
  crypto: 5,
};

export function inCategory(symbolType: number, category: SymbolCategory): boolean {
  return category === 'all' || TYPE_OF[category] === symbolType;
}

export function isCategory(value: string | null): value is SymbolCategory {
  return value !== null && (SYMBOL_CATEGORIES as readonly string[]).includes(value);
}
