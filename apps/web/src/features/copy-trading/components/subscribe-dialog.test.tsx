import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/testing/accounts-fixtures';
import { followAccount, MASTER, subscription } from '@/testing/copy-fixtures';
import { callsTo, envelope, mockFetch, sentBody, type MockAnswer } from '@/testing/fetch-mock';
import { switchLocale } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { SubscribeDialog } from './subscribe-dialog';

type Options = {
  reverseAllowed?: boolean;
  accounts?: ReturnType<typeof followAccount>[];
  create?: MockAnswer;
  followerBalanceMin?: string | null;
};

function mockSubscribeApi({
  reverseAllowed = true,
  accounts = [followAccount()],
  create = { body: envelope([subscription()]) },
  followerBalanceMin = null,
}: Options = {}) {
  return mockFetch({
    '/community/api/selectCommunityUserInfo': { body: envelope([]) },
    '/community/api/queryTradeAccListWithToken': { body: envelope([]) },
    '/mam/main/getCopyLoginAll': { body: envelope(accounts) },
    '/community/front/querySiteSubscriptionStatus': {
      body: envelope([{ open: true, reverseAllowed, typeList: [1, 2, 3] }]),
    },
    '/community/api/querySubscriptionFree': {
      body: envelope([
        { mtAccId: 1, feeType: 1, isFree: true, price: '0.00', performanceList: [], followerBalanceMin },
      ]),
    },
    '/community/api/createSubscription': create,
  });
}

function renderDialog() {
  const onClose = vi.fn();
  const rendered = renderWithApp(<SubscribeDialog master={MASTER} onClose={onClose} />, {
    routes: [{ path: '/personalCenter/:id/account/subscriptionTotal', element: <p>subscriptions page</p> }],
  });
  return { ...rendered, onClose };
}

/** Waits until the follow account is picked (the list loads after the dialog opens). */
async function accountPicked() {
  await waitFor(() =>
    expect(
      within(screen.getByRole('dialog')).getByText('#1 6200001 · ApexCapital-Real01'),
    ).toBeInTheDocument(),
  );
}

const mode = (name: RegExp) => screen.getByRole('radio', { name });

async function goToConfirm(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: '下一步' }));
  await screen.findByText('请核对订阅信息');
}

async function confirmAndSend(user: UserEvent, fetchSpy: ReturnType<typeof mockFetch>) {
  await goToConfirm(user);
  await user.click(screen.getByRole('checkbox', { name: /我已阅读并理解/ }));
  await user.click(screen.getByRole('button', { name: '确认订阅' }));
  await waitFor(() => expect(callsTo(fetchSpy, '/community/api/createSubscription')).toHaveLength(1));
  const [, init] = callsTo(fetchSpy, '/community/api/createSubscription')[0]!;
  return sentBody(init);
}

