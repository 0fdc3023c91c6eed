import { API, type ApiName } from '@copytrade/contracts/api-paths';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCallTwins } from '@/lib/api-client';
import { REDIRECT_STORAGE_KEY } from '@/lib/redirect-cap';
import { signIn } from '@/testing/accounts-fixtures';
import { envelope, mockFetch, urlOf } from '@/testing/fetch-mock';
import { renderRoutes } from '@/testing/render';
import { mamCenterPaths } from './mam-root';
import { MAM_CALL_TWINS, mamBrandedRoutes, mamDefaultRoutes } from './mam-routes';

/** The back office's calls a signed-in page makes, answered empty (through their /mam/ twins). */
function mockBackOffice(overrides: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    '/community/api/selectCommunityUserInfo': { body: envelope([]) },
    '/mam/main/queryCommunityMessage': {
      body: envelope([{ systemMessageCount: 120, publicMessageCount: 3 }]),
    },
    '/community/api/queryUnreadNotice': { body: envelope([], 10000, 'ok', 0) },
    '/community/api/queryTradeAccListWithToken': { body: envelope([]) },
    '/mam/main/getCopyLoginNumber': {
      body: envelope([{ masterNumber: 2, copyNumber: 1, masterMaxNumber: 10, copyMaxNumber: -1 }]),
    },
    ...overrides,
  });
}

/** Screen widths for the layout's media queries (jsdom has none). */
function screenWidth(width: number) {
  const original = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return { ...original(query), matches: max ? width <= Number(max[1]) : false };
  };
  return () => {
    window.matchMedia = original;
  };
}

const MAM = { siteType: 5 } as const;

beforeEach(() => setCallTwins(MAM_CALL_TWINS));
afterEach(() => {
  setCallTwins(null);
  vi.unstubAllGlobals();
});

