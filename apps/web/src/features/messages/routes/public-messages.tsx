import { LOCALES, pickLocalized, type Locale } from '@copytrade/contracts/locale';
import {
  PUBLIC_MESSAGE_LIMITS,
  publishPublicMessageBodySchema,
  type PublicMessage,
  type PublishPublicMessageBody,
} from '@copytrade/contracts/notices';
import { NotificationOutlined, PlusOutlined, SoundOutlined, TeamOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Popconfirm, Progress, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { Pager } from '@/components/pager';
import { QueryView } from '@/components/query-view';
import { AdminOnly } from '@/components/review-queue/admin-only';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { formatDate } from '@/lib/format';
import { usePagedQuery } from '@/lib/use-paged-query';
import { zodFieldRule } from '@/lib/zod-rule';
import {
  publicMessagesQueryOptions,
  usePublishPublicMessage,
  useWithdrawPublicMessage,
} from '../api/public-messages';
import styles from './public-messages.module.css';

type Texts = Record<Locale, string>;
type FormValues = { title: Texts; content: Texts };

const EMPTY: FormValues = {
  title: { zh_CN: '', en_US: '', zh_Hant: '' },
  content: { zh_CN: '', en_US: '', zh_Hant: '' },
};

/** The publish dialog: title and content per language in tabs (Simplified Chinese required). */
function PublishDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const locale = currentLocale();
  const [form] = Form.useForm<FormValues>();
  const [language, setLanguage] = useState<Locale>('zh_CN');
  const [error, setError] = useState<string | null>(null);
  const publish = usePublishPublicMessage();

  const close = () => {
    setError(null);
    setLanguage('zh_CN');
    onClose();
  };
  const rule = (field: string) => zodFieldRule(publishPublicMessageBodySchema, field, locale);

  const submit = (values: FormValues) => {
    setError(null);
    const body: PublishPublicMessageBody = { title: values.title, content: values.content };
    publish.mutate(body, {
      onSuccess: (published) => {
        void message.success(t('messages.publicAdmin.published', { count: published.recipients }));
        form.resetFields();
        close();
      },
      onError: (failure) => {
        const fields = isApiError(failure)
          ? failure.fieldErrors.filter((item) => item.field.includes('.'))
          : [];
        if (fields.length > 0) {
          form.setFields(
            fields.map((item) => ({
              name: item.field.split('.') as ['title' | 'content', Locale],
              errors: [item.message],
            })),
          );
          const first = fields[0]!.field.split('.')[1];
          if (LOCALES.includes(first as Locale)) setLanguage(first as Locale);
        } else setError(failure.message);
      },
    });
  };

  return (
    <Modal
      open={open}
      title={t('messages.publicAdmin.dialogTitle')}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('messages.publicAdmin.publishOk')}
      cancelText={t('common.cancel')}
      confirmLoading={publish.isPending}
      width={680}
      destroyOnHidden
      centered
    >
      <Alert
        type="info"
        showIcon
        className={styles.audience}
        title={t('messages.publicAdmin.audienceHint')}
      />
      <Form<FormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={EMPTY}
        onFinish={submit}
        onFinishFailed={({ errorFields }) => {
          const first = errorFields[0]?.name[1];
          if (LOCALES.includes(first as Locale)) setLanguage(first as Locale);
        }}
      >
        <Tabs
          activeKey={language}
          onChange={(key) => setLanguage(key as Locale)}
          items={LOCALES.map((code) => ({
            key: code,
            forceRender: true,
            label: (
              <span>
                {t(`messages.publicAdmin.languages.${code}`)}{' '}
                <Tag bordered={false} color={code === 'zh_CN' ? 'red' : undefined} className={styles.langTag}>
                  {code === 'zh_CN' ? t('messages.publicAdmin.required') : t('messages.publicAdmin.optional')}
                </Tag>
              </span>
            ),
            children: (
              <>
                <Form.Item
                  name={['title', code]}
                  label={t('messages.publicAdmin.titleLabel')}
                  rules={[rule(`title.${code}`)]}
                >
                  <Input
                    maxLength={PUBLIC_MESSAGE_LIMITS.TITLE}
                    showCount
                    placeholder={t('messages.publicAdmin.titlePlaceholder')}
                  />
                </Form.Item>
                <Form.Item
                  name={['content', code]}
                  label={t('messages.publicAdmin.contentLabel')}
                  rules={[rule(`content.${code}`)]}
                  extra={code === 'zh_CN' ? null : t('messages.publicAdmin.fallbackHint')}
                >
                  <Input.TextArea
                    rows={7}
                    maxLength={PUBLIC_MESSAGE_LIMITS.CONTENT}
                    showCount
                    placeholder={t('messages.publicAdmin.contentPlaceholder')}
                  />
                </Form.Item>
              </>
            ),
          }))}
        />
      </Form>
      {error ? <Alert type="error" showIcon title={error} /> : null}
    </Modal>
  );
}

