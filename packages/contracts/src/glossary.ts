import type { Locale } from './locale';

/**
 * One variant that docs/glossary.md forbids in a language, with the word to use instead. The glossary page
 * is the source; the web and server glossary tests read it with `parseGlossary` and check every
 * user-facing text with `bannedVariantsIn`. Nothing at run time imports this module.
 */
export type GlossaryBan = { locale: Locale; variant: string; use: string; concept: string };

/** The languages in the order of the glossary's columns (both Chinese scripts side by side). */
const COLUMNS: readonly Locale[] = ['zh_CN', 'zh_Hant', 'en_US'];
/** The head of every table the tests read: the concept, the word in each language, the forbidden variants. */
const HEAD = ['Concept', ...COLUMNS, ...COLUMNS.map((locale) => `Not in ${locale}`)];

const cellsOf = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

const isTableLine = (line: string) => line.trim().startsWith('|');
const isRule = (cells: string[]) => cells.every((cell) => /^:?-{3,}:?$/.test(cell));

/** Every forbidden variant of every glossary table in `markdown`, each `code` span of a "Not in" cell. */
export function parseGlossary(markdown: string): GlossaryBan[] {
  const bans: GlossaryBan[] = [];
  let inTable = false;
  for (const line of markdown.split('\n')) {
    if (!isTableLine(line)) {
      inTable = false;
      continue;
    }
    const cells = cellsOf(line);
    if (cells.join('|') === HEAD.join('|')) {
      inTable = true;
      continue;
    }
    if (!inTable || isRule(cells)) continue;
    if (cells.length !== HEAD.length) throw new Error(`Glossary row with ${cells.length} cells: ${line}`);
    const concept = cells[0] ?? '';
    COLUMNS.forEach((locale, index) => {
      const use = cells[1 + index] ?? '';
      const banned = cells[1 + COLUMNS.length + index] ?? '';
      for (const match of banned.matchAll(/`([^`]+)`/g)) {
        bans.push({ locale, variant: match[1] ?? '', use, concept });
      }
    });
  }
  return bans;
}

/** Placeholders (`{{name}}`, `{name}`) and markup tags are not words of the text. */
const stripMarkup = (text: string) => text.replace(/\{\{\w+\}\}|\{\w+\}|<\/?\w+\s*\/?>/g, ' ');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const HAN = /\p{Script=Han}/u;

/**
 * The bans of `locale` that `text` breaks. A variant with a Chinese character is found anywhere; any other
 * is found as whole words in any case, also with a plural s ("Top up", "top-ups"), so "sign in" does not
 * match "design in".
 */
export function bannedVariantsIn(bans: readonly GlossaryBan[], locale: Locale, text: string): GlossaryBan[] {
  const plain = stripMarkup(text);
  return bans.filter((ban) => {
    if (ban.locale !== locale) return false;
    if (HAN.test(ban.variant)) return plain.includes(ban.variant);
    const words = escapeRegExp(ban.variant).replace(/ /g, '\\s+');
    return new RegExp(`(?<![\\p{L}\\p{N}])${words}s?(?![\\p{L}\\p{N}])`, 'iu').test(plain);
  });
}
