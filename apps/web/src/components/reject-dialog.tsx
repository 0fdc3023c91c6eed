import { DIALOG_WIDTHS } from '@copytrade/contracts/constants';
import { Alert, Form, Input, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import records from './records.module.css';

export type RejectValues = { reason: string };

/**
 * Rejecting something under review (site admin: a real name, payment information, a recharge or a
 * withdrawal): a required reason the person reads later, checked by the feature's shared schema
 * (`validate` answers the refusal text, or null) as the server checks it.
 */
export function RejectDialog({
  open,
  title,
  okText,
  label,
  placeholder,
  maxLength,
  validate,
  summary,
  pending,
  error,
  onSubmit,
  onClose,
  afterClose,
}: {
  open: boolean;
  title: string;
  okText: string;
  label: string;
  placeholder: string;
  maxLength: number;
  validate: (reason: string) => string | null;
  /** What is rejected, in a sentence above the reason. */
  summary: ReactNode;
  pending: boolean;
  /** The server's refusal, at the top of the dialog. */
  error: { title: string; description?: string } | null;
  /** The reason, trimmed; `form` places the server's field errors. */
  onSubmit: (reason: string, form: FormInstance<RejectValues>) => void;
  onClose: () => void;
  afterClose?: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RejectValues>();
  return (
    <Modal
      open={open}
      title={title}
      width={DIALOG_WIDTHS.SMALL}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={okText}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      afterClose={afterClose}
      destroyOnHidden
      centered
    >
      {summary ? <p>{summary}</p> : null}
      {error ? (
        <Alert
          type="error"
          showIcon
          className={records.formError}
          title={error.title}
          description={error.description}
        />
      ) : null}
      <Form<RejectValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        preserve={false}
        initialValues={{ reason: '' }}
        onFinish={({ reason }) => onSubmit(reason.trim(), form)}
      >
        <Form.Item
          name="reason"
          label={label}
          rules={[
            {
              validator: (_rule, value: unknown) => {
                const text = validate(typeof value === 'string' ? value : '');
                return text === null ? Promise.resolve() : Promise.reject(new Error(text));
              },
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={maxLength} showCount placeholder={placeholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
