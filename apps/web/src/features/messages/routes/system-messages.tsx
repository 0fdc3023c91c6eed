import { CheckOutlined } from '@ant-design/icons';
import { App, Badge, Button, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { LoginPrompt } from '@/components/login-prompt';
import { PageHeading } from '@/components/page-heading';
import { Pager } from '@/components/pager';
import { openLoginDialog } from '@/lib/login-dialog';
import { useIsLoggedIn } from '@/lib/session';
import { useMessageCounts } from '../api/query-community-message';
import { useNotices, type NoticeFilter } from '../api/query-unread-notice';
import { useReadNotice } from '../api/read-community-notice';
import { useReadUnreadNotice } from '../api/read-unread-notice';
import { NoticeList } from '../components/notice-list';

/**
 * /aboutUs/systemMessages: the signed-in user's notices in three tabs (all, system, public), each with its
 * unread count and "mark all read" for that tab; visitors are asked to log in (spec 2).
 */
export function SystemMessagesRoute() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const loggedIn = useIsLoggedIn();
  const [filter, setFilter] = useState<NoticeFilter>(0);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const notices = useNotices({ noticeType: filter, page, pageSize }, loggedIn);
  const read = useReadNotice();
  const readTab = useReadUnreadNotice();
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
  const system = counts.data?.systemMessageCount ?? 0;
  const publicCount = counts.data?.publicMessageCount ?? 0;
  const unreadInTab = filter === 1 ? system : filter === 2 ? publicCount : system + publicCount;
  const hasUnread = unreadInTab > 0 || items.some((notice) => !notice.isRead);
  const tabLabel = (label: string, count: number) => (
    <span>
      {label} {count > 0 ? <Badge count={count} overflowCount={99} size="small" /> : null}
    </span>
  );

  return (
    <>
      <PageHeading
        title={t('about.menu.systemMessages')}
        extra={
          <Button
            icon={<CheckOutlined />}
            disabled={!hasUnread}
            loading={readTab.isPending}
            onClick={() =>
              readTab.mutate(filter, {
                onSuccess: (result) =>
                  void message.success(
                    result.marked > 0
                      ? t('messages.markedRead', { count: result.marked })
                      : t('messages.nothingUnread'),
                  ),
              })
            }
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
          { key: '0', label: tabLabel(t('messages.all'), system + publicCount) },
          { key: '1', label: tabLabel(t('messages.system'), system) },
          { key: '2', label: tabLabel(t('messages.public'), publicCount) },
        ]}
      />
      {notices.isError && !notices.data ? (
        <LoadError message={t('messages.loadFailed')} onRetry={() => void notices.refetch()} />
      ) : (
        <NoticeList
          notices={items}
          loading={notices.isLoading}
          now={notices.dataUpdatedAt}
          emptyTitle={
            filter === 1
              ? t('messages.emptySystem')
              : filter === 2
                ? t('messages.emptyPublic')
                : t('messages.emptyAll')
          }
          onRead={(notice) => read.mutate(notice.noticeId)}
        />
      )}
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
