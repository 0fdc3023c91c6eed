import type { BridgeKeyStatus, IssuedBridgeKey } from '@copytrade/contracts/accounts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentLocale } from '@/i18n/locale';
import { setCallTwins } from '@/lib/api-client';
import { setNotifier } from '@/lib/notifier';
import { signIn } from '@/testing/accounts-fixtures';
import { callsTo, envelope, mockFetch, sentBody, type MockAnswer } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { BRIDGE_CALL_TWINS, BRIDGE_STATUS_POLL_MS } from '../api/bridge-binding';
import { BridgeBindPanel } from './bridge-bind-panel';

const KEY = `bk_${'0123456789abcdef0123'.repeat(2)}`;
const ISSUED: IssuedBridgeKey = {
  keyId: 31,
  key: KEY,
  exchangePath: '/bridge/v1/exchange',
  eaPath: '/bridge/ea/CopyTradeBridge.mq4',
};
const TERMINAL = {
  company: 'Meridian Markets Ltd',
  server: 'MeridianMarkets-Live',
  login: '6100002',
  name: 'Lena Petrova',
  currency: 'USD',
  leverage: 200,
  tradeAllowed: true,
};

function statusOf(
  state: BridgeKeyStatus['state'],
  overrides: Partial<BridgeKeyStatus> = {},
): BridgeKeyStatus {
  return {
    keyId: ISSUED.keyId,
    accType: 2,
    state,
    terminal: state === 'waiting' ? null : TERMINAL,
    mtAccId: state === 'bound' ? 900 : null,
    ...overrides,
  };
}

type Routes = {
  create?: (url: URL, init: RequestInit) => MockAnswer;
  status?: (url: URL) => MockAnswer;
  bind?: () => MockAnswer;
};

function mockBridgeApi(routes: Routes = {}, base = '/community/api') {
  return mockFetch({
    [`${base}/createBridgeKey`]: routes.create ?? (() => ({ body: envelope([ISSUED]) })),
    [`${base}/bridgeKeyStatus`]: routes.status ?? (() => ({ body: envelope([statusOf('waiting')]) })),
    [`${base}/bindBridgeAccount`]:
      routes.bind ?? (() => ({ body: envelope([{ mtAccId: 900, loginOrder: 4, login: '6100002' }]) })),
  });
}

function renderPanel(accType: 1 | 2 = 2) {
  const props = { onLimit: vi.fn(), onBound: vi.fn() };
  renderWithApp(<BridgeBindPanel accType={accType} active {...props} />);
  return props;
}

const createButton = () => screen.getByRole('button', { name: /生成密钥/ });
const bindButton = () => screen.getByRole('button', { name: '绑定此账户' });

