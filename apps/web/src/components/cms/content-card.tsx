import type { ContentItem } from '@copytrade/contracts/cms';
import { EyeOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentPath } from '@/lib/paths';
import { ContentCover } from './content-cover';
import { useContentDate } from './content-meta';
import styles from './content-card.module.css';

export type ContentCardProps = {
  item: ContentItem;
  /** 'row': a list row with a thumbnail beside the text; 'card' (default): cover on top, for grids. */
  variant?: 'row' | 'card';
};

/**
 * One item in a list or a grid: cover (or a themed placeholder), class, title, summary, date, views and
 * the lesson count of a course; the whole card links to the item's page (`contentPath`).
 */
export function ContentCard({ item, variant = 'card' }: ContentCardProps) {
  const { t } = useTranslation();
  const date = useContentDate();
  const row = variant === 'row';
  return (
    <Link
      to={contentPath(item.moduleCode, item.contentId)}
      className={`${styles.card} ${row ? styles.row : styles.grid}`}
    >
      <ContentCover
        cover={item.cover}
        moduleCode={item.moduleCode}
        seed={item.contentId}
        className={styles.cover}
      />
      <span className={styles.body}>
        {item.typeName ? <span className={styles.type}>{item.typeName}</span> : null}
        <span className={styles.title}>{item.title}</span>
        {item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
        <span className={styles.meta}>
          {item.publishTime ? <time>{date(item.publishTime)}</time> : null}
          {item.moduleCode === 'course' ? (
            <span>
              <PlayCircleOutlined aria-hidden /> {t('cms.lessons', { count: item.lessonCount })}
            </span>
          ) : null}
          <span>
            <EyeOutlined aria-hidden /> {t('cms.views', { count: item.viewCount })}
          </span>
          {row && item.tags.length > 0 ? (
            <span className={styles.tags}>
              {item.tags.slice(0, 3).map((tag) => (
                <span key={tag.tagId} className={styles.tag}>
                  #{tag.name}
                </span>
              ))}
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
