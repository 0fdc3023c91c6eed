import type { ContentTypeNode } from '@copytrade/contracts/cms';
import { ArrowRightOutlined, BookOutlined, PlayCircleOutlined, ReadOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContentList, useModuleShowInfo } from '@/lib/cms-queries';
import { ContentCard } from '@/components/cms/content-card';
import { useContentDate, useDocumentTitle } from '@/components/cms/content-meta';
import { ContentEmpty } from '@/components/cms/content-states';
import { SearchBox } from '@/components/cms/search-box';
import { ListSkeleton } from '@/components/page-states';
import { contentPath, fillPath, PATHS } from '@/lib/paths';
import { CourseCard } from '../components/course-card';
import { LetterBar } from '../components/letter-bar';
import { SectionHeading } from '../components/section-heading';
import { lettersOf, useEncyclopediaIndex, INDEX_PAGE_SIZE } from '../utils/use-encyclopedia-index';
import { useModuleName } from '../utils/use-module-name';
import page from '../components/college-page.module.css';
import styles from './college-home.module.css';

const fxLetterPath = (letter: string | null) =>
  letter ? `${PATHS.foreignExchangeHome}?letter=${letter}` : PATHS.foreignExchangeHome;

/** The hero: the college's promise, the search and what it holds. */
function Hero() {
  const { t } = useTranslation();
  const articles = useModuleShowInfo('article');
  const courses = useModuleShowInfo('course');
  const terms = useModuleShowInfo('encyclopedia');
  const stats = [
    { key: 'articles', icon: <ReadOutlined aria-hidden />, count: articles.data?.itemCount },
    { key: 'courses', icon: <PlayCircleOutlined aria-hidden />, count: courses.data?.itemCount },
    { key: 'terms', icon: <BookOutlined aria-hidden />, count: terms.data?.itemCount },
  ] as const;
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        <p className={styles.eyebrow}>{t('college.home.eyebrow')}</p>
        <h1 className={styles.heroTitle}>{t('college.home.heroTitle')}</h1>
        <p className={styles.heroText}>{t('college.home.heroText')}</p>
        <SearchBox to={PATHS.collegeSearch} className={styles.heroSearch} />
        <ul className={styles.stats}>
          {stats.map((stat) => (
            <li key={stat.key} className={styles.stat}>
              <span className={styles.statIcon}>{stat.icon}</span>
              <span className={styles.statCount}>{stat.count ?? '–'}</span>
              <span className={styles.statLabel}>{t(`college.home.stats.${stat.key}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The article classes as tiles with their counts. */
function ClassTiles() {
  const { t } = useTranslation();
  const info = useModuleShowInfo('article');
  const classes: ContentTypeNode[] = info.data?.classes ?? [];
  if (info.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (classes.length === 0) return null;
  return (
    <section className={page.section} aria-labelledby="college-classes">
      <SectionHeading
        id="college-classes"
        title={t('college.home.classesTitle')}
        hint={t('college.home.classesHint')}
        more={{ to: PATHS.articleClass, label: t('college.home.allClasses') }}
      />
      <ul className={styles.tiles}>
        {classes.map((node, index) => (
          <li key={node.typeId}>
            <Link to={fillPath(PATHS.articleList, node.typeId)} className={styles.tile}>
              <span className={`${styles.tileIcon} ${styles[`tone${index % 4}`] ?? ''}`}>
                <ReadOutlined aria-hidden />
              </span>
              <span className={styles.tileText}>
                <span className={styles.tileName}>{node.name}</span>
                {node.description ? <span className={styles.tileDescription}>{node.description}</span> : null}
                <span className={styles.tileCount}>{t('cms.items', { count: node.itemCount })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LatestArticles() {
  const { t } = useTranslation();
  const list = useContentList({ moduleCode: 'article', order: 'new', page: 1, pageSize: 6 });
  const items = list.data?.items ?? [];
  return (
    <section className={page.section} aria-labelledby="college-latest">
      <SectionHeading
        id="college-latest"
        title={t('college.home.latestTitle')}
        more={{ to: fillPath(PATHS.articleList), label: t('college.home.allArticles') }}
      />
      {list.isPending ? <ListSkeleton rows={3} /> : null}
      {list.isSuccess && items.length === 0 ? <ContentEmpty /> : null}
      {items.length > 0 ? (
        <ul className={page.grid}>
          {items.map((item) => (
            <li key={item.contentId}>
              <ContentCard item={item} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function FeaturedCourses() {
  const { t } = useTranslation();
  const list = useContentList({ moduleCode: 'course', order: 'sort', page: 1, pageSize: 3 });
  const items = list.data?.items ?? [];
  if (list.isSuccess && items.length === 0) return null;
  return (
    <section className={page.section} aria-labelledby="college-courses">
      <SectionHeading
        id="college-courses"
        title={t('college.home.coursesTitle')}
        hint={t('college.home.coursesHint')}
        more={{ to: PATHS.courseListHome, label: t('college.home.allCourses') }}
      />
      {list.isPending ? <ListSkeleton rows={3} /> : null}
      {items.length > 0 ? (
        <ul className={page.grid}>
          {items.map((item) => (
            <li key={item.contentId}>
              <CourseCard item={item} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The encyclopedia's A-Z strip and its most read terms. */
function EncyclopediaTeaser() {
  const { t } = useTranslation();
  const index = useEncyclopediaIndex();
  const popular = useContentList({ moduleCode: 'encyclopedia', order: 'hot', page: 1, pageSize: 12 });
  const name = useModuleName('encyclopedia');
  if (index.list.isSuccess && index.items.length === 0) return null;
  const total = index.list.data?.total ?? 0;
  const letters = total > INDEX_PAGE_SIZE ? new Set('ABCDEFGHIJKLMNOPQRSTUVWXYZ') : lettersOf(index.items);
  return (
    <section className={`${page.section} ${styles.fx}`} aria-labelledby="college-fx">
      <SectionHeading
        id="college-fx"
        title={name}
        hint={t('college.home.fxHint', { count: total })}
        more={{ to: PATHS.foreignExchangeHome, label: t('college.home.allTerms') }}
      />
      <LetterBar enabled={letters} active={null} hrefOf={fxLetterPath} withAll={false} />
      <h3 className={styles.popularTitle}>{t('college.home.popularTerms')}</h3>
      <ul className={styles.terms}>
        {(popular.data?.items ?? []).map((item) => (
          <li key={item.contentId}>
            <Link to={contentPath('encyclopedia', item.contentId)} className={styles.term}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Market news, only where the site shows the information module. */
function InformationTeaser() {
  const { t } = useTranslation();
  const info = useModuleShowInfo('information');
  const shown = info.data?.shown === true;
  const date = useContentDate();
  const list = useContentList({ moduleCode: 'information', order: 'new', page: 1, pageSize: 4 });
  const items = list.data?.items ?? [];
  if (!shown || items.length === 0) return null;
  return (
    <section className={page.section} aria-labelledby="college-news">
      <SectionHeading
        id="college-news"
        title={info.data?.name || t('college.modules.information')}
        more={{ to: PATHS.information, label: t('college.home.allNews') }}
      />
      <ul className={styles.news}>
        {items.map((item) => (
          <li key={item.contentId}>
            <Link to={contentPath('information', item.contentId)} className={styles.newsItem}>
              <time className={styles.newsDate}>{date(item.publishTime)}</time>
              <span className={styles.newsTitle}>{item.title}</span>
              {item.summary ? <span className={styles.newsSummary}>{item.summary}</span> : null}
              <span className={styles.newsMore}>
                {t('cms.readMore')} <ArrowRightOutlined aria-hidden />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /college/collegeHome: the college's front page. */
export function CollegeHomeRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('college.title'));
  return (
    <>
      <Hero />
      <div className={page.container}>
        <ClassTiles />
        <LatestArticles />
        <FeaturedCourses />
        <EncyclopediaTeaser />
        <InformationTeaser />
      </div>
    </>
  );
}
