import { FEE_TYPE } from '@copytrade/contracts/constants';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const FEE_KEYS = {
  [FEE_TYPE.FREE]: { key: 'free', color: 'green' },
  [FEE_TYPE.SUBSCRIPTION]: { key: 'subscription', color: 'blue' },
  [FEE_TYPE.PERFORMANCE]: { key: 'performance', color: 'purple' },
} as const;

/** The fee model a new subscriber pays: free, subscription fee or performance fee. */
export function FeeTag({ feeType, className }: { feeType: number; className?: string }) {
  const { t } = useTranslation();
  const fee = FEE_KEYS[feeType as keyof typeof FEE_KEYS];
  if (!fee) return null;
  return (
    <Tag color={fee.color} variant="filled" className={className}>
      {t(`square.fee.${fee.key}`)}
    </Tag>
  );
}
