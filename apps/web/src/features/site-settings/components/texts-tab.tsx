import { ABOUT_TEXT_MAX, type SiteSettings } from '@copytrade/contracts/site-settings';
import { FileTextOutlined } from '@ant-design/icons';
import { Button, Form, Input, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocales, siteLocales } from './localized-input';
import { SaveBar, Section } from './section';
import { useSectionSave } from './use-section-save';
import styles from './tabs.module.css';

const TEXT_FIELDS = ['companyIntro', 'teamIntro', 'mission', 'goal', 'expectation', 'workTime'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Values = Record<TextField, Record<string, string>>;

/** Long texts get a text area; the work time is one line. */
const ROWS: Record<TextField, number> = {
  companyIntro: 5,
  teamIntro: 4,
  mission: 2,
  goal: 2,
  expectation: 2,
  workTime: 1,
};

/**
 * About texts (company, team, mission, goal, expectation, work time) in each language the site offers: one
 * language at a time, all of them saved together; a language the site does not offer is left as it is.
 */
export function TextsTab({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const locales = siteLocales(settings.availableLang);
  const [language, setLanguage] = useState(locales[0]!);
  const { save, saving } = useSectionSave(form, TEXT_FIELDS, (values) =>
    Object.fromEntries(TEXT_FIELDS.map((field) => [field, pickLocales(values[field], locales)])),
  );
  const initial = Object.fromEntries(
    TEXT_FIELDS.map((field) => [field, settings[field]]),
  ) as unknown as Values;

  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} initialValues={initial} onFinish={save}>
      <Section
        id="site-texts"
        icon={<FileTextOutlined aria-hidden />}
        title={t('siteSettings.tabs.texts')}
        note={t('siteSettings.texts.note')}
      >
        <Segmented
          className={styles.langPicker}
          aria-label={t('siteSettings.texts.language')}
          value={language}
          onChange={(value) => setLanguage(value)}
          options={locales.map((locale) => ({ value: locale, label: t(`siteSettings.languages.${locale}`) }))}
        />
        {TEXT_FIELDS.map((field) =>
          locales.map((locale) => (
            <Form.Item
              key={`${field}-${locale}`}
              name={[field, locale]}
              label={`${t(`siteSettings.fields.${field}`)} · ${t(`siteSettings.languages.${locale}`)}`}
              hidden={locale !== language}
            >
              {ROWS[field] === 1 ? (
                <Input maxLength={ABOUT_TEXT_MAX[field]} showCount />
              ) : (
                <Input.TextArea
                  autoSize={{ minRows: ROWS[field], maxRows: 12 }}
                  maxLength={ABOUT_TEXT_MAX[field]}
                  showCount
                />
              )}
            </Form.Item>
          )),
        )}
      </Section>
      <SaveBar>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('siteSettings.save')}
        </Button>
      </SaveBar>
    </Form>
  );
}
