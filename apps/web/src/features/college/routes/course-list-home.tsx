import { LoginOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '@/components/page-states';
import { Pager } from '@/components/pager';
import { QueryView } from '@/components/query-view';
import { contentListOptions, useModuleShowInfo } from '@/lib/cms-queries';
import { ContentBand } from '@/components/cms/content-band';
import { useDocumentTitle } from '@/components/cms/content-meta';
import { ContentEmpty } from '@/components/cms/content-states';
import { openLoginDialog } from '@/lib/login-dialog';
import { PATHS } from '@/lib/paths';
import { useIsLoggedIn } from '@/lib/session';
import { usePagedQuery } from '@/lib/use-paged-query';
import { CourseCard } from '../components/course-card';
import page from '../components/college-page.module.css';
import { useModuleName } from '../utils/use-module-name';
import styles from './course-list-home.module.css';

const COURSES_PER_PAGE = 12;

/** /college/courseList/courseListHome: the courses as cards, with the signed-in reader's progress. */
export function CourseListHomeRoute() {
  const { t } = useTranslation();
  const signedIn = useIsLoggedIn();
  const info = useModuleShowInfo('course');
  const name = useModuleName('course');
  useDocumentTitle(name);
  const [list, paging] = usePagedQuery(
    (p) => contentListOptions({ moduleCode: 'course', order: 'sort', ...p }),
    { defaultPageSize: COURSES_PER_PAGE },
  );
  return (
    <>
      <ContentBand
        breadcrumb={[{ title: t('college.title'), to: PATHS.collegeHome }, { title: name }]}
        title={name}
        meta={
          <p className={page.bandDescription}>{info.data?.description || t('college.courses.subtitle')}</p>
        }
      />
      <div className={page.container}>
        {signedIn ? null : (
          <div className={styles.hint}>
            <span>{t('college.courses.signInHint')}</span>
            <Button type="primary" ghost icon={<LoginOutlined />} onClick={() => openLoginDialog()}>
              {t('college.courses.signIn')}
            </Button>
          </div>
        )}
        <QueryView
          query={list}
          loading={<ListSkeleton rows={6} />}
          isEmpty={(data) => data.items.length === 0 && paging.page === 1}
          empty={<ContentEmpty title={t('college.courses.emptyTitle')} />}
        >
          {(data) => (
            <>
              <ul className={page.grid}>
                {data.items.map((item) => (
                  <li key={item.contentId}>
                    <CourseCard item={item} />
                  </li>
                ))}
              </ul>
              {data.total > paging.pageSize ? <Pager total={data.total} paging={paging} /> : null}
            </>
          )}
        </QueryView>
      </div>
    </>
  );
}
