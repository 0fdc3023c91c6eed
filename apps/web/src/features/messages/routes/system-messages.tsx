import { CheckOutlined } from '@ant-design/icons';
import { Badge, Button, Tabs } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '@/components/login-prompt';
import { PageHeading } from '@/components/page-heading';
import { Pager } from '@/components/pager';
import { QueryView } from '@/components/query-view';
import { useFeedback } from '@/lib/feedback';
import { openLoginDialog } from '@/lib/login-dialog';
import { useIsLoggedIn } from '@/lib/session';
import { useListParams, usePagedQuery } from '@/lib/use-paged-query';
import { useMessageCounts } from '../api/query-community-message';
import { noticesQueryOptions, type NoticeFilter } from '../api/query-unread-notice';
import { useReadNotice } from '../api/read-community-notice';
import { useReadUnreadNotice } from '../api/read-unread-notice';
import { NoticeList } from '../components/notice-list';

/** The tabs (all, system, public), in the address as `?type=1` or `?type=2`. */
const NOTICE_FILTERS: readonly NoticeFilter[] = [0, 1, 2];

export type SystemMessagesProps = {
  /** The page's title (the MAM back office calls it by its menu entry). */
  title?: string;
  /** Where a notice's link leads on this site ('' for nowhere); as stored by default. */
  linkOf?: (link: string) => string;
};

/**
 * /aboutUs/systemMessages: the signed-in user's notices in three tabs (all, system, public), each with its
 * unread count and "mark all read" for that tab; visitors are asked to log in (spec 2).
 */
export function SystemMessagesRoute({ title, linkOf }: SystemMessagesProps = {}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const loggedIn = useIsLoggedIn();
  const [params, setParam] = useListParams();
  const filter = NOTICE_FILTERS.find((value) => String(value) === params.get('type')) ?? 0;
  const [notices, paging] = usePagedQuery((page) => ({
    ...noticesQueryOptions({ noticeType: filter, ...page }),
    enabled: loggedIn,
  }));
  const read = useReadNotice();
  const readTab = useReadUnreadNotice();
  const counts = useMessageCounts(loggedIn);

  useEffect(() => {
    if (!loggedIn) openLoginDialog();
  }, [loggedIn]);

  if (!loggedIn) {
    return (
      <>
        <PageHeading title={title ?? t('about.menu.systemMessages')} />
        <LoginPrompt description={t('messages.loginHint')} />
      </>
    );
  }

  const items = notices.data?.items ?? [];
  const system = counts.data?.systemMessageCount ?? 0;
  const publicCount = counts.data?.publicMessageCount ?? 0;
  const unreadInTab = filter === 1 ? system : filter === 2 ? publicCount : system + publicCount;
  const hasUnread = unreadInTab > 0 || items.some((notice) => !notice.isRead);
  const noticeList = (
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
      {...(linkOf ? { linkOf } : {})}
    />
  );
  const tabLabel = (label: string, count: number) => (
    <span>
      {label} {count > 0 ? <Badge count={count} overflowCount={99} size="small" /> : null}
    </span>
  );

  return (
    <>
      <PageHeading
        title={title ?? t('about.menu.systemMessages')}
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
        onChange={(key) => setParam('type', key === '0' ? undefined : key)}
        items={[
          { key: '0', label: tabLabel(t('messages.all'), system + publicCount) },
          { key: '1', label: tabLabel(t('messages.system'), system) },
          { key: '2', label: tabLabel(t('messages.public'), publicCount) },
        ]}
      />
      <QueryView query={notices} loading={noticeList} message={t('messages.loadFailed')}>
        {() => noticeList}
      </QueryView>
      <Pager total={notices.data?.total ?? 0} paging={paging} />
    </>
  );
}
