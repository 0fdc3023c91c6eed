import { FEE_TYPE } from '@copytrade/contracts/constants';
import { formatMoney, formatPercent } from '@copytrade/contracts/number-format';
import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SubscriptionFee } from '@/lib/subscription-fee';
import styles from './fee-model.module.css';
import { PlaceholderBar } from '@/components/placeholder/placeholder';

/** The fee explanation (spec 2, Other UI: the fee tooltip explaining copy fee and performance fees). */
export function FeeExplanation() {
  const { t } = useTranslation();
  return (
    <div className={styles.feeTip}>
      <strong>{t('copy.fee.tipTitle')}</strong>
      <p>{t('copy.fee.tipSubscription')}</p>
      <p>{t('copy.fee.tipPerformance')}</p>
      <p>{t('copy.fee.tipExample')}</p>
    </div>
  );
}

/**
 * A trade account's fee model for new subscribers (querySubscriptionFree): a Free tag, the subscription
 * price with the days it buys ('29.00 USDT / 30 days'), or the performance-fee tiers, with the tooltip that explains both kinds of fee.
 */
export function FeeModel({
  fee,
  loading,
  bare = false,
}: {
  fee: SubscriptionFee | undefined;
  loading: boolean;
  /** Without the "Fee" label (where a table row already names it). */
  bare?: boolean;
}) {
  const { t } = useTranslation();
  if (loading && !fee) return <PlaceholderBar width={48} height={24} />;
  const free = !fee || fee.isFree || fee.feeType === FEE_TYPE.FREE;
  return (
    <div className={styles.fee}>
      {bare ? null : <span className={styles.feeLabel}>{t('copy.fee.label')}</span>}
      {free ? (
        <Tag color="success" className={styles.feeTag}>
          {t('copy.fee.free')}
        </Tag>
      ) : fee.feeType === FEE_TYPE.SUBSCRIPTION ? (
        <Tag color="processing" className={styles.feeTag}>
          {t('copy.fee.price', { price: formatMoney(fee.price), count: fee.validityDays })}
        </Tag>
      ) : (
        <span className={styles.tiers}>
          {fee.performanceList.map((tier) => (
            <Tag key={tier.profit} color="processing" className={styles.feeTag}>
              {t('copy.fee.tier', {
                profit: formatMoney(tier.profit, 0),
                share: formatPercent(tier.divided, 0),
              })}
            </Tag>
          ))}
        </span>
      )}
      <Tooltip title={<FeeExplanation />} placement="bottomLeft">
        <Button
          type="text"
          size="small"
          icon={<InfoCircleOutlined />}
          aria-label={t('copy.fee.explain')}
          className={styles.feeInfo}
        />
      </Tooltip>
    </div>
  );
}
