import { DIALOG_WIDTHS } from '@copytrade/contracts/constants';
import { adminReviewBodySchema, VERIFICATION_LIMITS } from '@copytrade/contracts/verification';
import { Alert, Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { zodMessage } from '@/lib/zod-rule';
import styles from './verification.module.css';

type Values = { reason: string };

/**
 * Rejecting a real-name submission or payment information (site admin): the reason is required, 1-200
 * characters, and the person reads it; the shared review schema checks it, as the server does.
 */
export function RejectDialog({
  open,
  summary,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  open: boolean;
  summary: ReactNode;
  pending: boolean;
  error: string | null;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [form] = Form.useForm<Values>();
  return (
    <Modal
      open={open}
      title={t('verification.review.rejectTitle')}
      width={DIALOG_WIDTHS.SMALL}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('verification.review.reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      destroyOnHidden
      centered
    >
      <p>{summary}</p>
      {error ? <Alert type="error" showIcon className={styles.formError} title={error} /> : null}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        preserve={false}
        initialValues={{ reason: '' }}
        onFinish={({ reason }) => onSubmit(reason.trim())}
      >
        <Form.Item
          name="reason"
          label={t('verification.review.reason')}
          rules={[
            {
              validator: (_rule, value: unknown) => {
                const text = zodMessage(
                  adminReviewBodySchema,
                  { id: 1, decision: 'reject', reason: typeof value === 'string' ? value : '' },
                  locale,
                );
                return text === null ? Promise.resolve() : Promise.reject(new Error(text));
              },
            },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={VERIFICATION_LIMITS.REASON_MAX}
            showCount
            placeholder={t('verification.review.reasonPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
