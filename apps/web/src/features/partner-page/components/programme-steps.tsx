import { LinkOutlined, RiseOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './partner-page.module.css';

const STEPS: { key: 'invite' | 'subscribe' | 'earn' | 'grow'; icon: ReactNode }[] = [
  { key: 'invite', icon: <LinkOutlined /> },
  { key: 'subscribe', icon: <TeamOutlined /> },
  { key: 'earn', icon: <WalletOutlined /> },
  { key: 'grow', icon: <RiseOutlined /> },
];

/**
 * How the programme works, in the order money moves: the link makes customers, their wallet fees pay the
 * rebate, paying customers move the partner up (on their own only where the site upgrades levels itself).
 */
export function ProgrammeSteps({ autoUpgrade }: { autoUpgrade: boolean | undefined }) {
  const { t } = useTranslation();
  const text = (key: (typeof STEPS)[number]['key']) => {
    if (key !== 'grow') return t(`partnerPage.steps.${key}.text`);
    return autoUpgrade === false ? t('partnerPage.steps.grow.textManual') : t('partnerPage.steps.grow.text');
  };
  return (
    <section className={styles.section}>
      <div className={styles.container}>
        <div className={styles.sectionHead}>
          <span className={styles.kicker}>{t('partnerPage.steps.kicker')}</span>
          <h2 className={styles.sectionTitle}>{t('partnerPage.steps.title')}</h2>
        </div>
        <ol className={styles.steps}>
          {STEPS.map(({ key, icon }, index) => (
            <li key={key} className={styles.step}>
              <span className={styles.stepIcon} aria-hidden>
                {icon}
                <span className={styles.stepNumber}>{index + 1}</span>
              </span>
              <h3 className={styles.stepTitle}>{t(`partnerPage.steps.${key}.title`)}</h3>
              <p className={styles.stepText}>{text(key)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
