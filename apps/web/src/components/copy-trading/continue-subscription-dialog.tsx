import { DIALOG_WIDTHS, FEE_TYPE } from '@copytrade/contracts/constants';
import type { Subscription } from '@copytrade/contracts/subscriptions';
import { Alert, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accountName } from '@/lib/account-session';
import { isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useFeedback } from '@/lib/feedback';
import { useCenterPath } from '@/lib/use-center-path';
import { useContinueSubscription } from './api/continue-subscription';
import { VALIDITY_DAYS } from './utils/settings';
import styles from './subscriptions.module.css';

/**
 * Renew a subscription for a number of days (continueSubscription); an ended one starts copying again. A
 * subscription with a fee is renewed by paying one more term: the dialog says so and the follower is taken
 * to the payment.
 */
export function ContinueSubscriptionDialog({
  subscription,
  onClose,
}: {
  subscription: Subscription | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const renew = useContinueSubscription();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const center = useCenterPath();
  const paid = subscription?.feeType === FEE_TYPE.SUBSCRIPTION;
  const [days, setDays] = useState<number | null>(VALIDITY_DAYS.DEFAULT);
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setRefusal(null);
    setDays(VALIDITY_DAYS.DEFAULT);
    onClose();
  };

  const confirm = () => {
    if (!subscription || (!paid && days === null)) return;
    renew.mutate(
      { subscriptionId: subscription.subscriptionId, validityDays: days ?? VALIDITY_DAYS.DEFAULT },
      {
        onSuccess: (renewed) => {
          close();
          if (renewed.paymentId !== null && user) {
            void navigate(center('paymentFlow', `paymentId=${renewed.paymentId}`));
            return;
          }
          void message.success(t('subscriptions.renew.done'));
        },
        onError: (error) => setRefusal(isApiError(error) ? error.message : null),
      },
    );
  };

  return (
    <Modal
      open={subscription !== null}
      title={t('subscriptions.renew.title')}
      width={DIALOG_WIDTHS.SMALL}
      onCancel={close}
      onOk={confirm}
      okText={t('subscriptions.renew.confirm')}
      okButtonProps={{ disabled: !paid && days === null }}
      cancelText={t('common.cancel')}
      confirmLoading={renew.isPending}
      destroyOnHidden
      centered
    >
      {subscription ? (
        <>
          <p className={styles.dialogLead}>
            {t('subscriptions.renew.lead', {
              serialNo: subscription.serialNo,
              master: accountName(subscription.master),
              follower: accountName(subscription.follower),
            })}
          </p>
          {paid ? (
            <Alert type="info" showIcon className={styles.alert} title={t('subscriptions.renew.paidTerm')} />
          ) : (
            <label className={styles.daysField}>
              <span>{t('subscribe.field.days')}</span>
              <InputNumber<number>
                value={days}
                onChange={setDays}
                min={VALIDITY_DAYS.MIN}
                max={VALIDITY_DAYS.MAX}
                precision={0}
                suffix={t('subscribe.field.daysUnit')}
                aria-label={t('subscribe.field.days')}
              />
            </label>
          )}
          {paid ? null : <p className={styles.dialogNote}>{t('subscriptions.renew.note')}</p>}
          {refusal ? <Alert type="error" showIcon className={styles.alert} title={refusal} /> : null}
        </>
      ) : null}
    </Modal>
  );
}
