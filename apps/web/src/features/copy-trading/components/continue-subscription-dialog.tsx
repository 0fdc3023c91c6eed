import { DIALOG_WIDTHS } from '@copytrade/contracts/constants';
import type { Subscription } from '@copytrade/contracts/subscriptions';
import { Alert, App, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountName } from '@/lib/account-session';
import { isApiError } from '@/lib/api-client';
import { useContinueSubscription } from '../api/continue-subscription';
import { VALIDITY_DAYS } from '../utils/settings';
import styles from './subscriptions.module.css';

/** Renew a subscription for a number of days (continueSubscription); an ended one starts copying again. */
export function ContinueSubscriptionDialog({
  subscription,
  onClose,
}: {
  subscription: Subscription | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const renew = useContinueSubscription();
  const [days, setDays] = useState<number | null>(VALIDITY_DAYS.DEFAULT);
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setRefusal(null);
    setDays(VALIDITY_DAYS.DEFAULT);
    onClose();
  };

  const confirm = () => {
    if (!subscription || days === null) return;
    renew.mutate(
      { subscriptionId: subscription.subscriptionId, validityDays: days },
      {
        onSuccess: () => {
          void message.success(t('subscriptions.renew.done'));
          close();
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
      okButtonProps={{ disabled: days === null }}
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
          <p className={styles.dialogNote}>{t('subscriptions.renew.note')}</p>
          {refusal ? <Alert type="error" showIcon className={styles.alert} title={refusal} /> : null}
        </>
      ) : null}
    </Modal>
  );
}
