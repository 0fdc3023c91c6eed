import { updatePasswordBodySchema, type UpdatePasswordBody } from '@copytrade/contracts/profile';
import { STATUS } from '@copytrade/contracts/status-codes';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { applyFieldErrors, zodFieldRule } from '@/lib/zod-rule';
import { useUpdatePassword } from '../api/password';
import styles from './settings.module.css';

const EMPTY: UpdatePasswordBody = { oldPassword: '', password: '', confirmPassword: '' };

/**
 * Change password (updatePassword): the current one, the new one by the spec's rule, its confirmation,
 * all checked by the shared schema. A wrong current password goes under its field; on success the other
 * devices are signed out and the form is cleared.
 */
export function PasswordCard() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const locale = currentLocale();
  const [form] = Form.useForm<UpdatePasswordBody>();
  const change = useUpdatePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const rule = (field: keyof UpdatePasswordBody) => zodFieldRule(updatePasswordBodySchema, field, locale);

  const onFinish = (values: UpdatePasswordBody) => {
    setFormError(null);
    change.mutate(values, {
      onSuccess: ({ revokedSessions }) => {
        form.resetFields();
        void message.success(
          revokedSessions > 0
            ? t('settings.password.signedOut', { count: revokedSessions })
            : t('settings.password.changed'),
        );
      },
      onError: (error) => {
        if (isApiError(error) && error.status === STATUS.OLD_PASSWORD_WRONG) {
          form.setFields([{ name: 'oldPassword', errors: [error.message] }]);
        } else if (!(isApiError(error) && applyFieldErrors(form, error))) {
          setFormError(error.message);
        }
      },
    });
  };

  return (
    <Card title={t('settings.password.title')} className={styles.card}>
      <p className={styles.cardHint}>{t('settings.password.hint')}</p>
      <Form<UpdatePasswordBody>
        form={form}
        name="change-password"
        layout="vertical"
        requiredMark={false}
        initialValues={EMPTY}
        onFinish={onFinish}
        className={styles.passwordForm}
        aria-label={t('settings.password.title')}
      >
        {formError ? <Alert type="error" showIcon className={styles.formError} title={formError} /> : null}
        <Form.Item name="oldPassword" label={t('settings.password.current')} rules={[rule('oldPassword')]}>
          <Input.Password autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('settings.password.new')}
          extra={t('settings.password.rule')}
          dependencies={['oldPassword']}
          rules={[rule('password')]}
        >
          <Input.Password autoComplete="new-password" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('settings.password.confirm')}
          dependencies={['password']}
          rules={[rule('confirmPassword')]}
        >
          <Input.Password autoComplete="new-password" maxLength={20} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('settings.password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
