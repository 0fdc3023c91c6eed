import { LANG_CODE_TO_LOCALE } from '@copytrade/contracts/locale';
import type { SiteSettings } from '@copytrade/contracts/site-settings';
import { TranslationOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Radio } from 'antd';
import { translate } from '@copytrade/contracts/messages';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { SaveBar, Section } from './section';
import { useSectionSave } from './use-section-save';
import styles from './tabs.module.css';

type Values = { availableLang: number[]; defaultLang: number };
const CODES = [1, 2, 3] as const;
const FIELDS = ['availableLang', 'defaultLang'] as const;

/** The languages the site offers (the selector shows these) and the one a new visitor gets. */
export function LanguagesTab({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const offered = Form.useWatch('availableLang', form) ?? settings.availableLang;
  const { save, saving } = useSectionSave(form, FIELDS, (values) => ({
    availableLang: CODES.filter((code) => values.availableLang.includes(code)),
    defaultLang: values.defaultLang as 1 | 2 | 3,
  }));
  const languageName = (code: number) =>
    t(`siteSettings.languages.${LANG_CODE_TO_LOCALE[code as 1 | 2 | 3]}`);

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ availableLang: settings.availableLang, defaultLang: settings.defaultLang }}
      onFinish={save}
    >
      <Section
        id="site-languages"
        icon={<TranslationOutlined aria-hidden />}
        title={t('siteSettings.tabs.languages')}
        note={t('siteSettings.languages.note')}
      >
        <Form.Item
          name="availableLang"
          label={t('siteSettings.fields.availableLang')}
          rules={[
            {
              type: 'array',
              min: 1,
              message: translate(currentLocale(), 'validation.availableLang.required'),
            },
          ]}
        >
          <Checkbox.Group options={CODES.map((code) => ({ value: code, label: languageName(code) }))} />
        </Form.Item>
        <Form.Item
          name="defaultLang"
          label={t('siteSettings.fields.defaultLang')}
          dependencies={['availableLang']}
          rules={[
            {
              validator: (_rule, value: number) =>
                offered.includes(value)
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(translate(currentLocale(), 'validation.defaultLang.notOffered')),
                    ),
            },
          ]}
        >
          <Radio.Group
            options={CODES.map((code) => ({
              value: code,
              label: languageName(code),
              disabled: !offered.includes(code),
            }))}
          />
        </Form.Item>
        <p className={styles.muted}>{t('siteSettings.languages.textsHint')}</p>
      </Section>
      <SaveBar>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('siteSettings.save')}
        </Button>
      </SaveBar>
    </Form>
  );
}
