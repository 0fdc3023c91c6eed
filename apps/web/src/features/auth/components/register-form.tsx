import type { RegisterBody } from '@copytrade/contracts/auth';
import { GiftOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { PATHS } from '@/lib/paths';
import { useSiteConfig } from '@/lib/site-config';
import { applyFieldErrors } from '@/lib/zod-rule';
import { useRegister } from '../api/register';
import { usernameKinds, type UsernameKind } from '../utils/verify-method';
import { CodeField, NewPasswordFields, UsernameField, UsernameKindSwitch } from './credential-fields';
import styles from './auth-form.module.css';

type RegisterValues = {
  userName: string;
  code: string;
  password: string;
  confirmPassword: string;
  inviteCode?: string;
  agree: boolean;
};

export type RegisterFormProps = {
  /** Prefilled from ?inviteCode= */
  inviteCode?: string;
  onRegistered: (userName: string) => void;
};

/** Spec 2 and 5: register by phone or email (per verifyMethod) with a code, a password and the agreement. */
export function RegisterForm({ inviteCode, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const site = useSiteConfig();
  const kinds = usernameKinds(site.verifyMethod);
  const [kind, setKind] = useState<UsernameKind>(kinds[0] ?? 'email');
  const [form] = Form.useForm<RegisterValues>();
  const agreed = Form.useWatch('agree', form) === true;
  const registration = useRegister();

  const switchKind = (next: UsernameKind) => {
    setKind(next);
    form.resetFields(['userName', 'code']);
  };

  const onFinish = (values: RegisterValues) => {
    if (!values.agree) return;
    const userName = values.userName.trim();
    const invite = values.inviteCode?.trim();
    const body: RegisterBody = {
      userName,
      code: values.code.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      ...(invite ? { inviteCode: invite } : {}),
    };
    registration.mutate(body, {
      onSuccess: () => {
        void message.success(t('auth.registerSuccess'));
        onRegistered(userName);
      },
      onError: (error) => {
        if (isApiError(error)) applyFieldErrors(form, error);
      },
    });
  };

  return (
    <Form<RegisterValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      initialValues={{ inviteCode: inviteCode ?? '', agree: false }}
      className={styles.form}
      size="large"
    >
      {kinds.length > 1 ? <UsernameKindSwitch kind={kind} onChange={switchKind} /> : null}
      <UsernameField key={kind} kind={kind} checkAvailable />
      <CodeField form={form} purpose="register" kind={kind} />
      <NewPasswordFields form={form} />
      <Form.Item
        name="inviteCode"
        label={
          <span>
            {t('auth.inviteCode')}
            <span className={styles.optional}>{t('common.optional')}</span>
          </span>
        }
      >
        <Input
          prefix={<GiftOutlined className={styles.prefix} />}
          placeholder={t('auth.placeholder.inviteCode')}
          maxLength={32}
        />
      </Form.Item>
      <Form.Item name="agree" valuePropName="checked" className={styles.agreement}>
        <Checkbox>
          <Trans
            i18nKey="auth.agreement"
            components={{
              guide: <Link to={PATHS.userGuide} target="_blank" />,
              privacy: <Link to={PATHS.privacyPolicy} target="_blank" />,
            }}
          />
        </Checkbox>
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        disabled={!agreed}
        loading={registration.isPending}
        className={styles.submit}
      >
        {t('auth.createAccount')}
      </Button>
      <p className={styles.switch}>
        {t('auth.haveAccount')} <Link to={PATHS.login}>{t('auth.loginNow')}</Link>
      </p>
    </Form>
  );
}
