import type { MenuItem } from '@copytrade/contracts/site';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/session';
import zh from '@/i18n/locales/zh_CN.json';
import { signIn } from '@/testing/accounts-fixtures';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { renderRoutes } from '@/testing/render';
import { hashAddressOf, hashPathOf, showsHashFooter } from './hash-paths';
import { hashRoutes } from './hash-routes';

// Whole pages load lazily on a busy machine: give them time.
vi.setConfig({ testTimeout: 30_000 });
// The first page a test opens imports its chunks cold, which took over 10 s on a loaded two-core machine.
const SLOW = { timeout: 20_000 };

// jsdom has no canvas: the tools' charts are stand-ins.
vi.mock('@/features/tools/components/candle-chart', () => ({ CandleChart: () => <div>chart</div> }));

const item = (columnId: number, columnName: string, frontUrl: string, children: MenuItem[] = []) =>
  ({ columnId, columnName, frontUrl, contentUrl: '', children }) as unknown as MenuItem;

/** The demo site's menu holds public-site paths. */
const MENU: MenuItem[] = [
  item(1, '首页', '/'),
  item(28, '社区推荐', '/community/communityRecommend'),
  item(29, '交易员排行', '/community/trader'),
  item(42, '交易计算器', '/tools/calculator'),
];

function mockSite() {
  return mockFetch({
    '/community/front/getHeaderData': { body: envelope(MENU) },
    '/cms/front/getSiteFooterContent': { body: envelope([]) },
  });
}

/** Text without its line breaks and spaces (a title may break over lines). */
const bare = (text: string) => text.replace(/\s+/g, '');
const title = (text: string) => text.replace(/\n/g, ' ');
const h1Texts = () =>
  screen
    .queryAllByRole('heading', { level: 1 })
    .map((h1) => bare(h1.textContent ?? ''))
    .join('|');
/** The header's menu (the shared header's navigation landmark). */
const headerNav = () => screen.queryByRole('navigation', { name: zh.header.navigation });

/** Every spec'd hash route and the heading of its own page (spec 2, Hash-mode variant). */
const PAGES: [path: string, heading: string][] = [
  ['/home', zh.home.hero.title],
  ['/reg/register', zh.auth.registerTitle],
  ['/login', zh.auth.welcomeBack],
  ['/forgertPassword', zh.auth.resetTitle],
  ['/messages/systemMessages', zh.about.menu.systemMessages],
  ['/messages/announcement', zh.about.menu.announcement],
  ['/information', zh.information.title],
  ['/marketDynamics/calculator', zh.tools.calc.title],
  ['/marketDynamics/financeCalendar', zh.marketNews.calendar.title],
  ['/marketDynamics/timeTelegram', zh.marketNews.flash.title],
  ['/strategy', zh.traders.title],
  ['/square', zh.recommend.title],
  ['/about/foreignexchange', zh.hashSite.about.foreignexchange.title],
  ['/about/copyinvest', zh.hashSite.about.copyinvest.title],
  ['/about/traders', zh.hashSite.about.traders.title],
  ['/about/copy', zh.hashSite.about.copy.title],
  ['/customer/problem', zh.about.menu.faq],
  ['/customer/partner', zh.partnerPage.hero.title],
  ['/customer/contactUs', zh.about.menu.contactUs],
  ['/customer/addOrBingNewAccount', zh.accounts.pageTitle],
  ['/iframeStrategy', zh.traders.title],
];

