import type { CopyRecord } from '@copytrade/contracts/subscriptions';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { reasonCode } from '@/lib/skip-reasons';
import { brokerErrorCode, detailText, shownDetails } from './utils/skip-reasons';
import styles from './copy-tables.module.css';

/**
 * Why a copy was not made: the reason's label, what happened and what the follower can do, the figures the
 * engine recorded with it (in words: a delay as '5 h 38 min', lots as lots, money with the follow
 * account's currency when known), and for a broker refusal the MT4 error code with its meaning.
 */
export function SkipReason({
  record,
  currency,
}: {
  record: Pick<CopyRecord, 'reason' | 'errorCode' | 'detail'>;
  /** The follow account's currency, for its balance and margin figures. */
  currency?: string | undefined;
}) {
  const { t } = useTranslation();
  const code = reasonCode(record.reason);
  const broker = brokerErrorCode(record.errorCode);
  const details = shownDetails(record.detail);
  return (
    <div className={styles.reason}>
      <Tag color={code === 'BROKER_REJECTED' ? 'error' : 'warning'} className={styles.reasonTag}>
        {t(`copyRecords.reasons.${code}.label`)}
      </Tag>
      <p className={styles.reasonHelp}>{t(`copyRecords.reasons.${code}.help`)}</p>
      {broker !== null ? (
        <p className={styles.reasonBroker}>
          {t('copyRecords.brokerError', {
            code: record.errorCode,
            meaning: t(`copyRecords.brokerErrors.${broker}`),
          })}
        </p>
      ) : null}
      {details.length > 0 ? (
        <p className={styles.reasonDetail}>
          {details
            .map(
              ({ field, value }) =>
                `${t(`copyRecords.detail.${field}`)} ${detailText(t, field, value, currency)}`,
            )
            .join(' · ')}
        </p>
      ) : null}
    </div>
  );
}
