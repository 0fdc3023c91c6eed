import type { StarRow } from '@copytrade/contracts/discovery';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rankingRow } from '@/testing/community-fixtures';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { renderRoutes } from '@/testing/render';
import { templateRoutes } from '../templates';

const star: StarRow = {
  ...rankingRow({ mtAccId: 9, userName: 'Ridgeway FX', growth: '27.81' }),
  recommendId: null,
  remark: '',
};

function mockPortal() {
  return mockFetch({
    '/community/front/getHeaderData': { body: envelope([]) },
    '/community/front/getfilterlist': { status: 500, body: envelope([], 50000, 'x') },
    '/community/front/selectbyfilter': {
      body: envelope([rankingRow({ userName: 'Atlas Capital' })], 10000, 'ok', 1),
    },
    '/community/front/topRecommendsOfInex': {
      body: envelope([
        { traders: 44, followers: 19, copiedTrades30d: 2038, copyProfit: '-20.00', stars: [star] },
      ]),
    },
  });
}

// The layout and the home are lazy chunks: the first find waits for them.
describe('template 4 ("Portal") home', () => {
  // Loaded once up front so the lazy routes resolve at once (a busy machine takes long to transform them).
  beforeAll(async () => {
    await Promise.all([import('./portal-shell'), import('./portal-home')]);
  }, 120_000);
  afterEach(() => vi.unstubAllGlobals());

  it('is the ranking: one line of live figures, the ranking at once, today’s stars as a strip', async () => {
    mockPortal();
    renderRoutes(templateRoutes(4)(), { path: '/home' });
    const figures = await screen.findByRole('region', { name: '平台实时数据' }, { timeout: 15_000 });
    expect(await within(figures).findByText('44 个交易账户')).toBeInTheDocument();
    expect(within(figures).getByText('19 位跟单者正在跟单')).toBeInTheDocument();
    expect(within(figures).getByText('近 30 天跟单 2,038 笔')).toBeInTheDocument();
    // Followers' total is left out of the headline while it is a loss.
    expect(within(figures).queryByText(/跟单者累计收益/)).not.toBeInTheDocument();
    // The ranking itself.
    expect(await screen.findByText('Atlas Capital', {}, { timeout: 5_000 })).toBeInTheDocument();
    // Today's stars, each opening the trader's profile.
    const strip = screen.getByRole('region', { name: '今日明星' });
    expect(within(strip).getByRole('link', { name: /Ridgeway FX/ })).toHaveAttribute(
      'href',
      '/community/trader/9',
    );
    // The minimal footer: copyright years and one line of links.
    expect(screen.getByText(/© 2019-\d{4}/)).toBeInTheDocument();
  }, 60_000);
});
