import type { Notice } from '@copytrade/contracts/auth';
import { DownOutlined, NotificationOutlined, SoundOutlined } from '@ant-design/icons';
import { Empty, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import styles from './notice-list.module.css';

export type NoticeListProps = {
  notices: readonly Notice[];
  loading: boolean;
  /** Called when an unread notice is opened. */
  onRead: (notice: Notice) => void;
};

export function NoticeList({ notices, loading, onRead }: NoticeListProps) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<number | null>(null);

  if (loading && notices.length === 0) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (notices.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.empty')} />;

  return (
    <ul className={styles.list}>
      {notices.map((notice) => {
        const open = openId === notice.noticeId;
        const system = notice.noticeType === 1;
        return (
          <li key={notice.noticeId} className={`${styles.item} ${notice.isRead ? '' : styles.unread}`}>
            <button
              type="button"
              className={styles.row}
              aria-expanded={open}
              onClick={() => {
                setOpenId(open ? null : notice.noticeId);
                if (!notice.isRead) onRead(notice);
              }}
            >
              <span className={styles.icon}>{system ? <NotificationOutlined /> : <SoundOutlined />}</span>
              <span className={styles.main}>
                <span className={styles.titleLine}>
                  {notice.isRead ? null : <span className={styles.dot} aria-label={t('messages.unread')} />}
                  <span className={styles.title}>{notice.title}</span>
                </span>
                <span className={styles.meta}>
                  <Tag color={system ? 'blue' : 'purple'} className={styles.tag}>
                    {system ? t('messages.system') : t('messages.public')}
                  </Tag>
                  <time>{formatDate(notice.createTime)}</time>
                </span>
              </span>
              <DownOutlined className={`${styles.chevron} ${open ? styles.chevronOpen : ''}`} />
            </button>
            {open ? <div className={styles.body}>{notice.content}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
