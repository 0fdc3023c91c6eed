import {
  ArrowRightOutlined,
  ControlOutlined,
  SearchOutlined,
  SyncOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { PATHS } from '@/lib/paths';
import { FollowChangeBoard } from './follow-change-board';
import { moduleSquarePath, ModuleList } from './module-list';
import { SubscribeFeed } from './subscribe-feed';
import styles from './henchman-page.module.css';
import page from './discovery.module.css';

const STEPS = [
  { key: 'choose', icon: <SearchOutlined /> },
  { key: 'configure', icon: <ControlOutlined /> },
  { key: 'copy', icon: <SyncOutlined /> },
] as const;

/**
 * /community/henchman: the followers' side of the community: how copying works (with the way to the
 * square), the traders who made the most for their followers, follower changes over 7 and 30 days and the
 * latest subscriptions.
 */
export function HenchmanPage() {
  const { t } = useTranslation();
  return (
    <div className={page.page}>
      <div className={page.inner}>
        <header className={page.header}>
          <div>
            <h1 className={page.title}>{t('henchman.title')}</h1>
            <p className={page.subtitle}>{t('henchman.subtitle')}</p>
          </div>
        </header>

        <section className={styles.explainer} aria-labelledby="how-copying-works">
          <div className={styles.explainerText}>
            <h2 id="how-copying-works" className={styles.explainerTitle}>
              {t('henchman.how.title')}
            </h2>
            <p className={styles.explainerLead}>{t('henchman.how.lead')}</p>
            <div className={styles.ctas}>
              <ButtonLink to={PATHS.square} type="primary" size="large">
                {t('henchman.how.cta')} <ArrowRightOutlined />
              </ButtonLink>
              <ButtonLink to={moduleSquarePath('copyProfit')} size="large">
                <TrophyOutlined /> {t('henchman.how.ctaCopyProfit')}
              </ButtonLink>
            </div>
          </div>
          <ol className={styles.steps}>
            {STEPS.map((step, index) => (
              <li key={step.key} className={styles.step}>
                <span className={styles.stepIcon} aria-hidden>
                  {step.icon}
                </span>
                <div>
                  <h3 className={styles.stepTitle}>
                    <span className={styles.stepNumber}>{index + 1}</span>
                    {t(`henchman.how.${step.key}.title`)}
                  </h3>
                  <p className={styles.stepText}>{t(`henchman.how.${step.key}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className={styles.risk}>{t('henchman.how.risk')}</p>
        </section>

        <div className={styles.grid}>
          <ModuleList module="copyProfit" limit={8} />
          <SubscribeFeed limit={8} />
          <FollowChangeBoard initialDays={7} fixed limit={8} />
          <FollowChangeBoard initialDays={30} fixed limit={8} />
        </div>
      </div>
    </div>
  );
}