describe('BridgeBindPanel (issue 16: binding through the EA)', () => {
  const toasts = { error: vi.fn(), success: vi.fn(), info: vi.fn() };

  beforeEach(() => {
    setNotifier(toasts);
    signIn();
  });

  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    setNotifier(null);
    setCallTwins(null);
    setCurrentLocale('zh_CN');
    await i18next.changeLanguage('zh_CN');
  });

  it('explains that no password is needed and asks nothing until a key is created', () => {
    const fetchSpy = mockBridgeApi();
    renderPanel();
    expect(screen.getByText('无需交易密码')).toBeInTheDocument();
    expect(screen.getByText(/一个密钥只对应一个MT4账户/)).toBeInTheDocument();
    expect(screen.getByText(/生成密钥并在MT4中加载EA后/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '绑定此账户' })).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('creates a key for the account type and shows the key, the address, the EA and the steps', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockBridgeApi();
    renderPanel(1);
    await user.click(createButton());

    expect(await screen.findByText(KEY)).toBeInTheDocument();
    const created = callsTo(fetchSpy, '/community/api/createBridgeKey');
    expect(created).toHaveLength(1);
    expect(created[0]![1]?.method).toBe('POST');
    expect(sentBody(created[0]![1])).toEqual({ accType: 1 });
    expect(screen.getByText(/密钥仅显示这一次/)).toBeInTheDocument();
    // The EA appends /bridge/v1/exchange to ServerUrl itself: the address to paste is the site's origin.
    const origin = window.location.origin;
    const address = screen.getByText('网站地址（ServerUrl）').nextElementSibling as HTMLElement;
    expect(address).toHaveTextContent(origin);
    expect(address.textContent).not.toContain('/bridge/v1/exchange');
    const download = screen.getByRole('link', { name: /下载EA/ });
    expect(download).toHaveAttribute('href', ISSUED.eaPath);
    expect(download).toHaveAttribute('download', 'CopyTradeBridge.mq4');
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(6);
    expect(steps[0]).toHaveTextContent('MQL4\\Experts');
    expect(steps[2]).toHaveTextContent(`允许WebRequest访问下列URL」，并添加 ${origin}`);
    expect(steps[5]).toHaveTextContent('自动交易');
    await waitFor(() =>
      expect(callsTo(fetchSpy, '/community/api/bridgeKeyStatus?keyId=31').length).toBeGreaterThan(0),
    );
  });

  it('waits for the EA with a spinner and keeps the bind button disabled', async () => {
    const user = userEvent.setup();
    mockBridgeApi();
    renderPanel();
    await user.click(createButton());
    expect(await screen.findByText('正在等待EA连接…')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    expect(bindButton()).toBeDisabled();
    expect(screen.queryByText('Meridian Markets Ltd')).not.toBeInTheDocument();
  });

  it('offers the demo terminal only where the demo runs, and starts it with the key shown', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockFetch({
      '/community/api/createBridgeKey': () => ({ body: envelope([ISSUED]) }),
      '/community/api/bridgeKeyStatus': () => ({ body: envelope([statusOf('waiting')]) }),
      '/community/api/startDemoTerminal': () => ({
        body: envelope([{ server: 'MeridianMarkets-Demo', login: '5200001' }]),
      }),
    });
    const props = { onLimit: vi.fn(), onBound: vi.fn() };
    const { unmount } = renderWithApp(<BridgeBindPanel accType={2} active {...props} />);
    await user.click(createButton());
    await screen.findByText('正在等待EA连接…');
    expect(screen.queryByRole('button', { name: '启动模拟终端' })).not.toBeInTheDocument();
    unmount();

    renderWithApp(<BridgeBindPanel accType={2} active demoTerminal {...props} />);
    await user.click(createButton());
    await user.click(await screen.findByRole('button', { name: '启动模拟终端' }));
    expect(await screen.findByText(/模拟终端已启动（MeridianMarkets-Demo #5200001）/)).toBeInTheDocument();
    const started = callsTo(fetchSpy, '/community/api/startDemoTerminal');
    expect(started).toHaveLength(1);
    expect(sentBody(started[0]![1])).toEqual({ keyId: ISSUED.keyId, key: ISSUED.key });
  });

  it('asks every 2 s until the EA connects, and stops once the key is bound', async () => {
    const states: BridgeKeyStatus['state'][] = ['waiting', 'waiting', 'online', 'bound'];
    let asked = 0;
    const fetchSpy = mockBridgeApi({
      status: () => {
        const state = states[Math.min(asked, states.length - 1)]!;
        asked += 1;
        return { body: envelope([statusOf(state)]) };
      },
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPanel();
    await user.click(createButton());
    const polls = () => callsTo(fetchSpy, '/community/api/bridgeKeyStatus').length;
    await waitFor(() => expect(polls()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(BRIDGE_STATUS_POLL_MS - 200));
    expect(polls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(BRIDGE_STATUS_POLL_MS));
    expect(polls()).toBe(2);
    expect(screen.getByText('正在等待EA连接…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(BRIDGE_STATUS_POLL_MS));
    expect(polls()).toBe(3);
    expect(await screen.findByText('EA已连接')).toBeInTheDocument();
    expect(screen.getByText('Meridian Markets Ltd')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(BRIDGE_STATUS_POLL_MS));
    expect(polls()).toBe(4);
    expect(await screen.findByText('该账户已通过此密钥绑定。')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(BRIDGE_STATUS_POLL_MS * 3));
    expect(polls()).toBe(4);
  });

  it('shows the connected terminal and binds it with the key once the notice is ticked', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockBridgeApi({ status: () => ({ body: envelope([statusOf('online')]) }) });
    const props = renderPanel();
    await user.click(createButton());
    expect(await screen.findByText('EA已连接')).toBeInTheDocument();
    const card = screen.getByText('经纪商').closest('dl')!;
    for (const [label, value] of [
      ['经纪商', 'Meridian Markets Ltd'],
      ['交易服务器', 'MeridianMarkets-Live'],
      ['MT4账号', '6100002'],
      ['账户名称', 'Lena Petrova'],
      ['货币', 'USD'],
      ['杠杆', '1:200'],
    ]) {
      expect(within(card).getByText(label!).nextElementSibling).toHaveTextContent(value!);
    }
    expect(screen.queryByText(/该终端未允许交易/)).not.toBeInTheDocument();
    expect(bindButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /我已阅读并同意《用户须知》/ }));
    expect(bindButton()).toBeEnabled();
    await user.click(bindButton());
    await waitFor(() =>
      expect(props.onBound).toHaveBeenCalledWith({ mtAccId: 900, loginOrder: 4, login: '6100002' }),
    );
    const bound = callsTo(fetchSpy, '/community/api/bindBridgeAccount');
    expect(bound).toHaveLength(1);
    expect(sentBody(bound[0]![1])).toEqual({ keyId: 31 });
  });

  it('warns a follow account whose terminal does not allow trading, not a trade account', async () => {
    const user = userEvent.setup();
    const terminal = { ...TERMINAL, tradeAllowed: false };
    mockBridgeApi({ status: () => ({ body: envelope([statusOf('online', { terminal })]) }) });
    const { unmount } = renderWithApp(
      <BridgeBindPanel accType={2} active onLimit={vi.fn()} onBound={vi.fn()} />,
    );
    await user.click(createButton());
    expect(await screen.findByText(/该终端未允许交易：.*此账户无法执行跟单/)).toBeInTheDocument();
    unmount();

    renderPanel(1);
    await user.click(createButton());
    expect(await screen.findByText('EA已连接')).toBeInTheDocument();
    expect(screen.queryByText(/该终端未允许交易/)).not.toBeInTheDocument();
  });

  it("shows a 22009 refusal's message in the panel, without a toast and without binding", async () => {
    const user = userEvent.setup();
    const message = 'EA尚未连接，请在MT4终端中加载EA并填入密钥后重试';
    mockBridgeApi({
      status: () => ({ body: envelope([statusOf('online')]) }),
      bind: () => ({ status: 409, body: envelope([], 22009, message) }),
    });
    const props = renderPanel();
    await user.click(createButton());
    await screen.findByText('EA已连接');
    await user.click(screen.getByRole('checkbox'));
    await user.click(bindButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(props.onBound).not.toHaveBeenCalled();
    expect(toasts.error).not.toHaveBeenCalled();
    expect(bindButton()).not.toHaveClass('ant-btn-loading');
  });

  it('says when the connection is lost and does not offer to bind', async () => {
    const user = userEvent.setup();
    mockBridgeApi({ status: () => ({ body: envelope([statusOf('lost')]) }) });
    renderPanel();
    await user.click(createButton());
    expect(await screen.findByText('连接已断开')).toBeInTheDocument();
    expect(screen.getByText(/请确认MT4终端正在运行/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    expect(bindButton()).toBeDisabled();
  });

  it.each([
    [22006, 'usage'],
    [22007, 'copy'],
  ])('a %i answer to a new key asks for the %s limit dialog', async (status, kind) => {
    const user = userEvent.setup();
    mockBridgeApi({ create: () => ({ status: 403, body: envelope([], status, 'limit') }) });
    const props = renderPanel();
    await user.click(createButton());
    await waitFor(() => expect(props.onLimit).toHaveBeenCalledWith(kind));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(KEY)).not.toBeInTheDocument();
  });

  it('creates a new key after a confirmation and follows the new one', async () => {
    const user = userEvent.setup();
    const second = { ...ISSUED, keyId: 32, key: `bk_${'f'.repeat(40)}` };
    let created = 0;
    const fetchSpy = mockBridgeApi({
      create: () => ({ body: envelope([created++ === 0 ? ISSUED : second]) }),
      status: (url) => ({
        body: envelope([statusOf('waiting', { keyId: Number(url.searchParams.get('keyId')) })]),
      }),
    });
    renderPanel();
    await user.click(createButton());
    await screen.findByText(KEY);
    await user.click(screen.getByRole('button', { name: /重新生成密钥/ }));
    expect(await screen.findByText(/当前密钥立即失效/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新生成' }));
    expect(await screen.findByText(second.key)).toBeInTheDocument();
    expect(screen.queryByText(KEY)).not.toBeInTheDocument();
    expect(callsTo(fetchSpy, '/community/api/createBridgeKey')).toHaveLength(2);
    await waitFor(() =>
      expect(callsTo(fetchSpy, '/community/api/bridgeKeyStatus?keyId=32').length).toBeGreaterThan(0),
    );
  });

  it('calls the /mam/main twins on a MAM site', async () => {
    setCallTwins(BRIDGE_CALL_TWINS);
    const user = userEvent.setup();
    const fetchSpy = mockBridgeApi({ status: () => ({ body: envelope([statusOf('online')]) }) }, '/mam/main');
    const props = renderPanel();
    await user.click(createButton());
    await screen.findByText('EA已连接');
    await user.click(screen.getByRole('checkbox'));
    await user.click(bindButton());
    await waitFor(() => expect(props.onBound).toHaveBeenCalled());
    expect(callsTo(fetchSpy, '/mam/main/createBridgeKey')).toHaveLength(1);
    expect(callsTo(fetchSpy, '/mam/main/bindBridgeAccount')).toHaveLength(1);
    expect(callsTo(fetchSpy, '/community/api/')).toHaveLength(0);
  });

  it('reads in English for an English reader', async () => {
    setCurrentLocale('en_US');
    await i18next.changeLanguage('en_US');
    const user = userEvent.setup();
    mockBridgeApi();
    renderPanel();
    expect(screen.getByText('No password needed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Create a key/ }));
    expect(await screen.findByText('Waiting for the EA to connect…')).toBeInTheDocument();
    expect(screen.getByText(/This key is shown only once/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download the EA/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bind this account' })).toBeDisabled();
  });
});
