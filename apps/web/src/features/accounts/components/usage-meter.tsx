import { usagePercent } from '@copytrade/contracts/format';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './usage-meter.module.css';

export type UsageMeterProps = {
  label: string;
  count: number;
  /** -1 means unlimited (spec 3 and 9: shown as 不限制). */
  max: number;
};

/** Spec 6 and 9: the usage meter, count over limit as a bar with the percentage, or 不限制 for -1. */
export function UsageMeter({ label, count, max }: UsageMeterProps) {
  const { t } = useTranslation();
  const percent = usagePercent(count, max);
  const full = percent !== null && percent >= 100;
  return (
    <div className={styles.meter} data-testid="usage-meter">
      <div className={styles.head}>
        <span className={styles.label}>{label}</span>
        <span className={styles.count}>
          {percent === null
            ? t('accounts.usage.countUnlimited', { count })
            : t('accounts.usage.count', { count, max })}
        </span>
      </div>
      {percent === null ? (
        <div className={styles.unlimited}>{t('accounts.usage.unlimited')}</div>
      ) : (
        <Progress
          percent={percent}
          status={full ? 'exception' : 'normal'}
          format={(value) => `${value ?? 0}%`}
          aria-label={label}
        />
      )}
    </div>
  );
}
