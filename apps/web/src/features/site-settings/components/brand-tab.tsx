import type { Locale } from '@copytrade/contracts/locale';
import {
  brandShape,
  contrastWarnings,
  FONT_KEYS,
  type ContrastWarning,
  type SiteSettings,
} from '@copytrade/contracts/site-settings';
import {
  BgColorsOutlined,
  EyeOutlined,
  FontSizeOutlined,
  PictureOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Alert, Button, Form, Input, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { schemaRule } from '../utils/form';
import { BrandPreview, lookColors, type BrandLook } from './brand-preview';
import { ColorField } from './color-field';
import { ImageField } from './image-field';
import { SaveBar, Section } from './section';
import { useSectionSave } from './use-section-save';
import styles from './tabs.module.css';

type BrandValues = BrandLook & { icon: string };

const COLOR_FIELDS = [
  'themeColor',
  'secondThemeColor',
  'fontColor',
  'secondFontColor',
  'headerBgc',
  'footerBgc',
  'rightBarBackgroundColor',
] as const;
type ColorField = (typeof COLOR_FIELDS)[number];

const FIELDS = [
  'siteName',
  'brandName',
  'icon',
  'navibarLogo',
  'footBarLogo',
  'bannerBg',
  ...COLOR_FIELDS,
  'fontFamily',
] as const;

function brandValues(settings: SiteSettings): BrandValues {
  return Object.fromEntries(FIELDS.map((field) => [field, settings[field]])) as BrandValues;
}

/** The warning under a colour: which text on it reads poorly, at what ratio. */
function ContrastNote({ warning, t }: { warning: ContrastWarning; t: TFunction }) {
  return (
    <span className={styles.contrast} data-testid={`contrast-${warning.pair}`}>
      <WarningOutlined aria-hidden />
      {t('siteSettings.contrast.note', {
        what: t(`siteSettings.contrast.pair.${warning.pair}`),
        ratio: warning.ratio.toFixed(2),
      })}
    </span>
  );
}

const rule = (field: keyof typeof brandShape, locale: Locale) => schemaRule(brandShape[field], locale);

/**
 * Brand & look: names, logos, the seven theme colours and the font, with a live preview of the site that
 * follows every change before it is saved, and a warning beside each colour whose text falls below WCAG
 * AA (4.5:1). Saving sends these fields only; the running page takes the new theme at once.
 */
export function BrandTab({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [form] = Form.useForm<BrandValues>();
  const initial = brandValues(settings);
  const watched = Form.useWatch([], { form, preserve: true }) as Partial<BrandValues> | undefined;
  const look: BrandValues = { ...initial, ...watched };
  const warnings = contrastWarnings(lookColors(look));
  const warningOf = (field: ColorField) => warnings.find((w) => w.field === field);
  const { save, saving } = useSectionSave(form, FIELDS, (values) => ({
    ...values,
    siteName: values.siteName.trim(),
    brandName: values.brandName.trim(),
  }));

  return (
    <Form<BrandValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      onFinish={save}
      className={styles.brandGrid}
    >
      <div className={styles.brandFields}>
        <Section
          id="site-brand-names"
          icon={<FontSizeOutlined aria-hidden />}
          title={t('siteSettings.brand.names')}
        >
          <div className={styles.pair}>
            <Form.Item
              name="brandName"
              label={t('siteSettings.fields.brandName')}
              rules={[rule('brandName', locale)]}
            >
              <Input maxLength={40} showCount />
            </Form.Item>
            <Form.Item
              name="siteName"
              label={t('siteSettings.fields.siteName')}
              rules={[rule('siteName', locale)]}
            >
              <Input maxLength={60} showCount />
            </Form.Item>
          </div>
        </Section>
        <Section
          id="site-brand-logos"
          icon={<PictureOutlined aria-hidden />}
          title={t('siteSettings.brand.logos')}
          note={t('siteSettings.brand.logosNote')}
        >
          <Form.Item name="navibarLogo" label={t('siteSettings.fields.navibarLogo')}>
            <ImageField kind="logo" wide label={t('siteSettings.fields.navibarLogo')} />
          </Form.Item>
          <Form.Item name="footBarLogo" label={t('siteSettings.fields.footBarLogo')}>
            <ImageField kind="logo" wide label={t('siteSettings.fields.footBarLogo')} />
          </Form.Item>
          <Form.Item name="icon" label={t('siteSettings.fields.icon')}>
            <ImageField kind="icon" label={t('siteSettings.fields.icon')} />
          </Form.Item>
          <Form.Item name="bannerBg" label={t('siteSettings.fields.bannerBg')}>
            <ImageField kind="banner" wide label={t('siteSettings.fields.bannerBg')} />
          </Form.Item>
        </Section>
        <Section
          id="site-brand-colors"
          icon={<BgColorsOutlined aria-hidden />}
          title={t('siteSettings.brand.colors')}
          note={t('siteSettings.brand.colorsNote')}
        >
          <div className={styles.colors}>
            {COLOR_FIELDS.map((field) => {
              const warning = warningOf(field);
              return (
                <Form.Item
                  key={field}
                  name={field}
                  label={t(`siteSettings.fields.${field}`)}
                  rules={[rule(field, locale)]}
                  extra={warning ? <ContrastNote warning={warning} t={t} /> : undefined}
                >
                  <ColorField label={t(`siteSettings.fields.${field}`)} />
                </Form.Item>
              );
            })}
          </div>
          <Form.Item name="fontFamily" label={t('siteSettings.fields.fontFamily')} className={styles.font}>
            <Select
              options={FONT_KEYS.map((key) => ({ value: key, label: t(`siteSettings.fonts.${key}`) }))}
            />
          </Form.Item>
        </Section>
      </div>
      <div className={styles.brandPreview}>
        <Section
          id="site-brand-preview"
          icon={<EyeOutlined aria-hidden />}
          title={t('siteSettings.preview.title')}
          note={t('siteSettings.preview.note')}
        >
          {warnings.length > 0 ? (
            <Alert
              className={styles.contrastAlert}
              type="warning"
              showIcon
              data-testid="contrast-warning"
              title={t('siteSettings.contrast.title', { count: warnings.length })}
              description={t('siteSettings.contrast.hint')}
            />
          ) : null}
          <BrandPreview look={look} />
          <div className={styles.previewGap} />
        </Section>
      </div>
      <div className={styles.brandSave}>
        <SaveBar>
          <Button onClick={() => form.resetFields()}>{t('siteSettings.reset')}</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('siteSettings.save')}
          </Button>
        </SaveBar>
      </div>
    </Form>
  );
}
