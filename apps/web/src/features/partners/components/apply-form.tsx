import { toBePartnerBodySchema, type ToBePartnerBody } from '@copytrade/contracts/partners';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { applyFieldErrors, zodFieldRule } from '@/lib/zod-rule';
import records from '@/components/records.module.css';
import { useToBePartner } from '../api/application';
import styles from './partners.module.css';

type Values = { realName: string; contact: string; introduction: string };

/**
 * The "become a partner" application (toBePartner): real name 2-30, contact 3-60, introduction up to 500.
 * The shared schema checks each field, so the browser asks for exactly what the server enforces.
 */
export function ApplyForm() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const locale = currentLocale();
  const [form] = Form.useForm<Values>();
  const apply = useToBePartner();
  const [formError, setFormError] = useState<string | null>(null);

  const onFinish = (values: Values) => {
    setFormError(null);
    const body: ToBePartnerBody = {
      realName: values.realName.trim(),
      contact: values.contact.trim(),
      introduction: values.introduction.trim(),
    };
    apply.mutate(body, {
      onSuccess: () => void message.success(t('partners.apply.sent')),
      onError: (error) => {
        if (isApiError(error) && applyFieldErrors(form, error)) return;
        setFormError(error.message);
      },
    });
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      initialValues={{ realName: '', contact: '', introduction: '' }}
      className={styles.applyCard}
      aria-label={t('partners.apply.title')}
    >
      {formError ? <Alert type="error" showIcon className={records.formError} title={formError} /> : null}
      <Form.Item
        name="realName"
        label={t('partners.apply.realName')}
        rules={[zodFieldRule(toBePartnerBodySchema, 'realName', locale)]}
      >
        <Input maxLength={30} autoComplete="name" placeholder={t('partners.apply.realNamePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="contact"
        label={t('partners.apply.contact')}
        rules={[zodFieldRule(toBePartnerBodySchema, 'contact', locale)]}
      >
        <Input maxLength={60} placeholder={t('partners.apply.contactPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="introduction"
        label={t('partners.apply.introduction')}
        rules={[zodFieldRule(toBePartnerBodySchema, 'introduction', locale)]}
      >
        <Input.TextArea
          rows={4}
          maxLength={500}
          showCount
          placeholder={t('partners.apply.introductionPlaceholder')}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={apply.isPending}>
        {t('partners.apply.submit')}
      </Button>
    </Form>
  );
}
