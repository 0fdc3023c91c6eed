import type { ContentDetail, ContentLink } from '@copytrade/contracts/cms';
import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  CheckCircleFilled,
  LoginOutlined,
  PlayCircleOutlined,
  ProfileOutlined,
} from '@ant-design/icons';
import { Button, Progress, Skeleton } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { useContentDetail, useCourseProgress, useReadLesson } from '@/lib/cms-queries';
import { ContentArticle } from '@/components/cms/content-article';
import { ContentNotFound } from '@/components/cms/content-states';
import { fillPath, PATHS } from '@/lib/paths';
import { openLoginDialog } from '@/lib/login-dialog';
import { useIsLoggedIn } from '@/lib/session';
import { progressPercent } from '../components/course-card';
import { DetailGate } from '../components/detail-gate';
import { idParam } from '../utils/college-nav';
import { useModuleName } from '../utils/use-module-name';
import styles from './course-list-detail.module.css';

type Lesson = ContentLink & { sort: number };

/** A course's page, with `?lesson=` when one of its lessons is open. */
export function lessonPath(courseId: number, lessonId?: number): string {
  const path = fillPath(PATHS.courseListDetail, courseId);
  return lessonId ? `${path}?lesson=${lessonId}` : path;
}

/** The lessons in their order (the editor's sort, then id). */
function orderedLessons(course: ContentDetail): Lesson[] {
  return [...(course.course?.lessons ?? [])].sort((a, b) => a.sort - b.sort || a.contentId - b.contentId);
}