describe('SubscribeDialog (spec 2: pick follower account, follow mode, direction, confirm)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await switchLocale('zh_CN');
  });

  it('switches the value field with the follow mode; smart ratio has none and shows its formula', async () => {
    const user = userEvent.setup();
    signIn();
    mockSubscribeApi();
    renderDialog();
    await accountPicked();
    expect(mode(/固定手数/)).toBeChecked();
    expect(screen.getByLabelText('每笔跟单手数')).toBeInTheDocument();
    expect(screen.queryByLabelText('跟单比例')).toBeNull();

    await user.click(mode(/固定比例/));
    expect(screen.getByLabelText('跟单比例')).toBeInTheDocument();
    expect(screen.queryByLabelText('每笔跟单手数')).toBeNull();

    await user.click(mode(/智能比例/));
    expect(screen.queryByLabelText('跟单比例')).toBeNull();
    expect(screen.queryByLabelText('每笔跟单手数')).toBeNull();
    // The formula, with no made-up trader: the copy preview shows what it gives for this one.
    const formula = screen.getByTestId('smart-formula');
    expect(formula).toHaveTextContent('比例 = 跟单者净值 ÷ 交易员净值 × min(1, 跟单者杠杆 ÷ 交易员杠杆)');
    expect(formula).not.toHaveTextContent('20,000');
    expect(screen.getByLabelText('最大比例')).toBeInTheDocument();
  });

  it('refuses a lot that is not a multiple of 0.01 with the shared message in Chinese', async () => {
    const user = userEvent.setup();
    signIn();
    const fetchSpy = mockSubscribeApi();
    renderDialog();
    await accountPicked();
    await user.type(screen.getByLabelText('每笔跟单手数'), '0.005');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('只能为0.01的倍数')).toBeInTheDocument();
    await user.type(screen.getByLabelText('最大持仓笔数'), '1.5');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入正整数')).toBeInTheDocument();
    expect(screen.queryByText('请核对订阅信息')).toBeNull();
    expect(callsTo(fetchSpy, '/community/api/createSubscription')).toHaveLength(0);
  });

  it('gives the same rule in English', async () => {
    await switchLocale('en_US');
    const user = userEvent.setup();
    signIn();
    mockSubscribeApi();
    renderDialog();
    await accountPicked();
    await user.click(screen.getByRole('radio', { name: /Fixed ratio/ }));
    await user.type(screen.getByLabelText('Ratio'), '1.234');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Can only be a multiple of 0.01')).toBeInTheDocument();
  });

  it('disables reverse with an explanation when the site does not allow it', async () => {
    signIn();
    mockSubscribeApi({ reverseAllowed: false });
    renderDialog();
    await accountPicked();
    await waitFor(() => expect(mode(/反向跟单/)).toBeDisabled());
    expect(screen.getByText('本站未开放反向跟单。')).toBeInTheDocument();
    expect(mode(/正向跟单/)).toBeChecked();
  });

  it('offers reverse when the site allows it', async () => {
    const user = userEvent.setup();
    signIn();
    mockSubscribeApi({ reverseAllowed: true });
    renderDialog();
    await accountPicked();
    await waitFor(() => expect(mode(/反向跟单/)).toBeEnabled());
    expect(screen.queryByText('本站未开放反向跟单。')).toBeNull();
    await user.click(mode(/反向跟单/));
    expect(mode(/反向跟单/)).toBeChecked();
  });

  it('summarizes everything before confirming, and the confirm button waits for the "I have read" tick', async () => {
    const user = userEvent.setup();
    signIn();
    mockSubscribeApi();
    renderDialog();
    await accountPicked();
    await user.type(screen.getByLabelText('每笔跟单手数'), '0.1');
    await user.type(screen.getByLabelText('最大持仓笔数'), '3');
    await user.click(screen.getByRole('radio', { name: /取大/ }));
    await goToConfirm(user);

    const summary = screen.getByText('请核对订阅信息').nextElementSibling as HTMLElement;
    const row = (label: string) => within(summary).getByText(label).closest('tr') as HTMLElement;
    expect(row('交易员')).toHaveTextContent('Atlas Capital · #1 6100001 · MeridianMarkets-Live');
    expect(row('跟单账户')).toHaveTextContent('#1 6200001 · ApexCapital-Real01');
    expect(row('跟单模式')).toHaveTextContent('固定手数 · 0.10 手');
    expect(row('跟单方向')).toHaveTextContent('正向跟单');
    expect(row('最大持仓笔数')).toHaveTextContent('3');
    expect(row('最大持仓总手数')).toHaveTextContent('不限制');
    expect(row('部分平仓')).toHaveTextContent('取大');
    expect(row('有效期')).toHaveTextContent('长期有效（直到取消）');
    expect(row('费用')).toHaveTextContent('免费');
    expect(screen.getByRole('link', { name: '《风险披露》' })).toHaveAttribute(
      'href',
      '/aboutUs/riskDisclosure',
    );

    // The tick sits in the dialog's footer beside the button (the body scrolls, the footer stays in view),
    // and while it is off a hint says why the button waits.
    const confirm = screen.getByRole('button', { name: '确认订阅' });
    const tick = screen.getByRole('checkbox', { name: /我已阅读并理解/ });
    expect(tick.closest('.ant-modal-footer')).not.toBeNull();
    expect(confirm.closest('.ant-modal-footer')).toBe(tick.closest('.ant-modal-footer'));
    const hint = '勾选上方的风险披露确认后即可确认订阅';
    expect(confirm).toBeDisabled();
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(confirm).toHaveAccessibleDescription(hint);
    await user.click(tick);
    expect(confirm).toBeEnabled();
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    await user.click(tick);
    expect(confirm).toBeDisabled();
    expect(screen.getByText(hint)).toBeInTheDocument();
  });

  it('steps back and closes without an error where scrollIntoView answers a Promise (Chromium 156)', async () => {
    // Current Chromium's scrollIntoView returns a Promise; an effect that returned it handed React a
    // "cleanup" that was not a function, and the page fell to its error screen.
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      writable: true,
      value: () => Promise.resolve(),
    });
    try {
      const user = userEvent.setup();
      signIn();
      mockSubscribeApi();
      const { onClose } = renderDialog();
      await accountPicked();
      await user.type(screen.getByLabelText('每笔跟单手数'), '0.1');
      await goToConfirm(user);
      await user.click(screen.getByRole('button', { name: '上一步' }));
      expect(await screen.findByLabelText('每笔跟单手数')).toHaveValue('0.1');
      await goToConfirm(user);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(onClose).toHaveBeenCalled());
    } finally {
      if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
      else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('sends a fixed-lot subscription and opens the subscription list', async () => {
    const user = userEvent.setup();
    signIn({ id: 7 });
    const fetchSpy = mockSubscribeApi();
    const { router, onClose } = renderDialog();
    await accountPicked();
    await user.type(screen.getByLabelText('每笔跟单手数'), '0.1');
    await user.type(screen.getByLabelText('最大持仓总手数'), '2');
    const body = await confirmAndSend(user, fetchSpy);
    expect(body).toEqual({
      masterAccountId: 1,
      followAccountId: 3,
      copyType: 1,
      copyValue: '0.10',
      direction: 1,
      maxOpenPositions: null,
      maxTotalLots: '2.00',
      maxRatio: null,
      partialClose: 'takeSmall',
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/personalCenter/7/account/subscriptionTotal'),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('sends a fixed-ratio subscription for a number of days', async () => {
    const user = userEvent.setup();
    signIn();
    const fetchSpy = mockSubscribeApi();
    renderDialog();
    await accountPicked();
    await user.click(mode(/固定比例/));
    await user.type(screen.getByLabelText('跟单比例'), '1.5');
    await user.click(screen.getByRole('radio', { name: '指定天数' }));
    const days = screen.getByRole('spinbutton', { name: '天数' });
    await user.clear(days);
    await user.type(days, '90');
    const body = await confirmAndSend(user, fetchSpy);
    expect(body).toMatchObject({ copyType: 2, copyValue: '1.50', validityDays: 90, maxRatio: null });
  });

  it('sends a smart-ratio subscription in reverse without a copy value, with its maximum ratio', async () => {
    const user = userEvent.setup();
    signIn();
    const fetchSpy = mockSubscribeApi();
    renderDialog();
    await accountPicked();
    // A lot typed before switching is not sent in smart mode.
    await user.type(screen.getByLabelText('每笔跟单手数'), '0.3');
    await user.click(mode(/智能比例/));
    await user.click(mode(/反向跟单/));
    await user.type(screen.getByLabelText('最大比例'), '0.8');
    await user.type(screen.getByLabelText('最大持仓笔数'), '5');
    const body = await confirmAndSend(user, fetchSpy);
    expect(body).toEqual({
      masterAccountId: 1,
      followAccountId: 3,
      copyType: 3,
      direction: 2,
      maxOpenPositions: 5,
      maxTotalLots: null,
      maxRatio: '0.80',
      partialClose: 'takeSmall',
    });
    expect(body).not.toHaveProperty('copyValue');
  });

  it('asks for a follow account when the user has none, and links to binding one', async () => {
    const user = userEvent.setup();
    signIn();
    mockSubscribeApi({ accounts: [] });
    renderDialog();
    // The bind page comes back to the trader's page with the dialog open (lib/return-to).
    expect(await screen.findByRole('link', { name: /绑定跟单账户/ })).toHaveAttribute(
      'href',
      '/addOrBingNewAccount?returnTo=%2Fcommunity%2Ftrader%2F1&subscribe=1',
    );
    await user.type(screen.getByLabelText('每笔跟单手数'), '0.1');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('跟单账户不能为空')).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog (23002, own account)", async () => {
    const user = userEvent.setup();
    signIn();
    const fetchSpy = mockSubscribeApi({
      create: { status: 400, body: envelope([], 23002, '不能跟单自己的交易账户') },
    });
    renderDialog();
    await accountPicked();
    await user.type(screen.getByLabelText('每笔跟单手数'), '0.1');
    await confirmAndSend(user, fetchSpy);
    expect(await screen.findByRole('alert')).toHaveTextContent('不能跟单自己的交易账户');
  });

  it("warns when the chosen account's balance is below the trader's minimum", async () => {
    signIn();
    mockSubscribeApi({ followerBalanceMin: '20000.00' });
    renderDialog();
    await accountPicked();
    expect(await screen.findByText(/该交易员要求跟单账户余额不低于 20,000.00/)).toBeInTheDocument();
    expect(screen.getByText(/#1 6200001 的余额（10,000.00）低于交易员要求的 20,000.00/)).toBeInTheDocument();
  });

  it('gives the copy preview the chosen account and the settings as typed, none until the value is set', async () => {
    const user = userEvent.setup();
    signIn();
    mockSubscribeApi();
    const seen: unknown[] = [];
    renderWithApp(
      <SubscribeDialog
        master={MASTER}
        onClose={vi.fn()}
        renderPreview={(request) => {
          seen.push(request);
          return <p data-testid="preview">{JSON.stringify(request)}</p>;
        }}
      />,
    );
    await accountPicked();
    expect(screen.getByRole('heading', { name: '按当前设置的跟单效果' })).toBeInTheDocument();
    // Fixed lot without lots yet: nothing to preview.
    expect(screen.getByTestId('preview')).toHaveTextContent('null');
    await user.type(screen.getByLabelText('每笔跟单手数'), '0.2');
    await user.type(screen.getByLabelText('最大持仓笔数'), '3');
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('preview').textContent ?? 'null')).toEqual({
        mtId: MASTER.mtAccId,
        followAccountId: 3,
        copyType: 1,
        copyValue: '0.20',
        direction: 1,
        maxOpenPositions: 3,
        maxTotalLots: null,
        maxRatio: null,
        partialClose: 'takeSmall',
      }),
    );
    await user.click(mode(/智能比例/));
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('preview').textContent ?? 'null')).toMatchObject({ copyType: 3 }),
    );
    expect(JSON.parse(screen.getByTestId('preview').textContent ?? 'null')).not.toHaveProperty('copyValue');
    expect(seen.length).toBeGreaterThan(1);
  });
});
