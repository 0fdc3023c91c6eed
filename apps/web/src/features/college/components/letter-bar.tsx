import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './letter-bar.module.css';

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

export type LetterBarProps = {
  /** Letters that have entries; the others are shown but cannot be chosen. */
  enabled: ReadonlySet<string>;
  /** The letter chosen (null: all). */
  active: string | null;
  /** Where a letter (null: all) links to. */
  hrefOf: (letter: string | null) => string;
  /** Leave out the "All" entry (the home's strip). */
  withAll?: boolean;
};

/** The encyclopedia's A-Z: a link per letter with entries, the empty letters greyed out. */
export function LetterBar({ enabled, active, hrefOf, withAll = true }: LetterBarProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.bar} aria-label={t('college.fx.lettersLabel')}>
      {withAll ? (
        <Link
          to={hrefOf(null)}
          className={`${styles.letter} ${styles.all} ${active === null ? styles.active : ''}`}
          aria-current={active === null ? 'true' : undefined}
        >
          {t('college.fx.allLetters')}
        </Link>
      ) : null}
      {ALPHABET.map((letter) =>
        enabled.has(letter) ? (
          <Link
            key={letter}
            to={hrefOf(letter)}
            className={`${styles.letter} ${active === letter ? styles.active : ''}`}
            aria-current={active === letter ? 'true' : undefined}
          >
            {letter}
          </Link>
        ) : (
          <span key={letter} className={`${styles.letter} ${styles.disabled}`} aria-disabled="true">
            {letter}
          </span>
        ),
      )}
    </nav>
  );
}
