import { CheckCircleFilled, CrownOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { PartnerProgramme } from '@copytrade/contracts/partners';
import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bestRate } from '../utils/rebate-example';
import styles from './partner-page.module.css';

/** The ladder beside the hero text: each level's rate as a bar against the best rate. */
function RateCard({ programme, failed }: { programme: PartnerProgramme | undefined; failed: boolean }) {
  const { t } = useTranslation();
  if (!programme && failed) {
    return (
      <div className={styles.rateCard}>
        <div className={styles.rateCardLabel}>{t('partnerPage.hero.cardLabel')}</div>
        <p className={styles.rateEmpty}>{t('partnerPage.hero.cardFailed')}</p>
      </div>
    );
  }
  if (!programme) {
    return (
      <div className={styles.rateCard} aria-busy>
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }
  const best = bestRate(programme.levels);
  return (
    <div className={styles.rateCard} aria-label={t('partnerPage.hero.cardLabel')}>
      <div className={styles.rateCardLabel}>{t('partnerPage.hero.cardLabel')}</div>
      {best === null ? (
        <p className={styles.rateEmpty}>{t('partnerPage.hero.cardEmpty')}</p>
      ) : (
        <>
          <div className={styles.rateHeadline}>
            <span className={styles.rateBig}>{t('partnerPage.hero.upTo', { rate: best })}</span>
            <span className={styles.rateBigHint}>{t('partnerPage.hero.upToHint')}</span>
          </div>
          <ul className={styles.rateRows}>
            {programme.levels.map((level) => (
              <li key={level.id} className={styles.rateRow}>
                <span className={styles.rateName}>
                  {level.name}
                  <span className={styles.rateNeed}>
                    {level.minCustomers === 0
                      ? t('partnerPage.hero.fromStart')
                      : t('partnerPage.hero.fromCustomers', { count: level.minCustomers })}
                  </span>
                </span>
                <span className={styles.ratePercent}>{level.rate}%</span>
                <span className={styles.rateBar} aria-hidden>
                  <span
                    className={styles.rateFill}
                    style={{ width: `${level.rate === 0 ? 0 : Math.max(4, (level.rate * 100) / best)}%` }}
                  />
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.rateFoot}>
        <SafetyCertificateOutlined aria-hidden />{' '}
        {programme.autoUpgrade ? t('partnerPage.hero.footAuto') : t('partnerPage.hero.footManual')}
      </div>
    </div>
  );
}

/** The band at the top: what the programme is, the call to apply, and the ladder at a glance. */
export function ProgrammeHero({
  brand,
  programme,
  failed,
  apply,
  onSeeLevels,
}: {
  brand: string;
  programme: PartnerProgramme | undefined;
  /** The programme could not be loaded (the levels section offers the retry). */
  failed: boolean;
  /** The "Apply now" call: a scroll to the application, or the login for a visitor. */
  apply: ReactNode;
  onSeeLevels: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        <div>
          <span className={styles.eyebrow}>
            <CrownOutlined aria-hidden /> {t('partnerPage.hero.eyebrow', { brand })}
          </span>
          <h1 className={styles.heroTitle}>{t('partnerPage.hero.title')}</h1>
          <p className={styles.heroText}>{t('partnerPage.hero.pitch')}</p>
          <div className={styles.heroActions}>
            {apply}
            <Button size="large" ghost className={styles.ctaGhost} onClick={onSeeLevels}>
              {t('partnerPage.hero.seeLevels')}
            </Button>
          </div>
          <ul className={styles.heroChecks}>
            <li>
              <CheckCircleFilled aria-hidden /> {t('partnerPage.hero.checkInstant')}
            </li>
            <li>
              <CheckCircleFilled aria-hidden /> {t('partnerPage.hero.checkWallet')}
            </li>
            <li>
              <CheckCircleFilled aria-hidden /> {t('partnerPage.hero.checkCustomers')}
            </li>
          </ul>
        </div>
        <RateCard programme={programme} failed={failed} />
      </div>
    </section>
  );
}
