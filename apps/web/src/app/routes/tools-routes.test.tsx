import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockMarketApi } from '@/features/tools/testing/market-fixtures';
import { renderRoutes } from '@/testing/render';
import { publicRoutes } from './public-routes';

// jsdom has no canvas: the quotes page's chart is a stand-in.
vi.mock('@/features/tools/components/candle-chart', () => ({ CandleChart: () => <div>chart</div> }));

/** The tools' side menu entry marked as the page shown. */
async function currentEntry(): Promise<string | null> {
  const menu = (await screen.findAllByRole('navigation', { name: '交易工具' }))[0]!;
  const link = await within(menu).findByRole('link', { current: 'page' });
  return link.getAttribute('href');
}

describe('/tools (issue 18, spec 2)', () => {
  it('opens the quotes board at /tools and at an unknown tools path', async () => {
    mockMarketApi();
    const { router } = renderRoutes(publicRoutes(), { path: '/tools' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tools/transactionData'));
    expect(await screen.findByRole('heading', { level: 1, name: '实时行情' })).toBeInTheDocument();
    expect(await currentEntry()).toBe('/tools/transactionData');

    await router.navigate('/tools/nothing/here');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tools/transactionData'));
  });

  it('renders the calculator and the pivot points under the tools menu, not the home page', async () => {
    mockMarketApi();
    const { router } = renderRoutes(publicRoutes(), { path: '/tools/calculator' });
    expect(await screen.findByRole('heading', { level: 1, name: '交易计算器' })).toBeInTheDocument();
    expect(await currentEntry()).toBe('/tools/calculator');

    await router.navigate('/tools/market/point');
    expect(await screen.findByRole('heading', { level: 1, name: '枢轴点' })).toBeInTheDocument();
    expect(await currentEntry()).toBe('/tools/market/point');
  });

  it('holds the market-news pages in the same layout, each at its own path', async () => {
    mockMarketApi();
    const { router } = renderRoutes(publicRoutes(), { path: '/tools/financeCalendar' });
    for (const path of ['/tools/financeCalendar', '/tools/timeTelegram', '/tools/market/everydayreport']) {
      await router.navigate(path);
      await waitFor(async () => expect(await currentEntry()).toBe(path));
      expect(router.state.location.pathname).toBe(path);
    }
    expect(screen.queryByRole('heading', { level: 1, name: '实时行情' })).not.toBeInTheDocument();
  });

  it('sends /tools/market to the pivot points', async () => {
    mockMarketApi();
    const { router } = renderRoutes(publicRoutes(), { path: '/tools/market' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tools/market/point'));
    expect(await screen.findByRole('heading', { level: 1, name: '枢轴点' })).toBeInTheDocument();
  });

  it('shows the site footer under the tools', async () => {
    mockMarketApi();
    renderRoutes(publicRoutes(), { path: '/tools/transactionData' });
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });
});
