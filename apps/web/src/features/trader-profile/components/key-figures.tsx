import type { DataIndicators } from '@copytrade/contracts/statistics';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DASH, moneyText, percentText, signOf } from '@/lib/figures';
import type { HelpKey } from '../utils/help-keys';
import { StatLabel } from './stat-help';
import styles from './profile.module.css';
import { Placeholder } from '@/components/placeholder/placeholder';

type Tile = {
  helpKey: HelpKey;
  label: string;
  value: string;
  tone?: 'gain' | 'loss' | 'zero';
  note: ReactNode;
};

const TONE = { gain: styles.gain, loss: styles.loss, zero: undefined } as const;

/** The profit factor: a ratio, "no losses" when there is no losing trade, a dash with no trade at all. */
export function useProfitFactorText() {
  const { t } = useTranslation();
  return (stats: Pick<DataIndicators, 'profitFactor' | 'trades'>) =>
    stats.profitFactor ?? (stats.trades > 0 ? t('profile.noLosses') : DASH);
}

/** The six headline figures, each with its formula. */
export function KeyFigures({ stats }: { stats: DataIndicators }) {
  const { t } = useTranslation();
  const profitFactorText = useProfitFactorText();
  const tiles: Tile[] = [
    {
      helpKey: 'growth',
      label: t('profile.figures.growth'),
      value: percentText(stats.growth, true),
      tone: signOf(stats.growth),
      note: t('profile.figures.growthNote'),
    },
    {
      helpKey: 'totalProfit',
      label: t('profile.figures.totalProfit'),
      value: moneyText(stats.totalProfit),
      tone: signOf(stats.totalProfit),
      note: t('profile.figures.tradesNote', { count: stats.trades }),
    },
    {
      helpKey: 'balanceDrawdown',
      label: t('profile.figures.maxDrawdown'),
      value: percentText(stats.balanceDrawdown.percent),
      tone: signOf(stats.balanceDrawdown.percent) === 'zero' ? 'zero' : 'loss',
      note: moneyText(stats.balanceDrawdown.money),
    },
    {
      helpKey: 'profitFactor',
      label: t('profile.figures.profitFactor'),
      value: profitFactorText(stats),
      note: t('profile.figures.grossNote', {
        profit: moneyText(stats.grossProfit),
        loss: moneyText(stats.grossLoss),
      }),
    },
    {
      helpKey: 'winRate',
      label: t('profile.figures.winRate'),
      value: percentText(stats.winRate),
      note: t('profile.figures.tradesNote', { count: stats.trades }),
    },
    {
      helpKey: 'copyProfit',
      label: t('profile.figures.copyProfit'),
      value: moneyText(stats.copyProfit),
      tone: signOf(stats.copyProfit),
      note: t('profile.figures.copyProfitNote'),
    },
  ];
  return (
    <section className={styles.tiles} aria-label={t('profile.figures.title')}>
      {tiles.map((tile) => (
        <div key={tile.helpKey} className={styles.tile}>
          <StatLabel helpKey={tile.helpKey}>{tile.label}</StatLabel>
          <div className={`${styles.tileValue} ${tile.tone ? (TONE[tile.tone] ?? '') : ''}`}>
            {tile.value}
          </div>
          <div className={styles.tileNote}>{tile.note}</div>
        </div>
      ))}
    </section>
  );
}

export function KeyFiguresSkeleton() {
  return (
    <section className={styles.tiles}>
      {[0, 1, 2, 3, 4, 5].map((key) => (
        <div key={key} className={styles.tile}>
          <Placeholder title={false} paragraph={{ rows: 2 }} />
        </div>
      ))}
    </section>
  );
}
