import type { FilterList, RankingRow, RankingSort } from '@copytrade/contracts/community';
import { FilterOutlined, SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Chip } from '@/components/chip/chip';
import { PageNumbers } from '@/components/page-numbers';
import { PlainButton } from '@/components/plain-button/plain-button';
import { PlainSelect } from '@/components/plain-select/plain-select';
import { QueryView } from '@/components/query-view';
import { SearchBox } from '@/components/search-box/search-box';
import { useFilterList } from '../api/get-filter-list';
import { useRanking } from '../api/select-by-filter';
import {
  activeFilterCount,
  clearedFilters,
  KEYWORD_MAX,
  naturalDirection,
  needsFilterList,
  parseSquareQuery,
  RANGE_KEYS,
  rankingBody,
  SQUARE_PAGE_SIZES,
  squareSearchParams,
  type SquareState,
} from '../utils/square-query';
import { loadSavedFilters, saveFilters } from '../utils/saved-filters';
import { RankingCard, RankingCardSkeleton } from './ranking-card';
import { RankingList, RankingListSkeleton } from './ranking-list';
import { RankingTableSkeleton } from './ranking-view';
import { useRangeText } from './range-filter';
import { SquareFilters, SquareFiltersSkeleton } from './square-filters';
import styles from './trader-square.module.css';
import { EmptyNote } from '@/components/placeholder/placeholder';

/**
 * The ranking as a table, loaded by the templates that show it: Ant Design's table (with its pagination,
 * selection and filter parts) is the largest part of a square drawn as cards or a list, which never use it.
 */
const RankingTable = lazy(async () => ({ default: (await import('./ranking-table')).RankingTable }));

/** Typing in the search box searches after this pause (Enter searches at once). */
export const KEYWORD_DEBOUNCE_MS = 400;

const FEE_KEYS = { 1: 'free', 2: 'subscription', 3: 'performance' } as const;

/** The chips of the filters set, each removable. */
function ActiveFilters({
  state,
  filters,
  onChange,
}: {
  state: SquareState;
  filters: FilterList | undefined;
  onChange: (next: SquareState) => void;
}) {
  const { t } = useTranslation();
  const rangeText = useRangeText();
  const labelOf = (key: string, value: number) => {
    const filter = filters?.filters.find((item) => item.key === key);
    const option =
      filter?.kind === 'options' ? filter.options.find((item) => item.value === value) : undefined;
    return option?.label ?? String(value);
  };
  const chips: { key: string; text: string; next: SquareState }[] = [];
  if (state.keyword) {
    chips.push({
      key: 'keyword',
      text: t('square.active.keyword', { keyword: state.keyword }),
      next: { ...state, keyword: '' },
    });
  }
  for (const key of RANGE_KEYS) {
    const range = state.ranges[key];
    if (!range) continue;
    const ranges = { ...state.ranges };
    delete ranges[key];
    chips.push({
      key,
      text: `${t(`square.figures.${key}`)} ${rangeText(key, range)}`,
      next: { ...state, ranges },
    });
  }
  if (state.feeTypes.length > 0) {
    chips.push({
      key: 'fee',
      text: `${t('square.filter.fee')}: ${state.feeTypes.map((fee) => t(`square.fee.${FEE_KEYS[fee]}`)).join(t('square.listSeparator'))}`,
      next: { ...state, feeTypes: [] },
    });
  }
  if (state.platformIds.length + state.serverIds.length > 0) {
    const names = [
      ...state.platformIds.map((id) => labelOf('platformIds', id)),
      ...state.serverIds.map((id) => labelOf('serverIds', id)),
    ];
    chips.push({
      key: 'broker',
      text: `${t('square.filter.broker')}: ${names.join(t('square.listSeparator'))}`,
      next: { ...state, platformIds: [], serverIds: [] },
    });
  }
  if (state.symbol) {
    chips.push({
      key: 'symbol',
      text: `${t('square.filter.symbol')}: ${state.symbol}`,
      next: { ...state, symbol: null },
    });
  }
  if (state.account) {
    chips.push({
      key: 'account',
      text: t(state.account === 'real' ? 'square.active.real' : 'square.active.demo'),
      next: { ...state, account: null },
    });
  }
  if (chips.length === 0) return null;
  return (
    <ul className={styles.activeList} aria-label={t('square.active.title')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip className={styles.activeTag}>
            {chip.text}
            <button
              type="button"
              className={styles.activeRemove}
              aria-label={t('square.active.remove', { name: chip.text })}
              onClick={() => onChange(chip.next)}
            >
              ×
            </button>
          </Chip>
        </li>
      ))}
      <li>
        <PlainButton type="link" size="small" onClick={() => onChange(clearedFilters(state))}>
          {t('square.clearAll')}
        </PlainButton>
      </li>
    </ul>
  );
}

