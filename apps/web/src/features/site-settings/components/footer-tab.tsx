import {
  ABOUT_TEXT_MAX,
  SITE_SETTINGS_LIMITS,
  siteLinkSchema,
  type SiteSettings,
} from '@copytrade/contracts/site-settings';
import { DeleteOutlined, LayoutOutlined, PlusOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Locale } from '@copytrade/contracts/locale';
import { currentLocale } from '@/i18n/locale';
import { schemaRule } from '../utils/form';
import { pickLocales, siteLocales } from './localized-input';
import { SaveBar, Section } from './section';
import { useSectionSave } from './use-section-save';
import styles from './tabs.module.css';

type Text = Record<string, string>;
type Values = {
  footerGroups: { title: Text; links: { title: Text; url: string }[] }[];
  openStatement: Text;
};

const FIELDS = ['footerGroups', 'openStatement'] as const;
const requiredLink = siteLinkSchema.refine((value) => value !== '', { error: 'validation.link.invalid' });

/**
 * The footer: its link groups (a title and links, each titled in the site's languages, to an in-site path or
 * an http(s) address) and the legal statement under them. The groups are the content module's columns.
 */
export function FooterTab({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [form] = Form.useForm<Values>();
  const locales = siteLocales(settings.availableLang);
  const languageLabel = (l: Locale) => t(`siteSettings.languages.${l}`);
  const { save, saving } = useSectionSave(form, FIELDS, (values) => ({
    openStatement: pickLocales(values.openStatement, locales),
    footerGroups: (values.footerGroups ?? []).map((group) => ({
      title: pickLocales(group.title, locales),
      links: (group.links ?? []).map((link) => ({
        title: pickLocales(link.title, locales),
        url: link.url.trim(),
      })),
    })),
  }));

  const titleInputs = (path: (string | number)[], max: number, what: string) => (
    <div className={styles.langInputs}>
      {locales.map((l) => (
        <Form.Item
          key={l}
          name={[...path, l]}
          label={`${what} · ${languageLabel(l)}`}
          rules={[schemaRule(z.string().trim().max(max), locale)]}
        >
          <Input maxLength={max} />
        </Form.Item>
      ))}
    </div>
  );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ footerGroups: settings.footerGroups, openStatement: settings.openStatement }}
      onFinish={save}
    >
      <Section
        id="site-footer-groups"
        icon={<LayoutOutlined aria-hidden />}
        title={t('siteSettings.footer.groups')}
        note={t('siteSettings.footer.groupsNote')}
      >
        <Form.List name="footerGroups">
          {(groups, { add, remove }) => (
            <>
              {groups.map((group, index) => (
                <div key={group.key} className={styles.group} data-testid="footer-group">
                  <div className={styles.groupHead}>
                    <span>{t('siteSettings.footer.group', { n: index + 1 })}</span>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('siteSettings.footer.removeGroup', { n: index + 1 })}
                      onClick={() => remove(group.name)}
                    />
                  </div>
                  {titleInputs([group.name, 'title'], 40, t('siteSettings.footer.groupTitle'))}
                  <Form.List name={[group.name, 'links']}>
                    {(links, linkOps) => (
                      <>
                        {links.map((link) => (
                          <div key={link.key} className={styles.link}>
                            {titleInputs([link.name, 'title'], 40, t('siteSettings.footer.linkTitle'))}
                            <div className={styles.linkUrl}>
                              <Form.Item
                                name={[link.name, 'url']}
                                label={t('siteSettings.footer.url')}
                                rules={[schemaRule(requiredLink, locale)]}
                              >
                                <Input placeholder="/aboutUs/introduce" spellCheck={false} />
                              </Form.Item>
                              <Form.Item label=" ">
                                <Button
                                  type="text"
                                  icon={<DeleteOutlined aria-hidden />}
                                  aria-label={t('siteSettings.footer.removeLink')}
                                  onClick={() => linkOps.remove(link.name)}
                                />
                              </Form.Item>
                            </div>
                          </div>
                        ))}
                        {links.length < SITE_SETTINGS_LIMITS.FOOTER_LINKS_PER_GROUP ? (
                          <Form.Item>
                            <Button
                              type="dashed"
                              icon={<PlusOutlined aria-hidden />}
                              onClick={() => linkOps.add({ title: {}, url: '' })}
                            >
                              {t('siteSettings.footer.addLink')}
                            </Button>
                          </Form.Item>
                        ) : null}
                      </>
                    )}
                  </Form.List>
                </div>
              ))}
              {groups.length < SITE_SETTINGS_LIMITS.FOOTER_GROUPS ? (
                <Form.Item>
                  <Button
                    type="dashed"
                    block
                    icon={<PlusOutlined aria-hidden />}
                    onClick={() => add({ title: {}, links: [] })}
                  >
                    {t('siteSettings.footer.addGroup')}
                  </Button>
                </Form.Item>
              ) : null}
            </>
          )}
        </Form.List>
      </Section>
      <Section
        id="site-footer-statement"
        icon={<SafetyOutlined aria-hidden />}
        title={t('siteSettings.fields.openStatement')}
        note={t('siteSettings.footer.statementNote')}
      >
        {locales.map((l) => (
          <Form.Item key={l} name={['openStatement', l]} label={languageLabel(l)}>
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 8 }}
              maxLength={ABOUT_TEXT_MAX.openStatement}
              showCount
            />
          </Form.Item>
        ))}
      </Section>
      <SaveBar>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('siteSettings.save')}
        </Button>
      </SaveBar>
    </Form>
  );
}
