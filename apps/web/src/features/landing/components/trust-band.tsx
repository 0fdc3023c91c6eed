import { BankOutlined, EyeOutlined, KeyOutlined, PoweroffOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './landing.module.css';

const ITEMS: { key: 'encrypted' | 'broker' | 'control' | 'transparent'; icon: ReactNode }[] = [
  { key: 'encrypted', icon: <KeyOutlined /> },
  { key: 'broker', icon: <BankOutlined /> },
  { key: 'control', icon: <PoweroffOutlined /> },
  { key: 'transparent', icon: <EyeOutlined /> },
];

/** The safety band; `figures` (the site's live headline figures) show above its four promises. */
export function TrustBand({ figures }: { figures?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={styles.trust}>
      <div className={styles.container}>
        <div className={`${styles.sectionHead} ${styles.sectionHeadLight}`}>
          <span className={styles.kicker}>{t('home.trust.kicker')}</span>
          <h2 className={styles.sectionTitle}>{t('home.trust.title')}</h2>
        </div>
        {figures}
        <div className={styles.trustGrid}>
          {ITEMS.map(({ key, icon }) => (
            <div key={key} className={styles.trustItem}>
              <span className={styles.trustIcon}>{icon}</span>
              <h3 className={styles.trustTitle}>{t(`home.trust.${key}.title`)}</h3>
              <p className={styles.trustText}>{t(`home.trust.${key}.text`)}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
