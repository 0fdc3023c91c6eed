import { currentPasswordSchema } from '@copytrade/contracts/profile';
import { STATUS } from '@copytrade/contracts/status-codes';
import { emailSchema, phoneSchema, verifyCodeSchema } from '@copytrade/contracts/validators';
import { LockOutlined, MailOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTHS } from '@copytrade/contracts/constants';
import { CodeInput, CodeSendRow } from '@/components/code-send-row';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { useCountdown } from '@/lib/use-countdown';
import { zodRule } from '@/lib/zod-rule';
import { useChangeContact, useSendContactCode, type ContactKind } from '../api/contact-change';
import styles from './settings.module.css';

type Values = { address: string; code: string; password: string };

/** Which field a refusal of the server belongs under. */
const FIELD_OF_STATUS: Partial<Record<number, keyof Values>> = {
  [STATUS.EMAIL_TAKEN]: 'address',
  [STATUS.PHONE_TAKEN]: 'address',
  [STATUS.EMAIL_UNCHANGED]: 'address',
  [STATUS.PHONE_UNCHANGED]: 'address',
  [STATUS.CODE_TOO_FREQUENT]: 'address',
  [STATUS.CODE_INVALID]: 'code',
  [STATUS.CODE_EXPIRED]: 'code',
  [STATUS.CODE_ATTEMPTS_EXCEEDED]: 'code',
  [STATUS.OLD_PASSWORD_WRONG]: 'password',
};

/** The query fields of modifyemail / updatephone, named as this form names them. */
const SERVER_FIELD: Record<string, keyof Values> = {
  email: 'address',
  phone: 'address',
  code: 'code',
  password: 'password',
};

/**
 * Change (or bind) the email or the phone: the new address, a code sent to it (the button counts down
 * from the server's resendIn, 60 s), and the current password, so a stolen session alone cannot move the
 * account. Refusals go under the field they concern.
 */
export function ChangeContactDialog({
  kind,
  bound,
  open,
  onClose,
}: {
  kind: ContactKind;
  bound: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const locale = currentLocale();
  const [form] = Form.useForm<Values>();
  const send = useSendContactCode(kind);
  const change = useChangeContact(kind);
  const { remaining, start } = useCountdown();
  const [formError, setFormError] = useState<string | null>(null);
  const email = kind === 'email';

  const refuse = (error: Error, fallbackField?: keyof Values) => {
    if (!isApiError(error)) return setFormError(error.message);
    const fields = error.fieldErrors
      .filter((item) => SERVER_FIELD[item.field])
      .map((item) => ({ name: SERVER_FIELD[item.field]!, errors: [item.message] }));
    if (fields.length > 0) return form.setFields(fields);
    const field = FIELD_OF_STATUS[error.status] ?? fallbackField;
    if (field) return form.setFields([{ name: field, errors: [error.message] }]);
    return setFormError(error.message);
  };

  const onSend = async () => {
    setFormError(null);
    try {
      await form.validateFields(['address']);
    } catch {
      return;
    }
    const address = String(form.getFieldValue('address') ?? '').trim();
    send.mutate(address, {
      onSuccess: (sent) => {
        start(sent.resendIn);
        void message.success(
          email ? t('settings.contact.codeSentEmail') : t('settings.contact.codeSentPhone'),
        );
      },
      onError: (error) => refuse(error, 'address'),
    });
  };

  const onFinish = (values: Values) => {
    setFormError(null);
    change.mutate(
      { address: values.address.trim(), code: values.code.trim(), password: values.password },
      {
        onSuccess: () => {
          void message.success(
            email ? t('settings.contact.changedEmail') : t('settings.contact.changedPhone'),
          );
          form.resetFields();
          onClose();
        },
        onError: (error) => refuse(error),
      },
    );
  };

  const title = email
    ? t(bound ? 'settings.contact.dialogTitleEmail' : 'settings.contact.dialogTitleBindEmail')
    : t(bound ? 'settings.contact.dialogTitlePhone' : 'settings.contact.dialogTitleBindPhone');
  return (
    <Modal
      open={open}
      title={title}
      width={DIALOG_WIDTHS.SMALL}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('settings.contact.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={change.isPending} onClick={() => form.submit()}>
          {t('settings.contact.submit')}
        </Button>,
      ]}
    >
      <Form<Values>
        form={form}
        name={`change-${kind}`}
        layout="vertical"
        requiredMark={false}
        initialValues={{ address: '', code: '', password: '' }}
        onFinish={onFinish}
        aria-label={title}
      >
        {formError ? <Alert type="error" showIcon className={styles.formError} title={formError} /> : null}
        <Form.Item
          name="address"
          label={email ? t('settings.contact.newEmail') : t('settings.contact.newPhone')}
          rules={[zodRule(email ? emailSchema : phoneSchema, locale)]}
        >
          <Input
            prefix={email ? <MailOutlined /> : <MobileOutlined />}
            autoComplete={email ? 'email' : 'tel'}
            inputMode={email ? 'email' : 'tel'}
            maxLength={email ? 64 : 11}
          />
        </Form.Item>
        <Form.Item label={t('settings.contact.code')} htmlFor={`${kind}-code`} required={false}>
          <CodeSendRow
            onSend={() => void onSend()}
            sending={send}
            remaining={remaining}
            text={{
              send: t('settings.contact.sendCode'),
              resend: t('settings.contact.resend'),
              resendIn: (seconds) => t('settings.contact.resendIn', { seconds }),
            }}
            buttonClassName={styles.codeButton}
          >
            <Form.Item name="code" noStyle rules={[zodRule(verifyCodeSchema, locale)]}>
              <CodeInput
                id={`${kind}-code`}
                prefix={<SafetyOutlined />}
                placeholder={t('settings.contact.codePlaceholder')}
              />
            </Form.Item>
          </CodeSendRow>
        </Form.Item>
        <Form.Item
          name="password"
          label={t('settings.contact.password')}
          extra={t('settings.contact.passwordHint')}
          rules={[zodRule(currentPasswordSchema, locale)]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={64} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
