import { timeAgo } from '@copytrade/contracts/format';
import { UserAddOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar';
import { currentLocale } from '@/i18n/locale';
import { traderPath } from '@/lib/paths';
import { useSubscribeNews } from '../api/query-subscribe-news';
import { ListState } from './feed-state';
import { LiveBadge, SectionCard } from './section-card';
import styles from './feeds.module.css';

const MODE_KEYS = { 1: 'fixedLot', 2: 'fixedRatio', 3: 'smartRatio' } as const;

/** The latest subscriptions on the site (masked followers), read again every 30 s. */
export function SubscribeFeed({ limit = 8, className }: { limit?: number; className?: string }) {
  const { t } = useTranslation();
  const news = useSubscribeNews(limit);
  const locale = currentLocale();
  return (
    <SectionCard
      className={className}
      icon={<UserAddOutlined />}
      title={t('square.feeds.subscriptions')}
      subtitle={t('square.feeds.subscriptionsHint')}
      extra={<LiveBadge label={t('square.feeds.live')} />}
    >
      <ListState query={news} empty={t('square.feeds.noSubscriptions')}>
        <ul className={styles.feed} aria-label={t('square.feeds.subscriptions')}>
          {news.data?.map((item) => {
            const mode = MODE_KEYS[item.followType as keyof typeof MODE_KEYS];
            return (
              <li key={`${item.startAt}-${item.mtAccId}-${item.follower}`} className={styles.item}>
                <PersonAvatar name={item.follower} image={item.followerImage} size={34} />
                <div className={styles.itemText}>
                  <div className={styles.itemLine}>
                    <Trans
                      i18nKey="square.feeds.startedCopying"
                      values={{ follower: item.follower, trader: item.userName }}
                      components={{
                        follower: <strong className={styles.who} />,
                        trader: <Link to={traderPath(item.mtAccId)} className={styles.link} />,
                      }}
                    />
                  </div>
                  <div className={styles.meta}>
                    <span className={styles.login}>
                      #{item.loginOrder} {item.login}
                    </span>
                    {mode ? (
                      <Tag variant="filled" className={styles.tag}>
                        {t(`copy.mode.${mode}`)}
                      </Tag>
                    ) : null}
                    {item.direction === 2 ? (
                      <Tag variant="filled" color="orange" className={styles.tag}>
                        {t('copy.direction.reverse')}
                      </Tag>
                    ) : null}
                    <time className={styles.time} dateTime={new Date(item.startAt).toISOString()}>
                      {timeAgo(item.startAt, Math.max(news.dataUpdatedAt, item.startAt), locale)}
                    </time>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </ListState>
    </SectionCard>
  );
}
