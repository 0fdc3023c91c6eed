import type { RankingRow } from '@copytrade/contracts/community';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { traderPath } from '@/lib/paths';
import { countText, DASH, moneyText, percentText, toneOf } from '../utils/figures';
import { FeeTag } from './fee-tag';
import { FigureHelp, FigureLabel, type FigureKey } from './figure-help';
import { Sparkline } from './sparkline';
import { StarRating } from '@/components/star-rating/star-rating';
import { TraderIdentity } from './trader-identity';
import styles from './ranking-card.module.css';
import { Placeholder, PlaceholderBar } from '@/components/placeholder/placeholder';

const TONE_CLASS = { gain: styles.gain, loss: styles.loss, zero: '' } as const;

/** The profit factor: the ratio, "no losses" with no losing trade, a dash with no trade at all. */
export function useProfitFactorText() {
  const { t } = useTranslation();
  return (row: Pick<RankingRow, 'profitFactor' | 'trades'>) =>
    row.profitFactor ?? (row.trades > 0 ? t('square.noLosses') : DASH);
}

/**
 * One trade account of the ranking: the trader (avatar, nickname, `#order login`, stars, fee model), the
 * growth with its curve, six figures each with its help, and the actions: the profile and the caller's
 * action (Copy).
 */
export function RankingCard({ row, action }: { row: RankingRow; action: ReactNode }) {
  const { t } = useTranslation();
  const profitFactorText = useProfitFactorText();
  const figures: { key: FigureKey; value: string; tone?: keyof typeof TONE_CLASS }[] = [
    {
      key: 'drawdown',
      value: percentText(row.drawdown),
      tone: toneOf(row.drawdown) === 'zero' ? 'zero' : 'loss',
    },
    { key: 'winRate', value: percentText(row.winRate) },
    { key: 'profitFactor', value: profitFactorText(row) },
    { key: 'followers', value: countText(row.followers) },
    { key: 'copyProfit', value: moneyText(row.copyProfit, true), tone: toneOf(row.copyProfit) },
    { key: 'weeks', value: t('square.weeksValue', { count: row.tradingWeeks }) },
  ];
  return (
    <article className={styles.card} aria-label={`${row.userName} #${row.loginOrder} ${row.login}`}>
      <header className={styles.head}>
        <TraderIdentity
          trader={row}
          size={48}
          className={styles.identity}
          extra={
            <span className={styles.rating}>
              <StarRating stars={row.stars} rating={row.rating} size="small" />
              <FigureHelp figure="rating" />
            </span>
          }
        />
        <FeeTag feeType={row.feeType} price={row.feePrice} days={row.feeDays} className={styles.fee} />
      </header>

      <div className={styles.growthRow}>
        <div className={styles.growth}>
          <FigureLabel figure="growth" className={styles.figureName} />
          <span className={`${styles.growthValue} ${TONE_CLASS[toneOf(row.growth)]}`}>
            {percentText(row.growth, true)}
          </span>
        </div>
        <Sparkline points={row.sparkline} width={132} height={44} className={styles.spark} />
      </div>

      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.key} className={styles.figure}>
            <dt>
              <FigureLabel figure={figure.key} className={styles.figureName} />
            </dt>
            <dd className={figure.tone ? TONE_CLASS[figure.tone] : undefined}>{figure.value}</dd>
          </div>
        ))}
      </dl>

      <footer className={styles.foot}>
        <div className={styles.server}>
          {row.platformName} · {row.serverName}
        </div>
        <div className={styles.actions}>
          <ButtonLink
            to={traderPath(row.mtAccId)}
            aria-label={t('square.viewProfileOf', { name: row.userName })}
          >
            {t('square.viewProfile')}
          </ButtonLink>
          {action}
        </div>
      </footer>
    </article>
  );
}

export function RankingCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden>
      <Placeholder avatar={{ size: 48 }} title={{ width: '60%' }} paragraph={{ rows: 1, width: '40%' }} />
      <PlaceholderBar className={styles.skeletonBlock} />
      <Placeholder title={false} paragraph={{ rows: 3 }} />
    </div>
  );
}