describe('the hash-mode site (siteType 3, spec 2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    sessionStorage.clear();
  });

  it.each(PAGES)('%s opens its own page', async (path, heading) => {
    mockSite();
    // The add-account page is a signed-in user's.
    if (path === '/customer/addOrBingNewAccount') signIn();
    const { router } = renderRoutes(hashRoutes(), { path, site: { siteType: 3 } });
    await waitFor(() => {
      expect(h1Texts()).toContain(bare(heading));
    }, SLOW);
    expect(router.state.location.pathname).toBe(path);
  });

  it('opens the personal center at its own path', async () => {
    mockSite();
    const { router } = renderRoutes(hashRoutes(), { path: '/personalCenter/5/account/dataindex' });
    expect(await screen.findByText(zh.footer.tagline, {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/personalCenter/5/account/dataindex');
    expect(screen.queryByRole('heading', { name: title(zh.home.hero.title) })).not.toBeInTheDocument();
  });

  // Each as a visit of its own (a typed or shared address). Coming back to / on a page already open,
  // while the page / sent to is still rendering, is root-redirect.test.tsx's (it stayed at / until fixed).
  it.each(['/nothing/here', '/'])('sends %s to /home', async (path) => {
    mockSite();
    const { router } = renderRoutes(hashRoutes(), { path });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), SLOW);
  });

  it.each([
    ['/community/trader?sort=1', '/strategy', '?sort=1'],
    ['/community/communityRecommend', '/square', ''],
    ['/tools/calculator', '/marketDynamics/calculator', ''],
    ['/tools/financeCalendar', '/marketDynamics/financeCalendar', ''],
    ['/aboutUs/contactUs', '/customer/contactUs', ''],
    ['/aboutUs/faq', '/customer/problem', ''],
    ['/aboutUs/systemMessages', '/messages/systemMessages', ''],
    ['/aboutUs/announcement/announcementDetail/7', '/messages/announcement/announcementDetail/7', ''],
    ['/partner', '/customer/partner', ''],
    ['/addOrBingNewAccount?returnTo=%2Fstrategy', '/customer/addOrBingNewAccount', '?returnTo=%2Fstrategy'],
    ['/messages', '/messages/systemMessages', ''],
    ['/marketDynamics', '/marketDynamics/calculator', ''],
    ['/about', '/about/foreignexchange', ''],
    ['/customer', '/customer/problem', ''],
  ])('sends the link %s to %s', async (from, to, search) => {
    mockSite();
    const { router } = renderRoutes(hashRoutes(), { path: from });
    await waitFor(() => expect(router.state.location.pathname).toBe(to), SLOW);
    expect(router.state.location.search).toBe(search);
  });

  it.each(['/college/collegeHome', '/tools/transactionData', '/community/henchman', '/aboutUs/introduce'])(
    'keeps the public page %s at its path',
    async (path) => {
      mockSite();
      const { router } = renderRoutes(hashRoutes(), { path });
      expect((await screen.findAllByRole('heading', { level: 1 }, SLOW)).length).toBeGreaterThan(0);
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('hides the header on the auth and embeddable pages', async () => {
    mockSite();
    const { router } = renderRoutes(hashRoutes(), { path: '/login' });
    await screen.findByRole('heading', { level: 1, name: zh.auth.welcomeBack }, SLOW);
    expect(headerNav()).not.toBeInTheDocument();
    for (const [path, heading] of [
      ['/reg/register', zh.auth.registerTitle],
      ['/forgertPassword', zh.auth.resetTitle],
      ['/iframeStrategy', zh.traders.title],
    ] as const) {
      await router.navigate(path);
      await screen.findByRole('heading', { level: 1, name: heading }, SLOW);
      expect(headerNav()).not.toBeInTheDocument();
    }
    await router.navigate('/strategy');
    await waitFor(() => expect(headerNav()).toBeInTheDocument(), SLOW);
  });

  it('shows the footer only under tools, aboutUs, personalCenter and marketDynamics', async () => {
    mockSite();
    const { router } = renderRoutes(hashRoutes(), { path: '/marketDynamics/calculator' });
    await screen.findByRole('heading', { level: 1, name: zh.tools.calc.title }, SLOW);
    expect(screen.getByText(zh.footer.tagline)).toBeInTheDocument();
    for (const [path, heading] of [
      ['/home', zh.home.hero.title],
      ['/strategy', zh.traders.title],
      ['/square', zh.recommend.title],
      ['/customer/problem', zh.about.menu.faq],
      ['/about/copy', zh.hashSite.about.copy.title],
      ['/messages/announcement', zh.about.menu.announcement],
    ] as const) {
      await router.navigate(path);
      await waitFor(() => expect(h1Texts()).toContain(bare(heading)), SLOW);
      expect(screen.queryByText(zh.footer.tagline)).not.toBeInTheDocument();
    }
    await router.navigate('/aboutUs/introduce');
    expect(await screen.findByText(zh.footer.tagline, {}, SLOW)).toBeInTheDocument();
  });

  it('moves the menu to the hash pages and lights /strategy on a square path', async () => {
    mockSite();
    renderRoutes(hashRoutes(), { path: '/square' });
    const banner = await screen.findByRole('navigation', { name: zh.header.navigation }, SLOW);
    const ranking = await within(banner).findByRole('link', { name: '交易员排行' }, SLOW);
    expect(ranking).toHaveAttribute('href', '/strategy');
    expect(within(banner).getByRole('link', { name: '社区推荐' })).toHaveAttribute('href', '/square');
    expect(within(banner).getByRole('link', { name: '交易计算器' })).toHaveAttribute(
      'href',
      '/marketDynamics/calculator',
    );
    expect(ranking.closest('li')).toHaveClass('ant-menu-item-selected');
  });
});

describe('hash-site paths', () => {
  it('maps public paths to the hash pages, keeping the query', () => {
    expect(hashPathOf('/community/trader?sort=2')).toBe('/strategy?sort=2');
    expect(hashPathOf('/tools/')).toBe('/marketDynamics');
    expect(hashPathOf('/community/trader/12')).toBe('/community/trader/12');
  });

  it('shows the footer by section', () => {
    expect(showsHashFooter('/personalCenter/5/account')).toBe(true);
    expect(showsHashFooter('/toolsX')).toBe(false);
    expect(showsHashFooter('/strategy')).toBe(false);
  });

  it('moves a real path loaded in full into the hash', () => {
    const at = (pathname: string, search = '', hash = '') => hashAddressOf({ pathname, search, hash });
    expect(at('/personalCenter/5/account/dataindex', '?a=1')).toBe(
      '/#/personalCenter/5/account/dataindex?a=1',
    );
    expect(at('/')).toBeNull();
    expect(at('/', '', '#/home')).toBeNull();
    expect(at('/index.html')).toBeNull();
    expect(at('/old', '', '#/home')).toBeNull();
  });
});