function MessageCard({ item }: { item: PublicMessage }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const locale = currentLocale();
  const withdraw = useWithdrawPublicMessage();
  const languages = LOCALES.filter((code) => item.title[code] || item.content[code]);
  const percent = item.recipients > 0 ? Math.round((item.readCount / item.recipients) * 100) : 0;
  return (
    <li className={`${styles.item} ${item.withdrawn ? styles.withdrawn : ''}`}>
      <header className={styles.head}>
        <span className={styles.title}>
          <SoundOutlined aria-hidden className={styles.titleIcon} />
          {pickLocalized(locale, item.title)}
        </span>
        {item.withdrawn ? (
          <Tag>{t('messages.publicAdmin.withdrawn')}</Tag>
        ) : (
          <Tag color="green">{t('messages.publicAdmin.live')}</Tag>
        )}
      </header>
      <Typography.Paragraph
        className={styles.content}
        ellipsis={{
          rows: 3,
          expandable: 'collapsible',
          symbol: (open) => (open ? t('messages.collapse') : t('messages.expand')),
        }}
      >
        {pickLocalized(locale, item.content)}
      </Typography.Paragraph>
      <div className={styles.langs}>
        {languages.map((code) => (
          <Tag key={code} bordered={false}>
            {t(`messages.publicAdmin.languages.${code}`)}
          </Tag>
        ))}
      </div>
      <footer className={styles.foot}>
        <dl className={styles.facts}>
          <div>
            <dt>{t('messages.publicAdmin.publishedAt')}</dt>
            <dd>{formatDate(item.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('messages.publicAdmin.author')}</dt>
            <dd>{item.authorName || '—'}</dd>
          </div>
          <div>
            <dt>
              <TeamOutlined aria-hidden /> {t('messages.publicAdmin.recipients')}
            </dt>
            <dd>{item.recipients}</dd>
          </div>
          {item.withdrawn ? null : (
            <div className={styles.reads}>
              <dt>{t('messages.publicAdmin.reads')}</dt>
              <dd>
                <Progress percent={percent} size="small" showInfo={false} className={styles.progress} />
                <span>
                  {t('messages.publicAdmin.readRate', { read: item.readCount, total: item.recipients })}
                </span>
              </dd>
            </div>
          )}
        </dl>
        {item.withdrawn ? null : (
          <Popconfirm
            title={t('messages.publicAdmin.withdrawTitle')}
            description={t('messages.publicAdmin.withdrawText')}
            okText={t('messages.publicAdmin.withdrawOk')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true, loading: withdraw.isPending }}
            onConfirm={() =>
              withdraw.mutate(item.id, {
                onSuccess: () => void message.success(t('messages.publicAdmin.withdrawDone')),
              })
            }
          >
            <Button danger size="small">
              {t('messages.publicAdmin.withdraw')}
            </Button>
          </Popconfirm>
        )}
      </footer>
    </li>
  );
}

function PublicDesk() {
  const { t } = useTranslation();

  const [publishing, setPublishing] = useState(false);
  const [list, paging] = usePagedQuery((page) => publicMessagesQueryOptions(page));

  return (
    <>
      <PageHeading
        title={t('messages.publicAdmin.title')}
        meta={t('messages.publicAdmin.subtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setPublishing(true)}>
            {t('messages.publicAdmin.publish')}
          </Button>
        }
      />
      <QueryView
        query={list}
        loading={<ListSkeleton rows={4} />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={<NotificationOutlined />}
            title={t('messages.publicAdmin.empty')}
            hint={t('messages.publicAdmin.emptyHint')}
            action={
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setPublishing(true)}>
                {t('messages.publicAdmin.publish')}
              </Button>
            }
          />
        }
      >
        {(data) => (
          <>
            <ul className={styles.list} aria-label={t('messages.publicAdmin.listLabel')}>
              {data.items.map((item) => (
                <MessageCard key={item.id} item={item} />
              ))}
            </ul>
            <Pager total={data.total} paging={paging} />
          </>
        )}
      </QueryView>
      <PublishDialog open={publishing} onClose={() => setPublishing(false)} />
    </>
  );
}

/**
 * The site admin's public messages (the lead puts it in the personal center): the published messages with
 * their recipients and reads, a publish dialog with a tab per language, and withdraw after a confirmation.
 * Anyone else gets a notice and no call is made (the server refuses them too).
 */
export function PublicMessagesRoute() {
  const { t } = useTranslation();
  return (
    <AdminOnly title={t('messages.publicAdmin.noAccess')} iconClassName={styles.lockIcon}>
      <PublicDesk />
    </AdminOnly>
  );
}
