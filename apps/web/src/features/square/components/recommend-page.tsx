import type { StarRow } from '@copytrade/contracts/discovery';
import { ArrowRightOutlined, FilterOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { PATHS } from '@/lib/paths';
import { FollowChangeBoard } from './follow-change-board';
import { MODULE_ORDER, ModuleList } from './module-list';
import { StarsAdminEntry } from './stars-admin';
import { SubscribeFeed } from './subscribe-feed';
import { TodayStars } from './today-stars';
import { TradeFeed } from './trade-feed';
import styles from './discovery.module.css';

/**
 * /community/communityRecommend: today's stars (and, for the site admin, their management), the five
 * preset rankings, the follower changes and the two live feeds.
 */
export function RecommendPage({ renderAction }: { renderAction?: (star: StarRow) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <div>
            <h1 className={styles.title}>{t('recommend.title')}</h1>
            <p className={styles.subtitle}>{t('recommend.subtitle')}</p>
          </div>
        </header>

        <TodayStars renderAction={renderAction} adminEntry={<StarsAdminEntry />} />

        <section className={styles.block} aria-labelledby="rankings-title">
          <div className={styles.blockHead}>
            <div>
              <h2 id="rankings-title" className={styles.blockTitle}>
                {t('recommend.rankings.title')}
              </h2>
              <p className={styles.blockText}>{t('recommend.rankings.hint')}</p>
            </div>
          </div>
          <div className={styles.modules}>
            {MODULE_ORDER.map((module) => (
              <ModuleList key={module} module={module} />
            ))}
            <div className={styles.ctaCard}>
              <span className={styles.ctaIcon} aria-hidden>
                <FilterOutlined />
              </span>
              <h3 className={styles.ctaTitle}>{t('recommend.cta.title')}</h3>
              <p className={styles.ctaText}>{t('recommend.cta.text')}</p>
              <ButtonLink to={PATHS.square} type="primary" size="large">
                {t('recommend.cta.button')} <ArrowRightOutlined />
              </ButtonLink>
            </div>
          </div>
        </section>

        <section className={styles.block} aria-labelledby="activity-title">
          <div className={styles.blockHead}>
            <div>
              <h2 id="activity-title" className={styles.blockTitle}>
                {t('recommend.activity.title')}
              </h2>
              <p className={styles.blockText}>{t('recommend.activity.hint')}</p>
            </div>
          </div>
          <div className={styles.columns3}>
            <FollowChangeBoard />
            <SubscribeFeed />
            <TradeFeed />
          </div>
        </section>
      </div>
    </div>
  );
}
