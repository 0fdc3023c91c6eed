import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { HomeTraderTable } from './home-trader-table';
import { homeTradePage, homeTradeRow, traderDynamic } from './square-fixtures';

function mockTable(fail = false) {
  return mockFetch({
    '/community/front/queryHomeCommunityTrade': (url) =>
      fail
        ? { status: 500, body: envelope([], 50000, 'Server error') }
        : {
            body: envelope([
              homeTradePage(
                url.searchParams.get('page') === '2'
                  ? [homeTradeRow({ mtAccId: 9, userName: 'Page Two', login: '6100009' })]
                  : [
                      homeTradeRow(),
                      homeTradeRow({
                        mtAccId: 2,
                        userName: 'Willow Carry',
                        login: '60500006',
                        profit: '-75.20',
                      }),
                    ],
                12,
              ),
            ]),
          },
    '/community/front/traderDynamicInfo': { body: envelope(traderDynamic()) },
  });
}

describe('the home page’s trader table', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sums every public account in the footer and links each trader to the profile', async () => {
    mockTable();
    renderWithApp(<HomeTraderTable />);
    const link = await screen.findByRole('link', { name: 'Atlas Capital' });
    expect(link).toHaveAttribute('href', '/community/trader/1');
    const totals = screen.getByText('合计（42 个账户）').closest('tr')!;
    for (const value of ['512,345.67', '514,000.12', '-23,456.78', '27', '1,234.56']) {
      expect(within(totals).getByText(value)).toBeInTheDocument();
    }
    expect(within(totals).getByText('-23,456.78')).toHaveClass(/loss/);
    expect(screen.getByText('-75.20')).toBeInTheDocument();
  });

  it('reads an account’s activity only when its row is opened', async () => {
    const user = userEvent.setup();
    const spy = mockTable();
    renderWithApp(<HomeTraderTable />);
    await screen.findByRole('link', { name: 'Willow Carry' });
    expect(callsTo(spy, '/community/front/traderDynamicInfo')).toHaveLength(0);

    const row = screen.getByRole('link', { name: 'Willow Carry' }).closest('tr')!;
    const toggle = within(row).getByRole('button', { name: '展开 Willow Carry 的最近动态' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const activity = await screen.findByRole('list', { name: '最近动态' });
    const calls = callsTo(spy, '/community/front/traderDynamicInfo');
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]![0], 'http://localhost').searchParams.get('mtId')).toBe('2');
    expect(within(activity).getByText('XAUUSD')).toBeInTheDocument();
    expect(within(activity).getByText('-8.40')).toBeInTheDocument();
    expect(within(activity).getByText('张**三')).toBeInTheDocument();
    expect(within(activity).getByText('开始跟随')).toBeInTheDocument();
  });

  it('pages through the accounts', async () => {
    const user = userEvent.setup();
    const spy = mockTable();
    renderWithApp(<HomeTraderTable />);
    await screen.findByRole('link', { name: 'Atlas Capital' });
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'Page Two' })).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(spy, '/community/front/queryHomeCommunityTrade').at(-1)![0]).toContain('page=2'),
    );
  });

  it('shows a failed load with a retry', async () => {
    mockTable(true);
    renderWithApp(<HomeTraderTable />);
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重试/ })).toBeInTheDocument();
  });
});
