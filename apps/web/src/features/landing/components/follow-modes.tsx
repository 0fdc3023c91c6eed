import { useTranslation } from 'react-i18next';
import styles from './landing.module.css';

const MODES = ['fixedLot', 'fixedRatio', 'smartRatio'] as const;

/** The three follow modes with how each sizes a copied order (DOMAIN.md, Sizing a copied order). */
export function FollowModes() {
  const { t } = useTranslation();
  return (
    <section className={`${styles.section} ${styles.sectionTinted}`}>
      <div className={styles.container}>
        <div className={styles.sectionHead}>
          <span className={styles.kicker}>{t('home.modes.kicker')}</span>
          <h2 className={styles.sectionTitle}>{t('home.modes.title')}</h2>
          <p className={styles.sectionText}>{t('home.modes.text')}</p>
        </div>
        <div className={styles.modeGrid}>
          {MODES.map((mode, index) => (
            <article key={mode} className={styles.modeCard}>
              <span className={styles.modeIndex} data-index={`0${index + 1}`} aria-hidden="true" />
              <h3 className={styles.modeName}>{t(`home.modes.${mode}.name`)}</h3>
              <p className={styles.modeText}>{t(`home.modes.${mode}.text`)}</p>
              <div className={styles.formula}>
                <span className={styles.formulaLabel}>{t('home.modes.formula')}</span>
                <code>{t(`home.modes.${mode}.formula`)}</code>
              </div>
              <p className={styles.modeExample}>{t(`home.modes.${mode}.example`)}</p>
            </article>
          ))}
        </div>
        <p className={styles.modeNote}>{t('home.modes.note')}</p>
      </div>
    </section>
  );
}
