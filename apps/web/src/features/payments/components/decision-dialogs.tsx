import { translate } from '@copytrade/contracts/messages';
import { REFUSE_REASONS, type PaymentRow, type RefuseReason } from '@copytrade/contracts/payments';
import { Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionDialog, type DialogError } from '@/components/review-queue/decision-dialog';
import { currentLocale } from '@/i18n/locale';
import { useFeedback } from '@/lib/feedback';
import { useCreateComplaint, useRefusePayment, useReuploadVoucher } from '../api/decisions';
import { ImagePicker } from './image-picker';
import styles from './payments.module.css';

function refusal(error: unknown): DialogError {
  return { title: error instanceof Error ? error.message : String(error) };
}

/** The payer complains: a reason (required) and up to 3 evidence images. */
export function ComplaintDialog({ payment, onClose }: { payment: PaymentRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ reason: string }>();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<DialogError | null>(null);
  const create = useCreateComplaint();
  const close = () => {
    setFiles([]);
    setError(null);
    onClose();
  };
  const onFinish = ({ reason }: { reason: string }) => {
    if (!payment) return;
    setError(null);
    create.mutate(
      { subTransId: payment.id, reason: reason.trim(), files },
      {
        onSuccess: () => {
          void message.success(t('payments.complaint.sent'));
          close();
        },
        onError: (failure) => setError(refusal(failure)),
      },
    );
  };
  return (
    <DecisionDialog
      open={payment !== null}
      title={t('payments.complaint.title')}
      okText={t('payments.complaint.submit')}
      pending={create.isPending}
      error={error}
      onOk={() => form.submit()}
      onClose={close}
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} preserve={false}>
        <Form.Item
          name="reason"
          label={t('payments.complaint.reason')}
          rules={[
            {
              validator: (_rule, value: unknown) =>
                typeof value === 'string' && value.trim() !== ''
                  ? Promise.resolve()
                  : Promise.reject(new Error(translate(currentLocale(), 'validation.complaint.required'))),
            },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={500}
            showCount
            placeholder={t('payments.complaint.placeholder')}
          />
        </Form.Item>
        <Form.Item label={t('payments.complaint.evidence')}>
          <ImagePicker value={files} onChange={setFiles} label={t('payments.complaint.evidencePick')} />
        </Form.Item>
      </Form>
    </DecisionDialog>
  );
}

/** After a refusal the payer hands in a new voucher (1 to 3 images). */
export function ReuploadDialog({ payment, onClose }: { payment: PaymentRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<DialogError | null>(null);
  const reupload = useReuploadVoucher();
  const close = () => {
    setFiles([]);
    setError(null);
    onClose();
  };
  const submit = () => {
    if (!payment) return;
    if (files.length === 0) {
      setError({ title: translate(currentLocale(), 'validation.voucher.required') });
      return;
    }
    setError(null);
    reupload.mutate(
      { paymentId: payment.id, files },
      {
        onSuccess: () => {
          void message.success(t('payments.reupload.sent'));
          close();
        },
        onError: (failure) => setError(refusal(failure)),
      },
    );
  };
  return (
    <DecisionDialog
      open={payment !== null}
      title={t('payments.reupload.title')}
      okText={t('payments.reupload.submit')}
      pending={reupload.isPending}
      error={error}
      onOk={submit}
      onClose={close}
    >
      <p>{t('payments.reupload.hint')}</p>
      <ImagePicker value={files} onChange={setFiles} label={t('payments.pay.voucherPick')} />
    </DecisionDialog>
  );
}

type RefuseValues = { reason?: RefuseReason; note: string };

/** The trader refuses a voucher: one of the two reasons (required) and an optional note. */
export function RefuseDialog({ payment, onClose }: { payment: PaymentRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<RefuseValues>();
  const [error, setError] = useState<DialogError | null>(null);
  const refuse = useRefusePayment();
  const close = () => {
    setError(null);
    onClose();
  };
  const onFinish = ({ reason, note }: RefuseValues) => {
    if (!payment || !reason) return;
    setError(null);
    refuse.mutate(
      { paymentId: payment.id, reason, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          void message.success(t('payments.refuse.done'));
          close();
        },
        onError: (failure) => setError(refusal(failure)),
      },
    );
  };
  return (
    <DecisionDialog
      open={payment !== null}
      title={t('payments.refuse.title')}
      okText={t('payments.refuse.submit')}
      danger
      pending={refuse.isPending}
      error={error}
      onOk={() => form.submit()}
      onClose={close}
    >
      <Form<RefuseValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{ note: '' }}
        preserve={false}
      >
        <Form.Item
          name="reason"
          label={t('payments.refuse.reason')}
          rules={[{ required: true, message: t('payments.refuse.reasonRequired') }]}
        >
          <Radio.Group
            className={styles.reasons}
            options={REFUSE_REASONS.map((reason) => ({
              value: reason,
              label: t(`payments.refuseReason.${reason}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="note" label={t('payments.refuse.note')}>
          <Input.TextArea
            rows={3}
            maxLength={200}
            showCount
            placeholder={t('payments.refuse.notePlaceholder')}
          />
        </Form.Item>
      </Form>
    </DecisionDialog>
  );
}
