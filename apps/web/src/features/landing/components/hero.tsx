import {
  ArrowRightOutlined,
  CheckCircleFilled,
  LineChartOutlined,
  SafetyCertificateOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { PlainButton } from '@/components/plain-button/plain-button';
import { PATHS } from '@/lib/paths';
import styles from './landing.module.css';

export type HeroProps = {
  brand: string;
  /** Operator's banner image URL; a gradient of the theme colours when empty. */
  bannerUrl: string;
  /** Signed-in users get their personal center instead of register / log in. */
  userId: number | null;
  onLogin: () => void;
  onPersonalCenter: () => void;
};

export function Hero({ brand, bannerUrl, userId, onLogin, onPersonalCenter }: HeroProps) {
  const { t } = useTranslation();
  const style = bannerUrl ? ({ '--hero-image': `url("${bannerUrl}")` } as CSSProperties) : undefined;
  return (
    <section className={`${styles.hero} ${bannerUrl ? styles.heroImage : ''}`} style={style}>
      <div className={styles.heroInner}>
        <div className={styles.heroCopy}>
          <span className={styles.eyebrow}>{t('home.hero.eyebrow', { brand })}</span>
          <h1 className={styles.heroTitle}>{t('home.hero.title')}</h1>
          <p className={styles.heroText}>{t('home.hero.text')}</p>
          <div className={styles.heroActions}>
            {userId === null ? (
              <>
                <ButtonLink to={PATHS.register} type="primary" size="large" className={styles.ctaPrimary}>
                  {t('home.hero.register')} <ArrowRightOutlined />
                </ButtonLink>
                <ButtonLink
                  to={PATHS.login}
                  size="large"
                  ghost
                  className={styles.ctaGhost}
                  onPlainClick={onLogin}
                >
                  {t('home.hero.login')}
                </ButtonLink>
              </>
            ) : (
              <>
                <PlainButton
                  type="primary"
                  size="large"
                  className={styles.ctaPrimary}
                  onClick={onPersonalCenter}
                >
                  {t('header.personalCenter')} <ArrowRightOutlined />
                </PlainButton>
                <ButtonLink to={PATHS.addOrBind} size="large" ghost className={styles.ctaGhost}>
                  {t('home.hero.bindAccount')}
                </ButtonLink>
              </>
            )}
          </div>
          <ul className={styles.heroChecks}>
            <li>
              <CheckCircleFilled /> {t('home.hero.check1')}
            </li>
            <li>
              <CheckCircleFilled /> {t('home.hero.check2')}
            </li>
            <li>
              <CheckCircleFilled /> {t('home.hero.check3')}
            </li>
          </ul>
        </div>

        <div className={styles.flowCard} aria-label={t('home.flow.label')}>
          <div className={styles.flowTitle}>{t('home.flow.title')}</div>
          <div className={styles.flowStep}>
            <span className={styles.flowIcon}>
              <LineChartOutlined />
            </span>
            <div>
              <div className={styles.flowName}>{t('home.flow.trader')}</div>
              <div className={styles.flowDesc}>{t('home.flow.traderDesc')}</div>
            </div>
          </div>
          <div className={styles.flowArrow} aria-hidden />
          <div className={styles.flowStep}>
            <span className={styles.flowIcon}>
              <SwapOutlined />
            </span>
            <div>
              <div className={styles.flowName}>{t('home.flow.engine')}</div>
              <div className={styles.flowDesc}>{t('home.flow.engineDesc')}</div>
              <div className={styles.flowChips}>
                <span>{t('home.modes.fixedLot.name')}</span>
                <span>{t('home.modes.fixedRatio.name')}</span>
                <span>{t('home.modes.smartRatio.name')}</span>
              </div>
            </div>
          </div>
          <div className={styles.flowArrow} aria-hidden />
          <div className={styles.flowStep}>
            <span className={styles.flowIcon}>
              <UserOutlined />
            </span>
            <div>
              <div className={styles.flowName}>{t('home.flow.follower')}</div>
              <div className={styles.flowDesc}>{t('home.flow.followerDesc')}</div>
            </div>
          </div>
          <div className={styles.flowFoot}>
            <SafetyCertificateOutlined /> {t('home.flow.foot')}
          </div>
        </div>
      </div>
    </section>
  );
}
