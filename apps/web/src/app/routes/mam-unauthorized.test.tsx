import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { getSession } from '@/lib/session';
import { siteConfigQueryOptions } from '@/lib/site-config';
import { signIn } from '@/testing/accounts-fixtures';
import { envelope, mockFetch, urlOf } from '@/testing/fetch-mock';
import { siteFixture } from '@/testing/fixtures';
import { AppRoot } from '../app';
import { loadShell } from '../shells/shells';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('a 401 on a MAM site (spec 8)', () => {
  it('clears the session and goes to /login, the calls having gone through the /mam/ twins', async () => {
    signIn({ userType: 1 });
    const refused = {
      status: 401,
      body: envelope([], 40101, 'Your session has expired, please log in again'),
    };
    const fetchSpy = mockFetch({
      '/mam/main/queryCommunityMessage': refused,
      '/community/api/selectCommunityUserInfo': refused,
      '/community/api/queryUnreadNotice': refused,
      '/community/api/queryTradeAccListWithToken': refused,
    });
    window.history.replaceState(null, '', '/user/message');
    const site = siteFixture({ siteType: 5, version: 0 });
    const queryClient = createQueryClient();
    queryClient.setQueryData(siteConfigQueryOptions().queryKey, site);
    const shell = await loadShell('mam-default');
    render(<AppRoot site={site} shell={shell} queryClient={queryClient} />);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(getSession().token).toBeNull();
    expect(await screen.findByRole('heading', { name: '欢迎回来' })).toBeInTheDocument();
    const urls = fetchSpy.mock.calls.map(([input]) => urlOf(input));
    expect(urls.some((url) => url.includes('/mam/main/queryCommunityMessage'))).toBe(true);
    expect(urls.some((url) => url.includes('/community/api/queryCommunityMessage'))).toBe(false);
  });
});
