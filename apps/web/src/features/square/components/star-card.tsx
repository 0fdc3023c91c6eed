import type { StarRow } from '@copytrade/contracts/discovery';
import { CrownFilled, LikeFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { traderPath } from '@/lib/paths';
import { countText, percentText, toneOf } from '../utils/figures';
import { FeeTag } from './fee-tag';
import { FigureHelp, FigureLabel } from './figure-help';
import { Sparkline } from './sparkline';
import { StarRating } from '@/components/star-rating/star-rating';
import { TraderIdentity } from './trader-identity';
import styles from './star-card.module.css';
import { Placeholder } from '@/components/placeholder/placeholder';

const TONE_CLASS = { gain: styles.gain, loss: styles.loss, zero: '' } as const;

/**
 * One of today's stars: an admin's pick (with the admin's reason) or a top-rated account that filled the
 * row. The trader, growth with its curve, three figures, and the actions.
 */
export function StarCard({ star, action }: { star: StarRow; action?: ReactNode }) {
  const { t } = useTranslation();
  const picked = star.recommendId !== null;
  return (
    <article
      className={`${styles.card} ${picked ? styles.picked : ''}`}
      aria-label={`${star.userName} #${star.loginOrder} ${star.login}`}
    >
      <div className={styles.ribbonRow}>
        <span className={picked ? styles.ribbon : styles.ribbonMuted}>
          {picked ? <CrownFilled /> : <LikeFilled />}
          {picked ? t('stars.picked') : t('stars.topRated')}
        </span>
        <FeeTag feeType={star.feeType} price={star.feePrice} days={star.feeDays} className={styles.fee} />
      </div>
      <TraderIdentity
        trader={star}
        size={48}
        extra={
          <span className={styles.rating}>
            <StarRating stars={star.stars} rating={star.rating} size="small" />
            <FigureHelp figure="rating" />
          </span>
        }
      />
      <div className={styles.growthBlock}>
        <div className={styles.growth}>
          <FigureLabel figure="growth" className={styles.label} />
          <span className={`${styles.growthValue} ${TONE_CLASS[toneOf(star.growth)]}`}>
            {percentText(star.growth, true)}
          </span>
        </div>
        <Sparkline points={star.sparkline} width={140} height={48} className={styles.spark} />
      </div>
      <dl className={styles.mini}>
        <div>
          <dt>
            <FigureLabel figure="drawdown" className={styles.label} />
          </dt>
          <dd className={toneOf(star.drawdown) === 'zero' ? undefined : styles.loss}>
            {percentText(star.drawdown)}
          </dd>
        </div>
        <div>
          <dt>
            <FigureLabel figure="winRate" className={styles.label} />
          </dt>
          <dd>{percentText(star.winRate)}</dd>
        </div>
        <div>
          <dt>
            <FigureLabel figure="followers" className={styles.label} />
          </dt>
          <dd>{countText(star.followers)}</dd>
        </div>
      </dl>
      {picked && star.remark ? (
        <blockquote className={styles.remark}>
          <span className={styles.remarkLabel}>{t('stars.remarkLabel')}</span>
          {star.remark}
        </blockquote>
      ) : null}
      <footer className={styles.actions}>
        <ButtonLink
          to={traderPath(star.mtAccId)}
          aria-label={t('square.viewProfileOf', { name: star.userName })}
        >
          {t('square.viewProfile')}
        </ButtonLink>
        {action}
      </footer>
    </article>
  );
}

export function StarCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden>
      <Placeholder avatar={{ size: 48 }} title={{ width: '55%' }} paragraph={{ rows: 1, width: '35%' }} />
      <Placeholder title={false} paragraph={{ rows: 4 }} />
    </div>
  );
}

/** Cards of stars in a responsive grid (the skeletons while loading). */
export function StarGrid({
  stars,
  renderAction,
  skeletons = 3,
  columns = 3,
}: {
  stars: StarRow[] | undefined;
  renderAction?: (star: StarRow) => ReactNode;
  skeletons?: number;
  columns?: 3 | 4;
}) {
  const className = `${styles.grid} ${columns === 4 ? styles.grid4 : ''}`;
  if (!stars) {
    return (
      <div className={className}>
        {Array.from({ length: skeletons }, (_, index) => (
          <StarCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  return (
    <div className={className}>
      {stars.map((star) => (
        <StarCard key={star.mtAccId} star={star} action={renderAction?.(star)} />
      ))}
    </div>
  );
}
