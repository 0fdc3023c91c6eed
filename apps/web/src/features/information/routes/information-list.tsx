import type { ContentItem } from '@copytrade/contracts/cms';
import { EyeOutlined, FireOutlined, HomeOutlined, SafetyOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { Pager } from '@/components/pager';
import { QueryView } from '@/components/query-view';
import { contentListOptions, useContentList, useContentTags, useModuleShowInfo } from '@/lib/cms-queries';
import { ContentBand } from '@/components/cms/content-band';
import { ContentCard } from '@/components/cms/content-card';
import { ContentCover } from '@/components/cms/content-cover';
import { ContentEmpty } from '@/components/cms/content-states';
import { useContentDate, useDocumentTitle } from '@/components/cms/content-meta';
import { formatDate } from '@/lib/format';
import { contentPath, PATHS } from '@/lib/paths';
import { useListParams, usePagedQuery } from '@/lib/use-paged-query';
import { idParam } from '../utils/route-params';
import styles from './information-list.module.css';

const MODULE = 'information';
/** How many of the most read items the side column lists. */
const HOT_COUNT = 6;

/**
 * /information: market news. The newest item leads large on the first page, the rest follow with their
 * dates, filtered by tag (`?tag=`, paged in the address); the side column lists the most read. A site that
 * does not offer the module says so (its header hides the entry too).
 */
export function InformationListRoute() {
  const { t } = useTranslation();
  const info = useModuleShowInfo(MODULE);
  const title = info.data?.name || t('information.title');
  useDocumentTitle(title);

  if (info.isSuccess && !info.data?.shown) {
    return (
      <div className={styles.page}>
        <InformationBand title={t('information.title')} />
        <div className={styles.body}>
          <section className={`${styles.main} ${styles.card}`}>
            <EmptyState
              roomy
              icon={<SafetyOutlined />}
              title={t('information.notOffered')}
              hint={t('information.notOfferedHint')}
              action={
                <ButtonLink type="primary" to={PATHS.home} icon={<HomeOutlined />}>
                  {t('information.backHome')}
                </ButtonLink>
              }
            />
          </section>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <InformationBand title={title} text={info.data?.description || t('information.subtitle')} />
      <div className={styles.body}>
        <NewsColumn />
        <aside className={styles.side}>
          <MostRead />
          <div className={`${styles.card} ${styles.note}`}>
            <SafetyOutlined className={styles.noteIcon} aria-hidden />
            <p>{t('information.riskNote')}</p>
          </div>
        </aside>
      </div>
    </div>
  );
}

/** The band on top: the breadcrumb (home, the page), the title and a line under it. */
function InformationBand({ title, text }: { title: string; text?: string }) {
  const { t } = useTranslation();
  return (
    <ContentBand
      breadcrumb={[{ title: t('information.home'), to: PATHS.home }, { title }]}
      title={title}
      meta={text}
    />
  );
}

/** The tag chips, the lead item and the paged list. */
function NewsColumn() {
  const { t } = useTranslation();
  const [params, setParam] = useListParams();
  const tagId = idParam(params.get('tag')) ?? undefined;
  const tags = useContentTags(MODULE);
  const [list, paging] = usePagedQuery((page) =>
    contentListOptions({ moduleCode: MODULE, order: 'new', ...(tagId ? { tagId } : {}), ...page }),
  );
  const tagList = tags.data ?? [];

  return (
    <section className={styles.main} aria-label={t('information.latest')}>
      {tagList.length > 0 ? (
        <div className={styles.chips} role="group" aria-label={t('information.filterByTag')}>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={tagId === undefined}
            onClick={() => setParam('tag', undefined)}
          >
            {t('information.allTags')}
          </button>
          {tagList.map((tag) => (
            <button
              key={tag.tagId}
              type="button"
              className={styles.chip}
              aria-pressed={tagId === tag.tagId}
              onClick={() => setParam('tag', String(tag.tagId))}
            >
              {tag.name}
              <span className={styles.chipCount}>{tag.count}</span>
            </button>
          ))}
        </div>
      ) : null}
      <QueryView
        query={list}
        loading={
          <div className={styles.card}>
            <Skeleton.Node active className={styles.leadSkeleton} />
            <ListSkeleton rows={5} />
          </div>
        }
        errorFrame={(error) => <div className={styles.card}>{error}</div>}
        isEmpty={(data) => data.items.length === 0 && paging.page === 1}
        empty={
          <ContentEmpty
            title={t('information.emptyTitle')}
            hint={tagId ? t('information.emptyTagHint') : t('information.emptyHint')}
            action={
              tagId ? <ButtonLink to={PATHS.information}>{t('information.allTags')}</ButtonLink> : undefined
            }
          />
        }
      >
        {(data) => {
          const lead = paging.page === 1 ? data.items[0] : undefined;
          const rest = lead ? data.items.slice(1) : data.items;
          return (
            <>
              {lead ? <LeadItem item={lead} /> : null}
              {rest.length > 0 ? (
                <ul className={`${styles.card} ${styles.list}`}>
                  {rest.map((item) => (
                    <li key={item.contentId}>
                      <ContentCard item={item} variant="row" />
                    </li>
                  ))}
                </ul>
              ) : null}
              <Pager total={data.total} paging={paging} />
            </>
          );
        }}
      </QueryView>
    </section>
  );
}

function TagNames({ item }: { item: ContentItem }) {
  if (item.tags.length === 0) return null;
  return (
    <span className={styles.tags}>
      {item.tags.map((tag) => (
        <span key={tag.tagId} className={styles.tag}>
          {tag.name}
        </span>
      ))}
    </span>
  );
}

/** The newest item, large: cover, tags, title, summary and date. */
function LeadItem({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const date = useContentDate();
  return (
    <Link to={contentPath(MODULE, item.contentId)} className={`${styles.card} ${styles.lead}`}>
      <ContentCover
        cover={item.cover}
        moduleCode={MODULE}
        seed={item.contentId}
        className={styles.leadCover}
      />
      <span className={styles.leadText}>
        <span className={styles.leadBadge}>{t('information.leadBadge')}</span>
        <span className={styles.leadTitle}>{item.title}</span>
        {item.summary ? <span className={styles.leadSummary}>{item.summary}</span> : null}
        <span className={styles.meta}>
          <time dateTime={formatDate(item.publishTime, 'YYYY-MM-DD')}>{date(item.publishTime)}</time>
          <span>
            <EyeOutlined aria-hidden /> {t('cms.views', { count: item.viewCount })}
          </span>
          <TagNames item={item} />
        </span>
      </span>
    </Link>
  );
}

/** The side column's most read items, numbered. */
function MostRead() {
  const { t } = useTranslation();
  const hot = useContentList({ moduleCode: MODULE, order: 'hot', page: 1, pageSize: HOT_COUNT });
  return (
    <section className={styles.card} aria-labelledby="information-most-read">
      <h2 id="information-most-read" className={styles.sideTitle}>
        <FireOutlined aria-hidden /> {t('information.mostRead')}
      </h2>
      <QueryView
        query={hot}
        loading={<ListSkeleton rows={4} />}
        message={false}
        isEmpty={(data) => data.items.length === 0}
        empty={<p className={styles.sideEmpty}>{t('information.mostReadEmpty')}</p>}
      >
        {(data) => (
          <ol className={styles.hotList}>
            {data.items.map((item, index) => (
              <li key={item.contentId}>
                <Link to={contentPath(MODULE, item.contentId)} className={styles.hotItem}>
                  <span className={styles.hotRank} data-top={index < 3 || undefined}>
                    {index + 1}
                  </span>
                  <span className={styles.hotText}>
                    <span className={styles.hotTitle}>{item.title}</span>
                    <span className={styles.hotViews}>{t('cms.views', { count: item.viewCount })}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </section>
  );
}
