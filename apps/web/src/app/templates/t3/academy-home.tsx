import {
  ArrowRightOutlined,
  BookOutlined,
  CalendarOutlined,
  PlayCircleOutlined,
  ReadOutlined,
} from '@ant-design/icons';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentCard } from '@/components/cms/content-card';
import { ContentCover } from '@/components/cms/content-cover';
import { useContentDate } from '@/components/cms/content-meta';
import { SearchBox } from '@/components/cms/search-box';
import type { MasterSummary } from '@/components/copy-trading/master-summary';
import { LatestAnnouncements } from '@/features/about/components/latest-announcements';
import { CourseCard } from '@/features/college/components/course-card';
import { LetterBar } from '@/features/college/components/letter-bar';
import {
  INDEX_PAGE_SIZE,
  lettersOf,
  useEncyclopediaIndex,
} from '@/features/college/utils/use-encyclopedia-index';
import { useContentList, useModuleShowInfo } from '@/lib/cms-queries';
import { contentPath, fillPath, PATHS } from '@/lib/paths';
import { useSiteConfig } from '@/lib/site-config';
import { SubscribeDialog } from '../../routes/subscribe-with-preview';
import { CalendarToday, LearnFromTraders } from './academy-sections';
import styles from './academy-home.module.css';

const fxLetterPath = (letter: string | null) =>
  letter ? `${PATHS.foreignExchangeHome}?letter=${letter}` : PATHS.foreignExchangeHome;

