import { siteSettingsShape, type SiteSettings } from '@copytrade/contracts/site-settings';
import { ControlOutlined, LineChartOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, InputNumber, Radio, Switch } from 'antd';
import { translate } from '@copytrade/contracts/messages';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { schemaRule } from '../utils/form';
import { SaveBar, Section } from './section';
import { useSectionSave } from './use-section-save';
import styles from './tabs.module.css';

type Values = {
  verifyMethod: number;
  reverseCopyFlag: boolean;
  typeList: number[];
  openWallet: boolean;
  openSettlement: boolean;
  /** The site's share of fees in percent (the API keeps a fraction). */
  proportionPercent: number | null;
  statisticsCode: string;
};

const FIELDS = [
  'verifyMethod',
  'reverseCopyFlag',
  'typeList',
  'openWallet',
  'openSettlement',
  'proportion',
  'statisticsCode',
] as const;

/** '0.2000' -> 20; '0.1234' -> 12.34. */
function percentOf(fraction: string): number {
  return Math.round(Number(fraction) * 10_000) / 100;
}

/** 20 -> '0.2000'; 12.34 -> '0.1234'. */
function fractionOf(percent: number): string {
  return (Math.round(percent * 100) / 10_000).toFixed(4);
}

/**
 * Business rules: how users register and log in (verifyMethod), whether followers may copy in reverse,
 * the fee models traders may offer, the wallet and the weekly settlement, the site's share of fees, and
 * the analytics script (an https address; the pages' script policy allows its host).
 */
export function RulesTab({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [form] = Form.useForm<Values>();
  const { save, saving } = useSectionSave(form, [...FIELDS, 'proportionPercent'], (values) => ({
    verifyMethod: values.verifyMethod as 0 | 1 | 2,
    reverseCopyFlag: values.reverseCopyFlag ? 1 : 0,
    typeList: [1, 2, 3].filter((code) => values.typeList.includes(code)) as (1 | 2 | 3)[],
    openWallet: values.openWallet,
    openSettlement: values.openSettlement,
    proportion: fractionOf(values.proportionPercent ?? 0),
    statisticsCode: values.statisticsCode.trim(),
  }));

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{
        verifyMethod: settings.verifyMethod,
        reverseCopyFlag: settings.reverseCopyFlag === 1,
        typeList: settings.typeList,
        openWallet: settings.openWallet,
        openSettlement: settings.openSettlement,
        proportionPercent: percentOf(settings.proportion),
        statisticsCode: settings.statisticsCode,
      }}
      onFinish={save}
    >
      <Section
        id="site-rules"
        icon={<ControlOutlined aria-hidden />}
        title={t('siteSettings.tabs.rules')}
        note={t('siteSettings.rules.note')}
      >
        <Form.Item name="verifyMethod" label={t('siteSettings.fields.verifyMethod')}>
          <Radio.Group
            options={([0, 1, 2] as const).map((value) => ({
              value,
              label: t(`siteSettings.rules.verify.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="typeList"
          label={t('siteSettings.fields.typeList')}
          rules={[{ type: 'array', min: 1, message: translate(locale, 'validation.typeList.required') }]}
        >
          <Checkbox.Group
            options={([1, 2, 3] as const).map((value) => ({
              value,
              label: t(`siteSettings.rules.fee.${value}`),
            }))}
          />
        </Form.Item>
        <div className={styles.inline}>
          <Form.Item
            name="reverseCopyFlag"
            label={t('siteSettings.fields.reverseCopyFlag')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Form.Item name="openWallet" label={t('siteSettings.fields.openWallet')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="openSettlement"
            label={t('siteSettings.fields.openSettlement')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </div>
        <Form.Item
          name="proportionPercent"
          label={t('siteSettings.fields.proportion')}
          extra={t('siteSettings.rules.proportionHelp')}
          rules={[
            {
              validator: (_rule, value: number | null) =>
                value !== null && value !== undefined && value >= 0 && value <= 100
                  ? Promise.resolve()
                  : Promise.reject(new Error(translate(locale, 'validation.proportion.invalid'))),
            },
          ]}
        >
          <InputNumber min={0} max={100} precision={2} step={1} suffix="%" className={styles.narrow} />
        </Form.Item>
      </Section>
      <Section
        id="site-analytics"
        icon={<LineChartOutlined aria-hidden />}
        title={t('siteSettings.fields.statisticsCode')}
        note={t('siteSettings.rules.statisticsNote')}
      >
        <Form.Item
          name="statisticsCode"
          label={t('siteSettings.rules.statisticsUrl')}
          rules={[schemaRule(siteSettingsShape.statisticsCode, locale)]}
        >
          <Input
            allowClear
            spellCheck={false}
            placeholder="https://hm.baidu.com/hm.js?…"
            className={`${styles.code} ${styles.narrow}`}
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
