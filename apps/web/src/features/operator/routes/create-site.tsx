import { emailSchema } from '@copytrade/contracts/validators';
import { domainInputSchema } from '@copytrade/contracts/site-settings';
import type { CreateSiteBody } from '@copytrade/contracts/operator';
import { STATUS } from '@copytrade/contracts/status-codes';
import { AppstoreOutlined, GlobalOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, DatePicker, Form, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChoiceCard, ChoiceGroup } from '@/components/choice-cards';
import { PageHeading } from '@/components/page-heading';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { OPERATOR_PATHS, operatorSitePath } from '@/lib/paths';
import { zodRule } from '@/lib/zod-rule';
import { useCreateSite } from '../api/operator-api';
import { LimitInput } from '../components/limit-input';
import styles from './operator-pages.module.css';

type Values = {
  domain: string;
  brandName: string;
  siteType: 2 | 3 | 5;
  templateType: number;
  version: 0 | 1;
  validity: [Dayjs, Dayjs];
  copyMaxNumber: number;
  masterMaxNumber: number;
  userCopyLimit: number;
  userTradeLimit: number;
  availableLang: (1 | 2 | 3)[];
  defaultLang: 1 | 2 | 3;
  adminEmail: string;
};

const FIELDS: readonly (keyof Values)[] = [
  'domain',
  'brandName',
  'siteType',
  'templateType',
  'version',
  'copyMaxNumber',
  'masterMaxNumber',
  'userCopyLimit',
  'userTradeLimit',
  'availableLang',
  'defaultLang',
  'adminEmail',
];

/** A server field error's form field (the validity's two ends are one range field). */
function fieldOf(name: string): keyof Values | null {
  if (name === 'beginTime' || name === 'endTime') return 'validity';
  return (FIELDS as readonly string[]).includes(name) ? (name as keyof Values) : null;
}

/**
 * /operator/sites/new (issue 15): a new site on its own domain with its type, template, version,
 * validity, the four limits, languages, brand, and its first admin, who is invited by mail.
 */
