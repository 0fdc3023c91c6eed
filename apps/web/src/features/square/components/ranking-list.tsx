import { useTranslation } from 'react-i18next';
import { countText, percentText, toneOf } from '../utils/figures';
import { rowLabel, type RankingViewProps } from './ranking-view';
import { TraderIdentity } from './trader-identity';
import styles from './ranking-list.module.css';
import { Placeholder } from '@/components/placeholder/placeholder';

const TONE_CLASS = { gain: styles.gain, loss: styles.loss, zero: '' } as const;

/**
 * The ranking as a narrow list, one line per account (a minimal portal's square): rank, trader, growth,
 * drawdown, followers and the caller's action. The trader's name opens the profile.
 */
export function RankingList({ rows, firstRank, renderAction }: RankingViewProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.list}>
      <div className={styles.head} aria-hidden>
        <span className={styles.rank}>#</span>
        <span>{t('square.table.trader')}</span>
        <span className={styles.num}>{t('square.figures.growth')}</span>
        <span className={`${styles.num} ${styles.optional}`}>{t('square.figures.drawdown')}</span>
        <span className={`${styles.num} ${styles.optional}`}>{t('square.figures.followers')}</span>
        <span />
      </div>
      <ol className={styles.rows}>
        {rows.map((row, index) => {
          const rank = firstRank + index;
          return (
            <li key={row.mtAccId} className={styles.row} aria-label={rowLabel(row)}>
              <span className={rank <= 3 ? `${styles.rank} ${styles.top}` : styles.rank}>{rank}</span>
              <TraderIdentity trader={row} size={30} className={styles.identity} />
              <span className={`${styles.num} ${styles.growth} ${TONE_CLASS[toneOf(row.growth)]}`}>
                <span className={styles.caption}>{t('square.figures.growth')}</span>
                {percentText(row.growth, true)}
              </span>
              <span className={`${styles.num} ${styles.optional}`}>
                <span className={styles.caption}>{t('square.figures.drawdown')}</span>
                {percentText(row.drawdown)}
              </span>
              <span className={`${styles.num} ${styles.optional}`}>
                <span className={styles.caption}>{t('square.figures.followers')}</span>
                {countText(row.followers)}
              </span>
              <span className={styles.action}>{renderAction(row)}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export function RankingListSkeleton() {
  return (
    <div className={styles.list} aria-hidden>
      <div className={styles.skeleton}>
        <Placeholder title={false} paragraph={{ rows: 8 }} />
      </div>
    </div>
  );
}
