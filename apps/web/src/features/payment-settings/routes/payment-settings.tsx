import { formatMoney } from '@copytrade/contracts/number-format';
import {
  cnyAmount,
  siteTrc20AddressInputSchema,
  usdtCnyRateInputSchema,
  type SitePaymentSettings,
} from '@copytrade/contracts/site-payment';
import { isTrc20AddressFormat } from '@copytrade/contracts/validators';
import { LockOutlined, QrcodeOutlined, SwapOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { ListSkeleton } from '@/components/page-states';
import { QueryView } from '@/components/query-view';
import { Trc20Address } from '@/components/trc20-address';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { applyFieldErrors, zodRule } from '@/lib/zod-rule';
import { useSitePaymentSettings, useUpdateSitePaymentSettings } from '../api/site-payment-settings';
import styles from './payment-settings.module.css';

type Values = { usdtTrc20Address: string; usdtCnyRate: string };

/** The price the rate's example converts. */
const EXAMPLE_USDT = '29.00';

function valuesOf(settings: SitePaymentSettings): Values {
  return { usdtTrc20Address: settings.usdtTrc20Address, usdtCnyRate: settings.usdtCnyRate ?? '' };
}

function SettingsForm({ settings }: { settings: SitePaymentSettings }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const locale = currentLocale();
  const [form] = Form.useForm<Values>();
  const update = useUpdateSitePaymentSettings();
  const address = (Form.useWatch('usdtTrc20Address', form) ?? settings.usdtTrc20Address).trim();
  const rateTyped = Form.useWatch('usdtCnyRate', form) ?? settings.usdtCnyRate ?? '';
  const rate = usdtCnyRateInputSchema.safeParse(rateTyped);
  const example = rate.success && rate.data !== null ? cnyAmount(EXAMPLE_USDT, rate.data) : null;

  const onFinish = (values: Values) => {
    update.mutate(
      { usdtTrc20Address: values.usdtTrc20Address.trim(), usdtCnyRate: values.usdtCnyRate.trim() },
      {
        onSuccess: (saved) => {
          form.setFieldsValue(valuesOf(saved));
          void message.success(t('frictions.sitePayment.saved'));
        },
        onError: (error) => {
          if (isApiError(error) && applyFieldErrors(form, error)) return;
          void message.error(error.message);
        },
      },
    );
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={valuesOf(settings)}
      onFinish={onFinish}
      className={styles.form}
    >
      <section className={styles.section} aria-labelledby="payment-settings-address">
        <h2 id="payment-settings-address" className={styles.sectionTitle}>
          <QrcodeOutlined aria-hidden /> {t('frictions.sitePayment.addressTitle')}
        </h2>
        <p className={styles.sectionNote}>{t('frictions.sitePayment.addressNote')}</p>
        <Form.Item
          name="usdtTrc20Address"
          label={t('frictions.sitePayment.address')}
          rules={[zodRule(siteTrc20AddressInputSchema, locale)]}
          extra={t('frictions.sitePayment.addressHelp')}
        >
          <Input
            allowClear
            spellCheck={false}
            autoComplete="off"
            maxLength={64}
            className={styles.code}
            placeholder={t('frictions.sitePayment.addressPlaceholder')}
          />
        </Form.Item>
        <div className={styles.preview} aria-label={t('frictions.sitePayment.preview')}>
          <span className={styles.previewLabel}>{t('frictions.sitePayment.preview')}</span>
          {isTrc20AddressFormat(address) ? (
            <Trc20Address address={address} size={120} />
          ) : (
            <p className={styles.previewEmpty}>{t('frictions.sitePayment.previewEmpty')}</p>
          )}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="payment-settings-rate">
        <h2 id="payment-settings-rate" className={styles.sectionTitle}>
          <SwapOutlined aria-hidden /> {t('frictions.sitePayment.rateTitle')}
        </h2>
        <p className={styles.sectionNote}>{t('frictions.sitePayment.rateNote')}</p>
        <Form.Item
          name="usdtCnyRate"
          label={t('frictions.sitePayment.rate')}
          rules={[zodRule(usdtCnyRateInputSchema, locale)]}
          extra={
            example !== null && rate.success && rate.data !== null
              ? t('frictions.sitePayment.rateExample', {
                  usdt: EXAMPLE_USDT,
                  cny: formatMoney(example),
                })
              : t('frictions.sitePayment.rateEmpty')
          }
          className={styles.rate}
        >
          <Input
            inputMode="decimal"
            allowClear
            autoComplete="off"
            maxLength={16}
            suffix={t('frictions.sitePayment.rateUnit')}
            placeholder={t('frictions.sitePayment.ratePlaceholder')}
          />
        </Form.Item>
      </section>

      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('common.save')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * personalCenter/:id/paymentSettings (site admin, our own path): the site's USDT TRC20 deposit address,
 * which the recharge page shows with a QR code and a copy button, and the CNY rate at which Alipay and
 * WeChat payments show their amount. Either may be left empty. Others see a note that the page is the
 * admin's (the server refuses them too).
 */
export function PaymentSettingsRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const admin = user?.isAdmin === true;
  const settings = useSitePaymentSettings(admin);
  if (!admin) {
    return (
      <Result
        status="403"
        icon={<LockOutlined aria-hidden className={styles.lockIcon} />}
        title={t('frictions.sitePayment.noAccess')}
      />
    );
  }
  return (
    <>
      <PageHeading title={t('frictions.sitePayment.title')} meta={t('frictions.sitePayment.subtitle')} />
      <QueryView query={settings} loading={<ListSkeleton rows={4} />}>
        {(data) => <SettingsForm settings={data} />}
      </QueryView>
    </>
  );
}
