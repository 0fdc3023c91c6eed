import type { FilterList, SelectByFilterBody } from '@copytrade/contracts/community';
import {
  DEFAULT_RANKING_BODY,
  RANKING_PAGE_MAX,
  RANKING_RANGES,
  RANKING_SORTS,
  type RankingRangeKey,
  type RankingSort,
  type SortDirection,
} from '@copytrade/contracts/ranking';
import { FEE_TYPE, type FeeType } from '@copytrade/contracts/constants';

/*
 * The square's filters live in the URL query string, so a filtered square can be shared and survives a
 * reload. The URL is read leniently (anything unknown, out of range or malformed is dropped) and written
 * in one canonical form; the page replaces a URL that differs from its canonical form, so an edited or
 * stale link is normalized instead of failing.
 *
 *   growthMin=10&drawdownMax=20   range filters, `<key>Min` / `<key>Max`, in the filter's unit
 *   fee=1&fee=3                   fee models (1 free, 2 subscription fee, 3 performance fee)
 *   platform=1&server=4           whole brokers and single servers (the cascader's picks)
 *   symbol=EURUSD                 a standard symbol
 *   account=real|demo             real or demo accounts only
 *   keyword=atlas                 nickname or the start of the MT4 login (as the body field)
 *   sort=growth&dir=asc           sort key; dir only when not the key's natural direction
 *   page=2&size=24                page and page size, when not the defaults
 */

export const RANGE_KEYS = Object.keys(RANKING_RANGES) as RankingRangeKey[];
export const FEE_TYPES = Object.values(FEE_TYPE);
/** Cards sit in rows of three (two, one on narrower screens): page sizes that fill whole rows. */
export const SQUARE_PAGE_SIZES = [12, 24, 48] as const;
export const SQUARE_DEFAULT_PAGE_SIZE = SQUARE_PAGE_SIZES[0];
export const KEYWORD_MAX = 32;

export type RangeValue = { min?: number; max?: number };
export type AccountKind = 'real' | 'demo';

export type SquareState = {
  ranges: Partial<Record<RankingRangeKey, RangeValue>>;
  feeTypes: FeeType[];
  /** Brokers picked whole. */
  platformIds: number[];
  /** Single servers picked (of brokers not picked whole). */
  serverIds: number[];
  symbol: string | null;
  account: AccountKind | null;
  keyword: string;
  sort: RankingSort;
  direction: SortDirection;
  page: number;
  pageSize: number;
};

export const DEFAULT_SORT: RankingSort = DEFAULT_RANKING_BODY.sort;

/** The direction a sort starts in: the lowest drawdown first, the highest of everything else. */
export function naturalDirection(sort: RankingSort): SortDirection {
  return sort === 'drawdown' ? 'asc' : 'desc';
}

export const EMPTY_SQUARE: SquareState = {
  ranges: {},
  feeTypes: [],
  platformIds: [],
  serverIds: [],
  symbol: null,
  account: null,
  keyword: '',
  sort: DEFAULT_SORT,
  direction: naturalDirection(DEFAULT_SORT),
  page: 1,
  pageSize: SQUARE_DEFAULT_PAGE_SIZE,
};

const PLAIN_NUMBER = /^-?\d+(\.\d{1,2})?$/;
const WHOLE_NUMBER = /^\d{1,9}$/;
const SYMBOL = /^[A-Za-z0-9._#-]{1,20}$/;

/** A bound of a range filter: a plain number within the filter's limits and with its step's decimals. */
function readBound(key: RankingRangeKey, text: string | null): number | undefined {
  if (text === null) return undefined;
  const spec = RANKING_RANGES[key];
  const trimmed = text.trim();
  if (!PLAIN_NUMBER.test(trimmed)) return undefined;
  if (spec.step === 1 && trimmed.includes('.')) return undefined;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < spec.min || value > spec.max) return undefined;
  return value;
}

function readIds(values: string[], max: number): number[] {
  const ids = values.filter((value) => WHOLE_NUMBER.test(value)).map(Number);
  return [...new Set(ids.filter((id) => id > 0))].sort((a, b) => a - b).slice(0, max);
}

/**
 * The square's state from a URL query. Every value is checked on its own; a bad one is dropped and the
 * rest kept. With the filter list (once loaded), brokers, servers, symbols and sort keys the site does
 * not offer are dropped too.
 */
