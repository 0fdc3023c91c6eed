import type { ReviewState } from '@copytrade/contracts/wallet';
import { formatMoney } from '@copytrade/contracts/number-format';
import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReviewStateCell } from '@/components/cells';
import records from '@/components/records.module.css';
import { shorten } from '../utils/display';

/** A hash or an address, shortened on screen, whole in the tooltip and in the copy button. */
export function ShortText({ value }: { value: string }) {
  const { t } = useTranslation();
  if (!value) return <span className={records.muted}>—</span>;
  return (
    <Typography.Text
      className={records.code}
      copyable={{ text: value, tooltips: [t('common.copy'), t('common.copied')] }}
    >
      <Tooltip title={value}>
        <span aria-label={value}>{shorten(value)}</span>
      </Tooltip>
    </Typography.Text>
  );
}

/** The review state as a tag; a rejection shows the reviewer's reason under it. */
export function StateCell({ state, reason }: { state: ReviewState; reason: string }) {
  const { t } = useTranslation();
  return (
    <ReviewStateCell
      state={state}
      label={t(`wallet.state.${state}`)}
      reasonLine={reason ? t('wallet.records.reason', { reason }) : null}
    />
  );
}

/** A ledger amount with its sign and colour: money in green with '+', money out red with '-'. */
export function SignedMoney({ value, direction }: { value: string; direction?: 'in' | 'out' }) {
  const bare = value.trim().replace(/^[-+]/, '');
  const out = direction ? direction === 'out' : value.trim().startsWith('-');
  const text = formatMoney(bare) || bare;
  if (!/[1-9]/.test(text)) return <span className={records.money}>{text}</span>;
  return <span className={out ? records.loss : records.gain}>{`${out ? '-' : '+'}${text}`}</span>;
}
