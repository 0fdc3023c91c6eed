import type { Subscription } from '@copytrade/contracts/subscriptions';
import {
  EditOutlined,
  HistoryOutlined,
  PayCircleOutlined,
  StopOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { PersonAvatar } from '@/components/person-avatar';
import { SignedAmount } from '@/components/signed-amount';
import { accountName } from '@/lib/account-session';
import { useCurrentUser } from '@/lib/auth';
import { useCenterPath } from '@/lib/use-center-path';
import { formatDate } from '@/lib/format';
import { directionKey, STATE_COLORS } from './utils/display-codes';
import { limitTexts, modeText } from './utils/labels';
import styles from './subscriptions.module.css';

export type SubscriptionCardProps = {
  subscription: Subscription;
  /** Where "view copies" goes. */
  copiesPath: string;
  onEdit: () => void;
  onCancel: () => void;
  onRenew: () => void;
};

const DATE = 'YYYY-MM-DD';

/**
 * One subscription as its follower sees it: the trader and the follow account, the follow settings, the
 * period and state, what copying did (open copies, copy profit, skipped), and the actions its state allows:
 * edit and cancel while copying, renew once it has ended, the copies always.
 */
export function SubscriptionCard({
  subscription: s,
  copiesPath,
  onEdit,
  onCancel,
  onRenew,
}: SubscriptionCardProps) {
  const { t } = useTranslation();
  const limits = limitTexts(t, s);
  const reverse = directionKey(s.direction) === 'reverse';
  const active = s.state === 'subscribing';
  const ended = s.state === 'history' || s.state === 'cancelled';
  // Awaiting its fee (issue 6): not copying; "Pay" opens the payment dialog on the payments page.
  const unpaid = s.state === 'unpaid';
  const userId = useCurrentUser()?.id;
  const center = useCenterPath();
  const payPath =
    unpaid && s.paymentId !== null && userId !== undefined
      ? center('paymentFlow', `paymentId=${s.paymentId}`)
      : null;
  // An ended subscription shows when it ended; a running one its end date or "until cancelled". A paid
  // term not paid yet runs its days from the payment's confirmation: never "until cancelled".
  const endTime = ended ? (s.cancelTime ?? s.endTime) : s.endTime;
  const paidTermPending = unpaid && s.validityDays !== null;
  const end = endTime
    ? formatDate(endTime, DATE)
    : ended
      ? '—'
      : paidTermPending
        ? t('frictions.subscribe.afterPayment', { count: s.validityDays ?? 0 })
        : t('copy.untilCancelledShort');

  return (
    <article className={styles.card} aria-label={t('subscriptions.cardLabel', { serialNo: s.serialNo })}>
      <header className={styles.cardHead}>
        <PersonAvatar name={s.master.traderName} image={s.master.image} size={44} />
        <div className={styles.trader}>
          <div className={styles.traderName}>{s.master.traderName}</div>
          <div className={styles.traderAccount}>
            <span className={styles.login}>{accountName(s.master)}</span>
            <span>
              {s.master.platformName} · {s.master.serverName}
            </span>
          </div>
        </div>
        <div className={styles.headSide}>
          {unpaid ? (
            <Tag color="processing" className={styles.state}>
              {t('payments.card.unpaid')}
            </Tag>
          ) : (
            <Tag color={STATE_COLORS[s.state]} className={styles.state}>
              {t(`copy.state.${s.state}`)}
            </Tag>
          )}
          <span className={styles.serial}>{t('subscriptions.serial', { serialNo: s.serialNo })}</span>
        </div>
      </header>

      <dl className={styles.facts}>
        <div>
          <dt>{t('subscriptions.followAccount')}</dt>
          <dd>
            <span className={styles.login}>{accountName(s.follower)}</span>
            <small>{s.follower.serverName}</small>
          </dd>
        </div>
        <div>
          <dt>{t('subscriptions.mode')}</dt>
          <dd>{modeText(t, s.copyType, s.copyValue)}</dd>
        </div>
        <div>
          <dt>{t('subscriptions.direction')}</dt>
          <dd>
            {reverse ? (
              <Tag color="warning" className={styles.inlineTag}>
                {t('copy.direction.reverse')}
              </Tag>
            ) : (
              t('copy.direction.forward')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('subscriptions.limits')}</dt>
          <dd className={styles.limitsText}>{limits.length > 0 ? limits.join(' · ') : t('copy.noLimits')}</dd>
        </div>
        <div>
          <dt>{t('subscriptions.period')}</dt>
          <dd>
            {formatDate(s.startTime, DATE)} → {end}
          </dd>
        </div>
      </dl>

      <div className={styles.stats}>
        <div>
          <span className={styles.statValue}>{s.openCopies}</span>
          <span className={styles.statLabel}>{t('subscriptions.openCopies')}</span>
        </div>
        <div>
          <span className={styles.statValue}>
            <SignedAmount value={s.copyProfit} />
          </span>
          <span className={styles.statLabel}>{t('subscriptions.copyProfit')}</span>
        </div>
        <div>
          <span className={`${styles.statValue} ${s.skipped > 0 ? styles.skipped : ''}`}>{s.skipped}</span>
          <span className={styles.statLabel}>{t('subscriptions.skipped')}</span>
        </div>
      </div>

      <footer className={styles.actions}>
        {payPath ? (
          <ButtonLink size="small" type="primary" icon={<PayCircleOutlined />} to={payPath}>
            {t('payments.card.pay')}
          </ButtonLink>
        ) : null}
        <ButtonLink size="small" icon={<UnorderedListOutlined />} to={copiesPath}>
          {t('subscriptions.viewCopies')}
        </ButtonLink>
        {active ? (
          <Button size="small" icon={<EditOutlined />} onClick={onEdit}>
            {t('subscriptions.edit.action')}
          </Button>
        ) : null}
        {ended ? (
          <Button size="small" type="primary" ghost icon={<HistoryOutlined />} onClick={onRenew}>
            {t('subscriptions.renew.action')}
          </Button>
        ) : null}
        {active ? (
          <Button
            size="small"
            danger
            type="text"
            icon={<StopOutlined />}
            onClick={onCancel}
            className={styles.cancel}
          >
            {t('subscriptions.cancel.action')}
          </Button>
        ) : null}
      </footer>
    </article>
  );
}
