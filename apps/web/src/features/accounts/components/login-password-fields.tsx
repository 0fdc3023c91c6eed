import { MT4_LOGIN } from '@copytrade/contracts/constants';
import { mt4LoginSchema, tradePasswordSchema } from '@copytrade/contracts/validators';
import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { zodRule } from '@/lib/zod-rule';
import styles from './account-forms.module.css';

/** The MT4 login and its password, as every bind form asks them (the password form and MetaApi's). */
export function LoginPasswordFields() {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <>
      <Form.Item
        name="login"
        label={t('accounts.bind.login')}
        rules={[zodRule(mt4LoginSchema, locale)]}
        normalize={(value: string) => value.trim()}
      >
        <Input
          placeholder={t('accounts.bind.loginPlaceholder')}
          maxLength={MT4_LOGIN.MAX_LENGTH}
          inputMode="numeric"
          autoComplete="off"
        />
      </Form.Item>
      <Form.Item
        name="tradePwd"
        label={t('accounts.bind.password')}
        rules={[zodRule(tradePasswordSchema, locale)]}
        extra={
          <span className={styles.extra}>
            <LockOutlined /> {t('accounts.bind.passwordSafe')}
          </span>
        }
      >
        <Input.Password
          placeholder={t('accounts.bind.passwordPlaceholder')}
          autoComplete="new-password"
          maxLength={64}
        />
      </Form.Item>
    </>
  );
}
