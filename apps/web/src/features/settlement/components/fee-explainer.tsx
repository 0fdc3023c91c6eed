import { formatMoney } from '@copytrade/contracts/number-format';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './settlement.module.css';

/** The worked example: a mark of 1,000.00, a week ending at 2,200.00, tiers 100 -> 20 % and 1,000 -> 60 %. */
const EXAMPLE = { hwm: '1000', cumulative: '2200', gain: '1200', tier: '1000', percent: 60, fee: '720' };

/**
 * How a weekly performance fee is worked out (DOMAIN.md "Fees"), with numbers a reader can redo: the
 * high-water mark, the tier reached, the fee, what happens when the wallet cannot cover it.
 */
export function FeeExplainer() {
  const { t } = useTranslation();
  const m = (value: string) => formatMoney(value);
  return (
    <Card size="small" className={styles.explainer} title={t('settlement.explain.title')}>
      <p className={styles.explainText}>{t('settlement.explain.rule')}</p>
      <ol className={styles.steps}>
        <li>{t('settlement.explain.step1', { hwm: m(EXAMPLE.hwm), cumulative: m(EXAMPLE.cumulative) })}</li>
        <li>{t('settlement.explain.step2', { gain: m(EXAMPLE.gain) })}</li>
        <li>{t('settlement.explain.step3', { tier: m(EXAMPLE.tier), percent: EXAMPLE.percent })}</li>
        <li>
          {t('settlement.explain.step4', {
            gain: m(EXAMPLE.gain),
            percent: EXAMPLE.percent,
            fee: m(EXAMPLE.fee),
          })}
        </li>
        <li>{t('settlement.explain.step5', { cumulative: m(EXAMPLE.cumulative) })}</li>
      </ol>
      <p className={styles.explainNote}>{t('settlement.explain.losing')}</p>
      <p className={styles.explainNote}>{t('settlement.explain.owed')}</p>
    </Card>
  );
}
