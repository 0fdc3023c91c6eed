import type { ReviewState } from '@copytrade/contracts/wallet';
import { formatMoney } from '@copytrade/contracts/number-format';
import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { shorten } from '../utils/display';
import styles from './wallet.module.css';

/** A hash or an address, shortened on screen, whole in the tooltip and in the copy button. */
export function ShortText({ value }: { value: string }) {
  const { t } = useTranslation();
  if (!value) return <span className={styles.muted}>—</span>;
  return (
    <Typography.Text
      className={styles.code}
      copyable={{ text: value, tooltips: [t('common.copy'), t('common.copied')] }}
    >
      <Tooltip title={value}>
        <span aria-label={value}>{shorten(value)}</span>
      </Tooltip>
    </Typography.Text>
  );
}

const STATE_TAGS = {
  pending: { color: 'gold', icon: <ClockCircleOutlined aria-hidden /> },
  rejected: { color: 'red', icon: <CloseCircleOutlined aria-hidden /> },
  passed: { color: 'green', icon: <CheckCircleOutlined aria-hidden /> },
} as const;

/** The review state as a tag; a rejection shows the reviewer's reason under it. */
export function StateCell({ state, reason }: { state: ReviewState; reason: string }) {
  const { t } = useTranslation();
  const tag = STATE_TAGS[state];
  return (
    <span className={styles.stateCell}>
      <Tag color={tag.color} icon={tag.icon} bordered={false}>
        {t(`wallet.state.${state}`)}
      </Tag>
      {state === 'rejected' && reason ? (
        <span className={styles.reason}>{t('wallet.records.reason', { reason })}</span>
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

/** A ledger amount with its sign and colour: money in green with '+', money out red with '-'. */
export function SignedMoney({ value, direction }: { value: string; direction?: 'in' | 'out' }) {
  const bare = value.trim().replace(/^[-+]/, '');
  const out = direction ? direction === 'out' : value.trim().startsWith('-');
  const text = formatMoney(bare) || bare;
  if (!/[1-9]/.test(text)) return <span className={styles.money}>{text}</span>;
  return <span className={out ? styles.loss : styles.gain}>{`${out ? '-' : '+'}${text}`}</span>;
}