const NO_KEPT_PARAMS: readonly string[] = [];

/** `next` with the kept parameters of `current` appended (they are not the square's to rewrite). */
function withKeptParams(
  next: URLSearchParams,
  current: URLSearchParams,
  keep: readonly string[],
): URLSearchParams {
  for (const key of keep) {
    const value = current.get(key);
    if (value !== null) next.set(key, value);
  }
  return next;
}

/** How the ranking is drawn: cards (template 1), a dense table (template 2), a one-line list (template 4). */
export type SquareVariant = 'cards' | 'table' | 'compact';

export type TraderSquareProps = {
  /** The caller's action on each account (Copy). */
  renderAction: (row: RankingRow) => ReactNode;
  variant?: SquareVariant;
  /**
   * The template's key for its remembered filters (spec 2, search filters per template): opened without a
   * query, the square restores the filters last used under this key; changed filters are saved under it.
   */
  filtersKey?: string;
  /**
   * Framed in another site (/iframeStrategy, spec 2 iframe mode): no page-size selector, no screen-high
   * minimum, the frame's full width.
   */
  embedded?: boolean;
  /**
   * Query parameters that are not the square's but stay in its address while it rewrites it (the embed
   * page's `lang`, `theme` and `target`, so a reload inside the frame keeps them).
   */
  keepParams?: readonly string[];
};

/**
 * /community/trader: the strategy square. The filters, the sort and the page are the URL's query (shared
 * links and reloads keep them; a bad or edited query is normalized in place); the ranking comes from
 * `selectbyfilter` a page at a time, each account a card with the caller's action (Copy).
 */
