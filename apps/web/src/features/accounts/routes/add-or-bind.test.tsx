import type { AccountCounts } from '@copytrade/contracts/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCurrentLocale } from '@/i18n/locale';
import { getLoginDialogState } from '@/lib/login-dialog';
import { setNotifier } from '@/lib/notifier';
import { accountDetail, accountItem, counts, PLATFORMS, SERVERS, signIn } from '@/testing/accounts-fixtures';
import { chooseOption } from '@/testing/antd';
import { envelope, mockFetch, type MockAnswer } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { AddOrBindRoute } from './add-or-bind';

const TRADER = 3;

function mockPage(options: { counts?: AccountCounts; bind?: MockAnswer; noAccounts?: boolean } = {}) {
  return mockFetch({
    '/community/api/selectCommunityUserInfo': { body: envelope([]) },
    '/mam/main/getCopyLoginNumber': { body: envelope([options.counts ?? counts()]) },
    '/community/api/queryTradeAccListWithToken': {
      body: envelope(
        options.noAccounts ? [] : [accountItem({ mtAccId: 101, loginOrder: 1, login: '6100002' })],
      ),
    },
    '/community/api/queryMtAccountDetail': { body: envelope([accountDetail()]) },
    '/community/api/getPlatformInfo': { body: envelope(PLATFORMS) },
    '/community/api/getMt4Server': (url) => ({
      body: envelope(SERVERS.filter((s) => s.platformId === Number(url.searchParams.get('platformId')))),
    }),
    '/community/api/bindingMTAcc': options.bind ?? { body: envelope([]) },
  });
}

const meters = () => screen.getAllByTestId('usage-meter');

type BindInput = { platform: string; server: string; login: string; password: string };

/** The follow account the tests bind. */
const FOLLOW_ACCOUNT: BindInput = {
  platform: 'Apex Capital',
  server: 'ApexCapital-Real01',
  login: '6200002',
  password: 'Follow1234',
};

/** Fills the open bind form, ticks the user notice and confirms. */
async function submitBindForm(user: UserEvent, input: BindInput) {
  await chooseOption(user, '合作平台', input.platform);
  await chooseOption(user, '服务器', input.server);
  await user.type(screen.getByLabelText('MT4账号'), input.login);
  await user.type(screen.getByLabelText('交易密码'), input.password);
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: '确认绑定' }));
}

