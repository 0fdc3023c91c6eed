import type { MenuItem } from '@copytrade/contracts/site';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCurrentLocale } from '@/i18n/locale';
import { getLoginDialogState } from '@/lib/login-dialog';
import { saveLogin } from '@/lib/session';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { SiteHeader } from './site-header';

const MENU: MenuItem[] = [
  {
    columnId: 1,
    frontUrl: '/',
    contentUrl: '',
    columnName: '首页',
    columnNameEn: 'Home',
    columnNameHant: '首頁',
    isShowSecondMenu: 1,
    children: [],
  },
  {
    columnId: 2,
    frontUrl: '/information',
    contentUrl: '',
    columnName: '资讯',
    columnNameEn: 'News',
    columnNameHant: '資訊',
    isShowSecondMenu: 1,
    children: [],
  },
  {
    columnId: 3,
    frontUrl: '/broker',
    contentUrl: 'https://broker.example.com',
    columnName: '开户',
    columnNameEn: 'Open account',
    columnNameHant: '開戶',
    isShowSecondMenu: 1,
    children: [],
  },
  {
    columnId: 4,
    frontUrl: '/strategy',
    contentUrl: '',
    columnName: '策略广场',
    columnNameEn: 'Strategies',
    columnNameHant: '策略廣場',
    isShowSecondMenu: 1,
    children: [],
  },
];

function mockMenu() {
  return mockFetch({ '/community/front/getHeaderData': { body: envelope(MENU) } });
}

function useLocaleForTest(locale: 'zh_CN' | 'en_US') {
  setCurrentLocale(locale);
  return i18next.changeLanguage(locale);
}

describe('SiteHeader', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await useLocaleForTest('zh_CN');
  });

  it('opens the phone menu, loaded at the first tap, with the menu and the register entry', async () => {
    const user = userEvent.setup();
    mockMenu();
    renderWithApp(<SiteHeader />);
    await screen.findAllByRole('link', { name: '首页' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: '打开菜单' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('link', { name: '资讯' })).toHaveAttribute('href', '/information');
    expect(within(drawer).getByRole('link', { name: '注册' })).toBeInTheDocument();
  });

  it("routes '/' to /home and opens content URLs in a new tab", async () => {
    mockMenu();
    renderWithApp(<SiteHeader />);
    const home = await screen.findByRole('link', { name: '首页' });
    expect(home).toHaveAttribute('href', '/home');
    const external = screen.getByRole('link', { name: '开户' });
    expect(external).toHaveAttribute('href', 'https://broker.example.com');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: '策略广场' })).toHaveAttribute('href', '/strategy');
  });

  it('shows the information entry for zh_CN readers', async () => {
    mockMenu();
    renderWithApp(<SiteHeader />);
    expect(await screen.findByRole('link', { name: '资讯' })).toHaveAttribute('href', '/information');
  });

  it('hides the information entry in English', async () => {
    await useLocaleForTest('en_US');
    mockMenu();
    renderWithApp(<SiteHeader />);
    expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'News' })).not.toBeInTheDocument();
  });

  it('highlights the strategy entry on square pages', async () => {
    mockMenu();
    renderWithApp(<SiteHeader />, { path: '/square/list' });
    const link = await screen.findByRole('link', { name: '策略广场' });
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('offers register and login to visitors, without the bell', async () => {
    const user = userEvent.setup();
    mockMenu();
    renderWithApp(<SiteHeader bell={<span data-testid="bell" />} />);
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: '注册' })).toHaveAttribute('href', '/reg/register');
    const login = within(header).getByRole('link', { name: '登录' });
    expect(login).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('bell')).not.toBeInTheDocument();
    await user.click(login);
    expect(getLoginDialogState().open).toBe(true);
  });

  it('shows the bell and the avatar initial to a signed-in user', async () => {
    saveLogin({
      token: 't',
      tokenTime: Date.now() + 60_000,
      cust: { id: 5, userType: 1, nickName: 'mia', portraitImg: '', email: 'mia@example.com', phone: '' },
    });
    mockFetch({
      '/community/front/getHeaderData': { body: envelope(MENU) },
      '/community/api/selectCommunityUserInfo': {
        body: envelope([
          { id: 5, userType: 1, nickName: 'mia', portraitImg: '', email: 'mia@example.com', phone: '' },
        ]),
      },
    });
    renderWithApp(<SiteHeader bell={<span data-testid="bell" />} />);
    expect(await screen.findByTestId('bell')).toBeInTheDocument();
    expect(await screen.findByText('M')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
  });
});