export function TraderSquare({
  renderAction,
  variant = 'cards',
  filtersKey,
  embedded = false,
  keepParams = NO_KEPT_PARAMS,
}: TraderSquareProps) {
  const { t } = useTranslation();
  const [params, setRawParams] = useSearchParams();
  // Every address the square writes carries the kept parameters as they are now.
  const setParams = useCallback(
    (next: URLSearchParams, options: { replace?: boolean; preventScrollReset?: boolean }) =>
      setRawParams((current) => withKeptParams(next, current, keepParams), options),
    [setRawParams, keepParams],
  );
  const filterList = useFilterList();
  const filters = filterList.data;
  // Opened without a query: the template's remembered filters stand in until they are written to the URL.
  const [restoring, setRestoring] = useState(() =>
    filtersKey && params.toString() === '' ? loadSavedFilters(filtersKey) : null,
  );
  if (restoring !== null && params.toString() !== '') setRestoring(null);
  const source = useMemo(
    () => (restoring !== null ? new URLSearchParams(restoring) : params),
    [restoring, params],
  );
  const state = useMemo(() => parseSquareQuery(source, filters), [source, filters]);
  const body = useMemo(() => rankingBody(state, filters), [state, filters]);
  // Brokers with single servers wait for the filter list (to list the brokers' servers); without one, the
  // single servers alone are sent.
  const ranking = useRanking(body, !needsFilterList(state) || filters !== undefined || filterList.isError);
  const resultsRef = useRef<HTMLDivElement>(null);
  const [panelOpen, setPanelOpen] = useState(false);

  // An edited or stale link: write the canonical form of what could be read (no new history entry).
  const ownQuery = squareSearchParams(state).toString();
  const canonical = withKeptParams(new URLSearchParams(ownQuery), params, keepParams).toString();
  useEffect(() => {
    if (canonical !== params.toString()) setRawParams(new URLSearchParams(canonical), { replace: true });
  }, [canonical, params, setRawParams]);

  // The template remembers the filters in use (not the page).
  useEffect(() => {
    if (filtersKey) saveFilters(filtersKey, ownQuery);
  }, [filtersKey, ownQuery]);

  const navigateTo = (next: SquareState, replace = false) =>
    setParams(squareSearchParams(next), { replace, preventScrollReset: true });
  /** A filter changed: back to the first page. */
  const applyFilters = (next: SquareState) => navigateTo({ ...next, page: 1 });

  // A page past the end (fewer results since the link was made): the last page instead.
  const total = ranking.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / state.pageSize));
  const pastEnd = ranking.isSuccess && !ranking.isPlaceholderData && state.page > lastPage;
  useEffect(() => {
    if (pastEnd) setParams(squareSearchParams({ ...state, page: lastPage }), { replace: true });
  }, [pastEnd, lastPage, state, setParams]);

  // The search box: typed text searches after a pause; the URL is the source of truth.
  const [text, setText] = useState(state.keyword);
  const [seenKeyword, setSeenKeyword] = useState(state.keyword);
  if (seenKeyword !== state.keyword) {
    setSeenKeyword(state.keyword);
    if (text.trim() !== state.keyword) setText(state.keyword);
  }
  const searchNow = (value: string) => {
    const keyword = value.trim().slice(0, KEYWORD_MAX);
    if (keyword !== state.keyword) navigateTo({ ...state, keyword, page: 1 }, true);
  };
  const pending = text.trim() !== state.keyword;
  useEffect(() => {
    if (!pending) return undefined;
    const timer = window.setTimeout(() => {
      const keyword = text.trim().slice(0, KEYWORD_MAX);
      setParams(squareSearchParams({ ...state, keyword, page: 1 }), {
        replace: true,
        preventScrollReset: true,
      });
    }, KEYWORD_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [pending, text, state, setParams]);

  const activeCount = activeFilterCount(state);
  const sorts = filters?.sorts ?? [state.sort];
  const firstRank = (Math.min(state.page, lastPage) - 1) * state.pageSize + 1;
  // The cards and the filters are drawn in a background render that React pauses every few milliseconds,
  // so an answer does not hold the main thread for the whole grid at once (a busy phone keeps answering
  // the reader); until it is done the placeholders, or the previous page, stay.
  const answer = useMemo(() => ({ data: ranking.data, firstRank }), [ranking.data, firstRank]);
  const shown = useDeferredValue(answer);
  const shownFilters = useDeferredValue(filters);
  const rows = shown.data?.rows ?? [];
  const shownTotal = shown.data?.total ?? 0;

  const reset = () => {
    setText('');
    navigateTo(clearedFilters(state));
  };

  const results = (
    <QueryView
      query={{ ...ranking, data: shown.data }}
      message={false}
      loading={
        variant === 'table' ? (
          <RankingTableSkeleton />
        ) : variant === 'compact' ? (
          <RankingListSkeleton />
        ) : (
          <div className={styles.grid}>
            {Array.from({ length: 6 }, (_, index) => (
              <RankingCardSkeleton key={index} />
            ))}
          </div>
        )
      }
      isEmpty={() => rows.length === 0 && !pastEnd}
      empty={
        <EmptyNote
          className={styles.empty}
          description={
            <>
              <div className={styles.emptyTitle}>{t('square.empty.title')}</div>
              <div className={styles.emptyText}>
                {activeCount > 0 || state.keyword ? t('square.empty.filtered') : t('square.empty.none')}
              </div>
            </>
          }
        >
          {activeCount > 0 || state.keyword ? (
            <PlainButton type="primary" onClick={reset}>
              {t('square.empty.reset')}
            </PlainButton>
          ) : null}
        </EmptyNote>
      }
    >
      {() =>
        variant === 'table' ? (
          <Suspense fallback={<RankingTableSkeleton />}>
            <RankingTable
              rows={rows}
              firstRank={shown.firstRank}
              renderAction={renderAction}
              sort={state.sort}
              direction={state.direction}
              sorts={sorts}
              onSort={(sort, direction) => navigateTo({ ...state, sort, direction, page: 1 })}
            />
          </Suspense>
        ) : variant === 'compact' ? (
          <RankingList rows={rows} firstRank={shown.firstRank} renderAction={renderAction} />
        ) : (
          <div className={styles.grid}>
            {rows.map((row) => (
              <RankingCard key={row.mtAccId} row={row} action={renderAction(row)} />
            ))}
          </div>
        )
      }
    </QueryView>
  );

  return (
    <div className={`${styles.page} ${styles[variant]} ${embedded ? styles.embedded : ''}`}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('traders.title')}</h1>
          <p className={styles.subtitle}>{t('traders.subtitle')}</p>
        </header>

        <div className={styles.toolbar}>
          <SearchBox
            className={styles.search}
            label={t('square.searchLabel')}
            placeholder={t('square.searchPlaceholder')}
            maxLength={KEYWORD_MAX}
            value={text}
            onChange={setText}
            onSearch={searchNow}
            buttonText={t('square.search')}
          />
          <div className={styles.sortGroup}>
            <PlainSelect<RankingSort>
              label={t('square.sortLabel')}
              className={styles.sortSelect}
              value={state.sort}
              options={sorts.map((sort) => ({ value: sort, label: t(`square.sort.${sort}`) }))}
              onChange={(sort) => navigateTo({ ...state, sort, direction: naturalDirection(sort), page: 1 })}
            />
            <PlainButton
              title={t(`square.direction.${state.direction}`)}
              aria-label={t('square.directionLabel', {
                direction: t(`square.direction.${state.direction}`),
              })}
              icon={state.direction === 'desc' ? <SortDescendingOutlined /> : <SortAscendingOutlined />}
              onClick={() =>
                navigateTo({ ...state, direction: state.direction === 'desc' ? 'asc' : 'desc', page: 1 })
              }
            />
            {embedded ? null : (
              <PlainSelect<number>
                label={t('square.pageSizeLabel')}
                className={styles.sizeSelect}
                value={state.pageSize}
                options={SQUARE_PAGE_SIZES.map((size) => ({
                  value: size,
                  label: t('square.perPage', { count: size }),
                }))}
                onChange={(pageSize) => navigateTo({ ...state, pageSize, page: 1 })}
              />
            )}
            <PlainButton
              className={styles.filtersToggle}
              icon={<FilterOutlined />}
              aria-expanded={panelOpen}
              aria-controls="square-filters"
              onClick={() => setPanelOpen((open) => !open)}
            >
              {t('square.filtersTitle')}
              {activeCount > 0 ? <span className={styles.filtersCount}>{activeCount}</span> : null}
            </PlainButton>
          </div>
        </div>

        <section
          id="square-filters"
          className={`${styles.panel} ${panelOpen ? styles.panelOpen : ''}`}
          aria-label={t('square.filtersTitle')}
        >
          <QueryView
            query={{ ...filterList, data: shownFilters }}
            message={t('square.filtersFailed')}
            loading={<SquareFiltersSkeleton />}
          >
            {(loaded) => <SquareFilters filters={loaded} state={state} onChange={applyFilters} />}
          </QueryView>
        </section>

        <div className={styles.summary} ref={resultsRef}>
          <span className={styles.count} aria-live="polite">
            {shown.data ? t('square.resultCount', { count: shownTotal }) : '\u00a0'}
          </span>
          <ActiveFilters state={state} filters={filters} onChange={applyFilters} />
        </div>

        <div
          className={ranking.isPlaceholderData ? `${styles.results} ${styles.stale}` : styles.results}
          aria-busy={ranking.isFetching}
        >
          {results}
        </div>

        {total > state.pageSize ? (
          <div className={styles.pager}>
            <PageNumbers
              total={total}
              page={Math.min(state.page, lastPage)}
              pageSize={state.pageSize}
              onChange={(page) => {
                navigateTo({ ...state, page });
                resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