describe('/addOrBingNewAccount (spec 2, 5, 6, 8)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    setNotifier(null);
    setCurrentLocale('zh_CN');
    await i18next.changeLanguage('zh_CN');
  });

  it('asks a visitor to log in', () => {
    mockPage();
    renderWithApp(<AddOrBindRoute />);
    expect(screen.getByText('登录后即可绑定MT4账户或开设模拟账户。')).toBeInTheDocument();
    expect(getLoginDialogState().open).toBe(true);
    expect(screen.queryByRole('button', { name: /绑定跟单账户/ })).not.toBeInTheDocument();
  });

  it('offers a trader both bind buttons, a demo account and both usage meters', async () => {
    signIn({ userType: TRADER });
    mockPage({ counts: counts({ masterNumber: 3, masterMaxNumber: 10, copyNumber: 1, copyMaxNumber: 4 }) });
    renderWithApp(<AddOrBindRoute />);
    expect(screen.getByRole('button', { name: /绑定交易账户/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /绑定跟单账户/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /开设模拟账户/ })).toBeInTheDocument();
    await waitFor(() => expect(meters()).toHaveLength(2));
    const [trade, follow] = meters();
    expect(trade).toHaveTextContent('交易账户');
    expect(trade).toHaveTextContent('3 / 10');
    expect(within(trade!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    expect(trade).toHaveTextContent('30%');
    expect(follow).toHaveTextContent('1 / 4');
    expect(follow).toHaveTextContent('25%');
  });

  it('offers anyone else only the follow buttons and the follow meter', async () => {
    signIn({ userType: 1 });
    mockPage();
    renderWithApp(<AddOrBindRoute />);
    expect(screen.queryByRole('button', { name: /绑定交易账户/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /绑定跟单账户/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /开设模拟跟单账户/ })).toBeInTheDocument();
    await waitFor(() => expect(meters()).toHaveLength(1));
    expect(meters()[0]).toHaveTextContent('跟单账户');
  });

  it('shows 不限制 instead of a bar for a limit of -1', async () => {
    signIn({ userType: TRADER });
    mockPage({ counts: counts({ masterNumber: 2, masterMaxNumber: -1, copyNumber: 5, copyMaxNumber: -1 }) });
    renderWithApp(<AddOrBindRoute />);
    await waitFor(() => expect(meters()).toHaveLength(2));
    for (const meter of meters()) {
      expect(meter).toHaveTextContent('不限制');
      expect(within(meter).queryByRole('progressbar')).not.toBeInTheDocument();
    }
    expect(meters()[0]).toHaveTextContent('已使用 2');
  });

  it('opens the usage-limit dialog instead of the bind form when trade accounts are at the limit', async () => {
    const user = userEvent.setup();
    signIn({ userType: TRADER });
    mockPage({ counts: counts({ masterNumber: 10, masterMaxNumber: 10 }) });
    renderWithApp(<AddOrBindRoute />);
    await waitFor(() => expect(meters()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: /绑定交易账户/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('当前系统用量已达上限，请联系客服升级');
    expect(screen.queryByLabelText('MT4账号')).not.toBeInTheDocument();
  });

  it('opens 无法添加账户 when follow accounts are at the limit', async () => {
    const user = userEvent.setup();
    signIn({ userType: 1 });
    mockPage({ counts: counts({ copyNumber: 3, copyMaxNumber: 3 }) });
    renderWithApp(<AddOrBindRoute />);
    await waitFor(() => expect(meters()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: /绑定跟单账户/ }));
    const dialog = await screen.findByRole('dialog', { name: /无法添加账户/ });
    expect(dialog).toHaveTextContent('当前托管账户已达上限，请联系站长升级');
    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('below the limit opens the bind form, and a 22007 answer opens 无法添加账户', async () => {
    const user = userEvent.setup();
    const toasts = { error: vi.fn(), success: vi.fn(), info: vi.fn() };
    setNotifier(toasts);
    signIn({ userType: 1 });
    mockPage({
      counts: counts({ copyNumber: 2, copyMaxNumber: 3 }),
      bind: { status: 403, body: envelope([], 22007, '当前托管账户已达上限，请联系站长升级') },
    });
    renderWithApp(<AddOrBindRoute />);
    await waitFor(() => expect(meters()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: /绑定跟单账户/ }));
    expect(await screen.findByRole('dialog', { name: '绑定跟单账户' })).toBeInTheDocument();
    await submitBindForm(user, FOLLOW_ACCOUNT);
    // Two dialogs are open now; antd gives every dialog title the same id under test, so the limit
    // dialog is found by its text.
    const limit = (await screen.findByText('当前托管账户已达上限，请联系站长升级')).closest(
      '[role="dialog"]',
    );
    expect(limit).toHaveTextContent('无法添加账户');
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('a 22006 answer to a trader opens the usage-limit dialog', async () => {
    const user = userEvent.setup();
    signIn({ userType: TRADER });
    mockPage({ bind: { status: 403, body: envelope([], 22006, '当前系统用量已达上限，请联系客服升级') } });
    renderWithApp(<AddOrBindRoute />);
    await waitFor(() => expect(meters()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: /绑定交易账户/ }));
    await submitBindForm(user, {
      platform: 'Meridian Markets',
      server: 'MeridianMarkets-Live',
      login: '6100002',
      password: 'Trade1234',
    });
    const limit = (await screen.findByText('当前系统用量已达上限，请联系客服升级')).closest(
      '[role="dialog"]',
    );
    expect(limit).toHaveTextContent('系统用量已达上限');
    expect(limit).not.toHaveTextContent('MT4账号');
  });

  it('lists the user accounts as cards', async () => {
    signIn({ userType: 1 });
    mockPage();
    renderWithApp(<AddOrBindRoute />);
    const card = await screen.findByRole('article', { name: '#1 6100002' });
    expect(within(card).getByText('已连接')).toBeInTheDocument();
    expect(await within(card).findByText('1:100')).toBeInTheDocument();
    expect(within(card).getByText('10,000.00')).toBeInTheDocument();
  });

  it('from the subscribe dialog: says why, opens the follow bind, and goes back to the trader with the new account', async () => {
    const user = userEvent.setup();
    signIn({ userType: 1 });
    mockPage({
      noAccounts: true,
      bind: { body: envelope([{ mtAccId: 34, loginOrder: 2, login: '6200002' }]) },
    });
    const { router } = renderWithApp(<AddOrBindRoute />, {
      path: '/addOrBingNewAccount?returnTo=%2Fcommunity%2Ftrader%2F12&subscribe=1',
      routes: [{ path: '/community/trader/:mtId', element: <p>trader page</p> }],
    });
    expect(await screen.findByText('绑定跟单账户后继续订阅')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /返回交易员页面/ })).toHaveAttribute(
      'href',
      '/community/trader/12',
    );
    // The follow-account bind opens at once.
    expect(await screen.findByRole('dialog', { name: '绑定跟单账户' })).toBeInTheDocument();
    await submitBindForm(user, FOLLOW_ACCOUNT);
    await waitFor(
      () => {
        expect(router.state.location.pathname).toBe('/community/trader/12');
        expect(router.state.location.search).toBe('?subscribe=1&followAccountId=34');
      },
      { timeout: 4000 },
    );
    expect(await screen.findByText('trader page')).toBeInTheDocument();
  });

  it.each([
    ['another site', 'https%3A%2F%2Fevil.test%2Fcommunity%2Ftrader%2F12'],
    ['a protocol-relative address', '%2F%2Fevil.test'],
    ['a backslash address', '%2F%5Cevil.test'],
  ])('ignores a return address to %s: no banner, no dialog, no redirect', async (_name, returnTo) => {
    signIn({ userType: 1 });
    mockPage({ noAccounts: true });
    const { router } = renderWithApp(<AddOrBindRoute />, {
      path: `/addOrBingNewAccount?returnTo=${returnTo}&subscribe=1`,
    });
    await waitFor(() => expect(meters()).toHaveLength(1));
    expect(screen.queryByText('绑定跟单账户后继续订阅')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /返回交易员页面/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/addOrBingNewAccount');
  });

  it('reads in English', async () => {
    setCurrentLocale('en_US');
    await i18next.changeLanguage('en_US');
    signIn({ userType: TRADER });
    mockPage({ counts: counts({ masterMaxNumber: -1 }) });
    renderWithApp(<AddOrBindRoute />);
    expect(screen.getByRole('heading', { name: 'Add or bind an account' })).toBeInTheDocument();
    await waitFor(() => expect(meters()).toHaveLength(2));
    expect(meters()[0]).toHaveTextContent('Unlimited');
  });
});