export function CreateSiteRoute() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const create = useCreateSite();
  const [form] = Form.useForm<Values>();
  const [formError, setFormError] = useState<string | null>(null);
  const siteType = Form.useWatch('siteType', form);
  const languages = Form.useWatch('availableLang', form) ?? [];
  const today = dayjs().startOf('day');

  const languageOptions = [
    { value: 1, label: t('operator.lang.1') },
    { value: 2, label: t('operator.lang.2') },
    { value: 3, label: t('operator.lang.3') },
  ] as const;

  const submit = (values: Values) => {
    setFormError(null);
    const [begin, end] = values.validity;
    const body: CreateSiteBody = {
      domain: values.domain,
      brandName: values.brandName,
      siteType: values.siteType,
      templateType: values.siteType === 2 ? values.templateType : 1,
      version: values.version,
      beginTime: begin.startOf('day').valueOf(),
      endTime: end.endOf('day').valueOf(),
      copyMaxNumber: values.copyMaxNumber,
      masterMaxNumber: values.masterMaxNumber,
      userCopyLimit: values.userCopyLimit,
      userTradeLimit: values.userTradeLimit,
      availableLang: values.availableLang,
      defaultLang: values.defaultLang,
      adminEmail: values.adminEmail,
    };
    create.mutate(body, {
      onSuccess: (site) => {
        void message.success(t('operator.create.done', { brand: site.brandName, email: values.adminEmail }));
        void navigate(operatorSitePath(site.siteId));
      },
      onError: (error) => {
        if (!isApiError(error)) return setFormError(error.message);
        const fields = error.fieldErrors.flatMap((item) => {
          const name = fieldOf(item.field);
          return name ? [{ name, errors: [item.message] }] : [];
        });
        if (fields.length > 0) return form.setFields(fields);
        if (error.status === STATUS.SITE_DOMAIN_TAKEN)
          return form.setFields([{ name: 'domain', errors: [error.message] }]);
        return setFormError(error.message);
      },
    });
  };

  return (
    <div className={styles.page}>
      <PageHeading title={t('operator.create.title')} meta={t('operator.create.subtitle')} />
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        scrollToFirstError
        onFinish={submit}
        initialValues={{
          siteType: 2,
          templateType: 1,
          version: 0,
          validity: [today, today.add(1, 'year')],
          copyMaxNumber: 10,
          masterMaxNumber: 10,
          userCopyLimit: -1,
          userTradeLimit: -1,
          availableLang: [1, 2, 3],
          defaultLang: 1,
        }}
        onValuesChange={(changed: Partial<Values>) => {
          if (
            changed.availableLang &&
            !changed.availableLang.includes(form.getFieldValue('defaultLang') as 1 | 2 | 3)
          )
            form.setFieldValue('defaultLang', changed.availableLang[0]);
        }}
        className={styles.stack}
      >
        <section className={styles.panel}>
          <h2 className={styles.sectionTitle}>{t('operator.create.siteSection')}</h2>
          <p className={styles.sectionHint}>{t('operator.create.siteHint')}</p>
          <div className={styles.formGrid}>
            <Form.Item
              name="domain"
              label={t('operator.fields.domain')}
              rules={[zodRule(domainInputSchema, locale)]}
              extra={t('operator.create.domainHelp')}
              required
            >
              <Input prefix={<GlobalOutlined />} placeholder="newbroker.example.com" autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="brandName"
              label={t('operator.fields.brandName')}
              rules={[
                { required: true, whitespace: true, message: t('operator.create.brandRequired') },
                { max: 60, message: t('operator.create.brandTooLong') },
              ]}
              required
            >
              <Input placeholder={t('operator.create.brandPlaceholder')} />
            </Form.Item>
            <Form.Item
              name="siteType"
              label={t('operator.fields.siteType')}
              className={styles.formGridWide}
              required
            >
              <ChoiceGroup stackBelow={768}>
                {([2, 3, 5] as const).map((value) => (
                  <ChoiceCard
                    key={value}
                    value={value}
                    title={t(`operator.siteType.${value}`)}
                    desc={t(`operator.siteTypeHelp.${value}`)}
                  />
                ))}
              </ChoiceGroup>
            </Form.Item>
            {siteType === 2 ? (
              <Form.Item name="templateType" label={t('operator.fields.templateType')} required>
                <Select
                  options={[1, 2, 3, 4].map((n) => ({ value: n, label: t('operator.templateN', { n }) }))}
                  suffixIcon={<AppstoreOutlined />}
                />
              </Form.Item>
            ) : null}
            <Form.Item name="version" label={t('operator.fields.version')} required>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={[
                  { value: 0, label: t('operator.version.0') },
                  { value: 1, label: t('operator.version.1') },
                ]}
              />
            </Form.Item>
          </div>
        </section>

        <section className={styles.panel}>
          <h2 className={styles.sectionTitle}>{t('operator.create.validitySection')}</h2>
          <p className={styles.sectionHint}>{t('operator.create.validityHint')}</p>
          <Form.Item
            name="validity"
            label={t('operator.fields.validity')}
            rules={[{ required: true, message: t('operator.create.validityRequired') }]}
            required
          >
            <DatePicker.RangePicker
              className={styles.fullWidth}
              allowClear={false}
              presets={[
                { label: t('operator.create.preset', { count: 1 }), value: [today, today.add(1, 'year')] },
                { label: t('operator.create.preset', { count: 2 }), value: [today, today.add(2, 'year')] },
                { label: t('operator.create.preset', { count: 3 }), value: [today, today.add(3, 'year')] },
              ]}
            />
          </Form.Item>
        </section>

        <section className={styles.panel}>
          <h2 className={styles.sectionTitle}>{t('operator.create.limitsSection')}</h2>
          <p className={styles.sectionHint}>{t('operator.create.limitsHint')}</p>
          <div className={styles.formGrid}>
            <Form.Item
              name="copyMaxNumber"
              label={t('operator.limits.copyMaxNumber')}
              extra={t('operator.limits.copyMaxNumberHelp')}
            >
              <LimitInput />
            </Form.Item>
            <Form.Item
              name="masterMaxNumber"
              label={t('operator.limits.masterMaxNumber')}
              extra={t('operator.limits.masterMaxNumberHelp')}
            >
              <LimitInput />
            </Form.Item>
            <Form.Item
              name="userCopyLimit"
              label={t('operator.limits.userCopyLimit')}
              extra={t('operator.limits.userCopyLimitHelp')}
            >
              <LimitInput />
            </Form.Item>
            <Form.Item
              name="userTradeLimit"
              label={t('operator.limits.userTradeLimit')}
              extra={t('operator.limits.userTradeLimitHelp')}
            >
              <LimitInput />
            </Form.Item>
          </div>
        </section>

        <section className={styles.panel}>
          <h2 className={styles.sectionTitle}>{t('operator.create.languagesSection')}</h2>
          <div className={styles.formGrid}>
            <Form.Item
              name="availableLang"
              label={t('operator.fields.availableLang')}
              rules={[
                { required: true, type: 'array', min: 1, message: t('operator.create.languagesRequired') },
              ]}
              required
            >
              <Checkbox.Group options={[...languageOptions]} />
            </Form.Item>
            <Form.Item name="defaultLang" label={t('operator.fields.defaultLang')} required>
              <Select options={languageOptions.filter((o) => languages.includes(o.value))} />
            </Form.Item>
          </div>
        </section>

        <section className={styles.panel}>
          <h2 className={styles.sectionTitle}>{t('operator.create.adminSection')}</h2>
          <p className={styles.sectionHint}>{t('operator.create.adminHint')}</p>
          <Form.Item
            name="adminEmail"
            label={t('operator.fields.adminEmail')}
            rules={[zodRule(emailSchema, locale)]}
            required
          >
            <Input
              type="email"
              inputMode="email"
              autoComplete="off"
              placeholder="admin@newbroker.example.com"
            />
          </Form.Item>
        </section>

        {formError ? <Alert type="error" showIcon title={formError} /> : null}
        <div className={styles.formActions}>
          <Button onClick={() => void navigate(OPERATOR_PATHS.sites)}>{t('common.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('operator.create.submit')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
