import type { ForgetPasswordBody } from '@copytrade/contracts/auth';
import { isEmail } from '@copytrade/contracts/validators';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { PATHS } from '@/lib/paths';
import { useSiteConfig } from '@/lib/site-config';
import { applyFieldErrors } from '@/lib/zod-rule';
import { useForgetPassword } from '../api/forget-password';
import { usernameKinds, type UsernameKind } from '../utils/verify-method';
import { CodeField, NewPasswordFields, UsernameField, UsernameKindSwitch } from './credential-fields';
import styles from './auth-form.module.css';

type ResetValues = { userName: string; code: string; password: string; confirmPassword: string };

/**
 * Spec 2: reset the password by phone or email (per verifyMethod) with a resetPassword code. `userName`
 * fills the field in (a new site admin's invitation links here with his email).
 */
export function ForgetPasswordForm({
  onDone,
  userName: initialUserName,
}: {
  onDone: (userName: string) => void;
  userName?: string | undefined;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const site = useSiteConfig();
  const kinds = usernameKinds(site.verifyMethod);
  const [kind, setKind] = useState<UsernameKind>(() =>
    initialUserName && isEmail(initialUserName) && kinds.includes('email') ? 'email' : (kinds[0] ?? 'email'),
  );
  const [form] = Form.useForm<ResetValues>();
  const reset = useForgetPassword();

  const onFinish = (values: ResetValues) => {
    const userName = values.userName.trim();
    const body: ForgetPasswordBody = {
      userName,
      code: values.code.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
    };
    reset.mutate(body, {
      onSuccess: () => {
        void message.success(t('auth.resetSuccess'));
        onDone(userName);
      },
      onError: (error) => {
        if (isApiError(error)) applyFieldErrors(form, error);
      },
    });
  };

  return (
    <Form<ResetValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      className={styles.form}
      size="large"
      initialValues={initialUserName ? { userName: initialUserName } : undefined}
    >
      {kinds.length > 1 ? (
        <UsernameKindSwitch
          kind={kind}
          onChange={(next) => {
            setKind(next);
            form.resetFields(['userName', 'code']);
          }}
        />
      ) : null}
      <UsernameField key={kind} kind={kind} />
      <CodeField form={form} purpose="resetPassword" kind={kind} />
      <NewPasswordFields form={form} newPassword />
      <Button type="primary" htmlType="submit" block loading={reset.isPending} className={styles.submit}>
        {t('auth.resetPassword')}
      </Button>
      <p className={styles.switch}>
        {t('auth.rememberPassword')} <Link to={PATHS.login}>{t('auth.loginNow')}</Link>
      </p>
    </Form>
  );
}
