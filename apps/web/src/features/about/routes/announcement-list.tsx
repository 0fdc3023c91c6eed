import { RightOutlined } from '@ant-design/icons';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { Pager } from '@/components/pager';
import { formatDate } from '@/lib/format';
import { useModuleContentList } from '../api/get-module-content-list';
import { announcementPath } from '../components/announcement-link';
import styles from './announcements.module.css';

function positive(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** /aboutUs/announcement/announcementList: the site's announcements, paged (page in the URL). */
export function AnnouncementListRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = positive(params.get('page'), 1);
  const pageSize = positive(params.get('pageSize'), 10);
  const list = useModuleContentList({ moduleCode: 'announcement', page, pageSize });

  return (
    <>
      <PageHeading title={t('about.menu.announcement')} meta={t('about.announcementsSubtitle')} />
      {list.isPending ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {list.isError ? <LoadError message={list.error.message} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('about.noAnnouncements')} />
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <ul className={styles.list}>
          {list.data.items.map((item) => (
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
      ) : null}
      <Pager
        total={list.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onChange={(nextPage, nextSize) =>
          setParams({ page: String(nextSize === pageSize ? nextPage : 1), pageSize: String(nextSize) })
        }
      />
    </>
  );
}
