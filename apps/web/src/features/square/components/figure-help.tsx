import { useTranslation } from 'react-i18next';
import { Hint } from '@/components/hint/hint';
import mark from '@/components/hint/question-mark.module.css';
import styles from './figure-help.module.css';

/** Every figure the discovery pages show, each with a one-paragraph explanation in the locales. */
export const FIGURE_KEYS = [
  'growth',
  'drawdown',
  'winRate',
  'profitFactor',
  'followers',
  'copyProfit',
  'weeks',
  'trades',
  'rating',
  'balance',
  'equity',
  'profit',
  'openCount',
  'followChange',
  'traders',
  'liveFollowers',
  'copies30d',
  'totalCopyProfit',
] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

/** The "?" beside a figure: what it means and how it is counted. */
export function FigureHelp({ figure, name }: { figure: FigureKey; name?: string }) {
  const { t } = useTranslation();
  const label = name ?? t(`square.figures.${figure}`);
  return (
    <Hint
      className={styles.overlay}
      content={
        <div className={styles.tip}>
          <div className={styles.tipName}>{label}</div>
          <p>{t(`square.help.${figure}`)}</p>
        </div>
      }
    >
      {(trigger) => (
        <button
          {...trigger}
          type="button"
          className={`${styles.button} ${mark.questionMark}`}
          aria-label={t('square.helpAria', { name: label })}
          onClick={(event) => event.preventDefault()}
        />
      )}
    </Hint>
  );
}

/** A figure's name followed by its help. */
export function FigureLabel({ figure, className }: { figure: FigureKey; className?: string }) {
  const { t } = useTranslation();
  const name = t(`square.figures.${figure}`);
  return (
    <span className={`${styles.label} ${className ?? ''}`}>
      <span className={styles.name}>{name}</span>
      <FigureHelp figure={figure} name={name} />
    </span>
  );
}
