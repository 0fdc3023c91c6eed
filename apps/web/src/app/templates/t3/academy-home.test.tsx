import type { StarRow } from '@copytrade/contracts/discovery';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CMS, contentItem, infoRoute, listRoute } from '@/features/college/testing/cms-fixtures';
import { rankingRow } from '@/testing/community-fixtures';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { renderRoutes } from '@/testing/render';
import { templateRoutes } from '../templates';

const star: StarRow = {
  ...rankingRow({ mtAccId: 7, userName: 'Atlas Capital' }),
  recommendId: null,
  remark: '',
};

function mockAcademy() {
  return mockFetch({
    '/community/front/getHeaderData': { body: envelope([]) },
    '/cms/front/getSiteFooterContent': { body: envelope([]) },
    [CMS.info]: infoRoute({ article: { itemCount: 12 }, course: { itemCount: 2 } }),
    [CMS.list]: listRoute({
      article: [
        contentItem({ contentId: 1, title: '交易心理与交易日志' }),
        contentItem({ contentId: 2, title: '利率与汇率' }),
      ],
      course: [contentItem({ contentId: 3, moduleCode: 'course', title: '外汇交易六课', lessonCount: 6 })],
    }),
    '/cms/front/getFinanceCalendar': {
      body: envelope([
        {
          eventId: 1,
          time: Date.now() + 60_000,
          country: 'US',
          currency: 'USD',
          importance: 3,
          title: '美国非农就业人数',
          actual: '',
          forecast: '180K',
          previous: '150K',
        },
      ]),
    },
    '/community/front/topRecommendsOfInex': {
      body: envelope([
        { traders: 44, followers: 19, copiedTrades30d: 2038, copyProfit: '100.00', stars: [star] },
      ]),
    },
  });
}

// The layout and the home are lazy chunks: the first find waits for them.
describe('template 3 ("Academy") home', () => {
  // Loaded once up front so the lazy routes resolve at once (a busy machine takes long to transform them).
  beforeAll(async () => {
    await Promise.all([import('./academy-shell'), import('./academy-home')]);
  }, 120_000);
  afterEach(() => vi.unstubAllGlobals());

  it('leads with learning: the college search, featured articles, courses and the calendar, then traders', async () => {
    mockAcademy();
    renderRoutes(templateRoutes(3)(), { path: '/home' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: '先学懂市场，再跟随真正会交易的人' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    // The lead story and the featured reading.
    expect(await screen.findByText('交易心理与交易日志')).toBeInTheDocument();
    expect(await screen.findByText('利率与汇率')).toBeInTheDocument();
    // The courses with their lesson counts.
    expect(await screen.findByText('外汇交易六课')).toBeInTheDocument();
    expect(screen.getByText('6 节课')).toBeInTheDocument();
    // The economic calendar of today.
    expect(await screen.findByText('美国非农就业人数')).toBeInTheDocument();
    // Learn from real traders, after the learning.
    const traders = screen.getByRole('region', { name: '向真实的交易员学习' });
    expect(await within(traders).findByRole('article', { name: 'Atlas Capital' })).toBeInTheDocument();
    expect(within(traders).getByRole('link', { name: /查看交易记录/ })).toHaveAttribute(
      'href',
      '/community/trader/7',
    );
    // The two-row header and the academy's footer columns.
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '学习' })).toBeInTheDocument();
  }, 60_000);
});