/** The lead: the academy's promise, the search into the college, its shelves and the lead article. */
function AcademyHero({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const articles = useModuleShowInfo('article');
  const courses = useModuleShowInfo('course');
  const terms = useModuleShowInfo('encyclopedia');
  const lead = useContentList({ moduleCode: 'article', order: 'hot', page: 1, pageSize: 1 });
  const date = useContentDate();
  const story = lead.data?.items[0];
  const shelves = [
    {
      key: 'articles',
      icon: <ReadOutlined aria-hidden />,
      count: articles.data?.itemCount,
      to: fillPath(PATHS.articleList),
    },
    {
      key: 'courses',
      icon: <PlayCircleOutlined aria-hidden />,
      count: courses.data?.itemCount,
      to: PATHS.courseListHome,
    },
    {
      key: 'terms',
      icon: <BookOutlined aria-hidden />,
      count: terms.data?.itemCount,
      to: PATHS.foreignExchangeHome,
    },
  ] as const;
  return (
    <section className={styles.hero} aria-labelledby="academy-title">
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.kicker}>{t('templateAcademy.hero.kicker', { brand })}</p>
          <h1 id="academy-title" className={styles.heroTitle}>
            {t('templateAcademy.hero.title')}
          </h1>
          <p className={styles.heroLead}>{t('templateAcademy.hero.text')}</p>
          <SearchBox
            to={PATHS.collegeSearch}
            placeholder={t('templateAcademy.hero.searchPlaceholder')}
            className={styles.heroSearch}
          />
          <ul className={styles.shelves}>
            {shelves.map((shelf) => (
              <li key={shelf.key}>
                <Link to={shelf.to} className={styles.shelf}>
                  <span className={styles.shelfIcon}>{shelf.icon}</span>
                  <span className={styles.shelfCount}>{shelf.count ?? '–'}</span>
                  <span className={styles.shelfLabel}>{t(`templateAcademy.hero.shelves.${shelf.key}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <aside className={styles.leadStory} aria-label={t('templateAcademy.hero.leadLabel')}>
          {story ? (
            <Link to={contentPath(story.moduleCode, story.contentId)} className={styles.leadLink}>
              <ContentCover
                cover={story.cover}
                moduleCode={story.moduleCode}
                seed={story.contentId}
                className={styles.leadCover}
              />
              <span className={styles.leadBody}>
                <span className={styles.leadEyebrow}>{t('templateAcademy.hero.leadLabel')}</span>
                <span className={styles.leadTitle}>{story.title}</span>
                {story.summary ? <span className={styles.leadSummary}>{story.summary}</span> : null}
                <span className={styles.leadMeta}>
                  {story.typeName ? <span>{story.typeName}</span> : null}
                  {story.publishTime ? <time>{date(story.publishTime)}</time> : null}
                </span>
              </span>
            </Link>
          ) : (
            <Skeleton active paragraph={{ rows: 6 }} />
          )}
        </aside>
      </div>
    </section>
  );
}

/** A section's head in the editorial manner: a numbered kicker, the title, a line and "see all". */
function SectionHead({
  id,
  index,
  title,
  text,
  more,
}: {
  id: string;
  index: string;
  title: string;
  text?: string;
  more?: { to: string; label: string };
}) {
  return (
    <header className={styles.sectionHead}>
      <span className={styles.sectionIndex} aria-hidden>
        {index}
      </span>
      <div className={styles.sectionTitles}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {text ? <p className={styles.sectionText}>{text}</p> : null}
      </div>
      {more ? (
        <Link to={more.to} className={styles.sectionMore}>
          {more.label} <ArrowRightOutlined aria-hidden />
        </Link>
      ) : null}
    </header>
  );
}

/** Featured articles (most read) beside the courses with their lesson counts. */
function Featured() {
  const { t } = useTranslation();
  const articles = useContentList({ moduleCode: 'article', order: 'hot', page: 1, pageSize: 5 });
  const courses = useContentList({ moduleCode: 'course', order: 'sort', page: 1, pageSize: 3 });
  const picks = (articles.data?.items ?? []).slice(1);
  const courseItems = courses.data?.items ?? [];
  return (
    <>
      <section className={styles.section} aria-labelledby="academy-picks">
        <SectionHead
          id="academy-picks"
          index="01"
          title={t('templateAcademy.picks.title')}
          text={t('templateAcademy.picks.text')}
          more={{ to: fillPath(PATHS.articleList), label: t('templateAcademy.picks.more') }}
        />
        {articles.isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
        {picks.length > 0 ? (
          <ul className={styles.picks}>
            {picks.map((item) => (
              <li key={item.contentId}>
                <ContentCard item={item} variant="row" />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {courses.isSuccess && courseItems.length === 0 ? null : (
        <section className={styles.section} aria-labelledby="academy-courses">
          <SectionHead
            id="academy-courses"
            index="02"
            title={t('templateAcademy.courses.title')}
            text={t('templateAcademy.courses.text')}
            more={{ to: PATHS.courseListHome, label: t('templateAcademy.courses.more') }}
          />
          {courses.isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
          <ul className={styles.courses}>
            {courseItems.map((item) => (
              <li key={item.contentId}>
                <CourseCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** The reference desk: the encyclopedia's A-Z with its most read terms, and the calendar of the day. */
function ReferenceDesk() {
  const { t } = useTranslation();
  const index = useEncyclopediaIndex();
  const popular = useContentList({ moduleCode: 'encyclopedia', order: 'hot', page: 1, pageSize: 10 });
  const total = index.list.data?.total ?? 0;
  const letters = total > INDEX_PAGE_SIZE ? new Set('ABCDEFGHIJKLMNOPQRSTUVWXYZ') : lettersOf(index.items);
  return (
    <section className={styles.section} aria-labelledby="academy-reference">
      <SectionHead
        id="academy-reference"
        index="03"
        title={t('templateAcademy.reference.title')}
        text={t('templateAcademy.reference.text')}
      />
      <div className={styles.desk}>
        <div className={styles.deskCard}>
          <h3 className={styles.deskTitle}>
            <BookOutlined aria-hidden /> {t('templateAcademy.reference.encyclopedia', { count: total })}
          </h3>
          <LetterBar enabled={letters} active={null} hrefOf={fxLetterPath} withAll={false} />
          <ul className={styles.terms}>
            {(popular.data?.items ?? []).map((item) => (
              <li key={item.contentId}>
                <Link to={contentPath('encyclopedia', item.contentId)} className={styles.term}>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
          <Link to={PATHS.foreignExchangeHome} className={styles.deskMore}>
            {t('templateAcademy.reference.allTerms')} <ArrowRightOutlined aria-hidden />
          </Link>
        </div>
        <div className={styles.deskCard}>
          <h3 className={styles.deskTitle}>
            <CalendarOutlined aria-hidden /> {t('templateAcademy.calendar.title')}
          </h3>
          <CalendarToday />
        </div>
      </div>
    </section>
  );
}

/**
 * /home in template 3: learning first (the search, featured articles and courses, the encyclopedia and
 * the day's calendar), then real traders as editorial cards, then the announcements.
 */
export function AcademyHomeRoute() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const [master, setMaster] = useState<MasterSummary | null>(null);
  const brand = site.brandName || site.siteName;
  return (
    <div className={styles.page}>
      <AcademyHero brand={brand} />
      <div className={styles.container}>
        <Featured />
        <ReferenceDesk />
        <section className={styles.section} aria-labelledby="academy-traders">
          <SectionHead
            id="academy-traders"
            index="04"
            title={t('templateAcademy.traders.title')}
            text={t('templateAcademy.traders.text')}
            more={{ to: PATHS.square, label: t('templateAcademy.traders.more') }}
          />
          <LearnFromTraders onCopy={setMaster} />
        </section>
        <section className={`${styles.section} ${styles.news}`}>
          <LatestAnnouncements count={3} />
        </section>
      </div>
      <SubscribeDialog master={master} onClose={() => setMaster(null)} />
    </div>
  );
}
