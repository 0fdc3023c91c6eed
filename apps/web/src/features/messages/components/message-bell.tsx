import type { NoticeItem } from '@copytrade/contracts/notices';
import { timeAgo } from '@copytrade/contracts/format';
import { BellOutlined, CheckCircleOutlined } from '@ant-design/icons';
import { Popover, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '@/i18n/locale';
import { useCurrentUser } from '@/lib/auth';
import { centerPath } from '@/lib/paths';
import { useMessageCounts } from '../api/query-community-message';
import { useNotices } from '../api/query-unread-notice';
import { useReadNotice } from '../api/read-community-notice';
import { unreadBadgeText } from '../utils/unread-badge';
import { noticeLook } from './notice-icon';
import styles from './message-bell.module.css';

/** How many of the newest unread notices the bell's dropdown shows. */
const PREVIEW_SIZE = 5;

/** Where a notice's link leads on this site ('' for nowhere); the community site keeps it as it is. */
export type NoticeLinkOf = (link: string) => string;
const sameLink: NoticeLinkOf = (link) => link;

/** The bell's dropdown: the newest unread notices (each opens where it leads) and "view all". */
function BellPreview({
  unread,
  all,
  onPick,
  linkOf,
}: {
  unread: number;
  all: string;
  onPick: () => void;
  linkOf: NoticeLinkOf;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const list = useNotices({ noticeType: 0, page: 1, pageSize: PREVIEW_SIZE, unreadOnly: true }, true);
  const read = useReadNotice();
  const items = list.data?.items ?? [];
  const now = list.dataUpdatedAt;
  const pick = (notice: NoticeItem) => {
    read.mutate(notice.noticeId);
    onPick();
  };
  return (
    <div className={styles.preview}>
      <div className={styles.previewHead}>{t('messages.bell.title')}</div>
      {list.isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} className={styles.previewSkeleton} />
      ) : items.length === 0 ? (
        <p className={styles.previewEmpty}>
          <CheckCircleOutlined aria-hidden /> {t('messages.bell.noUnread')}
        </p>
      ) : (
        <ul className={styles.previewList} aria-label={t('messages.bell.title')}>
          {items.map((notice) => {
            const look = noticeLook(notice.kind, notice.noticeType);
            return (
              <li key={notice.noticeId}>
                <Link
                  to={linkOf(notice.link) || all}
                  className={styles.previewItem}
                  onClick={() => pick(notice)}
                >
                  <span className={styles.previewIcon} aria-hidden>
                    {look.icon}
                  </span>
                  <span className={styles.previewText}>
                    <span className={styles.previewTitle}>{notice.title}</span>
                    <span className={styles.previewTime}>
                      {timeAgo(notice.createTime, Math.max(now, notice.createTime), locale)}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.previewFoot}>
        {unread > items.length && items.length > 0 ? (
          <span className={styles.previewMore}>
            {t('messages.bell.more', { count: unread - items.length })}
          </span>
        ) : (
          <span />
        )}
        <Link to={all} onClick={onPick}>
          {t('messages.bell.viewAll')}
        </Link>
      </div>
    </div>
  );
}

/**
 * The header bell (spec 2): unread system + public messages (up to 99, then '···'), linking to the messages
 * page inside the signed-in user's personal center (not the About us copy of it, which a visitor meets).
 * Pointing at it opens a small dropdown of the 5 newest unread notices; on a touch screen a tap simply
 * opens the messages page. A visitor has no bell. Another shell (the MAM back office) names its own messages
 * page (`allPath`) and where notices lead there (`linkOf`).
 */
export function MessageBell({
  allPath,
  linkOf = sameLink,
}: { allPath?: string; linkOf?: NoticeLinkOf } = {}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const counts = useMessageCounts(user !== null);
  const [open, setOpen] = useState(false);
  if (!user) return null;
  const all = allPath ?? centerPath(user.id, 'messages');
  const total = (counts.data?.systemMessageCount ?? 0) + (counts.data?.publicMessageCount ?? 0);
  const badge = unreadBadgeText(total);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="hover"
      placement="bottomRight"
      arrow={false}
      destroyOnHidden
      // Rendered on first open only and dropped when hidden: the list is asked for when pointed at.
      content={<BellPreview unread={total} all={all} linkOf={linkOf} onPick={() => setOpen(false)} />}
    >
      <Link
        to={all}
        className={styles.bell}
        aria-label={badge ? t('header.messagesUnread', { count: total }) : t('header.messages')}
        onClick={() => setOpen(false)}
      >
        <BellOutlined className={styles.icon} />
        {badge ? (
          <span className={styles.badge} data-testid="unread-badge">
            {badge}
          </span>
        ) : null}
      </Link>
    </Popover>
  );
}
