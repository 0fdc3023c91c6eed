import { COPY_TYPE } from '@copytrade/contracts/constants';
import {
  PREVIEW,
  previewAmountSchema,
  previewLeverageSchema,
  type CopyPreviewInput,
} from '@copytrade/contracts/preview';
import { lotOrRatioSchema } from '@copytrade/contracts/validators';
import { ExperimentOutlined } from '@ant-design/icons';
import { Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { zodRule } from '@/lib/zod-rule';
import { useCopyPreview } from '../api/copy-preview';
import { DEFAULT_VISITOR_VALUES, visitorBody, type VisitorValues } from '../utils/visitor-form';
import type { PreviewChartComponent } from './preview-chart';
import { PreviewStates } from './preview-states';
import styles from './copy-preview.module.css';

const MODES = [
  { value: COPY_TYPE.SMART_RATIO, key: 'smartRatio' },
  { value: COPY_TYPE.FIXED_RATIO, key: 'fixedRatio' },
  { value: COPY_TYPE.FIXED_LOT, key: 'fixedLot' },
] as const;

/**
 * "If I had copied": anyone types an amount and a leverage and picks a follow mode, and sees what copying
 * the trader would have done over his last 90 days (public preview, the trader's own symbols). It runs with
 * 10,000 at 1:100 and the smart ratio as soon as it opens.
 */
export function VisitorCopyPreview({ mtId, Chart }: { mtId: number; Chart: PreviewChartComponent }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [form] = Form.useForm<VisitorValues>();
  const copyType = Form.useWatch('copyType', form) ?? DEFAULT_VISITOR_VALUES.copyType;
  const [body, setBody] = useState<CopyPreviewInput>(() => visitorBody(mtId, DEFAULT_VISITOR_VALUES));
  const query = useCopyPreview(body);
  const currency = query.data?.currency ?? 'USD';

  const run = (values: VisitorValues) => {
    setBody(visitorBody(mtId, { ...DEFAULT_VISITOR_VALUES, ...values }));
  };

  return (
    <section className={styles.panel} aria-labelledby="copy-preview-title">
      <div className={styles.panelHead}>
        <h2 id="copy-preview-title" className={styles.panelTitle}>
          <ExperimentOutlined className={styles.titleIcon} /> {t('copyPreview.title')}
        </h2>
        <p className={styles.intro}>{t('copyPreview.visitor.intro', { days: PREVIEW.WINDOW_DAYS })}</p>
      </div>
      <Form<VisitorValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={DEFAULT_VISITOR_VALUES}
        onFinish={run}
        className={styles.visitorForm}
      >
        <Form.Item
          name="amount"
          label={t('copyPreview.visitor.amount')}
          rules={[zodRule(previewAmountSchema, locale)]}
          className={styles.amountItem}
        >
          <Input inputMode="decimal" suffix={currency} maxLength={12} />
        </Form.Item>
        <Form.Item
          name="leverage"
          label={t('copyPreview.visitor.leverage')}
          rules={[zodRule(previewLeverageSchema, locale)]}
          className={styles.leverageItem}
        >
          <Input inputMode="numeric" prefix="1 :" maxLength={4} />
        </Form.Item>
        <Form.Item name="copyType" label={t('copyPreview.visitor.mode')} className={styles.modeItem}>
          <Radio.Group optionType="button" buttonStyle="solid">
            {MODES.map((mode) => (
              <Radio.Button key={mode.value} value={mode.value}>
                {t(`copy.mode.${mode.key}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        {copyType === COPY_TYPE.FIXED_LOT ? (
          <Form.Item
            name="lots"
            label={t('copyPreview.visitor.lots')}
            rules={[zodRule(lotOrRatioSchema, locale)]}
            className={styles.valueItem}
          >
            <Input inputMode="decimal" suffix={t('copy.unit.lots')} maxLength={12} />
          </Form.Item>
        ) : null}
        {copyType === COPY_TYPE.FIXED_RATIO ? (
          <Form.Item
            name="ratio"
            label={t('copyPreview.visitor.ratio')}
            rules={[zodRule(lotOrRatioSchema, locale)]}
            className={styles.valueItem}
          >
            <Input inputMode="decimal" suffix="×" maxLength={12} />
          </Form.Item>
        ) : null}
        <Form.Item label=" " className={styles.runItem}>
          <Button type="primary" htmlType="submit" loading={query.isFetching}>
            {t('copyPreview.visitor.run')}
          </Button>
        </Form.Item>
      </Form>
      <PreviewStates query={query} Chart={Chart} />
    </section>
  );
}
