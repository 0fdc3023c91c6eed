import type { DataIndicators } from '@copytrade/contracts/statistics';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fallText, moneyText, percentText, signOf } from '@/lib/figures';
import styles from './mam-trading.module.css';

export type Figure = {
  key: string;
  label: string;
  value: ReactNode;
  /** A line under the value: what it counts, a comparison. */
  sub?: ReactNode;
  icon?: ReactNode;
  /** Colours the value by its sign (a profit). */
  signed?: string | null;
};

/** A grid of figure cards (two a row on a phone). */
export function FigureCards({ figures, label }: { figures: Figure[]; label: string }) {
  return (
    <section className={styles.figures} aria-label={label}>
      {figures.map((figure) => {
        const tone = figure.signed === undefined ? 'zero' : signOf(figure.signed);
        return (
          <div key={figure.key} className={styles.figure} data-figure={figure.key}>
            <div className={styles.figureHead}>
              {figure.icon ? <span className={styles.figureIcon}>{figure.icon}</span> : null}
              <span>{figure.label}</span>
            </div>
            <div
              className={`${styles.figureValue} ${tone === 'gain' ? styles.gain : tone === 'loss' ? styles.loss : ''}`}
            >
              {figure.value}
            </div>
            {figure.sub ? <div className={styles.figureSub}>{figure.sub}</div> : null}
          </div>
        );
      })}
    </section>
  );
}

/** The statistics' figures both detail pages show: growth, the largest drawdown, win rate with profit factor. */
export function useStatisticsFigures(s: DataIndicators): Record<'growth' | 'drawdown' | 'winRate', Figure> {
  const { t } = useTranslation();
  return {
    growth: {
      key: 'growth',
      label: t('profile.figures.growth'),
      value: percentText(s.growth, true),
      signed: s.growth,
      sub: t('profile.figures.growthNote'),
    },
    drawdown: {
      key: 'drawdown',
      label: t('profile.figures.maxDrawdown'),
      value: fallText(s.balanceDrawdown.percent),
      sub: moneyText(s.balanceDrawdown.money),
    },
    winRate: {
      key: 'winRate',
      label: t('profile.figures.winRate'),
      value: percentText(s.winRate),
      sub: t('mamTrading.profitFactor', { value: s.profitFactor ?? t('profile.noLosses') }),
    },
  };
}
