import type { PartnerProgramme } from '@copytrade/contracts/partners';
import { Collapse } from 'antd';
import { useTranslation } from 'react-i18next';
import { cutText } from '../utils/rebate-example';
import styles from './partner-page.module.css';

const QUESTIONS = ['who', 'base', 'paid', 'customers', 'levels'] as const;

/** The questions a would-be partner asks, answered as the programme works on this site. */
export function ProgrammeFaq({
  programme,
  tinted,
}: {
  programme: PartnerProgramme | undefined;
  /** On the tinted background (the bands alternate). */
  tinted: boolean;
}) {
  const { t } = useTranslation();
  const answer = (key: (typeof QUESTIONS)[number]) => {
    if (key === 'base' && programme) return t('partnerPage.faq.base.aCut', { cut: cutText(t, programme) });
    if (key === 'levels' && programme)
      return programme.autoUpgrade ? t('partnerPage.faq.levels.aAuto') : t('partnerPage.faq.levels.aManual');
    return t(`partnerPage.faq.${key}.a`);
  };
  return (
    <section className={`${styles.section} ${tinted ? styles.tinted : ''}`} aria-labelledby="partner-faq">
      <div className={styles.container}>
        <div className={styles.sectionHead}>
          <span className={styles.kicker}>{t('partnerPage.faq.kicker')}</span>
          <h2 id="partner-faq" className={styles.sectionTitle}>
            {t('partnerPage.faq.title')}
          </h2>
        </div>
        <Collapse
          className={styles.faq}
          ghost
          expandIconPlacement="end"
          defaultActiveKey={[QUESTIONS[0]]}
          items={QUESTIONS.map((key) => ({
            key,
            label: t(`partnerPage.faq.${key}.q`),
            children: <p className={styles.answer}>{answer(key)}</p>,
          }))}
        />
      </div>
    </section>
  );
}
