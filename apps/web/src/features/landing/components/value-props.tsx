import {
  AlertOutlined,
  BarChartOutlined,
  DollarOutlined,
  RetweetOutlined,
  SlidersOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './landing.module.css';

type Prop = { key: 'oneClick' | 'modes' | 'direction' | 'stats' | 'risk' | 'fees'; icon: ReactNode };

const PROPS: Prop[] = [
  { key: 'oneClick', icon: <ThunderboltOutlined /> },
  { key: 'modes', icon: <SlidersOutlined /> },
  { key: 'direction', icon: <RetweetOutlined /> },
  { key: 'stats', icon: <BarChartOutlined /> },
  { key: 'risk', icon: <AlertOutlined /> },
  { key: 'fees', icon: <DollarOutlined /> },
];

export function ValueProps() {
  const { t } = useTranslation();
  return (
    <section className={styles.section}>
      <div className={styles.container}>
        <div className={styles.sectionHead}>
          <span className={styles.kicker}>{t('home.props.kicker')}</span>
          <h2 className={styles.sectionTitle}>{t('home.props.title')}</h2>
          <p className={styles.sectionText}>{t('home.props.text')}</p>
        </div>
        <div className={styles.propGrid}>
          {PROPS.map(({ key, icon }) => (
            <article key={key} className={styles.propCard}>
              <span className={styles.propIcon}>{icon}</span>
              <h3 className={styles.propTitle}>{t(`home.props.${key}.title`)}</h3>
              <p className={styles.propText}>{t(`home.props.${key}.text`)}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