export function parseSquareQuery(params: URLSearchParams, filters?: FilterList): SquareState {
  const ranges: SquareState['ranges'] = {};
  for (const key of RANGE_KEYS) {
    const min = readBound(key, params.get(`${key}Min`));
    const max = readBound(key, params.get(`${key}Max`));
    // Bounds the wrong way round name no account at all: the whole range is dropped.
    if (min !== undefined && max !== undefined && min > max) continue;
    if (min !== undefined || max !== undefined) {
      ranges[key] = { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
    }
  }

  const feeTypes = FEE_TYPES.filter((fee) => params.getAll('fee').includes(String(fee)));

  let platformIds = readIds(params.getAll('platform'), 50);
  let serverIds = readIds(params.getAll('server'), 100);
  let symbol = params.get('symbol')?.trim().toUpperCase() ?? null;
  if (symbol !== null && !SYMBOL.test(symbol)) symbol = null;

  const options = (key: string) =>
    filters?.filters.find((filter) => filter.kind === 'options' && filter.key === key);
  if (filters) {
    const platformFilter = options('platformIds');
    const serverFilter = options('serverIds');
    const symbolFilter = options('symbol');
    if (platformFilter?.kind === 'options') {
      const known = new Set(platformFilter.options.map((option) => option.value));
      platformIds = platformIds.filter((id) => known.has(id));
    }
    if (serverFilter?.kind === 'options') {
      // A server of a broker picked whole is already included.
      const parentOf = new Map(serverFilter.options.map((option) => [option.value, option.parent]));
      serverIds = serverIds.filter((id) => {
        const parent = parentOf.get(id);
        return parentOf.has(id) && !(parent !== undefined && platformIds.includes(parent));
      });
    }
    if (symbolFilter?.kind === 'options' && symbol !== null) {
      const known = symbolFilter.options.some((option) => option.value === symbol);
      if (!known) symbol = null;
    }
  }

  const accountText = params.get('account');
  const account: AccountKind | null = accountText === 'real' || accountText === 'demo' ? accountText : null;
  const keyword = (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX).trim();

  const offered: readonly RankingSort[] = filters?.sorts ?? RANKING_SORTS;
  const sortText = params.get('sort');
  const sort = offered.find((key) => key === sortText) ?? DEFAULT_SORT;
  const dirText = params.get('dir');
  const direction: SortDirection = dirText === 'asc' || dirText === 'desc' ? dirText : naturalDirection(sort);

  const pageText = params.get('page') ?? '';
  const pageNumber = WHOLE_NUMBER.test(pageText) ? Number(pageText) : 1;
  const page = pageNumber >= 1 && pageNumber <= RANKING_PAGE_MAX ? pageNumber : 1;
  const sizeNumber = Number(params.get('size'));
  const pageSize = SQUARE_PAGE_SIZES.find((size) => size === sizeNumber) ?? SQUARE_DEFAULT_PAGE_SIZE;

  return {
    ranges,
    feeTypes,
    platformIds,
    serverIds,
    symbol,
    account,
    keyword,
    sort,
    direction,
    page,
    pageSize,
  };
}

/** The canonical URL query of a state: only what differs from the defaults, in a fixed order. */
export function squareSearchParams(state: SquareState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.keyword) params.set('keyword', state.keyword);
  for (const key of RANGE_KEYS) {
    const range = state.ranges[key];
    if (range?.min !== undefined) params.set(`${key}Min`, String(range.min));
    if (range?.max !== undefined) params.set(`${key}Max`, String(range.max));
  }
  for (const fee of state.feeTypes) params.append('fee', String(fee));
  for (const id of state.platformIds) params.append('platform', String(id));
  for (const id of state.serverIds) params.append('server', String(id));
  if (state.symbol) params.set('symbol', state.symbol);
  if (state.account) params.set('account', state.account);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.direction !== naturalDirection(state.sort)) params.set('dir', state.direction);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== SQUARE_DEFAULT_PAGE_SIZE) params.set('size', String(state.pageSize));
  return params;
}

/** The servers of the brokers picked whole, for a selection that also names single servers. */
function serversOf(platformIds: number[], filters: FilterList | undefined): number[] {
  const serverFilter = filters?.filters.find((filter) => filter.key === 'serverIds');
  if (serverFilter?.kind !== 'options') return [];
  return serverFilter.options
    .filter((option) => option.parent !== undefined && platformIds.includes(option.parent))
    .map((option) => Number(option.value));
}

/**
 * True when the body needs the filter list first: brokers picked whole together with single servers of
 * other brokers are sent as one server list (the server ANDs its filters; the picks mean "any of these").
 */
export function needsFilterList(state: SquareState): boolean {
  return state.platformIds.length > 0 && state.serverIds.length > 0;
}

/** The `selectbyfilter` body of a state: only the filters set. */
export function rankingBody(state: SquareState, filters?: FilterList): SelectByFilterBody {
  const body: SelectByFilterBody = {
    sort: state.sort,
    direction: state.direction,
    page: state.page,
    pageSize: state.pageSize,
  };
  for (const key of RANGE_KEYS) {
    const range = state.ranges[key];
    if (range && (range.min !== undefined || range.max !== undefined)) body[key] = { ...range };
  }
  if (state.feeTypes.length > 0) body.feeTypes = [...state.feeTypes];
  if (state.serverIds.length > 0) {
    body.serverIds = [...new Set([...serversOf(state.platformIds, filters), ...state.serverIds])].sort(
      (a, b) => a - b,
    );
  } else if (state.platformIds.length > 0) {
    body.platformIds = [...state.platformIds];
  }
  if (state.symbol) body.symbol = state.symbol;
  if (state.account) body.isMock = state.account === 'demo' ? 1 : 0;
  if (state.keyword) body.keyword = state.keyword;
  return body;
}

/** How many filters are set (the keyword and the sort not counted). */
export function activeFilterCount(state: SquareState): number {
  return (
    Object.keys(state.ranges).length +
    (state.feeTypes.length > 0 ? 1 : 0) +
    (state.platformIds.length + state.serverIds.length > 0 ? 1 : 0) +
    (state.symbol ? 1 : 0) +
    (state.account ? 1 : 0)
  );
}

/** The state with every filter and the keyword cleared; sort and page size kept. */
export function clearedFilters(state: SquareState): SquareState {
  return { ...EMPTY_SQUARE, sort: state.sort, direction: state.direction, pageSize: state.pageSize };
}
