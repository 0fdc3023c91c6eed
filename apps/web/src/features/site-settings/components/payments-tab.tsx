import { formatMoney } from '@copytrade/contracts/number-format';
import {
  cnyAmount,
  siteTrc20AddressInputSchema,
  usdtCnyRateInputSchema,
} from '@copytrade/contracts/site-payment';
import type { SiteSettings } from '@copytrade/contracts/site-settings';
import { isTrc20AddressFormat } from '@copytrade/contracts/validators';
import { QrcodeOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Trc20Address } from '@/components/trc20-address';
import { currentLocale } from '@/i18n/locale';
import { zodRule } from '@/lib/zod-rule';
import { SaveBar, Section } from './section';
import { useSectionSave } from './use-section-save';
import styles from './tabs.module.css';

type Values = { usdtTrc20Address: string; usdtCnyRate: string };
const FIELDS = ['usdtTrc20Address', 'usdtCnyRate'] as const;
const EXAMPLE_USDT = '29.00';

/**
 * Payments (the former payment settings page): the USDT TRC20 address users recharge to, with the QR code
 * they see, and the CNY rate Alipay and WeChat prices are shown at. Saved with the site settings (audited).
 */
export function PaymentsTab({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [form] = Form.useForm<Values>();
  const address = (Form.useWatch('usdtTrc20Address', form) ?? settings.usdtTrc20Address).trim();
  const rateTyped = Form.useWatch('usdtCnyRate', form) ?? settings.usdtCnyRate ?? '';
  const rate = usdtCnyRateInputSchema.safeParse(rateTyped);
  const example = rate.success && rate.data !== null ? cnyAmount(EXAMPLE_USDT, rate.data) : null;
  const { save, saving } = useSectionSave(form, FIELDS, (values) => ({
    usdtTrc20Address: values.usdtTrc20Address.trim(),
    usdtCnyRate: values.usdtCnyRate.trim(),
  }));

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ usdtTrc20Address: settings.usdtTrc20Address, usdtCnyRate: settings.usdtCnyRate ?? '' }}
      onFinish={save}
    >
      <Section
        id="site-payments-address"
        icon={<QrcodeOutlined aria-hidden />}
        title={t('frictions.sitePayment.addressTitle')}
        note={t('frictions.sitePayment.addressNote')}
      >
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
            className={`${styles.code} ${styles.narrow}`}
            placeholder={t('frictions.sitePayment.addressPlaceholder')}
          />
        </Form.Item>
        <div className={styles.langPicker}>
          <span className={styles.muted}>{t('frictions.sitePayment.preview')}</span>
          {isTrc20AddressFormat(address) ? (
            <Trc20Address address={address} size={120} />
          ) : (
            <p className={styles.muted}>{t('frictions.sitePayment.previewEmpty')}</p>
          )}
        </div>
      </Section>
      <Section
        id="site-payments-rate"
        icon={<SwapOutlined aria-hidden />}
        title={t('frictions.sitePayment.rateTitle')}
        note={t('frictions.sitePayment.rateNote')}
      >
        <Form.Item
          name="usdtCnyRate"
          label={t('frictions.sitePayment.rate')}
          rules={[zodRule(usdtCnyRateInputSchema, locale)]}
          extra={
            example
              ? t('frictions.sitePayment.rateExample', { usdt: EXAMPLE_USDT, cny: formatMoney(example) })
              : t('frictions.sitePayment.rateEmpty')
          }
        >
          <Input
            allowClear
            inputMode="decimal"
            maxLength={16}
            suffix={t('frictions.sitePayment.rateUnit')}
            placeholder={t('frictions.sitePayment.ratePlaceholder')}
            className={styles.narrow}
          />
        </Form.Item>
      </Section>
      <SaveBar>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('siteSettings.save')}
        </Button>
      </SaveBar>
    </Form>
  );
}
