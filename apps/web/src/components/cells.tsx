import { formatMoney } from '@copytrade/contracts/number-format';
import type { ReviewState } from '@copytrade/contracts/wallet';
import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { formatDate } from '@/lib/format';
import styles from './records.module.css';

/** USDT with thousands separators and 2 decimals. */
export function Money({ value }: { value: string }) {
  return <span className={styles.money}>{formatMoney(value) || value}</span>;
}

/** A date and time, or a dash where there is none (not reviewed yet). */
export function DateCell({ value }: { value: number | null }) {
  if (value === null) return <span className={styles.muted}>—</span>;
  return <span className={styles.date}>{formatDate(value)}</span>;
}

const STATE_TAGS = {
  pending: { color: 'gold', icon: <ClockCircleOutlined aria-hidden /> },
  rejected: { color: 'red', icon: <CloseCircleOutlined aria-hidden /> },
  passed: { color: 'green', icon: <CheckCircleOutlined aria-hidden /> },
} as const;

/**
 * A review state (pending, rejected, passed) as a tag; a rejection shows the reviewer's reason under it.
 * `label` and `reasonLine` are the feature's words.
 */
export function ReviewStateCell({
  state,
  label,
  reasonLine,
}: {
  state: ReviewState;
  label: string;
  /** The rejection's reason in a sentence, shown only for a rejection. */
  reasonLine?: string | null | undefined;
}) {
  const tag = STATE_TAGS[state];
  return (
    <span className={styles.stateCell}>
      <Tag color={tag.color} icon={tag.icon} variant="filled">
        {label}
      </Tag>
      {state === 'rejected' && reasonLine ? <span className={styles.reason}>{reasonLine}</span> : null}
    </span>
  );
}
