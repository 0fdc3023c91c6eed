import { MailOutlined, MessageOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Result, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { QueryView } from '@/components/query-view';
import { formatDate } from '@/lib/format';
import { useOutbox } from '../api/get-outbox';
import styles from './outbox.module.css';

/** /dev/outbox: the development mail and text-message outbox, newest first, refreshed every 3 s. */
export function OutboxRoute() {
  const { t } = useTranslation();
  const outbox = useOutbox();

  const body = (
    <QueryView
      query={outbox}
      loading={<Skeleton active paragraph={{ rows: 6 }} />}
      isEmpty={(data) => data.enabled && data.items.length === 0}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('outbox.empty')} />}
    >
      {(data) =>
        !data.enabled ? (
          <Result status="info" title={t('outbox.offTitle')} subTitle={t('outbox.offText')} />
        ) : (
          <ul className={styles.list}>
            {data.items.map((item) => (
              <li key={item.id} className={styles.item}>
                <div className={styles.head}>
                  <Tag
                    icon={item.channel === 'email' ? <MailOutlined /> : <MessageOutlined />}
                    color={item.channel === 'email' ? 'blue' : 'green'}
                  >
                    {item.channel === 'email' ? t('outbox.email') : t('outbox.sms')}
                  </Tag>
                  <span className={styles.to}>{item.to}</span>
                  <time className={styles.time}>{formatDate(item.createTime)}</time>
                </div>
                {item.subject ? <div className={styles.subject}>{item.subject}</div> : null}
                <pre className={styles.text}>{item.text}</pre>
              </li>
            ))}
          </ul>
        )
      }
    </QueryView>
  );

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <PageHeading
          title={t('outbox.title')}
          meta={t('outbox.subtitle')}
          extra={
            <Button
              icon={<ReloadOutlined />}
              loading={outbox.isFetching}
              onClick={() => void outbox.refetch()}
            >
              {t('common.refresh')}
            </Button>
          }
        />
        {body}
      </div>
    </div>
  );
}
