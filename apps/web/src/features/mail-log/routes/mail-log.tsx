import { OUTBOX_SEARCH_MAX, type OutboxChannel, type OutboxMessage } from '@copytrade/contracts/outbox';
import { LockOutlined, MailOutlined, MessageOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Result, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList, type DataColumn } from '@/components/data-list';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { Pager } from '@/components/pager';
import { useCurrentUser } from '@/lib/auth';
import { formatDate } from '@/lib/format';
import { useMailLog } from '../api/admin-query-outbox';
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
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const list = useMailLog({ channel, recipient, page, pageSize });
  const filtered = channel !== 'all' || recipient !== '';

  const clearFilters = () => {
    setChannel('all');
    setSearch('');
    setRecipient('');
    setPage(1);
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

  let body;
  if (list.isError && !list.data) {
    body = <LoadError message={list.error?.message} onRetry={() => void list.refetch()} />;
  } else if (!list.data) {
    body = <ListSkeleton rows={6} />;
  } else if (list.data.items.length === 0 && page === 1) {
    body = filtered ? (
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
  } else {
    body = (
      <>
        <DataList
          label={t('mailLog.title')}
          rows={list.data.items}
          columns={columns}
          rowKey={(row) => row.id}
        />
        <Pager
          total={list.data.total}
          page={page}
          pageSize={pageSize}
          onChange={(next, size) => {
            setPage(size === pageSize ? next : 1);
            setPageSize(size);
          }}
        />
      </>
    );
  }

  return (
    <>
      <div className={styles.toolbar}>
        <Segmented<ChannelFilter>
          aria-label={t('mailLog.channelFilter')}
          value={channel}
          onChange={(value) => {
            setChannel(value);
            setPage(1);
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
              setPage(1);
            }
          }}
          onSearch={(value) => {
            setRecipient(value.trim());
            setPage(1);
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
      {body}
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
  const user = useCurrentUser();
  if (!user?.isAdmin) {
    return (
      <Result
        status="403"
        icon={<LockOutlined aria-hidden className={styles.lockIcon} />}
        title={t('mailLog.noAccess')}
      />
    );
  }
  return (
    <>
      <PageHeading title={t('mailLog.title')} meta={t('mailLog.subtitle')} />
      <Alert
        className={styles.notice}
        type="info"
        showIcon
        title={t('mailLog.noticeTitle')}
        description={t('mailLog.notice')}
      />
      <MailLog />
    </>
  );
}
