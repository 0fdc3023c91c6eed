import { ApiOutlined, CopyOutlined, UserAddOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './landing.module.css';

const STEPS: { key: 'register' | 'bind' | 'subscribe'; icon: ReactNode }[] = [
  { key: 'register', icon: <UserAddOutlined /> },
  { key: 'bind', icon: <ApiOutlined /> },
  { key: 'subscribe', icon: <CopyOutlined /> },
];

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section className={styles.section}>
      <div className={styles.container}>
        <div className={styles.sectionHead}>
          <span className={styles.kicker}>{t('home.steps.kicker')}</span>
          <h2 className={styles.sectionTitle}>{t('home.steps.title')}</h2>
        </div>
        <ol className={styles.steps}>
          {STEPS.map(({ key, icon }, index) => (
            <li key={key} className={styles.step}>
              <span className={styles.stepIcon}>
                {icon}
                <span className={styles.stepNumber}>{index + 1}</span>
              </span>
              <h3 className={styles.stepTitle}>{t(`home.steps.${key}.title`)}</h3>
              <p className={styles.stepText}>{t(`home.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
