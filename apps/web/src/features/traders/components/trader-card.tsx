import type { MtAccountInfo } from '@copytrade/contracts/accounts';
import { TeamOutlined } from '@ant-design/icons';
import { Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar';
import { useSubscriptionOverview } from '../api/query-subscriptions';
import styles from './traders.module.css';

/**
 * One trade account in the public list: the trader (avatar or initial, name), #order login, platform and
 * server, an excerpt of the strategy, how many follow it now and in all, and the action (Copy). The name
 * and the avatar open the trader's profile.
 */
export function TraderCard({ account, action }: { account: MtAccountInfo; action: ReactNode }) {
  const { t } = useTranslation();
  const overview = useSubscriptionOverview(account.mtAccId);
  return (
    <article
      className={styles.card}
      aria-label={`${account.userName} #${account.loginOrder} ${account.login}`}
    >
      <header className={styles.head}>
        {/* The avatar repeats the name's link for the pointer; the name's link is the one in the tab order. */}
        <Link
          to={`/community/trader/${account.mtAccId}`}
          tabIndex={-1}
          aria-hidden
          className={styles.avatarLink}
        >
          <PersonAvatar name={account.userName} image={account.image} size={52} />
        </Link>
        <div className={styles.identity}>
          <h2 className={styles.name}>
            <Link to={`/community/trader/${account.mtAccId}`} className={styles.profileLink}>
              {account.userName}
            </Link>
          </h2>
          <div className={styles.login}>
            #{account.loginOrder} {account.login}
            {account.isMock === 1 ? <Tag className={styles.demo}>{t('accounts.demo')}</Tag> : null}
          </div>
          <div className={styles.server}>
            {account.platformName} · {account.serverName}
          </div>
        </div>
      </header>
      <p className={account.strategy ? styles.strategy : `${styles.strategy} ${styles.muted}`}>
        {account.strategy || t('traders.noStrategy')}
      </p>
      <div className={styles.figures}>
        {overview.data ? (
          <>
            <span className={styles.figure}>
              <TeamOutlined />
              <strong>{overview.data.activeSubscribers}</strong>
              {t('traders.copying')}
            </span>
            <span className={styles.figureMuted}>
              {t('traders.totalSubscribers', { count: overview.data.totalSubscribers })}
            </span>
          </>
        ) : overview.isLoading ? (
          <Skeleton.Input active size="small" />
        ) : null}
      </div>
      <footer className={styles.actions}>{action}</footer>
    </article>
  );
}
