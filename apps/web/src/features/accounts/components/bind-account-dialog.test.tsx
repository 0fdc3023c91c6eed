import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentLocale } from '@/i18n/locale';
import { accountListQueryKey } from '@/lib/account-session';
import { setNotifier } from '@/lib/notifier';
import { PLATFORMS, SERVERS, signIn } from '@/testing/accounts-fixtures';
import { chooseOption } from '@/testing/antd';
import {
  callsTo,
  envelope,
  mockFetch,
  sentBody,
  type MockAnswer,
  type MockRoute,
} from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { setCallTwins } from '@/lib/api-client';
import { METAAPI_BIND_CALL_TWINS } from '../api/bind-metaapi-account';
import { BindAccountDialog } from './bind-account-dialog';

type Deferred = { promise: Promise<MockAnswer>; resolve: (answer: MockAnswer) => void };

function deferred(): Deferred {
  let resolve!: (answer: MockAnswer) => void;
  const promise = new Promise<MockAnswer>((r) => (resolve = r));
  return { promise, resolve };
}

function mockAccountsApi(
  bind: (url: URL, init: RequestInit) => MockAnswer | Promise<MockAnswer>,
  extra: Record<string, MockRoute | MockAnswer> = {},
) {
  return mockFetch({
    '/community/api/getPlatformInfo': (url) => {
      const name = (url.searchParams.get('platformName') ?? '').toLowerCase();
      return { body: envelope(PLATFORMS.filter((p) => p.platformName.toLowerCase().includes(name))) };
    },
    '/community/api/getMt4Server': (url) => ({
      body: envelope(SERVERS.filter((s) => s.platformId === Number(url.searchParams.get('platformId')))),
    }),
    '/community/api/bindingMTAcc': bind,
    '/community/api/createBridgeKey': {
      body: envelope([
        {
          keyId: 31,
          key: BRIDGE_KEY,
          exchangePath: '/bridge/v1/exchange',
          eaPath: '/bridge/ea/CopyTradeBridge.mq4',
        },
      ]),
    },
    '/community/api/bridgeKeyStatus': {
      body: envelope([
        {
          keyId: 31,
          accType: 2,
          state: 'online',
          terminal: {
            company: 'Meridian Markets Ltd',
            server: 'MeridianMarkets-Live',
            login: '6100003',
            name: 'Lena Petrova',
            currency: 'USD',
            leverage: 100,
            tradeAllowed: true,
          },
          mtAccId: null,
        },
      ]),
    },
    '/community/api/bindBridgeAccount': {
      body: envelope([{ mtAccId: 901, loginOrder: 5, login: '6100003' }]),
    },
    '/community/api/selectCommunityUserInfo': { body: envelope([]) },
    '/community/api/queryTradeAccListWithToken': { body: envelope([]) },
    '/mam/main/getCopyLoginNumber': { body: envelope([]) },
    ...extra,
  });
}

function renderDialog(accType: 1 | 2 = 2) {
  const props = { onClose: vi.fn(), onBound: vi.fn(), onLimit: vi.fn() };
  const { queryClient } = renderWithApp(<BindAccountDialog open accType={accType} {...props} />);
  return { ...props, queryClient };
}

async function fillValid(user: UserEvent) {
  await chooseOption(user, '合作平台', 'Meridian Markets');
  await chooseOption(user, '服务器', 'MeridianMarkets-Live');
  await user.type(screen.getByLabelText('MT4账号'), ' 6100002 ');
  await user.type(screen.getByLabelText('交易密码'), ' Trade1234 ');
  await user.click(screen.getByRole('checkbox'));
}

const confirmButton = () => screen.getByRole('button', { name: '确认绑定' });

const BRIDGE_KEY = `bk_${'0123456789abcdef0123'.repeat(2)}`;

