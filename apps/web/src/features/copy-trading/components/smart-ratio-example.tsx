import { formatMoney } from '@copytrade/contracts/number-format';
import { FunctionOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { smartExample, type SizingFigures } from '../utils/smart-ratio';
import styles from './subscribe.module.css';

/** The trader's figures assumed when his are not known: the example then still uses the follower's own. */
const ASSUMED_MASTER: SizingFigures = { equity: '20000.00', leverage: 100 };

export type SmartRatioExampleProps = {
  /** The chosen follow account's equity and leverage; null until one is chosen. */
  follower: SizingFigures | null;
  /** The trader's, when the server gives them. */
  master: SizingFigures | null;
  /** The maximum ratio typed (valid two-decimal text), or null. */
  maxRatio: string | null;
};

/**
 * The smart-ratio formula and a worked example (DOMAIN.md: publish each formula with a worked example):
 * live from both accounts when their figures are known, from the follower's own figures and an assumed
 * trader otherwise, and a fixed example before a follow account is chosen.
 */
export function SmartRatioExample({ follower, master, maxRatio }: SmartRatioExampleProps) {
  const { t } = useTranslation();
  const trader = master ?? ASSUMED_MASTER;
  const example = follower ? smartExample(follower, trader, maxRatio) : null;
  const values = example
    ? {
        followerEquity: formatMoney(follower?.equity ?? ''),
        followerLeverage: follower?.leverage ?? 0,
        masterEquity: formatMoney(trader.equity),
        masterLeverage: trader.leverage,
        ratio: example.ratio,
        lots: example.lots,
      }
    : null;
  return (
    <div className={styles.formula} data-testid="smart-example">
      <div className={styles.formulaHead}>
        <FunctionOutlined /> {t('subscribe.smart.formulaTitle')}
      </div>
      <code className={styles.formulaText}>{t('subscribe.smart.formula')}</code>
      <p className={styles.formulaExample}>
        {values === null
          ? t('subscribe.smart.exampleStatic')
          : master
            ? t('subscribe.smart.exampleLive', values)
            : t('subscribe.smart.exampleAssumed', values)}
        {example?.capped ? ` ${t('subscribe.smart.capped', { maxRatio })}` : ''}
      </p>
      <p className={styles.formulaNote}>{t('subscribe.smart.note')}</p>
    </div>
  );
}
