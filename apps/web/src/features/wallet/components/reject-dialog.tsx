import { DIALOG_WIDTHS } from '@copytrade/contracts/constants';
import { formatMoney } from '@copytrade/contracts/number-format';
import { walletReviewBodySchema, type WalletReview } from '@copytrade/contracts/wallet';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { zodMessage } from '@/lib/zod-rule';
import { useAdminReview } from '../api/admin-wallet-reviews';
import { placeServerError } from '../utils/wallet-rules';
import styles from './wallet.module.css';

type RejectValues = { reason: string };

/**
 * Rejecting a recharge or a withdrawal (site admin): the reason is required (the user reads it in his
 * record); the shared review body schema checks it, so the browser and the server ask for the same thing.
 */
export function RejectDialog({ review, onClose }: { review: WalletReview | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const locale = currentLocale();
  const [form] = Form.useForm<RejectValues>();
  const decide = useAdminReview();
  const [formError, setFormError] = useState<string | null>(null);

  const onFinish = ({ reason }: RejectValues) => {
    if (!review) return;
    setFormError(null);
    decide.mutate(
      { kind: review.kind, body: { id: review.id, approve: false, reason: reason.trim() } },
      {
        onSuccess: () => {
          void message.success(t('wallet.review.rejected'));
          onClose();
        },
        onError: (error) => setFormError(placeServerError(form, error)),
      },
    );
  };

  return (
    <Modal
      open={review !== null}
      title={t('wallet.review.rejectTitle')}
      width={DIALOG_WIDTHS.SMALL}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('wallet.review.reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={decide.isPending}
      afterClose={() => setFormError(null)}
      destroyOnHidden
      centered
    >
      {review ? (
        <p>
          {t('wallet.review.rejectSummary', {
            name: review.nickname,
            kind:
              review.kind === 'recharge'
                ? t('wallet.review.kindRecharge')
                : t('wallet.review.kindWithdrawal'),
            amount: formatMoney(review.amount),
          })}
        </p>
      ) : null}
      {formError ? (
        <Alert
          type="error"
          showIcon
          className={styles.formError}
          title={t('wallet.errorTitle')}
          description={formError}
        />
      ) : null}
      <Form<RejectValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{ reason: '' }}
        preserve={false}
      >
        <Form.Item
          name="reason"
          label={t('wallet.review.reason')}
          rules={[
            {
              validator: (_rule, value: unknown) => {
                const text = zodMessage(
                  walletReviewBodySchema,
                  { id: review?.id ?? 1, approve: false, reason: typeof value === 'string' ? value : '' },
                  locale,
                );
                return text === null ? Promise.resolve() : Promise.reject(new Error(text));
              },
            },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={200}
            showCount
            placeholder={t('wallet.review.reasonPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
