import type { CodePurpose } from '@copytrade/contracts/auth';
import { translate } from '@copytrade/contracts/messages';
import {
  emailSchema,
  passwordSchema,
  phoneSchema,
  verifyCodeSchema,
  withMatchingPasswords,
} from '@copytrade/contracts/validators';
import { LockOutlined, MailOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Segmented, type FormInstance, type FormRule } from 'antd';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { CodeInput, CodeSendRow } from '@/components/code-send-row';
import { currentLocale } from '@/i18n/locale';
import { useFeedback } from '@/lib/feedback';
import { useCountdown } from '@/lib/use-countdown';
import { zodFieldRule, zodMessage, zodRule } from '@/lib/zod-rule';
import { fetchUsernameAvailable } from '../api/check-username';
import { useSendCode } from '../api/send-code';
import type { UsernameKind } from '../utils/verify-method';
import { PasswordChecklist } from './password-checklist';
import styles from './auth-form.module.css';

export function usernameSchemaOf(kind: UsernameKind) {
  return kind === 'phone' ? phoneSchema : emailSchema;
}

/** Phone | email switch for sites that accept both (verifyMethod 0). */
export function UsernameKindSwitch({
  kind,
  onChange,
}: {
  kind: UsernameKind;
  onChange: (kind: UsernameKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <Segmented<UsernameKind>
      block
      className={styles.kindTabs}
      value={kind}
      onChange={onChange}
      options={[
        { value: 'phone', label: t('auth.byPhone'), icon: <MobileOutlined /> },
        { value: 'email', label: t('auth.byEmail'), icon: <MailOutlined /> },
      ]}
    />
  );
}

/**
 * The username (phone or email) field. With `checkAvailable`, leaving the field asks the server whether
 * the name is still free (register).
 */
export function UsernameField({
  kind,
  checkAvailable = false,
}: {
  kind: UsernameKind;
  checkAvailable?: boolean;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const queryClient = useQueryClient();
  const schema = usernameSchemaOf(kind);

  const availability: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (!checkAvailable || zodMessage(schema, value ?? '', locale) !== null) return;
      let available: boolean;
      try {
        available = await fetchUsernameAvailable(queryClient, String(value).trim());
      } catch {
        // The server checks again on submit; a failed look-up must not block the form.
        return;
      }
      if (!available) throw new Error(translate(locale, 'status.USERNAME_TAKEN'));
    },
  };

  return (
    <Form.Item
      name="userName"
      label={kind === 'phone' ? t('auth.phone') : t('auth.email')}
      validateTrigger="onBlur"
      validateFirst
      rules={[zodRule(schema, locale), availability]}
    >
      {kind === 'phone' ? (
        <Input
          prefix={<span className={styles.phoneAddon}>+86</span>}
          placeholder={t('auth.placeholder.phone')}
          autoComplete="tel"
          inputMode="numeric"
          maxLength={11}
        />
      ) : (
        <Input
          prefix={<MailOutlined className={styles.prefix} />}
          placeholder={t('auth.placeholder.email')}
          autoComplete="email"
          inputMode="email"
          maxLength={64}
        />
      )}
    </Form.Item>
  );
}

/**
 * The verification code with its send button: the username is validated first, then a code is sent and
 * the button counts down from the server's resendIn.
 */
export function CodeField({
  form,
  purpose,
  kind,
}: {
  form: FormInstance;
  purpose: CodePurpose;
  kind: UsernameKind;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const locale = currentLocale();
  const send = useSendCode(purpose);
  const { remaining, start } = useCountdown();

  const onSend = async () => {
    try {
      await form.validateFields(['userName']);
    } catch {
      return;
    }
    const userName = String(form.getFieldValue('userName') ?? '').trim();
    send.mutate(userName, {
      onSuccess: (sent) => {
        start(sent.resendIn);
        void message.success(kind === 'phone' ? t('auth.codeSentPhone') : t('auth.codeSentEmail'));
      },
    });
  };

  return (
    <Form.Item label={t('auth.code')} htmlFor="code">
      <CodeSendRow
        onSend={() => void onSend()}
        sending={send}
        remaining={remaining}
        text={{
          send: t('auth.sendCode'),
          resend: t('auth.resendCode'),
          resendIn: (seconds) => t('auth.resendIn', { seconds }),
        }}
        buttonClassName={styles.codeButton}
      >
        <Form.Item name="code" noStyle validateTrigger="onBlur" rules={[zodRule(verifyCodeSchema, locale)]}>
          <CodeInput
            prefix={<SafetyOutlined className={styles.prefix} />}
            placeholder={t('auth.placeholder.code')}
          />
        </Form.Item>
      </CodeSendRow>
    </Form.Item>
  );
}

/** Password and confirmation: the shared rule, a live checklist, and "the two passwords must match". */
const matchingSchema = withMatchingPasswords(
  z.object({
    password: z.string().default(''),
    confirmPassword: z
      .string({ error: 'validation.password.required' })
      .min(1, { error: 'validation.password.required' }),
  }),
);

export function NewPasswordFields({
  form,
  newPassword = false,
}: {
  form: FormInstance;
  newPassword?: boolean;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const password = (Form.useWatch('password', form) as string | undefined) ?? '';
  return (
    <>
      <Form.Item
        name="password"
        label={newPassword ? t('auth.password.new') : t('auth.password.label')}
        validateTrigger="onBlur"
        rules={[zodRule(passwordSchema, locale)]}
        extra={<PasswordChecklist value={password} />}
      >
        <Input.Password
          prefix={<LockOutlined className={styles.prefix} />}
          placeholder={t('auth.placeholder.newPassword')}
          autoComplete="new-password"
          maxLength={20}
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('auth.password.confirm')}
        dependencies={['password']}
        validateTrigger="onBlur"
        rules={[zodFieldRule(matchingSchema, 'confirmPassword', locale)]}
      >
        <Input.Password
          prefix={<LockOutlined className={styles.prefix} />}
          placeholder={t('auth.placeholder.confirmPassword')}
          autoComplete="new-password"
          maxLength={20}
        />
      </Form.Item>
    </>
  );
}
