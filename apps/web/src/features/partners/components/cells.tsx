import { formatMoney } from '@copytrade/contracts/number-format';
import type { ReviewState } from '@copytrade/contracts/wallet';
import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import styles from './partners.module.css';

const STATE_TAGS = {
  pending: { color: 'gold', icon: <ClockCircleOutlined aria-hidden /> },
  rejected: { color: 'red', icon: <CloseCircleOutlined aria-hidden /> },
  passed: { color: 'green', icon: <CheckCircleOutlined aria-hidden /> },
} as const;

/** An application's review state as a tag; a rejection shows the reviewer's reason under it. */
export function StateCell({ state, reason }: { state: ReviewState; reason?: string }) {
  const { t } = useTranslation();
  const tag = STATE_TAGS[state];
  return (
    <span className={styles.stateCell}>
      <Tag color={tag.color} icon={tag.icon} variant="filled">
        {t(`partners.state.${state}`)}
      </Tag>
      {state === 'rejected' && reason ? (
        <span className={styles.reason}>{t('partners.reasonLine', { reason })}</span>
      ) : null}
    </span>
  );
}

/** USDT with thousands separators and 2 decimals. */
export function Money({ value }: { value: string }) {
  return <span className={styles.money}>{formatMoney(value) || value}</span>;
}

export function DateCell({ value }: { value: number | null }) {
  if (value === null) return <span className={styles.muted}>—</span>;
  return <span className={styles.date}>{formatDate(value)}</span>;
}
