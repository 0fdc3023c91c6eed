import type { IdentityState } from '@copytrade/contracts/verification';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  MinusCircleOutlined,
} from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './verification.module.css';

const LOOK = {
  none: { color: 'default', icon: <MinusCircleOutlined aria-hidden /> },
  pending: { color: 'gold', icon: <ClockCircleOutlined aria-hidden /> },
  rejected: { color: 'error', icon: <CloseCircleOutlined aria-hidden /> },
  passed: { color: 'success', icon: <CheckCircleOutlined aria-hidden /> },
} as const;

/** A review state as a tag (spec 4: pending review, rejected, passed; `none` before anything was sent). */
export function ReviewStateTag({ state }: { state: IdentityState }) {
  const { t } = useTranslation();
  const look = LOOK[state];
  return (
    <Tag color={look.color} icon={look.icon} variant="filled">
      {t(`verification.state.${state}`)}
    </Tag>
  );
}

/** The state tag with the reviewer's reason under it when rejected. */
export function StateCell({ state, reason }: { state: IdentityState; reason: string }) {
  return (
    <span className={styles.stateCell}>
      <ReviewStateTag state={state} />
      {state === 'rejected' && reason ? <span className={styles.reason}>{reason}</span> : null}
    </span>
  );
}
