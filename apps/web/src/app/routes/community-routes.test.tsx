import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { renderRoutes } from '@/testing/render';
import { publicRoutes } from './public-routes';

function mockCommunity() {
  return mockFetch({
    '/community/front/getHeaderData': { body: envelope([]) },
    '/cms/front/getSiteFooterContent': { body: envelope([]) },
    '/community/front/getfilterlist': { status: 500, body: envelope([], 50000, 'x') },
    '/community/front/selectbyfilter': { body: envelope([], 10000, 'ok', 0) },
  });
}

describe('/community (spec 2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('redirects to communityRecommend and shows the section tabs', async () => {
    mockCommunity();
    const { router } = renderRoutes(publicRoutes(), { path: '/community' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/communityRecommend'));
    expect(await screen.findByRole('heading', { level: 1, name: '社区推荐' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: '交易社区' });
    expect(tabs).toContainElement(screen.getByRole('tab', { name: '推荐' }));
    expect(screen.getByRole('tab', { name: '推荐' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '交易员' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: '交易员' })).toHaveAttribute('href', '/community/trader');
    expect(screen.getByRole('tab', { name: '跟单者' })).toHaveAttribute('href', '/community/henchman');
  });

  it('opens the square and the followers’ page under the same tabs', async () => {
    mockCommunity();
    const { router } = renderRoutes(publicRoutes(), { path: '/community/trader' });
    expect(await screen.findByRole('heading', { level: 1, name: '交易员排行' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '交易员' })).toHaveAttribute('aria-selected', 'true');
    await router.navigate('/community/henchman');
    expect(await screen.findByRole('heading', { level: 1, name: '跟单者' })).toBeInTheDocument();
  });

  it('sends an unknown community path to communityRecommend', async () => {
    mockCommunity();
    const { router } = renderRoutes(publicRoutes(), { path: '/community/nothing/here' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/communityRecommend'));
  });
});
