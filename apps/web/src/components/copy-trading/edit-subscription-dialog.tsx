import { COPY_DIRECTION, DIALOG_WIDTHS } from '@copytrade/contracts/constants';
import type { Subscription } from '@copytrade/contracts/subscriptions';
import { Alert, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountName } from '@/lib/account-session';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { useSiteSubscriptionStatus } from './api/query-site-subscription-status';
import { useUpdateSubscription } from './api/update-subscription';
import { settingsOf, updateBody, type SettingsValues } from './utils/settings';
import { MasterSummaryCard } from './master-summary';
import { SubscriptionSettingsFields } from './subscription-settings-fields';
import styles from './subscribe.module.css';

/**
 * Edit a subscription's follow settings (updateSubscription): the same fields as subscribing; the new
 * settings size copies made from now on, open copies keep theirs.
 */
export function EditSubscriptionDialog({
  subscription,
  onClose,
}: {
  subscription: Subscription | null;
  onClose: () => void;
}) {
  return subscription ? (
    <EditForm key={subscription.subscriptionId} subscription={subscription} onClose={onClose} />
  ) : null;
}

function EditForm({ subscription, onClose }: { subscription: Subscription; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<SettingsValues>();
  const status = useSiteSubscriptionStatus();
  const update = useUpdateSubscription();
  const [refusal, setRefusal] = useState<string | null>(null);
  const initial = settingsOf(subscription);
  // A subscription made in reverse stays editable in reverse even if the site stopped offering it.
  const reverseAllowed =
    (status.data?.reverseAllowed ?? false) || initial.direction !== COPY_DIRECTION.FORWARD;

  const save = async () => {
    let values: SettingsValues;
    try {
      await form.validateFields();
      values = { ...initial, ...(form.getFieldsValue(true) as SettingsValues) };
    } catch {
      return;
    }
    setRefusal(null);
    update.mutate(updateBody(subscription.subscriptionId, values), {
      onSuccess: () => {
        void message.success(t('subscriptions.edit.saved'));
        onClose();
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        setRefusal([error.message, ...error.fieldErrors.map((item) => item.message)].join(' '));
      },
    });
  };

  return (
    <Modal
      open
      title={t('subscriptions.edit.title', { serialNo: subscription.serialNo })}
      width={DIALOG_WIDTHS.LARGE}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={update.isPending}
      destroyOnHidden
      centered
      mask={{ closable: false }}
      className={styles.dialog}
    >
      <MasterSummaryCard
        master={{ ...subscription.master, userName: subscription.master.traderName }}
        extra={
          <span className={styles.balanceMin}>
            {t('subscriptions.edit.follower', { account: accountName(subscription.follower) })}
          </span>
        }
      />
      <Alert type="info" showIcon className={styles.alert} title={t('subscriptions.edit.note')} />
      <Form<SettingsValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initial}
        className={styles.form}
      >
        <SubscriptionSettingsFields reverseAllowed={reverseAllowed} />
      </Form>
      {refusal ? <Alert type="error" showIcon className={styles.alert} title={refusal} /> : null}
    </Modal>
  );
}
