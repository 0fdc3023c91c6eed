import { CONTACT_LIMITS, commitLeavingMessageQuerySchema } from '@copytrade/contracts/contact';
import { SendOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { isApiError, request } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { applyFieldErrors, zodFieldRule } from '@/lib/zod-rule';
import styles from './contact-form.module.css';

type Values = { name: string; contact: string; content: string };

/**
 * The contact form (commitLeavingMessage): name, a way to reach the sender, the message. The shared schema
 * checks each field as the server does; a signed-in sender gets the answer under the bell, a visitor by the
 * contact he left. Three messages per ten minutes per network address (the server's 429 is shown).
 */
export function ContactForm() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const user = useCurrentUser();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async (query: Values) => request('commitLeavingMessage', { query, quiet: true }),
  });

  const onFinish = (values: Values) => {
    setError(null);
    send.mutate(
      { name: values.name.trim(), contact: values.contact.trim(), content: values.content.trim() },
      {
        onError: (failure) => {
          if (isApiError(failure) && applyFieldErrors(form, failure)) return;
          setError(failure.message);
        },
      },
    );
  };

  if (send.isSuccess) {
    return (
      <Result
        status="success"
        className={styles.done}
        title={t('contact.form.sent')}
        subTitle={user ? t('contact.form.sentMember') : t('contact.form.sentVisitor')}
        extra={
          <Button
            onClick={() => {
              form.resetFields();
              send.reset();
            }}
          >
            {t('contact.form.another')}
          </Button>
        }
      />
    );
  }

  return (
    <section className={styles.card} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.title}>
        {t('contact.form.title')}
      </h2>
      <p className={styles.lead}>{t('contact.form.lead')}</p>
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{ name: user?.nickName ?? '', contact: user?.email ?? user?.phone ?? '', content: '' }}
      >
        <div className={styles.row}>
          <Form.Item
            name="name"
            label={t('contact.form.name')}
            rules={[zodFieldRule(commitLeavingMessageQuerySchema, 'name', locale)]}
            className={styles.field}
          >
            <Input maxLength={CONTACT_LIMITS.NAME} autoComplete="name" />
          </Form.Item>
          <Form.Item
            name="contact"
            label={t('contact.form.contact')}
            rules={[zodFieldRule(commitLeavingMessageQuerySchema, 'contact', locale)]}
            className={styles.field}
          >
            <Input maxLength={CONTACT_LIMITS.CONTACT} placeholder={t('contact.form.contactPlaceholder')} />
          </Form.Item>
        </div>
        <Form.Item
          name="content"
          label={t('contact.form.content')}
          rules={[zodFieldRule(commitLeavingMessageQuerySchema, 'content', locale)]}
        >
          <Input.TextArea
            rows={5}
            maxLength={CONTACT_LIMITS.CONTENT}
            showCount
            placeholder={t('contact.form.contentPlaceholder')}
          />
        </Form.Item>
        {error ? <Alert type="error" showIcon className={styles.alert} title={error} /> : null}
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={send.isPending}>
          {t('contact.form.send')}
        </Button>
      </Form>
    </section>
  );
}
