import { CheckOutlined } from '@ant-design/icons';
import { Button, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '@/components/login-prompt';
import { PageHeading } from '@/components/page-heading';
import { Pager } from '@/components/pager';
import { openLoginDialog } from '@/lib/login-dialog';
import { useIsLoggedIn } from '@/lib/session';
import { useMessageCounts } from '../api/query-community-message';
import { useNotices, type NoticeFilter } from '../api/query-unread-notice';
import { useReadNotice } from '../api/read-community-notice';
import { NoticeList } from '../components/notice-list';

/** /aboutUs/systemMessages: the signed-in user's notices; visitors are asked to log in (spec 2). */
export function SystemMessagesRoute() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [filter, setFilter] = useState<NoticeFilter>(0);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const notices = useNotices({ noticeType: filter, page, pageSize }, loggedIn);
  const read = useReadNotice();
  const counts = useMessageCounts(loggedIn);

  useEffect(() => {
    if (!loggedIn) openLoginDialog();
  }, [loggedIn]);

  if (!loggedIn) {
    return (
      <>
        <PageHeading title={t('about.menu.systemMessages')} />
        <LoginPrompt description={t('messages.loginHint')} />
      </>
    );
  }

  const items = notices.data?.items ?? [];
  const unreadCount = (counts.data?.systemMessageCount ?? 0) + (counts.data?.publicMessageCount ?? 0);
  const hasUnread = unreadCount > 0 || items.some((notice) => !notice.isRead);

  return (
    <>
      <PageHeading
        title={t('about.menu.systemMessages')}
        extra={
          <Button
            icon={<CheckOutlined />}
            disabled={!hasUnread}
            loading={read.isPending && read.variables === undefined}
            onClick={() => read.mutate(undefined)}
          >
            {t('messages.markAllRead')}
          </Button>
        }
      />
      <Tabs
        activeKey={String(filter)}
        onChange={(key) => {
          setFilter(Number(key) as NoticeFilter);
          setPage(1);
        }}
        items={[
          { key: '0', label: t('messages.all') },
          { key: '1', label: t('messages.system') },
          { key: '2', label: t('messages.public') },
        ]}
      />
      <NoticeList
        notices={items}
        loading={notices.isLoading}
        onRead={(notice) => read.mutate(notice.noticeId)}
      />
      <Pager
        total={notices.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onChange={(nextPage, nextSize) => {
          setPage(nextSize === pageSize ? nextPage : 1);
          setPageSize(nextSize);
        }}
      />
    </>
  );
}
