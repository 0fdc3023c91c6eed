import {
  BookOutlined,
  HomeOutlined,
  PlayCircleOutlined,
  ReadOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useModuleShowInfo } from '@/lib/cms-queries';
import { ContentEmpty } from '@/components/cms/content-states';
import { SearchBox } from '@/components/cms/search-box';
import { PATHS } from '@/lib/paths';
import {
  COLLEGE_SECTIONS,
  SECTION_MODULE,
  SECTION_PATH,
  sectionOf,
  type CollegeSection,
} from '../utils/college-nav';
import styles from './college-layout.module.css';

const ICONS: Record<CollegeSection, ReactNode> = {
  home: <HomeOutlined aria-hidden />,
  articles: <ReadOutlined aria-hidden />,
  courses: <PlayCircleOutlined aria-hidden />,
  encyclopedia: <BookOutlined aria-hidden />,
};

/** One entry of the sub-navigation, named by its module (getModuleShowInfo) when the operator named it. */
function SectionLink({ section, active }: { section: CollegeSection; active: boolean }) {
  const { t } = useTranslation();
  const moduleCode = SECTION_MODULE[section];
  const info = useModuleShowInfo(moduleCode ?? 'article');
  const name = (moduleCode && info.data?.name) || t(`college.nav.${section}`);
  return (
    <Link
      to={SECTION_PATH[section]}
      className={active ? `${styles.link} ${styles.active}` : styles.link}
      aria-current={active ? 'page' : undefined}
    >
      {ICONS[section]}
      <span>{name}</span>
    </Link>
  );
}

/**
 * /college: the college's own bar (its sections and a search box) over the page. When the operator has
 * switched the college off (none of its modules shown), a notice instead of the pages.
 */
export function CollegeLayoutRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = sectionOf(pathname);
  const articles = useModuleShowInfo('article');
  const courses = useModuleShowInfo('course');
  const encyclopedia = useModuleShowInfo('encyclopedia');
  const closed = [articles, courses, encyclopedia].every(
    (info) => info.isSuccess && info.data?.shown === false,
  );
  const onSearch = pathname.startsWith(PATHS.collegeSearch);

  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <div className={styles.barInner}>
          <Link to={PATHS.collegeHome} className={styles.brand}>
            <span className={styles.brandIcon}>
              <ReadOutlined aria-hidden />
            </span>
            {t('college.title')}
          </Link>
          <nav className={styles.nav} aria-label={t('college.navLabel')}>
            {COLLEGE_SECTIONS.map((section) => (
              <SectionLink key={section} section={section} active={current === section} />
            ))}
          </nav>
          {onSearch ? null : (
            <>
              <div className={styles.search}>
                <SearchBox to={PATHS.collegeSearch} size="middle" />
              </div>
              <Link to={PATHS.collegeSearch} className={styles.searchIcon} aria-label={t('cms.searchButton')}>
                <SearchOutlined aria-hidden />
              </Link>
            </>
          )}
        </div>
      </div>
      {closed ? (
        <div className={styles.closed}>
          <ContentEmpty title={t('college.closedTitle')} hint={t('college.closedHint')} />
        </div>
      ) : (
        <Outlet />
      )}
    </div>
  );
}
