import { ReadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MasterSummary } from '@/components/copy-trading/master-summary';
import { CopyButton } from '@/features/copy-trading/components/copy-button';
import { TraderSquare } from '@/features/square/components/trader-square';
import { PATHS } from '@/lib/paths';
import { SubscribeDialog } from '../../routes/subscribe-with-preview';
import styles from './academy-square.module.css';

/** The three things the academy asks a reader to look at before copying anyone. */
const READING_TIPS = ['growth', 'drawdown', 'weeks'] as const;

/** /community/trader in template 3: an editorial page header (how to read a record), then the card grid. */
export function AcademySquareRoute() {
  const { t } = useTranslation();
  const [master, setMaster] = useState<MasterSummary | null>(null);
  return (
    <>
      <section className={styles.masthead} aria-label={t('templateAcademy.square.kicker')}>
        <div className={styles.inner}>
          <div className={styles.intro}>
            <p className={styles.kicker}>{t('templateAcademy.square.kicker')}</p>
            <p className={styles.title}>{t('templateAcademy.square.title')}</p>
            <p className={styles.text}>{t('templateAcademy.square.text')}</p>
            <Link to={PATHS.courseListHome} className={styles.course}>
              <ReadOutlined aria-hidden /> {t('templateAcademy.square.course')}
            </Link>
          </div>
          <ol className={styles.tips}>
            {READING_TIPS.map((tip, index) => (
              <li key={tip} className={styles.tip}>
                <span className={styles.tipIndex} aria-hidden>
                  {index + 1}
                </span>
                <span>
                  <span className={styles.tipTitle}>{t(`templateAcademy.square.tips.${tip}.title`)}</span>
                  <span className={styles.tipText}>{t(`templateAcademy.square.tips.${tip}.text`)}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <TraderSquare
        filtersKey="t3"
        renderAction={(row) => <CopyButton master={row} onCopy={setMaster} block />}
      />
      <SubscribeDialog master={master} onClose={() => setMaster(null)} />
    </>
  );
}
