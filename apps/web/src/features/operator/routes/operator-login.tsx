import { LOCALES } from '@copytrade/contracts/locale';
import { totpCodeSchema } from '@copytrade/contracts/operator';
import { STATUS } from '@copytrade/contracts/status-codes';
import { emailSchema } from '@copytrade/contracts/validators';
import {
  ArrowLeftOutlined,
  AuditOutlined,
  ClusterOutlined,
  LineChartOutlined,
  LockOutlined,
  MailOutlined,
  MobileOutlined,
} from '@ant-design/icons';
import { Alert, Button, Form, Input, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LanguageSelect } from '@/components/language-select';
import { changeLanguage, currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { useOperatorSession } from '@/lib/operator-session';
import { OPERATOR_PATHS } from '@/lib/paths';
import { safeReturnTo } from '@/lib/return-to';
import { zodRule } from '@/lib/zod-rule';
import { useOperatorLogin } from '../api/operator-api';
import { ConsoleBrand } from '../components/operator-layout';
import styles from './operator-login.module.css';

type Credentials = { email: string; password: string };

/** A refusal that concerns the email and password (back to the first step) rather than the code. */
const CREDENTIAL_REFUSALS: number[] = [STATUS.OPERATOR_CREDENTIALS_INVALID, STATUS.VALIDATION_FAILED];

/**
 * /operator/login (issue 15): the platform operator's sign-in, in two steps: email and password, then the
 * 6-digit code of his authenticator app (TOTP). One call checks all three; a wrong password brings the
 * first step back, a wrong or used code keeps the second.
 */
export function OperatorLoginRoute() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useOperatorSession();
  const login = useOperatorLogin();
  const [step, setStep] = useState<0 | 1>(0);
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [form] = Form.useForm<Credentials>();
  const returnTo = safeReturnTo(params.get('returnTo')) ?? OPERATOR_PATHS.sites;

  if (session.token && !login.isPending) return <Navigate to={returnTo} replace />;

  const submit = (value: string) => {
    if (!credentials || totpCodeSchema.safeParse(value).success === false) return;
    setRefusal(null);
    login.mutate(
      { ...credentials, code: value },
      {
        onSuccess: () => void navigate(returnTo, { replace: true }),
        onError: (error) => {
          setCode('');
          if (!isApiError(error)) return;
          setRefusal(error.message);
          if (CREDENTIAL_REFUSALS.includes(error.status)) setStep(0);
        },
      },
    );
  };

  return (
    <div className={styles.page}>
      <aside className={styles.hero}>
        <ConsoleBrand />
        <div className={styles.heroBody}>
          <h1 className={styles.heroTitle}>{t('operator.login.heroTitle')}</h1>
          <p className={styles.heroText}>{t('operator.login.heroText')}</p>
          <ul className={styles.points}>
            <li>
              <ClusterOutlined /> {t('operator.login.pointSites')}
            </li>
            <li>
              <LineChartOutlined /> {t('operator.login.pointUsage')}
            </li>
            <li>
              <AuditOutlined /> {t('operator.login.pointAudit')}
            </li>
          </ul>
        </div>
      </aside>
      <main className={styles.main}>
        <div className={styles.topBar}>
          <span className={styles.mobileBrand}>
            <ConsoleBrand compact />
          </span>
          <LanguageSelect available={LOCALES} current={locale} onChange={(next) => changeLanguage(next)} />
        </div>
        <div className={styles.card}>
          <h2 className={styles.title}>{t('operator.login.title')}</h2>
          <p className={styles.subtitle}>{t('operator.login.subtitle')}</p>
          <Steps
            size="small"
            responsive={false}
            current={step}
            className={styles.steps}
            items={[{ title: t('operator.login.stepPassword') }, { title: t('operator.login.stepCode') }]}
          />
          {refusal ? <Alert type="error" showIcon className={styles.alert} title={refusal} /> : null}
          {step === 0 ? (
            <Form
              form={form}
              layout="vertical"
              requiredMark={false}
              initialValues={credentials ?? undefined}
              onFinish={(values) => {
                setCredentials({ email: values.email.trim(), password: values.password });
                setRefusal(null);
                setStep(1);
              }}
            >
              <Form.Item
                name="email"
                label={t('operator.login.email')}
                rules={[zodRule(emailSchema, locale)]}
              >
                <Input
                  size="large"
                  prefix={<MailOutlined />}
                  autoComplete="username"
                  placeholder="operator@platform.test"
                  inputMode="email"
                />
              </Form.Item>
              <Form.Item
                name="password"
                label={t('operator.login.password')}
                rules={[{ required: true, message: t('operator.login.passwordRequired') }]}
              >
                <Input.Password size="large" prefix={<LockOutlined />} autoComplete="current-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" size="large" block>
                {t('operator.login.continue')}
              </Button>
            </Form>
          ) : (
            <div className={styles.codeStep}>
              <div className={styles.codeHint}>
                <MobileOutlined className={styles.codeIcon} />
                <div>
                  <div className={styles.codeFor}>{credentials?.email}</div>
                  <div className={styles.codeText}>{t('operator.login.codeHint')}</div>
                </div>
              </div>
              <span className={styles.codeLabel} id="operator-totp-label">
                {t('operator.login.code')}
              </span>
              <div role="group" aria-labelledby="operator-totp-label">
                <Input.OTP
                  length={6}
                  size="large"
                  value={code}
                  disabled={login.isPending}
                  onChange={(value) => {
                    setCode(value);
                    submit(value);
                  }}
                  formatter={(value) => value.replace(/\D/g, '')}
                  className={styles.otp}
                  autoFocus
                />
              </div>
              <Button
                type="primary"
                size="large"
                block
                loading={login.isPending}
                disabled={!/^\d{6}$/.test(code)}
                onClick={() => submit(code)}
              >
                {t('operator.login.submit')}
              </Button>
              <Button
                type="link"
                icon={<ArrowLeftOutlined />}
                onClick={() => {
                  setStep(0);
                  setRefusal(null);
                }}
              >
                {t('operator.login.back')}
              </Button>
            </div>
          )}
          <p className={styles.footnote}>{t('operator.login.footnote')}</p>
        </div>
      </main>
    </div>
  );
}
