import type { NoticeItem } from '@copytrade/contracts/notices';
import { timeAgo } from '@copytrade/contracts/format';
import { DownOutlined, InboxOutlined, RightOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { currentLocale } from '@/i18n/locale';
import { formatDate } from '@/lib/format';
import { noticeLook } from './notice-icon';
import styles from './notice-list.module.css';

export type NoticeListProps = {
  notices: readonly NoticeItem[];
  loading: boolean;
  /** Called when an unread notice is opened or its link followed. */
  onRead: (notice: NoticeItem) => void;
  /** "Now" for the relative times (when the list was fetched). */
  now: number;
  emptyTitle?: string;
  /** Where a notice's link leads on this site ('' for nowhere); as stored by default. */
  linkOf?: (link: string) => string;
};

/**
 * The notices of a tab: the kind's icon, title, a preview of the text and how long ago; a notice opens in
 * place for its whole text, and one that leads somewhere (a subscription, a comment, a wallet record)
 * carries a link there. Opening or following an unread notice marks it read.
 */
export function NoticeList({
  notices,
  loading,
  onRead,
  now,
  emptyTitle,
  linkOf = (link) => link,
}: NoticeListProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [openId, setOpenId] = useState<number | null>(null);

  if (loading && notices.length === 0) return <ListSkeleton rows={5} />;
  if (notices.length === 0)
    return (
      <EmptyState
        icon={<InboxOutlined />}
        title={emptyTitle ?? t('messages.empty')}
        hint={t('messages.emptyHint')}
      />
    );

  return (
    <ul className={styles.list} aria-label={t('messages.listLabel')}>
      {notices.map((notice) => {
        const open = openId === notice.noticeId;
        const system = notice.noticeType === 1;
        const look = noticeLook(notice.kind, notice.noticeType);
        const bodyId = `notice-body-${notice.noticeId}`;
        const link = linkOf(notice.link);
        return (
          <li
            key={notice.noticeId}
            className={`${styles.item} ${notice.isRead ? '' : styles.unread}`}
            data-testid="notice"
          >
            <div className={styles.row}>
              <span className={`${styles.icon} ${styles[look.tone]}`} aria-hidden>
                {look.icon}
              </span>
              <div className={styles.main}>
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded={open}
                  aria-controls={bodyId}
                  onClick={() => {
                    setOpenId(open ? null : notice.noticeId);
                    if (!notice.isRead) onRead(notice);
                  }}
                >
                  <span className={styles.titleLine}>
                    {notice.isRead ? null : (
                      <span className={styles.dot} role="img" aria-label={t('messages.unread')} />
                    )}
                    <span className={styles.title}>{notice.title}</span>
                  </span>
                  {open ? null : <span className={styles.preview}>{notice.content}</span>}
                  <span className={styles.meta}>
                    <Tag color={system ? 'blue' : 'purple'} className={styles.tag}>
                      {system ? t('messages.system') : t('messages.public')}
                    </Tag>
                    <time
                      dateTime={new Date(notice.createTime).toISOString()}
                      title={formatDate(notice.createTime)}
                    >
                      {timeAgo(notice.createTime, Math.max(now, notice.createTime), locale)}
                    </time>
                  </span>
                </button>
              </div>
              <DownOutlined className={`${styles.chevron} ${open ? styles.chevronOpen : ''}`} aria-hidden />
            </div>
            {open ? (
              <div className={styles.body} id={bodyId}>
                <p className={styles.content}>{notice.content}</p>
                {link ? (
                  <Link
                    to={link}
                    className={styles.go}
                    onClick={() => {
                      if (!notice.isRead) onRead(notice);
                    }}
                  >
                    {t('messages.goTo')} <RightOutlined aria-hidden />
                  </Link>
                ) : null}
              </div>
            ) : link ? (
              <Link
                to={link}
                className={styles.quickGo}
                aria-label={`${t('messages.goTo')}: ${notice.title}`}
                onClick={() => {
                  if (!notice.isRead) onRead(notice);
                }}
              >
                {t('messages.goTo')} <RightOutlined aria-hidden />
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
