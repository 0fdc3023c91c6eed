import { OUTBOX_SEARCH_MAX, type OutboxChannel, type OutboxMessage } from '@copytrade/contracts/outbox';
import { MailOutlined, MessageOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/components/data-list';
import { PageHeading } from '@/components/page-heading';
import { EmptyState } from '@/components/page-states';
import { PagedList } from '@/components/paged-list';
import { AdminOnly } from '@/components/review-queue/admin-only';
import { formatDate } from '@/lib/format';
import { usePagedQuery } from '@/lib/use-paged-query';
import { mailLogQueryOptions } from '../api/admin-query-outbox';
import styles from './mail-log.module.css';

type ChannelFilter = OutboxChannel | 'all';

/** The verification code a message carries (six digits on their own), to read out or copy at a glance. */
function codeOf(message: OutboxMessage): string | null {
  return /(?:^|\D)(\d{6})(?!\d)/.exec(`${message.subject}\n${message.text}`)?.[1] ?? null;
}

function ChannelTag({ channel }: { channel: OutboxChannel }) {
  const { t } = useTranslation();
  return channel === 'email' ? (
    <Tag color="blue" icon={<MailOutlined aria-hidden />} bordered={false}>
      {t('mailLog.email')}
    </Tag>
  ) : (
    <Tag color="green" icon={<MessageOutlined aria-hidden />} bordered={false}>
      {t('mailLog.sms')}
    </Tag>
  );
}

/** The code first, then the text on as few lines as it takes (its blank lines would waste the two shown). */
function MessageText({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation();
  const code = codeOf(message);
  return (
    <div className={styles.text}>
      {code ? (
        <span className={styles.code}>
          <span className={styles.codeLabel}>{t('mailLog.code')}</span>
          <Typography.Text strong copyable={{ text: code, tooltips: [t('common.copy'), t('common.copied')] }}>
            {code}
          </Typography.Text>
        </span>
      ) : null}
      <Typography.Paragraph
        className={styles.body}
        ellipsis={{
          rows: 2,
          expandable: 'collapsible',
          symbol: (open) => (open ? t('mailLog.less') : t('mailLog.more')),
        }}
      >
        {message.text.replace(/\s*\n\s*/g, ' ')}
      </Typography.Paragraph>
    </div>
  );
}

/** The log itself: the channel and recipient filters, the table (cards on a phone) and the pager. */
function MailLog() {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<ChannelFilter>('all');
  const [search, setSearch] = useState('');
  const [recipient, setRecipient] = useState('');
  const [list, paging] = usePagedQuery((page) => mailLogQueryOptions({ channel, recipient, ...page }), {
    defaultPageSize: 20,
  });
  const filtered = channel !== 'all' || recipient !== '';

  const clearFilters = () => {
    setChannel('all');
    setSearch('');
    setRecipient('');
    paging.reset();
  };

  const columns: DataColumn<OutboxMessage>[] = [
    { key: 'channel', title: t('mailLog.channel'), render: (row) => <ChannelTag channel={row.channel} /> },
    {
      key: 'to',
      title: t('mailLog.to'),
      render: (row) => (
        <Typography.Text
          className={styles.recipient}
          copyable={{ text: row.to, tooltips: [t('common.copy'), t('common.copied')] }}
        >
          {row.to}
        </Typography.Text>
      ),
    },
    {
      key: 'subject',
      title: t('mailLog.subject'),
      render: (row) => <span className={styles.subject}>{row.subject || '—'}</span>,
    },
    { key: 'text', title: t('mailLog.text'), render: (row) => <MessageText message={row} /> },
    {
      key: 'time',
      title: t('mailLog.time'),
      render: (row) => {
        // The date above the time keeps the column narrow enough for the message beside it.
        return (
          <time className={styles.time} dateTime={new Date(row.createdAt).toISOString()}>
            <span>{formatDate(row.createdAt, 'YYYY-MM-DD')}</span>
            <span className={styles.clock}>{formatDate(row.createdAt, 'HH:mm:ss')}</span>
          </time>
        );
      },
    },
  ];

  const empty = filtered ? (
    <EmptyState
      icon={<MailOutlined aria-hidden />}
      title={t('mailLog.emptyFiltered')}
      hint={t('mailLog.emptyFilteredHint')}
      action={<Button onClick={clearFilters}>{t('mailLog.clearFilters')}</Button>}
    />
  ) : (
    <EmptyState
      icon={<MailOutlined aria-hidden />}
      title={t('mailLog.empty')}
      hint={t('mailLog.emptyHint')}
    />
  );

  return (
    <>
      <div className={styles.toolbar}>
        <Segmented<ChannelFilter>
          aria-label={t('mailLog.channelFilter')}
          value={channel}
          onChange={(value) => {
            setChannel(value);
            paging.reset();
          }}
          options={[
            { value: 'all', label: t('mailLog.all') },
            { value: 'email', label: t('mailLog.email'), icon: <MailOutlined aria-hidden /> },
            { value: 'sms', label: t('mailLog.sms'), icon: <MessageOutlined aria-hidden /> },
          ]}
        />
        <Input.Search
          className={styles.search}
          value={search}
          maxLength={OUTBOX_SEARCH_MAX}
          allowClear
          placeholder={t('mailLog.search')}
          aria-label={t('mailLog.search')}
          onChange={(event) => {
            setSearch(event.target.value);
            // Clearing the box shows everyone again at once.
            if (event.target.value === '' && recipient !== '') {
              setRecipient('');
              paging.reset();
            }
          }}
          onSearch={(value) => {
            setRecipient(value.trim());
            paging.reset();
          }}
        />
        <Button
          className={styles.refresh}
          icon={<ReloadOutlined aria-hidden />}
          loading={list.isFetching}
          onClick={() => void list.refetch()}
        >
          {t('common.refresh')}
        </Button>
      </div>
      <PagedList
        list={list}
        paging={paging}
        label={t('mailLog.title')}
        columns={columns}
        rowKey={(row) => row.id}
        loadingRows={6}
        empty={empty}
      />
    </>
  );
}

/**
 * personalCenter/:id/mailLog (our own path): the site's mails and text messages that no transport carried
 * (no SMTP_URL, or SMS), so the admin can give a newcomer his code. Only the site's admin sees it; anyone
 * else gets a notice and no call is made (the server refuses them too).
 */
export function MailLogRoute() {
  const { t } = useTranslation();
  return (
    <AdminOnly title={t('mailLog.noAccess')} iconClassName={styles.lockIcon}>
      <PageHeading title={t('mailLog.title')} meta={t('mailLog.subtitle')} />
      <Alert
        className={styles.notice}
        type="info"
        showIcon
        title={t('mailLog.noticeTitle')}
        description={t('mailLog.notice')}
      />
      <MailLog />
    </AdminOnly>
  );
}