describe('the twins a MAM site calls through', () => {
  it('pairs each community call with one definition under a /mam/ path', () => {
    const pairs = Object.entries(MAM_CALL_TWINS) as [ApiName, ApiName][];
    expect(pairs.length).toBeGreaterThanOrEqual(13);
    for (const [community, twin] of pairs) {
      const a = API[community] as Record<string, unknown>;
      const b = API[twin] as Record<string, unknown>;
      expect(String(b.path), twin).toMatch(/^\/mam\/(visitor|main)\//);
      // The method may differ (the spec's PUT twins of POST calls): the client takes the twin's.
      for (const key of ['query', 'body', 'params', 'response']) {
        expect(b[key], `${community} -> ${twin}: ${key}`).toBe(a[key]);
      }
    }
  });
});

describe('the standalone back office (version 0)', () => {
  it("sends '/' to the login page, where the brand does not pretend to be a home page", async () => {
    mockBackOffice();
    const { router } = renderRoutes(mamDefaultRoutes(), { site: { ...MAM, version: 0 }, path: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: '欢迎回来' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /返回首页/ })).not.toBeInTheDocument();
  });

  it("sends '/' to the configured path, and to /login once it has looped more than 5 times", async () => {
    signIn({ userType: 1 });
    mockBackOffice();
    const site = { ...MAM, version: 0, defaultBaseUrl: '/user/message' };
    const first = renderRoutes(mamDefaultRoutes(), { site, path: '/' });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/user/message'));
    first.unmount();
    sessionStorage.setItem(REDIRECT_STORAGE_KEY, JSON.stringify({ count: 5, at: Date.now() }));
    const looping = renderRoutes(mamDefaultRoutes(), { site, path: '/' });
    // The login page sends a signed-in follower on to his own page.
    await waitFor(() => expect(looping.router.state.location.pathname).toBe('/user/notMasterCopyList'));
    expect(JSON.parse(sessionStorage.getItem(REDIRECT_STORAGE_KEY) ?? '{}')).toMatchObject({ count: 6 });
  });

  it('sends a visitor of a back-office page to /login, and back there after logging in', async () => {
    const fetchSpy = mockBackOffice({
      '/mam/visitor/login': {
        body: envelope([
          {
            token: 'tok',
            tokenTime: Date.now() + 3_600_000,
            cust: { id: 7, userType: 1, nickName: 'lena', portraitImg: '', email: 'l@x.test', phone: '' },
          },
        ]),
      },
    });
    const { router } = renderRoutes(mamDefaultRoutes(), {
      site: { ...MAM, version: 0 },
      path: '/user/message?type=1',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/user/message?type=1')}`);
    fireEvent.change(await screen.findByLabelText('账号'), { target: { value: 'l@x.test' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Passw0rd' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/message'));
    expect(router.state.location.search).toBe('?type=1');
    // The sign-in went through the MAM twin, not the community path.
    const urls = fetchSpy.mock.calls.map(([input]) => urlOf(input));
    expect(urls.some((url) => url.includes('/mam/visitor/login'))).toBe(true);
    expect(urls.some((url) => url.includes('/community/front/login'))).toBe(false);
  });

  it('opens the personal center of the role at /user and keeps each role on its own pages', async () => {
    signIn({ userType: 3 });
    mockBackOffice();
    const trader = renderRoutes(mamDefaultRoutes(), { site: { ...MAM, version: 0 }, path: '/user' });
    await waitFor(() => expect(trader.router.state.location.pathname).toBe('/user/userCenter'));
    act(() => void trader.router.navigate('/user/notMasterCopyDetail?id=12'));
    await waitFor(() => expect(trader.router.state.location.pathname).toBe('/user/copyDetail'));
    expect(trader.router.state.location.search).toBe('?id=12');
    trader.unmount();

    signIn({ userType: 1 });
    const follower = renderRoutes(mamDefaultRoutes(), {
      site: { ...MAM, version: 0 },
      path: '/user/userCenter',
    });
    await waitFor(() => expect(follower.router.state.location.pathname).toBe('/user/notMasterCopyList'));
    act(() => void follower.router.navigate('/user/copyDetail?id=5'));
    await waitFor(() => expect(follower.router.state.location.pathname).toBe('/user/notMasterCopyDetail'));
    expect(follower.router.state.location.search).toBe('?id=5');
  });

  it('sends anything unknown to the root, hence to /login', async () => {
    mockBackOffice();
    const { router } = renderRoutes(mamDefaultRoutes(), { site: { ...MAM, version: 0 }, path: '/community' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('the frame under /user', () => {
  it("lists a trader's menu with the usage meter, and a follower's three entries without it", async () => {
    const restore = screenWidth(1440);
    try {
      signIn({ userType: 3 });
      mockBackOffice();
      const trader = renderRoutes(mamDefaultRoutes(), {
        site: { ...MAM, version: 0 },
        path: '/user/message',
      });
      const menu = await screen.findByRole('navigation', { name: '后台菜单' });
      for (const name of [
        '首页',
        '账户管理',
        '交易账户',
        '跟单账户',
        '订阅列表',
        '跟单订单',
        '消息中心',
        '邀请好友',
        '设置',
      ]) {
        expect(within(menu).getByText(name)).toBeInTheDocument();
      }
      expect(within(menu).getByRole('link', { name: '设置' })).toHaveAttribute(
        'href',
        '/user/otherSetting/personSetting',
      );
      expect(await screen.findAllByTestId('usage-meter')).toHaveLength(2);
      expect(screen.getByText('不限制')).toBeInTheDocument();
      // The bell: 123 unread, shown as '···' above 99, leading to the back office's messages.
      expect(await screen.findByTestId('unread-badge')).toHaveTextContent('···');
      expect(screen.getByTestId('unread-badge').closest('a')).toHaveAttribute('href', '/user/message');
      trader.unmount();

      signIn({ userType: 1 });
      renderRoutes(mamDefaultRoutes(), { site: { ...MAM, version: 0 }, path: '/user/message' });
      const followerMenu = await screen.findByRole('navigation', { name: '后台菜单' });
      expect(
        within(followerMenu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['跟单账户', '消息中心', '设置']);
      expect(screen.queryByTestId('usage-meter')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('collapses the side menu to an icon rail under 1200 px, and the top bar button expands it', async () => {
    for (const [width, collapsed] of [
      [1440, 'false'],
      [1199, 'true'],
      [800, 'true'],
    ] as const) {
      const restore = screenWidth(width);
      signIn({ userType: 3 });
      mockBackOffice();
      const view = renderRoutes(mamDefaultRoutes(), { site: { ...MAM, version: 0 }, path: '/user/message' });
      expect(await screen.findByTestId('mam-sider')).toHaveAttribute('data-collapsed', collapsed);
      if (collapsed === 'true') {
        fireEvent.click(screen.getByRole('button', { name: '展开菜单' }));
        expect(screen.getByTestId('mam-sider')).toHaveAttribute('data-collapsed', 'false');
      }
      view.unmount();
      restore();
    }
  });

  it('turns the menu into a drawer on a phone', async () => {
    const restore = screenWidth(390);
    try {
      signIn({ userType: 1 });
      mockBackOffice();
      renderRoutes(mamDefaultRoutes(), { site: { ...MAM, version: 0 }, path: '/user/message' });
      await screen.findByRole('heading', { name: '消息中心' });
      expect(screen.queryByTestId('mam-sider')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: '展开菜单' }));
      const menu = await screen.findByRole('navigation', { name: '后台菜单' });
      expect(within(menu).getByRole('link', { name: '跟单账户' })).toHaveAttribute(
        'href',
        '/user/notMasterCopyList',
      );
    } finally {
      restore();
    }
  });

  it('opens the upgrade dialog from the brand sign on version 0 and links home on version 1', async () => {
    signIn({ userType: 1 });
    mockBackOffice();
    const standard = renderRoutes(mamDefaultRoutes(), {
      site: { ...MAM, version: 0 },
      path: '/user/message',
    });
    fireEvent.click(await screen.findByRole('button', { name: /Acme Copy · 升级专业版/ }));
    expect(await screen.findByRole('dialog', { name: /升级专业版/ })).toBeInTheDocument();
    standard.unmount();

    renderRoutes(mamBrandedRoutes(), { site: { ...MAM, version: 1 }, path: '/user/message' });
    expect(await screen.findByRole('link', { name: 'Acme Copy' })).toHaveAttribute('href', '/');
  });

  it('shows the site settings tab to the site admin only', async () => {
    signIn({ userType: 1 });
    mockBackOffice();
    const user = renderRoutes(mamDefaultRoutes(), {
      site: { ...MAM, version: 0 },
      path: '/user/otherSetting/siteSetting',
    });
    await waitFor(() => expect(user.router.state.location.pathname).toBe('/user/otherSetting/personSetting'));
    expect(screen.queryByRole('tab', { name: '站点设置' })).not.toBeInTheDocument();
    user.unmount();

    signIn({ userType: 1, isAdmin: true });
    renderRoutes(mamDefaultRoutes(), { site: { ...MAM, version: 0 }, path: '/user/otherSetting' });
    expect(await screen.findByRole('tab', { name: '站点设置' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '个人设置' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('the money pages a MAM site hosts', () => {
  it("lists the funds the site's switches offer and opens each page under /user", async () => {
    const restore = screenWidth(1440);
    try {
      signIn({ userType: 1 });
      mockBackOffice({
        '/community/front/getSiteOtherInfo': {
          body: envelope([{ openWallet: true, openSettlement: false, proportion: '0.2000' }]),
        },
      });
      const { router } = renderRoutes(mamDefaultRoutes(), {
        site: { ...MAM, version: 0 },
        path: '/user/tokenManage',
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/user/tokenManage/rechargeRecord'));
      const menu = await screen.findByRole('navigation', { name: '后台菜单' });
      await waitFor(() =>
        expect(
          within(menu)
            .getAllByRole('menuitem')
            .map((item) => item.textContent),
        ).toEqual(['跟单账户', '资金管理', '我的钱包', '账单明细', '支付记录', '消息中心', '设置']),
      );
      expect(within(menu).getByRole('link', { name: '支付记录' })).toHaveAttribute(
        'href',
        '/user/paymentFlow',
      );
      act(() => void router.navigate('/user/billingDetails'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/user/billingDetails/income'));
      act(() => void router.navigate('/user/otherSetting/payV'));
      expect(await screen.findByRole('tab', { name: '收款信息' })).toHaveAttribute('aria-selected', 'true');
      expect(router.state.location.pathname).toBe('/user/otherSetting/payV');
    } finally {
      restore();
    }
  });

  it('leads the shared components to the MAM pages: payments, wallet, and subscriptions to the follow accounts', () => {
    const follower = mamCenterPaths(1);
    expect(follower('paymentFlow', 'paymentId=7')).toBe('/user/paymentFlow?paymentId=7');
    expect(follower('rechargeRecord')).toBe('/user/tokenManage/rechargeRecord');
    expect(follower('payV')).toBe('/user/otherSetting/payV');
    expect(follower('subscriptionTotal')).toBe('/user/notMasterCopyList');
    expect(mamCenterPaths(3)('copyOrder')).toBe('/user/copyList');
  });
});

describe('the landing variant (version 1)', () => {
  function mockHome() {
    return mockFetch({
      '/mam/visitor/getBannerList': { body: envelope([]) },
      '/mam/visitor/queryTradeAccListWithoutToken': { body: envelope([], 10000, 'ok', 0) },
    });
  }

  it("keeps '/' as its home, and /home is the same page", async () => {
    mockHome();
    const { router } = renderRoutes(mamBrandedRoutes(), { site: { ...MAM, version: 1 }, path: '/home' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Acme Copy');
    expect(document.getElementById('tradeAccount')).not.toBeNull();
    expect(document.getElementById('howUse')).not.toBeNull();
    expect(document.getElementById('about')).not.toBeNull();
  });

  it('scrolls to the section ?target= names, on arrival and on each link to one', async () => {
    const scrolled: string[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    mockHome();
    const { router } = renderRoutes(mamBrandedRoutes(), {
      site: { ...MAM, version: 1 },
      path: '/?target=howUse',
    });
    await waitFor(() => expect(scrolled).toEqual(['howUse']));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    act(() => void router.navigate('/?target=about'));
    await waitFor(() => expect(scrolled).toEqual(['howUse', 'about']));
    // The same section again (a second click on its link) scrolls again.
    act(() => void router.navigate('/?target=about'));
    await waitFor(() => expect(scrolled).toEqual(['howUse', 'about', 'about']));
    // Anything else is not a section.
    act(() => void router.navigate('/?target=nowhere'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(scrolled).toHaveLength(3);
  });

  it('logs a follower in and leaves the landing pages for the back office', async () => {
    signIn({ userType: 1 });
    mockHome();
    renderRoutes(mamBrandedRoutes(), { site: { ...MAM, version: 1 }, path: '/' });
    const links = await screen.findAllByRole('link', { name: '进入后台' });
    expect(links[0]).toHaveAttribute('href', '/user/notMasterCopyList');
  });
});
