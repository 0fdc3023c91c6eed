import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import type { Locale } from '@copytrade/contracts/locale';

/*
 * Text search over content items (issue 17, section 3). PostgreSQL's parser does not split Chinese, so the
 * app writes each item's document as space-separated tokens and PostgreSQL indexes them with the `simple`
 * configuration (English uses `english`, which stems). A Chinese run of text gives two token streams:
 *   - jieba's words in search mode (long words and the words inside them), for meaningful matches;
 *   - overlapping character pairs, so that any text of two or more characters is found wherever it stands,
 *     also in Traditional Chinese, which jieba's Simplified dictionary splits into single characters.
 * A query of a Chinese run matches either its jieba words (all of them) or all its pairs. The pairs are not
 * asked to be adjacent (a phrase query would make PostgreSQL re-read every candidate's whole document,
 * too slow over thousands of hits); for a run of three or four characters a false hit needs all of its
 * pairs elsewhere in the same text, which is rare.
 */

let segmenter: Jieba | null = null;

/** jieba with its default dictionary, loaded once on first use (about 0.2 s). */
function jieba(): Jieba {
  segmenter ??= Jieba.withDict(dict);
  return segmenter;
}

/** Runs of Han characters, and words of Latin letters and digits (everything else separates). */
const PIECES = /(\p{Script=Han}+)|([\p{L}\p{N}]+)/gu;

/** The PostgreSQL text-search configuration of a language. */
export function searchConfig(locale: Locale): 'english' | 'simple' {
  return locale === 'en_US' ? 'english' : 'simple';
}

function pairs(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  return chars.slice(1).map((c, i) => chars[i]! + c);
}

/** A text's two token streams for the index: words (jieba for Han, lowercased Latin) and Han pairs. */
export function tokenize(text: string): { words: string; pairs: string } {
  const words: string[] = [];
  const grams: string[] = [];
  for (const match of text.matchAll(PIECES)) {
    const [, han, latin] = match;
    if (han) {
      words.push(
        ...jieba()
          .cutForSearch(han, true)
          .filter((w) => w.trim() !== ''),
      );
      grams.push(...pairs(han));
    } else if (latin) {
      words.push(latin.toLowerCase());
    }
  }
  return { words: words.join(' '), pairs: grams.join(' ') };
}

/** A lexeme quoted for to_tsquery (tokens here hold only letters, digits and Han, so no quote to escape). */
const lexeme = (token: string) => `'${token.replace(/'/g, "''")}'`;

export type SearchPlan = {
  /** Text for to_tsquery with `config`; null when the query has nothing searchable. */
  tsquery: string | null;
  config: 'english' | 'simple';
  /** What a reader's eye should find: the query's words and Chinese runs as typed. */
  terms: string[];
};

/**
 * The query for a search text in a language. Every piece must match (AND): a Latin word as a prefix
 * (`marg` finds margin), a Chinese run as its jieba words or as its pairs.
 */
export function planSearch(text: string, locale: Locale): SearchPlan {
  const config = searchConfig(locale);
  const parts: string[] = [];
  const terms: string[] = [];
  for (const match of text.matchAll(PIECES)) {
    const [, han, latin] = match;
    if (han) {
      terms.push(han);
      const words = jieba()
        .cut(han, true)
        .filter((w) => w.trim() !== '');
      const grams = pairs(han);
      const byWords = words.map(lexeme).join(' & ');
      parts.push(grams.length > 1 ? `((${byWords}) | (${grams.map(lexeme).join(' & ')}))` : `(${byWords})`);
    } else if (latin) {
      const word = latin.toLowerCase();
      terms.push(word);
      parts.push(`${lexeme(word)}:*`);
    }
  }
  return { tsquery: parts.length > 0 ? parts.join(' & ') : null, config, terms };
}

/** Markdown reduced to its words, for excerpts (links keep their text, images and markup go). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, (block) => block.replace(/```\w*/g, ' '))
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const EXCERPT_BEFORE = 40;
const EXCERPT_LENGTH = 160;

/**
 * About EXCERPT_LENGTH characters of `text` around the first place a term occurs (case-insensitive),
 * with an ellipsis where it is cut; the start of the text when no term occurs.
 */
export function excerptAround(text: string, terms: string[]): string {
  const lower = text.toLowerCase();
  const hits = terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0);
  const first = hits.length > 0 ? Math.min(...hits) : 0;
  const start = Math.max(0, first - EXCERPT_BEFORE);
  const end = Math.min(text.length, start + EXCERPT_LENGTH);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