/** The side card: the intro, the lessons in order with a tick for each one read, and the progress. */
function LessonList({
  courseId,
  lessons,
  current,
  readIds,
}: {
  courseId: number;
  lessons: Lesson[];
  current: number | null;
  readIds: ReadonlySet<number>;
}) {
  const { t } = useTranslation();
  const signedIn = useIsLoggedIn();
  const read = lessons.filter((lesson) => readIds.has(lesson.contentId)).length;
  return (
    <nav className={styles.card} aria-label={t('college.course.contents')}>
      <h2 className={styles.cardTitle}>{t('college.course.contents')}</h2>
      {signedIn ? (
        <div className={styles.progress}>
          <Progress percent={progressPercent(read, lessons.length)} size="small" showInfo={false} />
          <span>{t('college.course.progress', { read, total: lessons.length })}</span>
        </div>
      ) : (
        <div className={styles.signIn}>
          <p>{t('college.course.trackHint')}</p>
          <Button
            size="small"
            type="primary"
            ghost
            icon={<LoginOutlined />}
            onClick={() => openLoginDialog()}
          >
            {t('college.courses.signIn')}
          </Button>
        </div>
      )}
      <ol className={styles.lessons}>
        <li>
          <Link
            to={lessonPath(courseId)}
            className={current === null ? `${styles.lesson} ${styles.current}` : styles.lesson}
            aria-current={current === null ? 'page' : undefined}
          >
            <span className={styles.index}>
              <ProfileOutlined aria-hidden />
            </span>
            <span className={styles.lessonTitle}>{t('college.course.intro')}</span>
          </Link>
        </li>
        {lessons.map((lesson, index) => {
          const done = readIds.has(lesson.contentId);
          return (
            <li key={lesson.contentId}>
              <Link
                to={lessonPath(courseId, lesson.contentId)}
                className={
                  lesson.contentId === current ? `${styles.lesson} ${styles.current}` : styles.lesson
                }
                aria-current={lesson.contentId === current ? 'page' : undefined}
              >
                <span className={done ? `${styles.index} ${styles.done}` : styles.index}>
                  {done ? <CheckCircleFilled aria-label={t('college.course.read')} /> : index + 1}
                </span>
                <span className={styles.lessonTitle}>{lesson.title}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Previous and next lesson (the intro before the first). */
function LessonNav({ courseId, lessons, current }: { courseId: number; lessons: Lesson[]; current: number }) {
  const { t } = useTranslation();
  const index = lessons.findIndex((lesson) => lesson.contentId === current);
  const prev = index > 0 ? lessons[index - 1] : undefined;
  const next = index >= 0 ? lessons[index + 1] : undefined;
  return (
    <nav className={styles.lessonNav} aria-label={t('college.course.lessonNav')}>
      <ButtonLink
        to={lessonPath(courseId, prev?.contentId)}
        icon={<ArrowLeftOutlined />}
        className={styles.navButton}
      >
        <span className={styles.navText}>{prev ? prev.title : t('college.course.intro')}</span>
      </ButtonLink>
      {index >= 0 ? (
        <span className={styles.position}>
          {t('college.course.lessonOf', { index: index + 1, total: lessons.length })}
        </span>
      ) : null}
      {next ? (
        <ButtonLink
          type="primary"
          to={lessonPath(courseId, next.contentId)}
          icon={<ArrowRightOutlined />}
          iconPlacement="end"
          className={styles.navButton}
        >
          <span className={styles.navText}>{next.title}</span>
        </ButtonLink>
      ) : (
        <ButtonLink type="primary" to={PATHS.courseListHome} className={styles.navButton}>
          {t('college.course.finished')}
        </ButtonLink>
      )}
    </nav>
  );
}

/** The course page: its intro (no lesson chosen) or a lesson, marked read for a signed-in reader. */
function CoursePage({ course }: { course: ContentDetail }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signedIn = useIsLoggedIn();
  const courses = useModuleName('course');
  const lessonId = idParam(params.get('lesson'));
  const lesson = useContentDetail(lessonId);
  const progress = useCourseProgress(course.contentId);
  const readLesson = useReadLesson();
  const lessons = orderedLessons(course);
  const readIds = new Set(progress.data?.readLessonIds ?? []);
  const opened = lesson.data && lesson.data.parentId === course.contentId ? lesson.data : null;

  // Each lesson opened is reported once per visit of the page; the answer updates the ticks.
  const reported = useRef(new Set<number>());
  const { mutate } = readLesson;
  useEffect(() => {
    if (!signedIn || !opened || reported.current.has(opened.contentId)) return;
    reported.current.add(opened.contentId);
    mutate(opened.contentId);
  }, [signedIn, opened, mutate]);

  const courseCrumbs = [
    { title: t('college.title'), to: PATHS.collegeHome },
    { title: courses, to: PATHS.courseListHome },
  ];
  const aside = (
    <LessonList courseId={course.contentId} lessons={lessons} current={lessonId} readIds={readIds} />
  );

  if (lessonId !== null) {
    if (lesson.isPending) {
      return <Skeleton active paragraph={{ rows: 12 }} className={styles.pending} />;
    }
    if (!opened) {
      return (
        <div className={styles.missing}>
          <ContentNotFound
            backTo={lessonPath(course.contentId)}
            backLabel={t('college.course.backToCourse')}
            title={t('college.course.lessonMissing')}
          />
        </div>
      );
    }
    return (
      <ContentArticle
        key={opened.contentId}
        item={{ ...opened, typeName: course.title, prev: null, next: null, related: [] }}
        breadcrumb={[...courseCrumbs, { title: course.title, to: lessonPath(course.contentId) }]}
        aside={aside}
        footer={<LessonNav courseId={course.contentId} lessons={lessons} current={opened.contentId} />}
      />
    );
  }

  const firstUnread = lessons.find((item) => !readIds.has(item.contentId)) ?? lessons[0];
  const started = lessons.some((item) => readIds.has(item.contentId));
  return (
    <ContentArticle
      item={course}
      breadcrumb={courseCrumbs}
      aside={aside}
      footer={
        firstUnread ? (
          <div className={styles.start}>
            <span>{t('cms.lessons', { count: lessons.length })}</span>
            <ButtonLink
              type="primary"
              size="large"
              icon={<PlayCircleOutlined />}
              to={lessonPath(course.contentId, firstUnread.contentId)}
            >
              {started ? t('college.course.continue') : t('college.course.start')}
            </ButtonLink>
          </div>
        ) : null
      }
    />
  );
}

/** /college/courseList/courseListDetail/:id (?lesson=<id>): a course and its lessons. */
export function CourseListDetailRoute() {
  const { t } = useTranslation();
  return (
    <DetailGate
      moduleCode="course"
      backTo={PATHS.courseListHome}
      backLabel={t('college.courses.back')}
      redirectOf={(item) => (item.parentId ? lessonPath(item.parentId, item.contentId) : null)}
    >
      {(course) => <CoursePage course={course} />}
    </DetailGate>
  );
}
