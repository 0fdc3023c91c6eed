import { ArrowRightOutlined, CheckCircleFilled, SolutionOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { LoginPrompt } from '@/components/login-prompt';
import { centerPath } from '@/lib/paths';
import styles from './partner-page.module.css';

/** The id the "Apply now" buttons and the login's way back scroll to. */
export const APPLY_ID = 'apply';

/**
 * The application: for a signed-in user the partners feature's form with his application's state (passed
 * in by app/, which composes features), else a way to it on My referrer; for a visitor, a login prompt.
 */
export function ApplySection({
  userId,
  application,
  tinted,
}: {
  /** The signed-in user, null for a visitor. */
  userId: number | null;
  application: ReactNode;
  /** On the tinted background (the bands alternate). */
  tinted: boolean;
}) {
  const { t } = useTranslation();
  let panel: ReactNode;
  if (userId === null) {
    panel = (
      <LoginPrompt title={t('partnerPage.apply.loginTitle')} description={t('partnerPage.apply.loginHint')} />
    );
  } else if (application) {
    panel = application;
  } else {
    panel = (
      <div className={styles.centerCard}>
        <h3 className={styles.centerTitle}>
          <SolutionOutlined aria-hidden /> {t('partnerPage.apply.centerTitle')}
        </h3>
        <p className={styles.centerText}>{t('partnerPage.apply.centerHint')}</p>
        <ButtonLink type="primary" size="large" to={centerPath(userId, 'referrer')}>
          {t('partnerPage.apply.centerButton')} <ArrowRightOutlined aria-hidden />
        </ButtonLink>
      </div>
    );
  }
  return (
    <section
      id={APPLY_ID}
      className={`${styles.section} ${tinted ? styles.tinted : ''}`}
      aria-labelledby="partner-apply"
    >
      <div className={`${styles.container} ${styles.applyGrid}`}>
        <div>
          <span className={styles.kicker}>{t('partnerPage.apply.kicker')}</span>
          <h2 id="partner-apply" className={styles.sectionTitle}>
            {t('partnerPage.apply.title')}
          </h2>
          <p className={styles.sectionText}>{t('partnerPage.apply.text')}</p>
          <ul className={styles.applyPoints}>
            {(['review', 'level', 'link'] as const).map((key) => (
              <li key={key}>
                <CheckCircleFilled aria-hidden /> <span>{t(`partnerPage.apply.points.${key}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.applyPanel}>{panel}</div>
      </div>
    </section>
  );
}
