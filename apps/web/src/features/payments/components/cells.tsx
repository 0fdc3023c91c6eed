import { formatMoney } from '@copytrade/contracts/number-format';
import type { PaymentMethod, PaymentStatus } from '@copytrade/contracts/payments';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  ExclamationCircleOutlined,
  StopOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import records from '@/components/records.module.css';
import styles from './payments.module.css';

const STATUS_TAGS = {
  toBePaid: { color: 'blue', icon: <WalletOutlined aria-hidden /> },
  toBeConfirmed: { color: 'gold', icon: <ClockCircleOutlined aria-hidden /> },
  confirmed: { color: 'green', icon: <CheckCircleOutlined aria-hidden /> },
  complained: { color: 'purple', icon: <ExclamationCircleOutlined aria-hidden /> },
  rejected: { color: 'red', icon: <CloseCircleOutlined aria-hidden /> },
  failed: { color: 'default', icon: <StopOutlined aria-hidden /> },
} as const;

export function StatusTag({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  const tag = STATUS_TAGS[status];
  return (
    <Tag color={tag.color} icon={tag.icon} bordered={false}>
      {t(`payments.status.${status}`)}
    </Tag>
  );
}

export function MethodText({ method }: { method: PaymentMethod | null }) {
  const { t } = useTranslation();
  if (!method) return <span className={records.muted}>—</span>;
  return <>{t(`payments.method.${method}`)}</>;
}

/** A subscription fee with the term it buys: '29.00' over '/ 30 days'. */
export function PriceCell({ amount, days }: { amount: string; days: number }) {
  const { t } = useTranslation();
  return (
    <span className={records.money}>
      {formatMoney(amount) || amount}
      <span className={styles.period}>{t('frictions.price.perDays', { count: days })}</span>
    </span>
  );
}
