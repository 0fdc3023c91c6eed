/**
 * Matching a broker's symbol name to a standard symbol (DOMAIN.md, Symbols): `EURUSD.m` -> `EURUSD`,
 * `EURUSDpro` -> `EURUSD`, `#EURUSD` -> `EURUSD`, `GOLD` -> `XAUUSD`. Brokers decorate names with short
 * suffixes or prefixes (account type, contract size); we strip them, never guess beyond that: a name
 * that does not reduce to a standard symbol plus a short decoration stays unbound (status 24) for the
 * owner to map by hand.
 */

/** Well-known names that are not decorations of the standard name. */
export const SYMBOL_ALIASES: Readonly<Record<string, string>> = {
  GOLD: 'XAUUSD',
  SILVER: 'XAGUSD',
  WTI: 'USOIL',
  USOUSD: 'USOIL',
  DJ30: 'US30',
  DOW: 'US30',
};

/** Longest decoration (letters or digits, after removing punctuation) we strip from either end. */
export const MAX_DECORATION = 5;

function core(name: string): string {
  return name.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * The standard symbol for a broker symbol, or '' when none fits. `standards` are the standard symbols
 * known to the site. The longest standard symbol that the name starts or ends with wins, provided the
 * rest is a decoration of at most MAX_DECORATION characters.
 */
export function matchStandardSymbol(symbol: string, standards: readonly string[]): string {
  const name = core(symbol);
  if (!name) return '';
  const known = new Set(standards.map(core));
  if (known.has(name)) return standards.find((s) => core(s) === name) ?? '';
  const alias = SYMBOL_ALIASES[name];
  if (alias && known.has(core(alias))) return alias;

  let best = '';
  for (const standard of standards) {
    const s = core(standard);
    if (s.length <= best.length || s.length >= name.length) continue;
    const rest = name.startsWith(s) ? name.length - s.length : name.endsWith(s) ? name.length - s.length : -1;
    if (rest > 0 && rest <= MAX_DECORATION) best = standard;
  }
  if (best) return best;
  // A decorated alias: GOLD.m, GOLDpro.
  for (const [aliasName, target] of Object.entries(SYMBOL_ALIASES)) {
    if (!known.has(core(target))) continue;
    if (
      (name.startsWith(aliasName) || name.endsWith(aliasName)) &&
      name.length - aliasName.length <= MAX_DECORATION
    ) {
      return target;
    }
  }
  return '';
}
