import { DIALOG_WIDTHS } from '@copytrade/contracts/constants';
import { CLOSE_MODES, type CloseMode, type Subscription } from '@copytrade/contracts/subscriptions';
import { Alert, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountName } from '@/lib/account-session';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { useCancelSubscription } from './api/cancel-subscription';
import { useTradeSettingsDefaults } from './api/query-trade-settings';
import styles from './subscriptions.module.css';

export type CancelSubscriptionDialogProps = {
  /** The subscription to cancel; null closes the dialog. */
  subscription: Subscription | null;
  onClose: () => void;
};

/**
 * Cancel a subscription (spec 4; DOMAIN.md, Closing) with one of the two close modes explained: close
 * following the trader (no new copies, open ones close when the trader closes them) or close manually
 * (open copies are detached and the follower closes them himself). It starts from the cancel mode saved in
 * the trade settings (dealV), else following the trader. An ended one answers 23006, shown here.
 */
export function CancelSubscriptionDialog({ subscription, onClose }: CancelSubscriptionDialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const cancel = useCancelSubscription();
  const settings = useTradeSettingsDefaults(subscription !== null);
  // null until the follower picks one: the saved preference (or following the trader) is shown meanwhile.
  const [picked, setPicked] = useState<CloseMode | null>(null);
  const closeMode: CloseMode = picked ?? (settings.data?.saved ? settings.data.cancelMode : 'followTrader');
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setRefusal(null);
    setPicked(null);
    onClose();
  };

  const confirm = () => {
    if (!subscription) return;
    setRefusal(null);
    cancel.mutate(
      { subscriptionId: subscription.subscriptionId, closeMode },
      {
        onSuccess: () => {
          void message.success(t('subscriptions.cancel.done'));
          close();
        },
        onError: (error) => setRefusal(isApiError(error) ? error.message : null),
      },
    );
  };

  return (
    <Modal
      open={subscription !== null}
      title={t('subscriptions.cancel.title')}
      width={DIALOG_WIDTHS.SMALL}
      onCancel={close}
      onOk={confirm}
      okText={t('subscriptions.cancel.confirm')}
      okButtonProps={{ danger: true }}
      cancelText={t('subscriptions.cancel.keep')}
      confirmLoading={cancel.isPending}
      destroyOnHidden
      centered
    >
      {subscription ? (
        <>
          <p className={styles.dialogLead}>
            {t('subscriptions.cancel.lead', {
              serialNo: subscription.serialNo,
              master: accountName(subscription.master),
              follower: accountName(subscription.follower),
            })}
          </p>
          <p className={styles.dialogNote}>
            {t('subscriptions.cancel.openCopies', { count: subscription.openCopies })}
          </p>
          <Radio.Group
            value={closeMode}
            onChange={(event) => setPicked(event.target.value as CloseMode)}
            className={styles.modes}
            aria-label={t('subscriptions.cancel.modeLabel')}
          >
            {CLOSE_MODES.map((mode) => (
              <Radio key={mode} value={mode} className={styles.mode}>
                <span className={styles.modeTitle}>{t(`subscriptions.closeMode.${mode}`)}</span>
                <span className={styles.modeDesc}>{t(`subscriptions.closeModeDesc.${mode}`)}</span>
              </Radio>
            ))}
          </Radio.Group>
          {refusal ? <Alert type="error" showIcon className={styles.alert} title={refusal} /> : null}
        </>
      ) : null}
    </Modal>
  );
}
