import {
  adminAnswerContactBodySchema,
  CONTACT_LIMITS,
  type ContactMessage,
} from '@copytrade/contracts/contact';
import { CommentOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Form, Input, Modal, Segmented, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { Pager } from '@/components/pager';
import { QueryView } from '@/components/query-view';
import { AdminOnly } from '@/components/review-queue/admin-only';
import { currentLocale } from '@/i18n/locale';
import { useFeedback } from '@/lib/feedback';
import { formatDate } from '@/lib/format';
import { usePagedQuery } from '@/lib/use-paged-query';
import { zodFieldRule } from '@/lib/zod-rule';
import { useAnswerContact, contactMessagesQueryOptions } from '../api/contact-messages';
import styles from './contact-review.module.css';

function AnswerDialog({ item, onClose }: { item: ContactMessage | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const locale = currentLocale();
  const [form] = Form.useForm<{ id: number; answer: string }>();
  const answer = useAnswerContact();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <Modal
      open={item !== null}
      title={t('contactReview.answerTitle', { name: item?.name ?? '' })}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('contactReview.send')}
      cancelText={t('common.cancel')}
      confirmLoading={answer.isPending}
      destroyOnHidden
      centered
    >
      {item ? <blockquote className={styles.quote}>{item.content}</blockquote> : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        preserve={false}
        initialValues={{ id: item?.id ?? 0, answer: '' }}
        onFinish={(values) =>
          answer.mutate(
            { id: values.id, answer: values.answer.trim() },
            {
              onSuccess: () => {
                void message.success(t('contactReview.sent'));
                close();
              },
              onError: (failure) => setError(failure.message),
            },
          )
        }
      >
        <Form.Item name="id" hidden>
          <Input />
        </Form.Item>
        <Form.Item
          name="answer"
          label={t('contactReview.answer')}
          extra={
            item?.userId
              ? t('contactReview.toMember')
              : t('contactReview.toVisitor', { contact: item?.contact ?? '' })
          }
          rules={[zodFieldRule(adminAnswerContactBodySchema, 'answer', locale)]}
        >
          <Input.TextArea rows={5} maxLength={CONTACT_LIMITS.ANSWER} showCount />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon title={error} /> : null}
    </Modal>
  );
}

function ContactDesk() {
  const { t } = useTranslation();
  const [state, setState] = useState<'open' | 'answered'>('open');
  const [list, paging] = usePagedQuery((page) => contactMessagesQueryOptions({ state, ...page }));
  const [answering, setAnswering] = useState<ContactMessage | null>(null);

  return (
    <>
      <Segmented<'open' | 'answered'>
        className={styles.filter}
        value={state}
        onChange={(value) => {
          setState(value);
          paging.reset();
        }}
        options={[
          { value: 'open', label: t('contactReview.open') },
          { value: 'answered', label: t('contactReview.answered') },
        ]}
      />
      <QueryView
        query={list}
        loading={<Skeleton active paragraph={{ rows: 6 }} />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Empty
            image={<MessageOutlined className={styles.emptyIcon} />}
            description={state === 'open' ? t('contactReview.emptyOpen') : t('contactReview.emptyAnswered')}
          />
        }
      >
        {(data) => (
          <>
            <ul className={styles.list} aria-label={t('contactReview.title')}>
              {data.items.map((item) => (
                <li key={item.id} className={styles.item}>
                  <header className={styles.head}>
                    <span className={styles.who}>
                      <UserOutlined aria-hidden /> {item.name}
                      <span className={styles.contact}>{item.contact}</span>
                      {item.userId ? <Tag bordered={false}>{t('contactReview.member')}</Tag> : null}
                    </span>
                    <time className={styles.time}>{formatDate(item.createdAt)}</time>
                  </header>
                  <p className={styles.content}>{item.content}</p>
                  {item.state === 'answered' ? (
                    <div className={styles.answer}>
                      <CommentOutlined aria-hidden /> {item.answer}
                      {item.answeredAt ? (
                        <time className={styles.time}> · {formatDate(item.answeredAt)}</time>
                      ) : null}
                    </div>
                  ) : (
                    <Button type="primary" size="small" onClick={() => setAnswering(item)}>
                      {t('contactReview.reply')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            <Pager total={data.total} paging={paging} />
          </>
        )}
      </QueryView>
      <AnswerDialog item={answering} onClose={() => setAnswering(null)} />
    </>
  );
}

/**
 * personalCenter/:id/contactReview (our own path): the messages left on the contact form, for the site's
 * admin to answer once; anyone else gets a notice and no call is made (the server refuses them too).
 */
export function ContactReviewRoute() {
  const { t } = useTranslation();
  return (
    <AdminOnly title={t('contactReview.noAccess')} iconClassName={styles.emptyIcon}>
      <PageHeading title={t('contactReview.title')} meta={t('contactReview.subtitle')} />
      <ContactDesk />
    </AdminOnly>
  );
}
