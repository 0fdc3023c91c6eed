import { ArrowRightOutlined, NotificationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { announcementPath, PATHS } from '@/lib/paths';
import { useModuleContentList } from '../api/get-module-content-list';
import styles from './latest-announcements.module.css';
import { Placeholder } from '@/components/placeholder/placeholder';

/** The newest announcements, for the landing page; links to their detail pages. */
export function LatestAnnouncements({ count = 4 }: { count?: number }) {
  const { t } = useTranslation();
  const list = useModuleContentList({ moduleCode: 'announcement', page: 1, pageSize: count });
  const items = list.data?.items ?? [];

  return (
    <div className={styles.wrap}>
      <div className={styles.head}>
        <h2 className={styles.heading}>
          <NotificationOutlined className={styles.headingIcon} />
          {t('home.news.title')}
        </h2>
        <Link to={PATHS.announcementList} className={styles.more}>
          {t('home.news.all')} <ArrowRightOutlined />
        </Link>
      </div>
      {list.isPending ? <Placeholder paragraph={{ rows: 3 }} /> : null}
      {!list.isPending && items.length === 0 ? (
        <p className={styles.empty}>{t('about.noAnnouncements')}</p>
      ) : null}
      {items.length > 0 ? (
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={item.contentId}>
              <Link to={announcementPath(item.contentId)} className={styles.card}>
                <time className={styles.date}>{formatDate(item.publishTime, 'YYYY-MM-DD')}</time>
                <span className={styles.title}>{item.title}</span>
                {item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
                <span className={styles.read}>
                  {t('home.news.read')} <ArrowRightOutlined />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
