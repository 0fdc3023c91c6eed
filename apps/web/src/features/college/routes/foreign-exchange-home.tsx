import type { ContentItem } from '@copytrade/contracts/cms';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { ListSkeleton } from '@/components/page-states';
import { Pager } from '@/components/pager';
import { QueryView } from '@/components/query-view';
import { contentListOptions, useModuleShowInfo } from '@/lib/cms-queries';
import { ContentBand } from '@/components/cms/content-band';
import { useDocumentTitle } from '@/components/cms/content-meta';
import { ContentEmpty } from '@/components/cms/content-states';
import { SearchBox } from '@/components/cms/search-box';
import { contentPath, PATHS } from '@/lib/paths';
import { useListParams, usePagedQuery } from '@/lib/use-paged-query';
import { ALPHABET, LetterBar } from '../components/letter-bar';
import page from '../components/college-page.module.css';
import { idParam } from '../utils/college-nav';
import { INDEX_PAGE_SIZE, lettersOf, useEncyclopediaIndex } from '../utils/use-encyclopedia-index';
import { useModuleName } from '../utils/use-module-name';
import styles from './foreign-exchange-home.module.css';

const ENTRIES_PER_PAGE = 60;

/** The entries of a page grouped by their A-Z letter (letters in order, terms by title within one). */
export function groupByLetter(items: readonly ContentItem[]): { letter: string; items: ContentItem[] }[] {
  const groups = new Map<string, ContentItem[]>();
  for (const item of items) {
    const letter = /^[A-Z]$/i.test(item.indexLetter) ? item.indexLetter.toUpperCase() : '#';
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, entries]) => ({ letter, items: entries.sort((x, y) => x.title.localeCompare(y.title)) }));
}

/** The encyclopedia's address with `letter` and `topic` set (page 1). */
function encyclopediaPath(letter: string | null, topic: number | null): string {
  const search = new URLSearchParams();
  if (letter) search.set('letter', letter);
  if (topic) search.set('topic', String(topic));
  const text = search.toString();
  return text ? `${PATHS.foreignExchangeHome}?${text}` : PATHS.foreignExchangeHome;
}

/** /college/foreignExchange/foreignExchangeHome: the forex encyclopedia by letter and topic. */
export function ForeignExchangeHomeRoute() {
  const { t } = useTranslation();
  const [params] = useListParams();
  const rawLetter = (params.get('letter') ?? '').toUpperCase();
  const letter = ALPHABET.includes(rawLetter) ? rawLetter : null;
  const topic = idParam(params.get('topic'));
  const info = useModuleShowInfo('encyclopedia');
  const name = useModuleName('encyclopedia');
  useDocumentTitle(name);
  const index = useEncyclopediaIndex();
  const [list, paging] = usePagedQuery(
    (p) =>
      contentListOptions({
        moduleCode: 'encyclopedia',
        ...(letter ? { letter } : {}),
        ...(topic ? { typeId: topic } : {}),
        order: 'sort',
        ...p,
      }),
    { defaultPageSize: ENTRIES_PER_PAGE },
  );
  const topics = info.data?.classes ?? [];
  const indexTotal = index.list.data?.total ?? 0;
  const letters = indexTotal > INDEX_PAGE_SIZE ? new Set(ALPHABET) : lettersOf(index.items, topic);

  return (
    <>
      <ContentBand
        breadcrumb={[{ title: t('college.title'), to: PATHS.collegeHome }, { title: name }]}
        title={name}
        meta={<p className={page.bandDescription}>{info.data?.description || t('college.fx.subtitle')}</p>}
      >
        <SearchBox to={PATHS.collegeSearch} placeholder={t('college.fx.searchPlaceholder')} />
      </ContentBand>
      <div className={page.container}>
        <div className={styles.filters}>
          <nav className={styles.topics} aria-label={t('college.fx.topicsLabel')}>
            <Link
              to={encyclopediaPath(letter, null)}
              className={topic === null ? `${styles.topic} ${styles.topicActive}` : styles.topic}
              aria-current={topic === null ? 'true' : undefined}
            >
              {t('college.fx.allTopics')}
            </Link>
            {topics.map((node) => (
              <Link
                key={node.typeId}
                to={encyclopediaPath(letter, node.typeId)}
                className={topic === node.typeId ? `${styles.topic} ${styles.topicActive}` : styles.topic}
                aria-current={topic === node.typeId ? 'true' : undefined}
              >
                {node.name}
                <span className={styles.topicCount}>{node.itemCount}</span>
              </Link>
            ))}
          </nav>
          <LetterBar enabled={letters} active={letter} hrefOf={(next) => encyclopediaPath(next, topic)} />
        </div>
        <QueryView
          query={list}
          loading={<ListSkeleton rows={6} />}
          isEmpty={(data) => data.items.length === 0 && paging.page === 1}
          empty={
            <ContentEmpty
              title={t('college.fx.emptyTitle')}
              hint={t('college.fx.emptyHint')}
              action={
                letter || topic ? (
                  <ButtonLink to={PATHS.foreignExchangeHome}>{t('college.fx.showAll')}</ButtonLink>
                ) : null
              }
            />
          }
        >
          {(data) => (
            <>
              <p className={styles.total}>{t('college.fx.total', { count: data.total })}</p>
              {groupByLetter(data.items).map((group) => (
                <section
                  key={group.letter}
                  className={styles.group}
                  aria-labelledby={`fx-letter-${group.letter}`}
                >
                  <h2 id={`fx-letter-${group.letter}`} className={styles.letter}>
                    {group.letter}
                  </h2>
                  <ul className={styles.entries}>
                    {group.items.map((item) => (
                      <li key={item.contentId}>
                        <Link to={contentPath('encyclopedia', item.contentId)} className={styles.entry}>
                          <span className={styles.term}>{item.title}</span>
                          {item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
                          {item.typeName && topic === null ? (
                            <span className={styles.entryTopic}>{item.typeName}</span>
                          ) : null}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
              {data.total > paging.pageSize ? <Pager total={data.total} paging={paging} /> : null}
            </>
          )}
        </QueryView>
      </div>
    </>
  );
}
