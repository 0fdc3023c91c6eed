import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCurrentLocale } from '@/i18n/locale';
import { accountListQueryKey, resetAccountSelection } from '@/lib/account-session';
import { clearBrokenAccounts, markBroken } from '@/lib/connection-status';
import { STORAGE_KEYS } from '@/lib/session';
import { accountItem, signIn } from '@/testing/accounts-fixtures';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { UserMenu } from './user-menu';

const ACCOUNTS = [
  accountItem({ mtAccId: 1, loginOrder: 1, login: '6100002', accType: 1 }),
  accountItem({ mtAccId: 2, loginOrder: 2, login: '6200002', accType: 2, isMock: 1 }),
  accountItem({ mtAccId: 3, loginOrder: 3, login: '6300003', accType: 2, status: 1 }),
];

function mockAccounts(list = ACCOUNTS) {
  return mockFetch({
    '/community/api/queryTradeAccListWithToken': { body: envelope(list) },
    '/community/api/selectCommunityUserInfo': { body: envelope([]) },
  });
}

async function openMenu() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: '账户菜单' }));
  return user;
}

describe('UserMenu accounts (spec 2, Shared header)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    resetAccountSelection();
    clearBrokenAccounts();
    setCurrentLocale('zh_CN');
    await i18next.changeLanguage('zh_CN');
  });

  it('shows the current account as #order login with its Trader tag', async () => {
    const cust = signIn();
    mockAccounts();
    renderWithApp(<UserMenu user={cust} />);
    await openMenu();
    const current = await screen.findByTestId('current-account');
    await waitFor(() => expect(current).toHaveTextContent('#1 6100002'));
    expect(within(current).getByText('交易员')).toBeInTheDocument();
    expect(within(current).queryByText('模拟')).not.toBeInTheDocument();
  });

  it('expands to the other accounts, labelled Follower, Demo and a broken link', async () => {
    const cust = signIn();
    mockAccounts();
    renderWithApp(<UserMenu user={cust} />);
    const user = await openMenu();
    await user.click(await screen.findByRole('button', { name: /查看全部账户（3）/ }));
    const others = screen.getByRole('list', { name: '其他账户' });
    const demo = within(others).getByRole('button', { name: /#2 6200002/ });
    expect(within(demo).getByText('跟单者')).toBeInTheDocument();
    expect(within(demo).getByText('模拟')).toBeInTheDocument();
    const broken = within(others).getByRole('button', { name: /#3 6300003/ });
    expect(within(broken).getByText('已断开')).toBeInTheDocument();
    expect(within(demo).queryByText('已断开')).not.toBeInTheDocument();
  });

  it('marks an account the socket reported broken', async () => {
    const cust = signIn();
    mockAccounts();
    markBroken({ mtAccId: 1, loginOrder: 1, login: '6100002' });
    renderWithApp(<UserMenu user={cust} />);
    await openMenu();
    const current = await screen.findByTestId('current-account');
    await waitFor(() => expect(within(current).getByText('已断开')).toBeInTheDocument());
  });

  it('switching stores the selection and the current account, and refetches account data', async () => {
    const cust = signIn();
    mockAccounts();
    const { queryClient } = renderWithApp(<UserMenu user={cust} />);
    await waitFor(() => expect(queryClient.getQueryData(accountListQueryKey)).toHaveLength(3));
    queryClient.setQueryData(['me', 'mt', 'detail', 1], { stale: false });
    const user = await openMenu();
    await user.click(await screen.findByRole('button', { name: /查看全部账户（3）/ }));
    await user.click(screen.getByRole('button', { name: /#2 6200002/ }));

    expect(localStorage.getItem(STORAGE_KEYS.accountSelectedIndex)).toBe('1');
    expect(localStorage.getItem(STORAGE_KEYS.mtAccId)).toBe('2');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.currentCopyMt4)!)).toMatchObject({ mtAccId: 2 });
    expect(queryClient.getQueryState(['me', 'mt', 'detail', 1])?.isInvalidated).toBe(true);
    await openMenu();
    expect(await screen.findByTestId('current-account')).toHaveTextContent('#2 6200002');
  });

  it('says so when the user has no account yet, in English too', async () => {
    setCurrentLocale('en_US');
    await i18next.changeLanguage('en_US');
    const cust = signIn();
    mockAccounts([]);
    renderWithApp(<UserMenu user={cust} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByText('No MT4 account yet')).toBeInTheDocument();
    expect(screen.getByText('Add account')).toBeInTheDocument();
  });
});
