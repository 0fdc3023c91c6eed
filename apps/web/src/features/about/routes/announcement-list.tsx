import { RightOutlined } from '@ant-design/icons';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { Pager } from '@/components/pager';
import { QueryView } from '@/components/query-view';
import { formatDate } from '@/lib/format';
import { announcementPath } from '@/lib/paths';
import { usePagedQuery } from '@/lib/use-paged-query';
import { moduleContentListQueryOptions } from '../api/get-module-content-list';
import styles from './announcements.module.css';

/** /aboutUs/announcement/announcementList: the site's announcements, paged (page in the URL). */
export function AnnouncementListRoute() {
  const { t } = useTranslation();
  const [list, paging] = usePagedQuery((page) =>
    moduleContentListQueryOptions({ moduleCode: 'announcement', ...page }),
  );

  return (
    <>
      <PageHeading title={t('about.menu.announcement')} meta={t('about.announcementsSubtitle')} />
      <QueryView
        query={list}
        loading={<Skeleton active paragraph={{ rows: 8 }} />}
        isEmpty={(data) => data.items.length === 0}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('about.noAnnouncements')} />}
      >
        {(data) => (
          <ul className={styles.list}>
            {data.items.map((item) => (
              <li key={item.contentId}>
                <Link to={announcementPath(item.contentId)} className={styles.item}>
                  <time className={styles.date}>
                    <span className={styles.day}>{formatDate(item.publishTime, 'DD')}</span>
                    <span className={styles.month}>{formatDate(item.publishTime, 'YYYY-MM')}</span>
                  </time>
                  <span className={styles.main}>
                    <span className={styles.title}>{item.title}</span>
                    {item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
                  </span>
                  <RightOutlined className={styles.arrow} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <Pager total={list.data?.total ?? 0} paging={paging} />
    </>
  );
}
