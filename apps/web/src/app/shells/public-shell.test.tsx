import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { renderRoutes } from '@/testing/render';
import { publicRoutes } from '../routes/public-routes';

function mockSite() {
  return mockFetch({
    '/community/front/getHeaderData': { body: envelope([]) },
    '/cms/front/getSiteFooterContent': { body: envelope([]) },
    '/cms/front/getModuleContentList': { body: envelope([], 10000, 'ok', 0) },
  });
}

describe('public shell routes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends '/' to the configured default base URL", async () => {
    mockSite();
    const { router } = renderRoutes(publicRoutes(), { path: '/', site: { defaultBaseUrl: '/aboutUs/faq' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/aboutUs/faq'));
  });

  it("sends unknown paths to '/' and on to /home when no default is set", async () => {
    mockSite();
    const { router } = renderRoutes(publicRoutes(), { path: '/not-built-yet', site: { defaultBaseUrl: '' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('banner')).toBeInTheDocument();
  });

  it('hides the shared header on the login page', async () => {
    mockSite();
    renderRoutes(publicRoutes(), { path: '/login' });
    expect(await screen.findByRole('heading', { name: '欢迎回来' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('redirects /reg to /reg/register', async () => {
    mockSite();
    const { router } = renderRoutes(publicRoutes(), { path: '/reg' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/reg/register'));
  });

  it('asks a visitor on system messages to log in', async () => {
    mockSite();
    renderRoutes(publicRoutes(), { path: '/aboutUs/systemMessages' });
    expect(await screen.findByText('登录后即可查看您的系统消息和公共消息。')).toBeInTheDocument();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
