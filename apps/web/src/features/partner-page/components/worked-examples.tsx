import type { PartnerProgramme } from '@copytrade/contracts/partners';
import { useTranslation } from 'react-i18next';
import {
  amountText,
  EXAMPLE_FEE,
  percentOfUnits,
  proportionUnits,
  workedExamples,
  type WorkedExample,
} from '../utils/rebate-example';
import styles from './partner-page.module.css';

function ExampleCard({
  example,
  top,
  percent,
}: {
  example: WorkedExample;
  top: boolean;
  /** The site's proportion as a percent text ('20'). */
  percent: string;
}) {
  const { t } = useTranslation();
  const usdt = (cents: bigint) => t('partnerPage.usdt', { amount: amountText(cents) });
  const fee = amountText(example.fee);
  const count = example.customers;
  return (
    <article className={`${styles.example} ${top ? styles.exampleTop : ''}`}>
      <span className={styles.exampleBadge}>
        {top ? t('partnerPage.examples.top') : t('partnerPage.examples.first')} · {example.level.name}{' '}
        {example.level.rate}%
      </span>
      <h3 className={styles.exampleTitle}>
        {t('partnerPage.examples.heading', { count, level: example.level.name })}
      </h3>
      <dl className={styles.sums}>
        <div className={styles.sum}>
          <dt>{t('partnerPage.examples.fees')}</dt>
          <dd>
            {count} × {fee} = {usdt(example.monthlyFees)}
          </dd>
        </div>
        <div className={styles.sum}>
          <dt>{t('partnerPage.examples.cut')}</dt>
          <dd>
            {example.byMargin ? (
              <>
                {usdt(example.siteCut)}
                <span className={styles.sumNote}>{t('partnerPage.examples.byMargin')}</span>
              </>
            ) : (
              <>
                {fee} × {percent}% = {usdt(example.siteCut)}
              </>
            )}
          </dd>
        </div>
        <div className={styles.sum}>
          <dt>{t('partnerPage.examples.rebate')}</dt>
          <dd>
            {amountText(example.siteCut)} × {example.level.rate}% = {usdt(example.rebate)}
          </dd>
        </div>
      </dl>
      <div className={styles.total}>
        <div className={styles.totalLabel}>{t('partnerPage.examples.monthly')}</div>
        <div className={styles.totalValue}>
          {amountText(example.monthly)}
          <span className={styles.totalUnit}>USDT</span>
        </div>
        <div className={styles.totalSub}>
          {count} × {amountText(example.rebate)} ·{' '}
          {t('partnerPage.examples.yearly', { amount: amountText(example.yearly) })}
        </div>
      </div>
    </article>
  );
}

/**
 * Two worked examples from the site's real ladder and cut: customers each paying a 50 USDT monthly
 * subscription fee with the partner at the first level, then at the top one; every line shows its sum.
 */
export function WorkedExamples({ programme }: { programme: PartnerProgramme }) {
  const { t } = useTranslation();
  const examples = workedExamples(programme);
  if (examples.length === 0) return null;
  const percent = percentOfUnits(proportionUnits(programme.proportion));
  const noCut = examples.every((example) => example.siteCut === 0n);
  return (
    <section className={styles.section} aria-labelledby="partner-examples">
      <div className={styles.container}>
        <div className={styles.sectionHead}>
          <span className={styles.kicker}>{t('partnerPage.examples.kicker')}</span>
          <h2 id="partner-examples" className={styles.sectionTitle}>
            {t('partnerPage.examples.title')}
          </h2>
          <p className={styles.sectionText}>
            {t('partnerPage.examples.text', { fee: amountText(EXAMPLE_FEE) })}
          </p>
        </div>
        <div className={`${styles.examples} ${examples.length === 1 ? styles.single : ''}`}>
          {examples.map((example, index) => (
            <ExampleCard key={example.level.id} example={example} top={index > 0} percent={percent} />
          ))}
        </div>
        <p className={styles.examplesNote}>
          {noCut ? t('partnerPage.examples.noCut') : t('partnerPage.examples.note')}
        </p>
      </div>
    </section>
  );
}
