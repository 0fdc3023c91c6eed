import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/testing/accounts-fixtures';
import { rankingRow } from '@/testing/community-fixtures';
import { callsTo, envelope, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { RecommendPage } from './recommend-page';
import { starRow, subscribeNews, tradeNews } from './square-fixtures';
import { SubscribeFeed } from './subscribe-feed';

function mockRecommend(overrides: Record<string, { status?: number; body: unknown }> = {}) {
  return mockFetch({
    '/community/front/chooseTodayStar': {
      body: envelope([
        starRow({ recommendId: 3, remark: 'Calm hands, small drawdown' }),
        starRow({ mtAccId: 2, userName: 'Willow Carry', login: '60500006', remark: 'not shown' }),
      ]),
    },
    '/community/front/getsignlemodulelist': { body: envelope([rankingRow()]) },
    '/community/front/getfollowchangelist': {
      body: envelope([
        {
          mtAccId: 1,
          userName: 'Atlas Capital',
          image: '',
          login: '6100001',
          loginOrder: 1,
          gained: 3,
          lost: 1,
          net: 2,
          followers: 9,
        },
      ]),
    },
    '/community/front/querySubscribeNews': { body: envelope([subscribeNews()]) },
    '/community/front/queryTransactionNews': { body: envelope([tradeNews()]) },
    ...overrides,
  });
}

describe('the community’s recommend page', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows today’s stars with the admin’s reason on a pick only', async () => {
    mockRecommend();
    renderWithApp(
      <RecommendPage renderAction={(star) => <button type="button">copy {star.login}</button>} />,
    );
    const pick = await screen.findByRole('article', { name: 'Atlas Capital #1 6100001' });
    expect(within(pick).getByText('站长精选')).toBeInTheDocument();
    expect(within(pick).getByText('Calm hands, small drawdown')).toBeInTheDocument();
    expect(within(pick).getByRole('button', { name: 'copy 6100001' })).toBeInTheDocument();
    const rated = screen.getByRole('article', { name: 'Willow Carry #1 60500006' });
    expect(within(rated).getByText('评级领先')).toBeInTheDocument();
    expect(within(rated).queryByText('not shown')).not.toBeInTheDocument();
    // No admin entry for a visitor.
    expect(screen.queryByRole('button', { name: /管理今日之星/ })).not.toBeInTheDocument();
  });

  it('lists the five preset rankings, each opening the same ranking in the square', async () => {
    const spy = mockRecommend();
    renderWithApp(<RecommendPage />);
    for (const title of ['收益最高', '稳健之选', '人气最旺', '跟单收益最高', '新晋交易员']) {
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    }
    const modules = callsTo(spy, '/community/front/getsignlemodulelist').map(([url]) =>
      new URL(url, 'http://localhost').searchParams.get('module'),
    );
    expect(modules.sort()).toEqual(['copyProfit', 'growth', 'newest', 'popular', 'steady']);
    expect(screen.getByRole('link', { name: '查看“稳健之选”完整排名' })).toHaveAttribute(
      'href',
      '/community/trader?growthMin=0.01&tradesMin=1&sort=drawdown',
    );
    expect(screen.getByRole('link', { name: '查看“人气最旺”完整排名' })).toHaveAttribute(
      'href',
      '/community/trader?sort=followers',
    );
  });

  it('shows the follower changes and both feeds, and a failed feed alone with a retry', async () => {
    mockRecommend({
      '/community/front/queryTransactionNews': { status: 500, body: envelope([], 50000, 'x') },
    });
    renderWithApp(<RecommendPage />);
    const subscriptions = await screen.findByRole('list', { name: '最新订阅' });
    expect(subscriptions).toHaveTextContent('Li***n 开始跟随 Atlas Capital');
    expect(within(subscriptions).getByText('智能比例')).toBeInTheDocument();
    expect(within(subscriptions).getByText('反向跟单')).toBeInTheDocument();
    const board = screen.getByRole('table');
    expect(within(board).getByText('+3')).toBeInTheDocument();
    expect(within(board).getByText('−1')).toBeInTheDocument();
    expect(within(board).getByText('+2')).toBeInTheDocument();
    const trades = screen.getByRole('heading', { name: '最新平仓' }).closest('section')!;
    expect(await within(trades).findByText('加载失败')).toBeInTheDocument();
    expect(within(trades).getByRole('button', { name: /重试/ })).toBeInTheDocument();
  });

  it('offers the admin the stars management', async () => {
    signIn({ isAdmin: true });
    mockRecommend({ '/community/api/selectCommunityUserInfo': { body: envelope([]) } });
    renderWithApp(<RecommendPage />);
    expect(await screen.findByRole('button', { name: /管理今日之星/ })).toBeInTheDocument();
  });

  it('reads the subscriptions feed again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const spy = mockRecommend();
    renderWithApp(<SubscribeFeed />);
    expect(await screen.findByText('Li***n')).toBeInTheDocument();
    expect(callsTo(spy, '/community/front/querySubscribeNews')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(callsTo(spy, '/community/front/querySubscribeNews')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_500);
    await waitFor(() => expect(callsTo(spy, '/community/front/querySubscribeNews')).toHaveLength(2));
  });
});
