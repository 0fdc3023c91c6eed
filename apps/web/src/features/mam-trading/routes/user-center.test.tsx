import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rankingRow } from '@/testing/community-fixtures';
import { subscription } from '@/testing/copy-fixtures';
import { callsTo, envelope, failsOnce, mockFetch, type MockAnswer } from '@/testing/fetch-mock';
import { masterRow, profitDays, statistics } from '@/testing/mam-fixtures';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { UserCenterRoute } from './user-center';

const ok = (content: unknown[], total?: number): MockAnswer => ({
  body: envelope(content, 10000, 'ok', total),
});

function mockDashboard(overrides: Record<string, MockAnswer | ReturnType<typeof failsOnce>> = {}) {
  return mockFetch({
    '/mam/main/queryStatistics': ok([statistics()]),
    '/mam/main/queryStatisticsProfit': ok(profitDays(30)),
    '/mam/main/indexTable': ok([masterRow()]),
    '/mam/main/queryMasterSubscriptions': ok([subscription()], 1),
    '/mam/main/srSignalIndexList': ok(
      [rankingRow({ userName: 'Victor Lang', growth: '25.10', followers: 9 })],
      1,
    ),
    ...overrides,
  });
}

describe('the trader home (userCenter)', () => {
  englishPageTest({ signedInAs: { userType: 3 } });

  it('shows the totals of the period, the accounts table, the newest subscribers and the signals', async () => {
    mockDashboard();
    renderWithApp(<UserCenterRoute />, { path: '/user/userCenter' });
    const figures = await screen.findByRole('region', { name: 'Figures' });
    expect(within(figures).getByText('240.00')).toBeInTheDocument();
    expect(within(figures).getByText('2 new · 1 ended in the period')).toBeInTheDocument();
    expect(within(figures).getByText('2 of 10 used')).toBeInTheDocument();
    // An unlimited follow-account limit (-1) is said in words.
    expect(within(figures).getByText('No limit')).toBeInTheDocument();
    expect(within(figures).getByText('-85.10').closest('[data-figure]')).toHaveAttribute(
      'data-figure',
      'followerProfit',
    );
    const table = await screen.findByRole('table');
    const row = within(table).getByText('#1 6100002').closest('tr')!;
    expect(within(row).getByText('+12.34%')).toBeInTheDocument();
    expect(within(row).getByText('-3.20%')).toBeInTheDocument();
    expect(within(row).getByText('842.15')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '#1 6100002' })).toHaveAttribute(
      'href',
      '/user/tradeDetail?id=101',
    );
    expect(await screen.findByText('Lin Follower')).toBeInTheDocument();
    expect(screen.getByText('#1 6200001 copies #1 6100001')).toBeInTheDocument();
    expect(await screen.findByText('Victor Lang')).toBeInTheDocument();
    expect(screen.getByText('+25.10%')).toBeInTheDocument();
  });

  it('asks again for the period chosen, and keeps it in the address', async () => {
    const user = userEvent.setup();
    const spy = mockDashboard();
    const { router } = renderWithApp(<UserCenterRoute />, { path: '/user/userCenter' });
    await screen.findByRole('region', { name: 'Figures' });
    expect(callsTo(spy, '/mam/main/queryStatistics?')[0]![0]).toContain('days=30');
    await user.click(screen.getByText('7 days'));
    await waitFor(() => expect(router.state.location.search).toBe('?days=7'));
    await waitFor(() =>
      expect(callsTo(spy, '/mam/main/queryStatistics?').some(([url]) => url.includes('days=7'))).toBe(true),
    );
    expect(callsTo(spy, '/mam/main/queryStatisticsProfit?').some(([url]) => url.includes('days=7'))).toBe(
      true,
    );
    await user.click(screen.getByText('Custom'));
    await waitFor(() =>
      expect(router.state.location.search).toMatch(/^\?start=\d{4}-\d{2}-\d{2}&end=\d{4}-\d{2}-\d{2}$/),
    );
    expect(screen.getByPlaceholderText('Start date')).toBeInTheDocument();
  });

  it('reads a range from the address and sends it as dates', async () => {
    const spy = mockDashboard();
    renderWithApp(<UserCenterRoute />, { path: '/user/userCenter?start=2026-11-01&end=2026-11-10' });
    await screen.findByRole('region', { name: 'Figures' });
    const url = callsTo(spy, '/mam/main/queryStatistics?')[0]![0];
    expect(url).toContain('startDate=2026-11-01');
    expect(url).toContain('endDate=2026-11-10');
    expect(url).not.toContain('days=');
  });

  it('shows placeholders until the figures arrive', () => {
    mockFetch({ '/mam/main/queryStatistics': () => new Promise<MockAnswer>(() => undefined) });
    const { container } = renderWithApp(<UserCenterRoute />, { path: '/user/userCenter' });
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Figures' })).toBeNull();
  });

  it('says a failed load in place, with a retry that reads again', async () => {
    const user = userEvent.setup();
    const failing = failsOnce(ok([statistics()]), 'Service unavailable');
    mockDashboard({ '/mam/main/queryStatistics': failing });
    renderWithApp(<UserCenterRoute />, { path: '/user/userCenter' });
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('region', { name: 'Figures' })).toBeInTheDocument();
    expect(failing.calls()).toBe(2);
  });

  it('without trade accounts: the next step to add one, and no empty chart axis', async () => {
    mockDashboard({
      '/mam/main/indexTable': ok([]),
      '/mam/main/queryStatisticsProfit': ok(profitDays(30, true)),
      '/mam/main/queryMasterSubscriptions': ok([], 0),
      '/mam/main/srSignalIndexList': ok([], 0),
    });
    renderWithApp(<UserCenterRoute />, { path: '/user/userCenter' });
    expect(await screen.findByText('No trade account yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add account/ })).toHaveAttribute('href', '/addOrBingNewAccount');
    expect(
      await screen.findByText('No closed position, copy or income in this period yet'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No subscribers yet')).toBeInTheDocument();
    expect(screen.getByText('No signals on this site yet')).toBeInTheDocument();
  });
});
