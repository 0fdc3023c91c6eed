import type { ContentItem } from '@copytrade/contracts/cms';
import { PlayCircleOutlined } from '@ant-design/icons';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCourseProgress } from '@/lib/cms-queries';
import { ContentCover } from '@/components/cms/content-cover';
import { contentPath } from '@/lib/paths';
import { useIsLoggedIn } from '@/lib/session';
import styles from './course-card.module.css';

/** The share of a course's lessons read, 0..100. */
export function progressPercent(read: number, total: number): number {
  return total > 0 ? Math.min(100, Math.round((read / total) * 100)) : 0;
}

/** A signed-in reader's progress in one course: a bar and "n of m lessons". */
function CourseProgressLine({ courseId, lessonCount }: { courseId: number; lessonCount: number }) {
  const { t } = useTranslation();
  const progress = useCourseProgress(courseId);
  if (!progress.data) return null;
  const total = progress.data.lessonCount || lessonCount;
  const read = progress.data.readLessonIds.length;
  return (
    <span className={styles.progress}>
      <Progress
        percent={progressPercent(read, total)}
        size="small"
        showInfo={false}
        aria-label={t('college.course.progressLabel')}
      />
      <span className={styles.progressText}>
        {read === 0 ? t('college.course.notStarted') : t('college.course.progress', { read, total })}
      </span>
    </span>
  );
}

/** A course in a grid: cover (or the themed panel), lesson count, title, summary, the reader's progress. */
export function CourseCard({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const signedIn = useIsLoggedIn();
  return (
    <Link to={contentPath('course', item.contentId)} className={styles.card}>
      <span className={styles.coverWrap}>
        <ContentCover cover={item.cover} moduleCode="course" seed={item.contentId} className={styles.cover} />
        <span className={styles.lessons}>
          <PlayCircleOutlined aria-hidden /> {t('cms.lessons', { count: item.lessonCount })}
        </span>
      </span>
      <span className={styles.body}>
        {item.typeName ? <span className={styles.type}>{item.typeName}</span> : null}
        <span className={styles.title}>{item.title}</span>
        {item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
        {signedIn ? <CourseProgressLine courseId={item.contentId} lessonCount={item.lessonCount} /> : null}
        <span className={styles.cta}>{t('college.course.open')}</span>
      </span>
    </Link>
  );
}
