import type { RankingRow } from '@copytrade/contracts/community';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rankingRow } from '@/testing/community-fixtures';
import { callsTo, envelope, mockFetch, sentBody } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { savedFiltersKey } from '../utils/saved-filters';
import { FILTER_LIST } from './square-fixtures';
import { TraderSquare, type SquareVariant } from './trader-square';

function mockSquare(rows: RankingRow[] = [rankingRow()]) {
  return mockFetch({
    '/community/front/getfilterlist': { body: envelope([FILTER_LIST]) },
    '/community/front/selectbyfilter': () => ({ body: envelope(rows, 10000, 'ok', rows.length) }),
  });
}

function renderSquare(path: string, props: { variant?: SquareVariant; filtersKey?: string } = {}) {
  return renderWithApp(
    <TraderSquare {...props} renderAction={(row) => <button type="button">copy {row.login}</button>} />,
    {
      path,
      route: '/community/trader',
      routes: [{ path: '/community/trader/:mtId', element: <p>profile page</p> }],
    },
  );
}

function lastBody(spy: ReturnType<typeof mockFetch>) {
  return sentBody(callsTo(spy, '/community/front/selectbyfilter').at(-1)?.[1]);
}

describe('the square variants', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws a table row per trader with its rank, figures, the profile link and the action', async () => {
    mockSquare();
    renderSquare('/community/trader', { variant: 'table' });
    const row = await screen.findByRole('row', { name: 'Atlas Capital #1 6100001' });
    expect(within(row).getByText('1')).toBeInTheDocument();
    for (const value of ['+31.86%', '15.81%', '58.91%', '1.32']) {
      expect(within(row).getByText(value)).toBeInTheDocument();
    }
    expect(within(row).getByRole('link', { name: '查看主页：Atlas Capital' })).toHaveAttribute(
      'href',
      '/community/trader/1',
    );
    expect(within(row).getByRole('button', { name: 'copy 6100001' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('sorts the ranking by a table header, in the figure’s natural direction first', async () => {
    const user = userEvent.setup();
    const spy = mockSquare();
    const { router } = renderSquare('/community/trader', { variant: 'table' });
    await screen.findByRole('row', { name: /Atlas Capital/ });
    await user.click(screen.getByRole('columnheader', { name: /最大回撤/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=drawdown'));
    await waitFor(() => expect(lastBody(spy)).toMatchObject({ sort: 'drawdown', direction: 'asc' }));
    await user.click(screen.getByRole('columnheader', { name: /最大回撤/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=drawdown&dir=desc'));
  });

  it('draws a one-line list item per trader with its figures and the action', async () => {
    mockSquare();
    renderSquare('/community/trader', { variant: 'compact' });
    const item = await screen.findByRole('listitem', { name: 'Atlas Capital #1 6100001' });
    expect(within(item).getByRole('link', { name: 'Atlas Capital' })).toHaveAttribute(
      'href',
      '/community/trader/1',
    );
    for (const value of ['+31.86%', '15.81%']) {
      expect(within(item).getByText(value)).toBeInTheDocument();
    }
    expect(within(item).getByRole('button', { name: 'copy 6100001' })).toBeInTheDocument();
  });
});

describe('search filters per template (filtersKey)', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('restores the filters last used under the key when opened without a query', async () => {
    window.localStorage.setItem(savedFiltersKey('t2'), 'growthMin=10&sort=drawdown');
    const spy = mockSquare();
    const { router } = renderSquare('/community/trader', { filtersKey: 't2' });
    await waitFor(() => expect(router.state.location.search).toBe('?growthMin=10&sort=drawdown'));
    await screen.findByRole('article', { name: /Atlas Capital/ });
    // The first ranking call already carries the restored filters.
    const bodies = callsTo(spy, '/community/front/selectbyfilter').map((call) => sentBody(call[1]));
    expect(bodies[0]).toMatchObject({ growth: { min: 10 }, sort: 'drawdown' });
    expect(lastBody(spy)).toMatchObject({ growth: { min: 10 }, sort: 'drawdown' });
  });

  it('keeps a query in the address over the saved filters, and saves it (without the page)', async () => {
    window.localStorage.setItem(savedFiltersKey('t2'), 'growthMin=10');
    mockSquare();
    const { router } = renderSquare('/community/trader?fee=1&page=2', { filtersKey: 't2' });
    await screen.findByRole('article', { name: /Atlas Capital/ });
    expect(router.state.location.search).not.toContain('growthMin');
    await waitFor(() => expect(window.localStorage.getItem(savedFiltersKey('t2'))).toBe('fee=1'));
  });

  it('saves changed filters under its own key only, and forgets them when cleared', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(savedFiltersKey('t4'), 'fee=3');
    mockSquare();
    renderSquare('/community/trader', { filtersKey: 't3' });
    await screen.findByRole('article', { name: /Atlas Capital/ });
    await user.click(
      within(screen.getByRole('group', { name: '最大回撤' })).getByRole('button', { name: '≤ 20%' }),
    );
    await waitFor(() => expect(window.localStorage.getItem(savedFiltersKey('t3'))).toBe('drawdownMax=20'));
    expect(window.localStorage.getItem(savedFiltersKey('t4'))).toBe('fee=3');
    await user.click(screen.getByRole('button', { name: '清除全部' }));
    await waitFor(() => expect(window.localStorage.getItem(savedFiltersKey('t3'))).toBeNull());
  });

  it('neither restores nor saves without a key', async () => {
    window.localStorage.setItem(savedFiltersKey('t2'), 'growthMin=10');
    const spy = mockSquare();
    const { router } = renderSquare('/community/trader');
    await screen.findByRole('article', { name: /Atlas Capital/ });
    expect(router.state.location.search).toBe('');
    expect(lastBody(spy)).not.toHaveProperty('growth');
    expect(window.localStorage.length).toBe(1);
  });
});
