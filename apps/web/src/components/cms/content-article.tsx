import type { Attachment, ContentDetail, ContentLink } from '@copytrade/contracts/cms';
import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  ClockCircleOutlined,
  DownloadOutlined,
  EyeOutlined,
  FileOutlined,
  FilePdfOutlined,
  FolderOpenOutlined,
  PaperClipOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MarkdownView } from '@/components/markdown';
import { assetUrl } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { contentPath } from '@/lib/paths';
import { ContentBand, type Crumb } from './content-band';
import { ContentCard } from './content-card';
import {
  fileTypeLabel,
  formatFileSize,
  readingMinutes,
  useContentDate,
  useDocumentTitle,
} from './content-meta';
import { ShareBar } from './share-bar';
import styles from './content-article.module.css';

type Tag = ContentDetail['tags'][number];

export type ContentArticleProps = {
  item: ContentDetail;
  /** Above the title; the item itself is added as the last step. */
  breadcrumb: Crumb[];
  /** A side column beside the text (a lesson list, the topic's terms); the text takes the width without it. */
  aside?: ReactNode;
  /** Under the share bar, before prev/next (a course's lesson navigation, a call to action). */
  footer?: ReactNode;
  /** Where a tag chip links to (the module's list filtered by it); plain chips without it. */
  tagTo?: (tag: Tag) => string;
  /** The heading over the related items ("Related reading" by default). */
  relatedTitle?: string;
};

/**
 * The page of one published item (an article, an encyclopedia entry, a news item, a download): the header
 * band with breadcrumb, title and meta line (class, date, reading time, views), tag chips, cover, the
 * Markdown body in a readable column, attachments, the share bar, prev/next in its class and the related
 * items. Sets the document title to "<title> - <brand>".
 */
export function ContentArticle({
  item,
  breadcrumb,
  aside,
  footer,
  tagTo,
  relatedTitle,
}: ContentArticleProps) {
  const { t } = useTranslation();
  const date = useContentDate();
  useDocumentTitle(item.seoTitle || item.title);
  const cover = assetUrl(item.cover);

  return (
    <div className={styles.page}>
      <ContentBand
        breadcrumb={[...breadcrumb, { title: item.title }]}
        title={item.title}
        meta={
          <>
            {item.typeName ? (
              <span className={styles.metaItem}>
                <FolderOpenOutlined aria-hidden /> {item.typeName}
              </span>
            ) : null}
            {item.publishTime ? (
              <time className={styles.metaItem} dateTime={formatDate(item.publishTime, 'YYYY-MM-DD')}>
                {date(item.publishTime)}
              </time>
            ) : null}
            <span className={styles.metaItem}>
              <ClockCircleOutlined aria-hidden /> {t('cms.readingTime', { count: readingMinutes(item.body) })}
            </span>
            <span className={styles.metaItem}>
              <EyeOutlined aria-hidden /> {t('cms.views', { count: item.viewCount })}
            </span>
          </>
        }
      />
      <div className={aside ? `${styles.layout} ${styles.withAside}` : styles.layout}>
        <article className={styles.main}>
          {item.tags.length > 0 ? (
            <ul className={styles.tags} aria-label={t('cms.tags')}>
              {item.tags.map((tag) => (
                <li key={tag.tagId}>
                  {tagTo ? (
                    <Link to={tagTo(tag)} className={styles.tag}>
                      #{tag.name}
                    </Link>
                  ) : (
                    <span className={styles.tag}>#{tag.name}</span>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          {cover ? <img src={cover} alt="" className={styles.cover} /> : null}
          <div className={styles.prose}>
            {item.summary ? <p className={styles.lead}>{item.summary}</p> : null}
            <MarkdownView source={item.body} />
          </div>
          {item.attachments.length > 0 ? <Attachments files={item.attachments} /> : null}
          <div className={styles.share}>
            <ShareBar title={item.title} text={item.summary} />
          </div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
          {item.prev || item.next ? <PrevNext prev={item.prev} next={item.next} /> : null}
        </article>
        {aside ? <aside className={styles.aside}>{aside}</aside> : null}
      </div>
      {item.related.length > 0 ? (
        <section className={styles.related} aria-labelledby="content-related">
          <h2 id="content-related" className={styles.sectionTitle}>
            {relatedTitle ?? t('cms.related')}
          </h2>
          <ul className={styles.relatedGrid}>
            {item.related.slice(0, 4).map((related) => (
              <li key={related.contentId}>
                <ContentCard item={related} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** The files of an item: name, size and type, each with its download link. */
function Attachments({ files }: { files: Attachment[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.attachments} aria-labelledby="content-attachments">
      <h2 id="content-attachments" className={styles.blockTitle}>
        <PaperClipOutlined aria-hidden /> {t('cms.attachments')}
      </h2>
      <ul className={styles.files}>
        {files.map((file) => {
          const type = fileTypeLabel(file.mime, file.fileName);
          return (
            <li key={file.url} className={styles.file}>
              <span className={styles.fileIcon}>
                {type === 'PDF' ? <FilePdfOutlined aria-hidden /> : <FileOutlined aria-hidden />}
              </span>
              <span className={styles.fileText}>
                <span className={styles.fileName}>{file.fileName}</span>
                <span className={styles.fileMeta}>
                  {type} · {formatFileSize(file.size)}
                </span>
              </span>
              <Button
                type="primary"
                ghost
                href={assetUrl(file.url)}
                download={file.fileName}
                icon={<DownloadOutlined aria-hidden />}
                aria-label={`${t('cms.download')} ${file.fileName}`}
              >
                {t('cms.download')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The item before and after this one in its class. */
function PrevNext({ prev, next }: { prev: ContentLink | null; next: ContentLink | null }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.prevNext}>
      {prev ? (
        <Link to={contentPath(prev.moduleCode, prev.contentId)} className={styles.neighbour} rel="prev">
          <span className={styles.neighbourLabel}>
            <ArrowLeftOutlined aria-hidden /> {t('cms.prev')}
          </span>
          <span className={styles.neighbourTitle}>{prev.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link
          to={contentPath(next.moduleCode, next.contentId)}
          className={`${styles.neighbour} ${styles.nextLink}`}
          rel="next"
        >
          <span className={styles.neighbourLabel}>
            {t('cms.next')} <ArrowRightOutlined aria-hidden />
          </span>
          <span className={styles.neighbourTitle}>{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
