import { Fragment } from 'react';
import styles from './highlight.module.css';

const REGEX_SPECIALS = /[.*+?^${}()|[\]\\]/g;

/** The pieces of `text`, each flagged when it is one of `terms` (any case); longer terms win. */
export function splitByTerms(text: string, terms: readonly string[]): { text: string; hit: boolean }[] {
  const words = [...new Set(terms.map((term) => term.trim()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (!text || words.length === 0) return text ? [{ text, hit: false }] : [];
  const pattern = new RegExp(
    `(${words.map((word) => word.replace(REGEX_SPECIALS, '\\$&')).join('|')})`,
    'gi',
  );
  // split with one capturing group puts the matches at the odd indexes.
  return text
    .split(pattern)
    .map((piece, index) => ({ text: piece, hit: index % 2 === 1 }))
    .filter((piece) => piece.text !== '');
}

/**
 * `text` with every case-insensitive occurrence of `terms` wrapped in <mark>; the text stays text (no
 * HTML is read from it), and regex characters in the terms are taken literally.
 */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {splitByTerms(text, terms).map((piece, index) =>
        piece.hit ? (
          <mark key={index} className={styles.mark}>
            {piece.text}
          </mark>
        ) : (
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}
