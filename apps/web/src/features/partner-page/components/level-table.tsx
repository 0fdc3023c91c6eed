import { InfoCircleOutlined, TrophyOutlined } from '@ant-design/icons';
import type { PartnerProgramme } from '@copytrade/contracts/partners';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/page-states';
import { amountText, cutText, shareOfFee } from '../utils/rebate-example';
import styles from './partner-page.module.css';

/** The fee the last column prices a rebate on: 100.00 USDT. */
const SAMPLE_FEE = 10_000n;

/**
 * The site's rebate levels as its admin set them, in ladder order: the rate of the site's cut, the paying
 * customers each needs, and what it pays on a 100 USDT fee (the wallet's own rounding).
 */
export function LevelTable({ programme }: { programme: PartnerProgramme }) {
  const { t } = useTranslation();
  const cut = cutText(t, programme);
  const { levels } = programme;
  if (levels.length === 0) {
    return (
      <div className={styles.emptyCard}>
        <EmptyState
          icon={<TrophyOutlined />}
          title={t('partnerPage.levels.empty')}
          hint={t('partnerPage.levels.emptyHint')}
        />
      </div>
    );
  }
  const labels = {
    rate: t('partnerPage.levels.rate'),
    customers: t('partnerPage.levels.customers'),
    perFee: t('partnerPage.levels.perFee'),
  };
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('partnerPage.levels.level')}</th>
              <th scope="col">{labels.rate}</th>
              <th scope="col" className={styles.numeric}>
                {labels.customers}
              </th>
              <th scope="col" className={styles.numeric}>
                {labels.perFee}
              </th>
            </tr>
          </thead>
          <tbody>
            {levels.map((level, index) => {
              const top = levels.length > 1 && index === levels.length - 1;
              const rebate = shareOfFee(SAMPLE_FEE, programme, level.rate).rebate;
              return (
                <tr key={level.id} className={top ? styles.topRow : undefined}>
                  <td className={styles.levelTd}>
                    <span className={styles.levelCell}>
                      <span className={styles.rung} aria-hidden>
                        {index + 1}
                      </span>
                      <span>
                        <span className={styles.levelName}>{level.name}</span>
                        {top ? <span className={styles.topTag}>{t('partnerPage.levels.top')}</span> : null}
                      </span>
                    </span>
                  </td>
                  <td data-label={labels.rate}>
                    <span>
                      <span className={styles.rateValue}>{level.rate}%</span>
                      <span className={styles.rateOf}>{t('partnerPage.levels.rateOf')}</span>
                    </span>
                  </td>
                  <td data-label={labels.customers} className={styles.numeric}>
                    {level.minCustomers === 0 ? (
                      <span className={styles.muted}>{t('partnerPage.levels.noMinimum')}</span>
                    ) : (
                      level.minCustomers
                    )}
                  </td>
                  <td data-label={labels.perFee} className={styles.numeric}>
                    {t('partnerPage.usdt', { amount: amountText(rebate) })}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={styles.levelsNote}>
        <InfoCircleOutlined aria-hidden />
        <span>
          {t('partnerPage.levels.note', { cut })}{' '}
          {programme.autoUpgrade ? t('partnerPage.levels.auto') : t('partnerPage.levels.manual')}
        </span>
      </p>
    </>
  );
}
