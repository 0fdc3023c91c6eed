import type { LoginResult } from '@copytrade/contracts/auth';
import { translate } from '@copytrade/contracts/messages';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { PATHS } from '@/lib/paths';
import { useSiteConfig } from '@/lib/site-config';
import { applyFieldErrors } from '@/lib/zod-rule';
import { useLogin } from '../api/login';
import { usernamePlaceholderKey, usernameRequiredKey } from '../utils/verify-method';
import styles from './auth-form.module.css';

type LoginValues = { userName: string; password: string };

export type LoginFormProps = {
  onSuccess?: (result: LoginResult) => void;
  /** Prefill (after registering: /login?userName=). */
  initialUserName?: string;
  /** Called when the reader follows the register or forgot-password link (the dialog closes). */
  onLeave?: () => void;
  autoFocus?: boolean;
};

/**
 * The login form of the dialog and of /login (spec 5, Login form): username and password are required;
 * the form is sent only when both are filled in, and Enter sends it.
 */
export function LoginForm({ onSuccess, initialUserName, onLeave, autoFocus = false }: LoginFormProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const site = useSiteConfig();
  const [form] = Form.useForm<LoginValues>();
  const login = useLogin(onSuccess ? { onSuccess } : {});

  const onFinish = (values: LoginValues) => {
    const userName = (values.userName ?? '').trim();
    const password = values.password ?? '';
    if (!userName || !password) return;
    login.mutate(
      { userName, password },
      {
        onError: (error) => {
          if (isApiError(error)) applyFieldErrors(form, error);
        },
      },
    );
  };

  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      initialValues={{ userName: initialUserName ?? '', password: '' }}
      className={styles.form}
      size="large"
    >
      <Form.Item
        name="userName"
        label={t('auth.username')}
        rules={[
          {
            required: true,
            whitespace: true,
            message: translate(locale, usernameRequiredKey(site.verifyMethod)),
          },
        ]}
      >
        <Input
          prefix={<UserOutlined className={styles.prefix} />}
          placeholder={t(usernamePlaceholderKey(site.verifyMethod))}
          autoComplete="username"
          autoFocus={autoFocus}
          maxLength={64}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth.password.label')}
        rules={[{ required: true, message: translate(locale, 'validation.password.required') }]}
      >
        <Input.Password
          prefix={<LockOutlined className={styles.prefix} />}
          placeholder={t('auth.placeholder.password')}
          autoComplete="current-password"
          maxLength={64}
        />
      </Form.Item>
      <div className={styles.forgotRow}>
        <Link to={PATHS.forgetPassword} onClick={onLeave}>
          {t('auth.forgotPassword')}
        </Link>
      </div>
      <Button type="primary" htmlType="submit" block loading={login.isPending} className={styles.submit}>
        {t('auth.login')}
      </Button>
      <p className={styles.switch}>
        {t('auth.noAccount')}{' '}
        <Link to={PATHS.register} onClick={onLeave}>
          {t('auth.registerNow')}
        </Link>
      </p>
    </Form>
  );
}
