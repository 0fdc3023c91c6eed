import { siteSettingsShape, type SiteSettings } from '@copytrade/contracts/site-settings';
import { CustomerServiceOutlined, QrcodeOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { schemaRule } from '../utils/form';
import { ImageField } from './image-field';
import { SaveBar, Section } from './section';
import { useSectionSave } from './use-section-save';
import styles from './tabs.module.css';

const TEXT_FIELDS = [
  'custServicePhone',
  'custServiceEmail',
  'qqCustService',
  'qqGroup',
  'whatsapp',
  'telegram',
  'skype',
] as const;
const IMAGE_FIELDS = ['weixinQcodeCustService', 'weixinQcodePub'] as const;
const FIELDS = [...TEXT_FIELDS, ...IMAGE_FIELDS] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/**
 * Contact channels (the right bar, the contact page and the footer show each one that is set): phone,
 * email, QQ and its group, WhatsApp, Telegram, Skype (a number, an account or a link), the WeChat QR codes.
 */
export function ContactTab({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [form] = Form.useForm<Values>();
  const { save, saving } = useSectionSave(form, FIELDS, (values) =>
    Object.fromEntries(FIELDS.map((field) => [field, (values[field] ?? '').trim()])),
  );
  const initial = Object.fromEntries(FIELDS.map((field) => [field, settings[field]])) as Values;

  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} initialValues={initial} onFinish={save}>
      <Section
        id="site-contact"
        icon={<CustomerServiceOutlined aria-hidden />}
        title={t('siteSettings.tabs.contact')}
        note={t('siteSettings.contact.note')}
      >
        <div className={styles.pair}>
          {TEXT_FIELDS.map((field) => (
            <Form.Item
              key={field}
              name={field}
              label={t(`siteSettings.fields.${field}`)}
              rules={[schemaRule(siteSettingsShape[field], locale)]}
            >
              <Input
                allowClear
                placeholder={t(`siteSettings.contact.placeholder.${field}`)}
                maxLength={200}
              />
            </Form.Item>
          ))}
        </div>
      </Section>
      <Section
        id="site-contact-qr"
        icon={<QrcodeOutlined aria-hidden />}
        title={t('siteSettings.contact.qrTitle')}
      >
        <div className={styles.qr}>
          {IMAGE_FIELDS.map((field) => (
            <Form.Item key={field} name={field} label={t(`siteSettings.fields.${field}`)}>
              <ImageField kind="qrcode" label={t(`siteSettings.fields.${field}`)} />
            </Form.Item>
          ))}
        </div>
      </Section>
      <SaveBar>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('siteSettings.save')}
        </Button>
      </SaveBar>
    </Form>
  );
}
