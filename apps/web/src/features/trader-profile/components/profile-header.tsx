import type { MtAccountInfo } from '@copytrade/contracts/accounts';
import type { DataIndicators } from '@copytrade/contracts/statistics';
import { LockOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/chip/chip';
import { PersonAvatar } from '@/components/person-avatar';
import { StarRating } from '@/components/star-rating/star-rating';
import { StatHelp } from './stat-help';
import styles from './profile.module.css';
import { Placeholder, PlaceholderBar } from '@/components/placeholder/placeholder';

type Rating = DataIndicators['rating'];

/** The 13-week rating as stars with its score, or a note that the account is not rated yet. */
function RatingBadge({ rating, loading }: { rating: Rating | undefined; loading: boolean }) {
  const { t } = useTranslation();
  if (loading) return <PlaceholderBar />;
  if (rating === undefined) return null;
  const name = t('profile.rating.title');
  return (
    <div className={styles.rating}>
      {rating ? (
        <>
          <StarRating stars={rating.stars} rating={rating.score} className={styles.stars} />
          <span className={styles.ratingScore}>{t('profile.rating.score', { score: rating.score })}</span>
        </>
      ) : (
        <Chip className={styles.unrated}>{t('profile.rating.unrated')}</Chip>
      )}
      <StatHelp helpKey="rating" name={name} />
    </div>
  );
}

/** The strategy text, or the notice that the site's administrator locked it (the server then sends ''). */
function Strategy({ account, action }: { account: MtAccountInfo; action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.strategyBox}>
      <div className={styles.strategyHead}>
        <h2 className={styles.strategyTitle}>{t('profile.strategy')}</h2>
        {action ? <div className={styles.strategyAction}>{action}</div> : null}
      </div>
      {account.strategyLocked ? (
        <div className={styles.strategyLocked} role="note">
          <LockOutlined className={styles.strategyLockedIcon} />
          <div>
            <div className={styles.strategyLockedTitle}>{t('profile.strategyLocked')}</div>
            <div className={styles.strategyLockedHint}>{t('profile.strategyLockedHint')}</div>
          </div>
        </div>
      ) : (
        <p className={account.strategy ? styles.strategy : `${styles.strategy} ${styles.muted}`}>
          {account.strategy || t('profile.noStrategy')}
        </p>
      )}
    </div>
  );
}

export type ProfileHeaderProps = {
  account: MtAccountInfo;
  rating: Rating | undefined;
  ratingLoading: boolean;
  /** The main action (Copy). */
  action: ReactNode;
  /** Under the main action: follow the trader, watch the account. */
  social?: ReactNode;
  /** Beside the strategy's title: favourite it. */
  strategyAction?: ReactNode;
  /** The site administrator's menu (locks). */
  adminMenu?: ReactNode;
};

/**
 * The trader and his account: avatar, name, #order login, platform and server, rating, the strategy
 * (plain text: React escapes it, it is never read as HTML), the action (Copy) and what the caller adds
 * (follow, optional, favourite, the admin's menu).
 */
export function ProfileHeader({
  account,
  rating,
  ratingLoading,
  action,
  social,
  strategyAction,
  adminMenu,
}: ProfileHeaderProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.header} aria-labelledby="trader-name">
      {adminMenu ? <div className={styles.adminBar}>{adminMenu}</div> : null}
      <div className={styles.headerMain}>
        <PersonAvatar name={account.userName} image={account.image} size={84} />
        <div className={styles.identity}>
          <h1 id="trader-name" className={styles.name}>
            {account.userName}
          </h1>
          <div className={styles.account}>
            <span className={styles.login}>
              #{account.loginOrder} {account.login}
            </span>
            {account.isMock === 1 ? (
              <Chip>{t('profile.demo')}</Chip>
            ) : (
              <Chip color="green">{t('profile.live')}</Chip>
            )}
          </div>
          <div className={styles.server}>
            {account.platformName} · {account.serverName}
          </div>
          <RatingBadge rating={rating} loading={ratingLoading} />
        </div>
        <div className={styles.headerAction}>
          {action}
          {social}
        </div>
      </div>
      <Strategy account={account} action={strategyAction} />
    </section>
  );
}

export function ProfileHeaderSkeleton() {
  return (
    <section className={styles.header}>
      <Placeholder avatar={{ size: 84 }} paragraph={{ rows: 3 }} />
    </section>
  );
}