describe('BindAccountDialog (spec 3 and 5, Bind form; spec 4, Dialogs)', () => {
  const toasts = { error: vi.fn(), success: vi.fn(), info: vi.fn() };

  beforeEach(() => setNotifier(toasts));

  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    setNotifier(null);
    setCurrentLocale('zh_CN');
    await i18next.changeLanguage('zh_CN');
  });

  it('keeps the confirm button disabled until the user notice is ticked', async () => {
    const user = userEvent.setup();
    signIn();
    mockAccountsApi(() => ({ body: envelope([]) }));
    renderDialog();
    expect(confirmButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /我已阅读并同意《用户须知》/ }));
    expect(confirmButton()).toBeEnabled();
    await user.click(screen.getByRole('checkbox'));
    expect(confirmButton()).toBeDisabled();
    expect(await screen.findByText('请勾选用户须知')).toBeInTheDocument();
  });

  it('shows the exact Chinese messages of the bind form', async () => {
    const user = userEvent.setup();
    signIn();
    const fetchSpy = mockAccountsApi(() => ({ body: envelope([]) }));
    renderDialog();
    await user.click(screen.getByRole('checkbox'));
    await user.click(confirmButton());
    // antd validates each field on its own tick: wait for every message, not only the first.
    expect(await screen.findByText('请选择合作平台')).toBeInTheDocument();
    expect(await screen.findByText('请选择服务器')).toBeInTheDocument();
    expect(await screen.findByText('请输入MT4账号')).toBeInTheDocument();
    expect(await screen.findByText('请输入交易密码')).toBeInTheDocument();
    // After typing, antd validates again and replaces the message element: retry the whole assertion
    // (an element found a moment earlier may already be detached).
    await user.type(screen.getByLabelText('MT4账号'), '61a0');
    await waitFor(() => expect(screen.getByText('请输入只能为数字的MT4账号')).toBeInTheDocument());
    await user.type(screen.getByLabelText('交易密码'), '   ');
    await waitFor(() => expect(screen.getByText('请输入交易密码')).toBeInTheDocument());
    expect(callsTo(fetchSpy, '/community/api/bindingMTAcc')).toHaveLength(0);
  });

  it('limits the MT4 account to 10 characters and explains which password each kind needs', async () => {
    const user = userEvent.setup();
    signIn();
    mockAccountsApi(() => ({ body: envelope([]) }));
    renderDialog(2);
    await user.type(screen.getByLabelText('MT4账号'), '123456789012');
    expect(screen.getByLabelText('MT4账号')).toHaveValue('1234567890');
    expect(screen.getByText(/跟单账户需要下单，请使用交易密码绑定/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '绑定跟单账户' })).toBeInTheDocument();
  });

  it('shows the English messages for an English reader', async () => {
    setCurrentLocale('en_US');
    await i18next.changeLanguage('en_US');
    const user = userEvent.setup();
    signIn();
    mockAccountsApi(() => ({ body: envelope([]) }));
    renderDialog(1);
    expect(screen.getByText(/investor \(read-only\) password/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /User Notice/ }));
    await user.click(screen.getByRole('button', { name: 'Bind account' }));
    expect(await screen.findByText('Please select a broker')).toBeInTheDocument();
    expect(screen.getByText('Please select a server')).toBeInTheDocument();
    expect(screen.getByText('Please enter the MT4 account')).toBeInTheDocument();
    expect(screen.getByText('Please enter the trading password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('MT4 account'), 'x');
    expect(await screen.findByText('The MT4 account can only contain digits')).toBeInTheDocument();
  });

  it('loads the servers of the chosen broker and clears the server when the broker changes', async () => {
    const user = userEvent.setup();
    signIn();
    const fetchSpy = mockAccountsApi(() => ({ body: envelope([]) }));
    renderDialog();
    expect(screen.getByLabelText('服务器')).toBeDisabled();
    await chooseOption(user, '合作平台', 'Meridian Markets');
    await chooseOption(user, '服务器', 'MeridianMarkets-Live');
    expect(callsTo(fetchSpy, '/community/api/getMt4Server?platformId=1')).toHaveLength(1);
    const serverField = screen.getByLabelText('服务器').closest('.ant-select')!;
    expect(within(serverField as HTMLElement).getByText('MeridianMarkets-Live')).toBeInTheDocument();
    await chooseOption(user, '合作平台', 'Apex Capital');
    await waitFor(() =>
      expect(within(serverField as HTMLElement).queryByText('MeridianMarkets-Live')).not.toBeInTheDocument(),
    );
    await chooseOption(user, '服务器', 'ApexCapital-Real01');
  });

  it('asks the server for brokers by name once typing pauses for 1 s', async () => {
    signIn();
    const fetchSpy = mockAccountsApi(() => ({ body: envelope([]) }));
    renderDialog();
    await waitFor(() => expect(callsTo(fetchSpy, '/community/api/getPlatformInfo')).toHaveLength(1));
    const user = userEvent.setup();
    const typed = Date.now();
    await user.type(screen.getByLabelText('合作平台'), 'Apex');
    expect(Date.now() - typed).toBeLessThan(900);
    expect(callsTo(fetchSpy, '/community/api/getPlatformInfo?platformName=')).toHaveLength(0);
    await waitFor(
      () => expect(callsTo(fetchSpy, '/community/api/getPlatformInfo?platformName=Apex')).toHaveLength(1),
      { timeout: 2500 },
    );
    const waited = Date.now() - typed;
    expect(waited).toBeGreaterThanOrEqual(1000);
    expect(callsTo(fetchSpy, '/community/api/getPlatformInfo?platformName=')).toHaveLength(1);
    expect(await screen.findByTitle('Apex Capital')).toBeInTheDocument();
  });

  it('covers the page while verifying, then shows the success dialog for 1 s and closes', async () => {
    const user = userEvent.setup();
    const cust = signIn({ id: 42 });
    const answer = deferred();
    const fetchSpy = mockAccountsApi(() => answer.promise);
    const props = renderDialog(1);
    props.queryClient.setQueryData(accountListQueryKey, []);
    await fillValid(user);

    // From here the clock is fake and the test moves it 1 ms at a time, so it knows when the success
    // dialog appeared to within a millisecond.
    vi.useFakeTimers();
    const tick = () => vi.advanceTimersByTimeAsync(1);
    const until = async (check: () => boolean) => {
      for (let step = 0; step < 500 && !check(); step += 1) await tick();
      expect(check()).toBe(true);
    };
    fireEvent.click(confirmButton());
    await until(() => screen.queryByRole('status') !== null);
    expect(screen.getByRole('status')).toHaveTextContent('正在验证MT4账号和密码');
    await until(() => callsTo(fetchSpy, '/community/api/bindingMTAcc').length === 1);
    expect(sentBody(callsTo(fetchSpy, '/community/api/bindingMTAcc')[0]![1])).toEqual({
      accType: 1,
      userId: cust.id,
      platformId: 1,
      serverListId: 11,
      login: '6100002',
      tradePwd: 'Trade1234',
    });
    // The overlay stays for as long as the server verifies.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(screen.getByRole('status')).toBeInTheDocument();

    answer.resolve({ body: envelope([{ mtAccId: 900, loginOrder: 4, login: '6100002' }]) });
    await until(() => screen.queryByText('绑定成功') !== null);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(997);
    expect(props.onClose).not.toHaveBeenCalled();
    expect(screen.getByText('绑定成功')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2);
    expect(props.onClose).toHaveBeenCalledTimes(1);
    expect(props.onBound).toHaveBeenCalledWith({ mtAccId: 900, loginOrder: 4, login: '6100002' });
    expect(props.queryClient.getQueryState(accountListQueryKey)?.isInvalidated).toBe(true);
  });

  it('on failure only the loading resets: the form stays filled and the server message shows', async () => {
    const user = userEvent.setup();
    signIn();
    mockAccountsApi(() => ({
      status: 400,
      body: envelope([], 22001, 'MT4账号或密码错误，请检查后重试'),
    }));
    const props = renderDialog();
    await fillValid(user);
    await user.click(confirmButton());
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('MT4账号或密码错误，请检查后重试'));
    expect(toasts.error).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('绑定成功')).not.toBeInTheDocument();
    expect(confirmButton()).not.toHaveClass('ant-btn-loading');
    expect(screen.getByLabelText('MT4账号')).toHaveValue('6100002');
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it.each([
    [22006, '当前系统用量已达上限，请联系客服升级', 'usage'],
    [22007, '当前托管账户已达上限，请联系站长升级', 'copy'],
  ])('a %i answer asks for the %s limit dialog instead of a toast', async (status, text, kind) => {
    const user = userEvent.setup();
    signIn();
    mockAccountsApi(() => ({ status: 403, body: envelope([], status, text) }));
    const props = renderDialog(status === 22006 ? 1 : 2);
    await fillValid(user);
    await user.click(confirmButton());
    await waitFor(() => expect(props.onLimit).toHaveBeenCalledWith(kind));
    expect(toasts.error).not.toHaveBeenCalled();
  });
  it('switches to binding through the EA: the password form and its confirm button step aside', async () => {
    const user = userEvent.setup();
    signIn();
    const fetchSpy = mockAccountsApi(() => ({ body: envelope([]) }));
    renderDialog();
    await user.type(screen.getByLabelText('MT4账号'), '6100002');
    expect(screen.getByRole('radio', { name: /使用密码绑定/ })).toBeChecked();
    await user.click(screen.getByText('通过EA连接'));
    expect(screen.getByRole('radio', { name: /通过EA连接/ })).toBeChecked();
    expect(screen.getByText('无需交易密码')).toBeVisible();
    expect(screen.queryByRole('button', { name: '确认绑定' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'MT4账号' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/community/api/createBridgeKey')).toHaveLength(0);
    // Back to the password: what was typed is still there.
    await user.click(screen.getByText('使用密码绑定'));
    expect(confirmButton()).toBeInTheDocument();
    expect(screen.getByLabelText('MT4账号')).toHaveValue('6100002');
  });

  it('binds through the EA as the form does: the success dialog for 1 s, then onBound and close', async () => {
    const user = userEvent.setup();
    signIn();
    const fetchSpy = mockAccountsApi(() => ({ body: envelope([]) }));
    const props = renderDialog(2);
    props.queryClient.setQueryData(accountListQueryKey, []);
    await user.click(screen.getByText('通过EA连接'));
    await user.click(screen.getByRole('button', { name: /生成密钥/ }));
    expect(await screen.findByText(BRIDGE_KEY)).toBeInTheDocument();
    expect(sentBody(callsTo(fetchSpy, '/community/api/createBridgeKey')[0]![1])).toEqual({ accType: 2 });
    expect(await screen.findByText('6100003')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /我已阅读并同意《用户须知》/ }));
    await user.click(screen.getByRole('button', { name: '绑定此账户' }));
    expect(await screen.findByText('绑定成功')).toBeInTheDocument();
    expect(sentBody(callsTo(fetchSpy, '/community/api/bindBridgeAccount')[0]![1])).toEqual({ keyId: 31 });
    expect(props.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(props.onClose).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(props.onBound).toHaveBeenCalledWith({ mtAccId: 901, loginOrder: 5, login: '6100003' });
    expect(props.queryClient.getQueryState(accountListQueryKey)?.isInvalidated).toBe(true);
    expect(callsTo(fetchSpy, '/community/api/bindingMTAcc')).toHaveLength(0);
  });
});

/** The field of the mode on show: the hidden password form has fields with the same labels. */
function field(label: string): HTMLElement {
  const found = screen.getAllByLabelText(label).filter((el) => el.closest('[hidden]') === null);
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('BindAccountDialog: binding through MetaApi (issue 16)', () => {
  const toasts = { error: vi.fn(), success: vi.fn(), info: vi.fn() };

  beforeEach(() => setNotifier(toasts));

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    setNotifier(null);
    setCallTwins(null);
  });

  const modes = (metaApi: boolean) => ({
    '/community/api/getBindModes': { body: envelope([{ bridge: true, metaApi }]) },
  });

  async function chooseMetaApi(user: UserEvent) {
    await user.click(await screen.findByText('通过MetaApi连接'));
    expect(screen.getByRole('radio', { name: /通过MetaApi连接/ })).toBeChecked();
  }

  async function fillMetaApi(user: UserEvent) {
    await user.type(field('交易服务器'), ' ICMarkets-Live07 ');
    await user.type(field('MT4账号'), '6100002');
    await user.type(field('交易密码'), 'Trade1234');
    await user.click(screen.getByRole('checkbox'));
  }

  it('offers no MetaApi choice on a site without it', async () => {
    signIn();
    const fetchSpy = mockAccountsApi(() => ({ body: envelope([]) }), modes(false));
    renderDialog();
    await waitFor(() => expect(callsTo(fetchSpy, '/community/api/getBindModes')).toHaveLength(1));
    expect(screen.getByRole('radio', { name: /通过EA连接/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /MetaApi/ })).not.toBeInTheDocument();
    expect(screen.queryByText('通过MetaApi连接')).not.toBeInTheDocument();
  });

  it('binds through MetaApi with the body the contract wants, then does what the password form does', async () => {
    const user = userEvent.setup();
    signIn();
    const answer = deferred();
    const fetchSpy = mockAccountsApi(() => ({ body: envelope([]) }), {
      ...modes(true),
      '/community/api/bindMetaApiAccount': () => answer.promise,
    });
    const props = renderDialog(1);
    props.queryClient.setQueryData(accountListQueryKey, []);
    await chooseMetaApi(user);
    expect(screen.getByText('与 MT4 登录窗口中显示的名称一致，例如 ICMarkets-Live07')).toBeInTheDocument();
    expect(screen.getByText(/首次连接经纪商可能需要几分钟/)).toBeInTheDocument();
    // A trade account: the note of the password form says the investor password is enough.
    const notes = screen.getAllByText(/交易账户只提供信号，可以使用观摩密码/);
    expect(notes.filter((note) => note.closest('[hidden]') === null)).toHaveLength(1);
    expect(confirmButton()).toBeDisabled();
    await fillMetaApi(user);
    await user.click(confirmButton());
    await waitFor(() => expect(callsTo(fetchSpy, '/community/api/bindMetaApiAccount')).toHaveLength(1));
    expect(sentBody(callsTo(fetchSpy, '/community/api/bindMetaApiAccount')[0]![1])).toEqual({
      accType: 1,
      serverName: 'ICMarkets-Live07',
      login: '6100002',
      tradePwd: 'Trade1234',
    });
    // The call waits for MetaApi: the button stays loading and the form says why.
    expect(screen.getByRole('button', { name: /确认绑定/ })).toHaveClass('ant-btn-loading');
    expect(screen.getByRole('status')).toHaveTextContent('MetaApi 正在连接您的经纪商');
    expect(callsTo(fetchSpy, '/community/api/bindingMTAcc')).toHaveLength(0);

    answer.resolve({ body: envelope([{ mtAccId: 902, loginOrder: 6, login: '6100002' }]) });
    expect(await screen.findByText('绑定成功')).toBeInTheDocument();
    await waitFor(() => expect(props.onClose).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(props.onBound).toHaveBeenCalledWith({ mtAccId: 902, loginOrder: 6, login: '6100002' });
    expect(props.queryClient.getQueryState(accountListQueryKey)?.isInvalidated).toBe(true);
  });

  it('checks the server name in the browser, puts field errors on their fields and shows status texts', async () => {
    const user = userEvent.setup();
    signIn();
    let answer: MockAnswer = {
      status: 400,
      body: envelope(
        [{ field: 'serverName', message: '请输入MT4登录窗口中显示的服务器名称' }],
        40000,
        'Invalid input',
      ),
    };
    const fetchSpy = mockAccountsApi(() => ({ body: envelope([]) }), {
      ...modes(true),
      '/community/api/bindMetaApiAccount': () => answer,
    });
    const props = renderDialog(2);
    await chooseMetaApi(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(confirmButton());
    expect(await screen.findByText('请输入MT4登录窗口中显示的服务器名称')).toBeInTheDocument();
    expect(await screen.findByText('请输入MT4账号')).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/community/api/bindMetaApiAccount')).toHaveLength(0);

    await user.type(field('交易服务器'), 'Nowhere-Live');
    await user.type(field('MT4账号'), '6100002');
    await user.type(field('交易密码'), 'Trade1234');
    await user.click(confirmButton());
    const serverItem = field('交易服务器').closest('.ant-form-item') as HTMLElement;
    expect(await within(serverItem).findByText('请输入MT4登录窗口中显示的服务器名称')).toBeInTheDocument();
    expect(toasts.error).not.toHaveBeenCalled();

    answer = { status: 400, body: envelope([], 22002, '跟单账户需要使用交易密码') };
    await user.click(confirmButton());
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('跟单账户需要使用交易密码'));
    expect(field('交易服务器')).toHaveValue('Nowhere-Live');
    expect(props.onClose).not.toHaveBeenCalled();

    answer = { status: 403, body: envelope([], 22007, '当前托管账户已达上限，请联系站长升级') };
    await user.click(confirmButton());
    await waitFor(() => expect(props.onLimit).toHaveBeenCalledWith('copy'));
  });

  it('waits six minutes for MetaApi, then says it may still be connecting', async () => {
    const user = userEvent.setup();
    signIn();
    mockAccountsApi(() => ({ body: envelope([]) }), {
      ...modes(true),
      // Never answers; gives up only when the client aborts the request.
      '/community/api/bindMetaApiAccount': (_url, init) =>
        new Promise<MockAnswer>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    });
    const props = renderDialog(2);
    props.queryClient.setQueryData(accountListQueryKey, []);
    await chooseMetaApi(user);
    await fillMetaApi(user);
    vi.useFakeTimers();
    fireEvent.click(confirmButton());
    // Past the usual 30 s limit the page still waits (MetaApi's first login can take minutes).
    await vi.advanceTimersByTimeAsync(60_000);
    expect(screen.queryByText(/MetaApi 仍在连接您的经纪商/)).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    vi.useRealTimers();
    expect(await screen.findByText(/MetaApi 仍在连接您的经纪商/)).toBeInTheDocument();
    expect(toasts.error).not.toHaveBeenCalled();
    expect(props.queryClient.getQueryState(accountListQueryKey)?.isInvalidated).toBe(true);
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('keeps what was typed when switching modes and back', async () => {
    const user = userEvent.setup();
    signIn();
    mockAccountsApi(() => ({ body: envelope([]) }), modes(true));
    renderDialog();
    await chooseMetaApi(user);
    await user.type(field('交易服务器'), 'ICMarkets-Live07');
    await user.click(screen.getByText('使用密码绑定'));
    expect(screen.queryByRole('textbox', { name: '交易服务器' })).not.toBeInTheDocument();
    await user.click(screen.getByText('通过MetaApi连接'));
    expect(field('交易服务器')).toHaveValue('ICMarkets-Live07');
  });

  it('asks the /mam/main twins on a MAM site', async () => {
    const user = userEvent.setup();
    setCallTwins(METAAPI_BIND_CALL_TWINS);
    signIn();
    const fetchSpy = mockAccountsApi(() => ({ body: envelope([]) }), {
      '/mam/main/getBindModes': { body: envelope([{ bridge: true, metaApi: true }]) },
      '/mam/main/bindMetaApiAccount': {
        body: envelope([{ mtAccId: 903, loginOrder: 7, login: '6100002' }]),
      },
    });
    renderDialog();
    await chooseMetaApi(user);
    await fillMetaApi(user);
    await user.click(confirmButton());
    expect(await screen.findByText('绑定成功')).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/mam/main/bindMetaApiAccount')).toHaveLength(1);
    expect(callsTo(fetchSpy, '/community/api/getBindModes')).toHaveLength(0);
  });
});
