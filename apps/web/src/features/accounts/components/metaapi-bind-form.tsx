import { bindMetaApiBodySchema } from '@copytrade/contracts/connections';
import { userNoticeAgreedSchema } from '@copytrade/contracts/validators';
import { ClockCircleOutlined, CloudServerOutlined } from '@ant-design/icons';
import { Alert, Checkbox, Form, Input, type FormInstance } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '@/i18n/locale';
import { PATHS } from '@/lib/paths';
import { zodRule } from '@/lib/zod-rule';
import { LoginPasswordFields } from './login-password-fields';
import styles from './account-forms.module.css';

export type MetaApiBindValues = {
  serverName: string;
  login: string;
  tradePwd: string;
  agreed: boolean;
};

const fields = bindMetaApiBodySchema.shape;

export type MetaApiBindFormProps = {
  form: FormInstance<MetaApiBindValues>;
  /** Which password the note asks for: the investor password is enough for a trade account. */
  trade: boolean;
  onFinish: (values: MetaApiBindValues) => void;
  /** The call is running: the fields wait with it. */
  pending: boolean;
  /** The page stopped waiting before MetaApi answered (the request's time limit): say what that means. */
  stillConnecting: boolean;
};

/**
 * "Through MetaApi" in the bind dialog (issue 16): the broker's trade server by the name the MT4 login
 * window shows, the MT4 account and its password, the user notice. The dialog's confirm button submits it.
 */
export function MetaApiBindForm({ form, trade, onFinish, pending, stillConnecting }: MetaApiBindFormProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <>
      <Alert
        type="info"
        showIcon
        icon={<CloudServerOutlined />}
        className={styles.note}
        title={t('accounts.metaApi.intro')}
        description={trade ? t('accounts.bind.noteTrade') : t('accounts.bind.noteFollow')}
      />
      <Form<MetaApiBindValues>
        form={form}
        // Its own field ids: the password form beside it has fields of the same names.
        name="metaApiBind"
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={pending}
        initialValues={{ serverName: '', login: '', tradePwd: '', agreed: false }}
        className={styles.form}
      >
        <Form.Item
          name="serverName"
          label={t('accounts.metaApi.server')}
          rules={[zodRule(fields.serverName, locale)]}
          extra={t('accounts.metaApi.serverHelp')}
        >
          <Input
            placeholder={t('accounts.metaApi.serverPlaceholder')}
            maxLength={64}
            spellCheck={false}
            autoComplete="off"
          />
        </Form.Item>
        <LoginPasswordFields />
        <p className={styles.wait} role={pending ? 'status' : undefined}>
          <ClockCircleOutlined aria-hidden />
          <span>{pending ? t('accounts.metaApi.connecting') : t('accounts.metaApi.wait')}</span>
        </p>
        {stillConnecting ? (
          <Alert
            type="warning"
            showIcon
            className={styles.waitAlert}
            title={t('accounts.metaApi.stillConnecting')}
          />
        ) : null}
        <Form.Item
          name="agreed"
          valuePropName="checked"
          rules={[zodRule(userNoticeAgreedSchema, locale)]}
          className={styles.agreement}
        >
          <Checkbox>
            <Trans
              i18nKey="accounts.bind.agreement"
              components={{ notice: <Link to={PATHS.userGuide} target="_blank" /> }}
            />
          </Checkbox>
        </Form.Item>
      </Form>
    </>
  );
}
