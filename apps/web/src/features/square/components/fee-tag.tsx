import { FEE_TYPE } from '@copytrade/contracts/constants';
import { formatMoney } from '@copytrade/contracts/number-format';
import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/chip/chip';

const FEE_KEYS = {
  [FEE_TYPE.FREE]: { key: 'free', color: 'green' },
  [FEE_TYPE.SUBSCRIPTION]: { key: 'subscription', color: 'blue' },
  [FEE_TYPE.PERFORMANCE]: { key: 'performance', color: 'purple' },
} as const;

/**
 * The fee model a new subscriber pays: free, subscription fee or performance fee. A subscription fee shows
 * its price with the days it buys ('29.00 USDT / 30 days') when the row carries them.
 */
export function FeeTag({
  feeType,
  price,
  days,
  className,
}: {
  feeType: number;
  price?: string | null;
  days?: number | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const fee = FEE_KEYS[feeType as keyof typeof FEE_KEYS];
  if (!fee) return null;
  const priced = feeType === FEE_TYPE.SUBSCRIPTION && price && days;
  const text = priced
    ? t('copy.fee.price', { price: formatMoney(price), count: days })
    : t(`square.fee.${fee.key}`);
  // The whole text on hover too, where a narrow card cuts it short.
  return (
    <Chip color={fee.color} className={className} title={text}>
      {text}
    </Chip>
  );
}
