import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLoginDialogState } from '@/lib/login-dialog';
import { accountDetail, accountItem, signIn } from '@/testing/accounts-fixtures';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { renderRoutes } from '@/testing/render';
import { publicRoutes } from './public-routes';

function mockCenter() {
  return mockFetch({
    '/community/front/getHeaderData': { body: envelope([]) },
    '/cms/front/getSiteFooterContent': { body: envelope([]) },
    '/community/api/selectCommunityUserInfo': { body: envelope([]) },
    '/community/api/queryCommunityMessage': {
      body: envelope([{ systemMessageCount: 0, publicMessageCount: 0 }]),
    },
    '/community/api/queryTradeAccListWithToken': { body: envelope([accountItem()]) },
    '/community/api/queryMtAccountDetail': { body: envelope([accountDetail()]) },
  });
}

describe('/personalCenter/:id (spec 2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("replaces another user's id with the signed-in user's own, keeping the page", async () => {
    signIn({ id: 7 });
    mockCenter();
    const { router } = renderRoutes(publicRoutes(), { path: '/personalCenter/99/account/accountSetting' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/personalCenter/7/account/accountSetting'),
    );
    expect(await screen.findByRole('article', { name: '#1 6100002' })).toBeInTheDocument();
  });

  it('opens the trading overview by default and for paths that name no page', async () => {
    signIn({ id: 7 });
    mockCenter();
    const { router } = renderRoutes(publicRoutes(), { path: '/personalCenter/7/nothingHere' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/personalCenter/7/account/transactionAnalysis'),
    );
    expect(await screen.findByText('资金概况')).toBeInTheDocument();
    expect(await screen.findByText('10,125.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '账户设置' })).toHaveAttribute(
      'href',
      '/personalCenter/7/account/accountSetting',
    );
  });

  it('asks a visitor to log in', async () => {
    mockCenter();
    renderRoutes(publicRoutes(), { path: '/personalCenter/7/account/transactionAnalysis' });
    expect(await screen.findByText('登录后即可查看您的账户、资金和订单。')).toBeInTheDocument();
    // The layout opens the dialog in an effect after drawing the prompt: on a loaded machine the prompt can
    // be found before React has run it.
    await waitFor(() => expect(getLoginDialogState().open).toBe(true));
  });
});
