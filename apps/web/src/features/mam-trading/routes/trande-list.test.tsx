import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, envelope, mockFetch, sentBody } from '@/testing/fetch-mock';
import { followRow, masterRow } from '@/testing/mam-fixtures';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { CopyListRoute, NotMasterCopyListRoute } from './copy-list';
import { TrandeListRoute } from './trande-list';

describe('the trade accounts list (trandeList)', () => {
  englishPageTest({ signedInAs: { userType: 3 } });

  it('lists the accounts with their figures, a page at a time, with details and unbind', async () => {
    const user = userEvent.setup();
    const rows = [
      masterRow(),
      masterRow({ mtAccId: 102, loginOrder: 3, login: '6100005', isMock: 1, status: 1 }),
    ];
    const spy = mockFetch({
      '/mam/main/queryMasterLoginListInfo': { body: envelope(rows, 10000, 'ok', 12) },
      '/community/api/unbundlingLogin': { body: envelope([]) },
    });
    renderWithApp(<TrandeListRoute />, { path: '/user/trandeList?page=2' });
    const second = (await screen.findByText('#3 6100005')).closest('tr')!;
    expect(within(second).getByText('Demo')).toBeInTheDocument();
    expect(within(second).getByText('Disconnected')).toBeInTheDocument();
    expect(callsTo(spy, '/mam/main/queryMasterLoginListInfo')[0]![0]).toContain('page=2');
    expect(screen.getByRole('link', { name: /Add account/ })).toHaveAttribute('href', '/addOrBingNewAccount');
    expect(within(second).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/user/tradeDetail?id=102',
    );

    await user.click(within(second).getByRole('button', { name: 'Unbind account #3 6100005' }));
    const dialog = await screen.findByRole('dialog');
    expect(callsTo(spy, '/community/api/unbundlingLogin')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Unbind' }));
    await waitFor(() => expect(callsTo(spy, '/community/api/unbundlingLogin')).toHaveLength(1));
    expect(sentBody(callsTo(spy, '/community/api/unbundlingLogin')[0]![1])).toEqual({ mtAccId: 102 });
    // The list is read again without the account.
    await waitFor(() => expect(callsTo(spy, '/mam/main/queryMasterLoginListInfo').length).toBeGreaterThan(1));
  });

  it('says there is no trade account yet', async () => {
    mockFetch({ '/mam/main/queryMasterLoginListInfo': { body: envelope([], 10000, 'ok', 0) } });
    renderWithApp(<TrandeListRoute />);
    expect(await screen.findByText('No trade account yet')).toBeInTheDocument();
  });

  it('says a failed load in place', async () => {
    mockFetch({ '/mam/main/queryMasterLoginListInfo': { status: 500, body: envelope([], 50000, 'Boom') } });
    renderWithApp(<TrandeListRoute />);
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
  });
});

describe('the follow accounts lists (copyList, notMasterCopyList)', () => {
  englishPageTest({ signedInAs: { userType: 1 } });

  it('shows what copying did on each account; the detail page follows the role', async () => {
    mockFetch({ '/mam/main/queryCopyLoginListInfo': { body: envelope([followRow()], 10000, 'ok', 1) } });
    const { unmount } = renderWithApp(<NotMasterCopyListRoute />);
    const row = (await screen.findByText('#2 6200009')).closest('tr')!;
    expect(within(row).getByText('230.00')).toBeInTheDocument();
    expect(within(row).getByText('of 2 in all')).toBeInTheDocument();
    expect(within(row).getByText('1.40 lots')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/user/notMasterCopyDetail?id=201',
    );
    unmount();
    renderWithApp(<CopyListRoute />);
    const traderRow = (await screen.findByText('#2 6200009')).closest('tr')!;
    expect(within(traderRow).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/user/copyDetail?id=201',
    );
  });

  it('without follow accounts: what to do', async () => {
    mockFetch({ '/mam/main/queryCopyLoginListInfo': { body: envelope([], 10000, 'ok', 0) } });
    renderWithApp(<CopyListRoute />);
    expect(await screen.findByText('No follow account yet')).toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    mockFetch({ '/mam/main/queryCopyLoginListInfo': () => new Promise(() => undefined) });
    const { container } = renderWithApp(<CopyListRoute />);
    expect(container.querySelector('.ant-spin, .ant-skeleton')).not.toBeNull();
  });
});
