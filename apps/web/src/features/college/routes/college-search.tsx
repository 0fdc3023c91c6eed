import {
  EDUCATION_MODULES,
  SEARCH_MAX_LENGTH,
  type EducationModule,
  type SearchHit,
} from '@copytrade/contracts/cms';
import { SearchOutlined, TagsOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListSkeleton } from '@/components/page-states';
import { Pager } from '@/components/pager';
import { QueryView } from '@/components/query-view';
import { useContentSearch, useContentTags, useModuleShowInfo } from '@/lib/cms-queries';
import { ContentBand } from '@/components/cms/content-band';
import { useContentDate, useDocumentTitle } from '@/components/cms/content-meta';
import { ContentEmpty } from '@/components/cms/content-states';
import { Highlight } from '@/components/cms/highlight';
import { ModuleIcon } from '@/components/cms/module-icon';
import { SearchBox } from '@/components/cms/search-box';
import { contentPath, PATHS } from '@/lib/paths';
import page from '../components/college-page.module.css';
import { idParam } from '../utils/college-nav';
import styles from './college-search.module.css';

const RESULTS_PER_PAGE = 10;

function isEducationModule(value: string | null): value is EducationModule {
  return (EDUCATION_MODULES as readonly (string | null)[]).includes(value);
}

const searchPath = (q: string) => `${PATHS.collegeSearch}?q=${encodeURIComponent(q)}`;

/** One result: its module, class and date, the title and excerpt with the words searched marked. */
function Hit({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation();
  const date = useContentDate();
  return (
    <li>
      <Link to={contentPath(hit.moduleCode, hit.contentId)} className={styles.hit}>
        <span className={`${styles.badgeIcon} ${styles[`module_${hit.moduleCode}`] ?? ''}`}>
          <ModuleIcon moduleCode={hit.moduleCode} />
        </span>
        <span className={styles.hitBody}>
          <span className={styles.hitMeta}>
            <span className={styles.badge}>
              {isEducationModule(hit.moduleCode) ? t(`cms.modules.${hit.moduleCode}`) : hit.moduleCode}
            </span>
            {hit.typeName ? <span>{hit.typeName}</span> : null}
            {hit.publishTime ? <time>{date(hit.publishTime)}</time> : null}
          </span>
          <span className={styles.hitTitle}>
            <Highlight text={hit.title} terms={hit.terms} />
          </span>
          {hit.excerpt ? (
            <span className={styles.excerpt}>
              <Highlight text={hit.excerpt} terms={hit.terms} />
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

/** Before anything is typed: the most used tags, each a search. */
function PopularTags() {
  const { t } = useTranslation();
  const tags = useContentTags();
  return (
    <div className={styles.start}>
      <span className={styles.startIcon}>
        <SearchOutlined aria-hidden />
      </span>
      <h2 className={styles.startTitle}>{t('college.search.startTitle')}</h2>
      <p className={styles.startHint}>{t('college.search.startHint')}</p>
      {(tags.data ?? []).length > 0 ? (
        <>
          <h3 className={styles.popularTitle}>
            <TagsOutlined aria-hidden /> {t('college.search.popularTags')}
          </h3>
          <ul className={styles.tags}>
            {(tags.data ?? []).slice(0, 20).map((tag) => (
              <li key={tag.tagId}>
                <Link to={searchPath(tag.name)} className={styles.tag}>
                  #{tag.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** /college/search?q=&module=: the education area's search, by module, paged. */
export function CollegeSearchRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const rawModule = params.get('module');
  const moduleCode = isEducationModule(rawModule) ? rawModule : undefined;
  const pageNumber = idParam(params.get('page')) ?? 1;
  const pageSize = idParam(params.get('pageSize')) ?? RESULTS_PER_PAGE;
  const information = useModuleShowInfo('information');
  const search = useContentSearch({ q, ...(moduleCode ? { moduleCode } : {}), page: pageNumber, pageSize });
  useDocumentTitle(q ? t('college.search.titleFor', { q }) : t('college.search.title'));

  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const paging = {
    page: pageNumber,
    pageSize,
    onChange: (nextPage: number, nextSize: number) =>
      update((next) => {
        const target = nextSize === pageSize ? nextPage : 1;
        if (target > 1) next.set('page', String(target));
        else next.delete('page');
        if (nextSize !== RESULTS_PER_PAGE) next.set('pageSize', String(nextSize));
        else next.delete('pageSize');
      }),
  };

  const modules = EDUCATION_MODULES.filter(
    (code) => code !== 'information' || information.data?.shown !== false,
  );
  const tabs = [
    { key: 'all', label: t('college.search.all') },
    ...modules.map((code) => ({ key: code, label: t(`cms.modules.${code}`) })),
  ];

  return (
    <>
      <ContentBand
        breadcrumb={[
          { title: t('college.title'), to: PATHS.collegeHome },
          { title: t('college.search.title') },
        ]}
        title={q ? t('college.search.titleFor', { q }) : t('college.search.title')}
      >
        <SearchBox to={PATHS.collegeSearch} defaultValue={q} />
      </ContentBand>
      <div className={`${page.container} ${styles.container}`}>
        {q ? (
          <div className={styles.panel}>
            <Tabs
              activeKey={moduleCode ?? 'all'}
              items={tabs}
              onChange={(key) =>
                update((next) => {
                  next.delete('page');
                  if (key === 'all') next.delete('module');
                  else next.set('module', key);
                }, true)
              }
            />
            <QueryView
              query={search}
              loading={<ListSkeleton rows={5} />}
              isEmpty={(data) => data.hits.length === 0 && pageNumber === 1}
              empty={
                <ContentEmpty
                  icon={<SearchOutlined />}
                  title={t('college.search.noResults', { q })}
                  hint={t('college.search.noResultsHint')}
                />
              }
            >
              {(data) => (
                <>
                  <p className={styles.total} aria-live="polite">
                    {t('college.search.total', { count: data.total, q })}
                  </p>
                  <ul className={styles.hits}>
                    {data.hits.map((hit) => (
                      <Hit key={`${hit.moduleCode}-${hit.contentId}`} hit={hit} />
                    ))}
                  </ul>
                  <Pager total={data.total} paging={paging} />
                </>
              )}
            </QueryView>
          </div>
        ) : (
          <div className={styles.panel}>
            <PopularTags />
          </div>
        )}
      </div>
    </>
  );
}
