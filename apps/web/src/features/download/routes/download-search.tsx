import { FileSearchOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { Pager } from '@/components/pager';
import { QueryView } from '@/components/query-view';
import { useContentSearch } from '@/lib/cms-queries';
import { useContentDate, useDocumentTitle } from '@/components/cms/content-meta';
import { Highlight } from '@/components/cms/highlight';
import { ModuleIcon } from '@/components/cms/module-icon';
import { contentPath, PATHS } from '@/lib/paths';
import { idParam } from '../utils/route-params';
import styles from './download-search.module.css';

const PAGE_SIZE = 10;

/** /download/downloadSearch?q=: the downloads matching the text (the band above holds the box), paged. */
export function DownloadSearchRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = idParam(params.get('page')) ?? 1;
  const search = useContentSearch({ q, moduleCode: 'download', page, pageSize: PAGE_SIZE });
  const date = useContentDate();
  useDocumentTitle(q ? `${q} - ${t('download.search.title')}` : t('download.search.title'));

  const paging = {
    page,
    pageSize: PAGE_SIZE,
    onChange: (next: number) =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        if (next > 1) out.set('page', String(next));
        else out.delete('page');
        return out;
      }),
  };

  if (!q) {
    return (
      <section className={styles.panel}>
        <EmptyState
          roomy
          icon={<SearchOutlined />}
          title={t('download.search.prompt')}
          hint={t('download.search.promptHint')}
        />
      </section>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="download-search-title">
      <h2 id="download-search-title" className={styles.title}>
        {search.data
          ? t('download.search.found', { q, count: search.data.total })
          : t('download.search.title')}
      </h2>
      <QueryView
        query={search}
        loading={<ListSkeleton rows={5} />}
        isEmpty={(data) => data.hits.length === 0 && page === 1}
        empty={
          <EmptyState
            roomy
            icon={<FileSearchOutlined />}
            title={t('download.search.noResults', { q })}
            hint={t('download.search.noResultsHint')}
            action={<ButtonLink to={PATHS.downloadHome}>{t('download.overview')}</ButtonLink>}
          />
        }
      >
        {(data) => (
          <>
            <ul className={styles.hits}>
              {data.hits.map((hit) => (
                <li key={`${hit.moduleCode}-${hit.contentId}`}>
                  <Link to={contentPath(hit.moduleCode, hit.contentId)} className={styles.hit}>
                    <span className={styles.icon}>
                      <ModuleIcon moduleCode={hit.moduleCode} />
                    </span>
                    <span className={styles.text}>
                      <span className={styles.hitTitle}>
                        <Highlight text={hit.title} terms={hit.terms} />
                      </span>
                      {hit.excerpt ? (
                        <span className={styles.excerpt}>
                          <Highlight text={hit.excerpt} terms={hit.terms} />
                        </span>
                      ) : null}
                      <span className={styles.meta}>
                        {hit.typeName ? <span className={styles.type}>{hit.typeName}</span> : null}
                        {hit.publishTime ? <time>{date(hit.publishTime)}</time> : null}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pager total={data.total} paging={paging} embedded />
          </>
        )}
      </QueryView>
    </section>
  );
}
