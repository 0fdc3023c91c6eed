import type { FilterList } from '@copytrade/contracts/community';
import { describe, expect, it } from 'vitest';
import { FILTER_LIST } from '../components/square-fixtures';
import {
  EMPTY_SQUARE,
  needsFilterList,
  parseSquareQuery,
  rankingBody,
  squareSearchParams,
  type SquareState,
} from './square-query';

const read = (query: string, filters?: FilterList) => parseSquareQuery(new URLSearchParams(query), filters);

describe('the square’s URL query', () => {
  it('reads every filter, the sort and the page, and writes them back in the same form', () => {
    const query =
      'keyword=atlas&growthMin=10&drawdownMax=20.5&weeksMin=12&fee=1&fee=3&platform=1&server=3&symbol=EURUSD&account=demo&sort=growth&dir=asc&page=2&size=24';
    const state = read(query);
    expect(state).toEqual<SquareState>({
      ranges: { growth: { min: 10 }, drawdown: { max: 20.5 }, weeks: { min: 12 } },
      feeTypes: [1, 3],
      platformIds: [1],
      serverIds: [3],
      symbol: 'EURUSD',
      account: 'demo',
      keyword: 'atlas',
      sort: 'growth',
      direction: 'asc',
      page: 2,
      pageSize: 24,
    });
    expect(squareSearchParams(state).toString()).toBe(query);
  });

  it('writes nothing for the defaults and keeps the direction only when it is not the sort’s own', () => {
    expect(squareSearchParams(EMPTY_SQUARE).toString()).toBe('');
    expect(squareSearchParams({ ...EMPTY_SQUARE, sort: 'drawdown', direction: 'asc' }).toString()).toBe(
      'sort=drawdown',
    );
    expect(squareSearchParams({ ...EMPTY_SQUARE, sort: 'drawdown', direction: 'desc' }).toString()).toBe(
      'sort=drawdown&dir=desc',
    );
    expect(read('sort=drawdown').direction).toBe('asc');
    expect(read('sort=growth').direction).toBe('desc');
  });

  it('drops what it cannot read and keeps the rest', () => {
    const state = read(
      'growthMin=abc&drawdownMax=500&winRateMin=50&weeksMin=1.5&profitFactorMin=1.005&ratingMin=70&ratingMax=40' +
        '&fee=9&fee=2&platform=-1&platform=x&server=0&symbol=EUR%20USD&account=both&keyword=%20%20&sort=bogus&dir=up' +
        '&page=-3&size=7&junk=1',
    );
    expect(state).toEqual<SquareState>({ ...EMPTY_SQUARE, ranges: { winRate: { min: 50 } }, feeTypes: [2] });
    expect(squareSearchParams(state).toString()).toBe('winRateMin=50&fee=2');
  });

  it('is stable: reading its own output gives the same state', () => {
    for (const query of ['', 'keyword=a+b', 'growthMin=-5&growthMax=5', 'page=10000', 'fee=3&fee=1&fee=3']) {
      const once = squareSearchParams(read(query)).toString();
      expect(squareSearchParams(read(once)).toString()).toBe(once);
    }
    expect(squareSearchParams(read('fee=3&fee=1&fee=3')).toString()).toBe('fee=1&fee=3');
    expect(read('page=10001').page).toBe(1);
  });

  it('cuts a long keyword to 32 characters', () => {
    expect(read(`keyword=${'x'.repeat(40)}`).keyword).toHaveLength(32);
  });

  it('with the filter list, drops brokers, servers, symbols and sorts the site does not offer', () => {
    const state = read(
      'platform=1&platform=9&server=1&server=4&server=99&symbol=GBPUSD&sort=trades',
      FILTER_LIST,
    );
    // Server 1 belongs to broker 1, picked whole.
    expect(state.platformIds).toEqual([1]);
    expect(state.serverIds).toEqual([4]);
    expect(state.symbol).toBeNull();
    expect(state.sort).toBe('rating');
    expect(read('symbol=eurusd', FILTER_LIST).symbol).toBe('EURUSD');
  });
});

describe('the selectbyfilter body', () => {
  it('sends only the filters set, with the sort and the page', () => {
    expect(rankingBody(EMPTY_SQUARE)).toEqual({ sort: 'rating', direction: 'desc', page: 1, pageSize: 12 });
    const state = read(
      'keyword=61&growthMin=10&growthMax=50&drawdownMax=20&fee=1&account=real&symbol=EURUSD&sort=drawdown&page=3',
    );
    expect(rankingBody(state)).toEqual({
      growth: { min: 10, max: 50 },
      drawdown: { max: 20 },
      feeTypes: [1],
      isMock: 0,
      symbol: 'EURUSD',
      keyword: '61',
      sort: 'drawdown',
      direction: 'asc',
      page: 3,
      pageSize: 12,
    });
    expect(rankingBody(read('account=demo')).isMock).toBe(1);
  });

  it('sends brokers picked whole as platforms, and with single servers as one server list', () => {
    expect(rankingBody(read('platform=1&platform=2'))).toMatchObject({ platformIds: [1, 2] });
    expect(rankingBody(read('server=3'))).toMatchObject({ serverIds: [3] });
    const mixed = read('platform=1&server=4', FILTER_LIST);
    expect(needsFilterList(mixed)).toBe(true);
    const body = rankingBody(mixed, FILTER_LIST);
    expect(body.serverIds).toEqual([1, 4]);
    expect(body.platformIds).toBeUndefined();
    expect(needsFilterList(read('platform=1'))).toBe(false);
  });
});
