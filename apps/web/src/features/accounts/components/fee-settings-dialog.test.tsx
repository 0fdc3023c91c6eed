import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/testing/accounts-fixtures';
import { callsTo, envelope, mockFetch, sentBody, type MockAnswer } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { bodyOf, FeeSettingsDialog, initialValues } from './fee-settings-dialog';

const RULES = {
  siteSubPrice: '10.00',
  openSettlement: true,
  openWallet: true,
  subscriptionFeeAllowed: true,
  performanceFeeAllowed: true,
  proportion: '0.2000',
  margin: '0.00',
  profitOptions: [50, 100, 500, 1000, 2000],
  defaultTier: { profit: 1000, share: 60 },
  validityDays: { min: 1, max: 365, default: 30 },
};

const FREE = {
  mtAccId: 7,
  feeType: 1,
  isFree: true,
  price: '0.00',
  validityDays: 30,
  performanceList: [],
  hasPaymentInfo: false,
  tokenAvailable: true,
  followerBalanceMin: null,
};

/** What paid fees need (queryFeeRequirements): all in place. */
const READY = {
  identity: 'passed',
  paymentInfo: 'passed',
  offsiteCodePassed: true,
  walletOpen: true,
  performanceFeeAllowed: true,
  subscriptionFeeReady: true,
  performanceFeeReady: true,
};

function mockApi(
  options: { rules?: Partial<typeof RULES>; save?: MockAnswer; requirements?: Partial<typeof READY> } = {},
) {
  return mockFetch({
    '/community/api/querySitePrice': { body: envelope([{ ...RULES, ...options.rules }]) },
    '/community/api/queryFeeRequirements': { body: envelope([{ ...READY, ...options.requirements }]) },
    '/community/api/querySubscriptionFree': { body: envelope([FREE]) },
    '/community/api/updateAccountPrice': options.save ?? {
      body: envelope([
        {
          mtAccId: 7,
          feeType: 2,
          price: '50.00',
          validityDays: 30,
          performanceList: [],
          subscribersOnOldTerms: 2,
        },
      ]),
    },
  });
}

function renderDialog() {
  const onClose = vi.fn();
  renderWithApp(<FeeSettingsDialog mtAccId={7} open onClose={onClose} />);
  return { onClose };
}

const dialog = () => screen.getByRole('dialog');

describe('FeeSettingsDialog (updateAccountPrice)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what paid fees need before the form, with each state and where to do it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    signIn({ id: 5 });
    const spy = mockApi({
      requirements: {
        identity: 'pending',
        paymentInfo: 'none',
        offsiteCodePassed: false,
        walletOpen: false,
        subscriptionFeeReady: false,
        performanceFeeReady: false,
      },
    });
    renderDialog();
    const panel = await screen.findByRole('region', { name: '设置收费前需要完成' });
    const row = (title: string) => within(panel).getByText(title).closest('li') as HTMLElement;
    expect(row('实名认证')).toHaveTextContent('审核中');
    expect(within(row('实名认证')).getByRole('link', { name: /查看进度/ })).toHaveAttribute(
      'href',
      '/personalCenter/5/setting/infoV',
    );
    expect(row('收款信息')).toHaveTextContent('未提交');
    expect(within(row('收款信息')).getByRole('link', { name: /去填写/ })).toHaveAttribute(
      'href',
      '/personalCenter/5/setting/payV',
    );
    expect(row('跟单者的付款方式')).toHaveTextContent('暂无可用方式');
    expect(row('业绩费结算')).toHaveTextContent('本站已开通');
    // The panel comes before the form: the trader reads it before he fills anything in.
    const form = within(dialog()).getByRole('radio', { name: '免费' });
    expect(panel.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // Free can always be saved; a subscription fee waits, and says why.
    const save = screen.getByRole('button', { name: /保\s*存/ });
    expect(save).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: '订阅费' }));
    expect(save).toBeDisabled();
    expect(within(dialog()).getByText(/实名认证和收款信息都审核通过后才能保存订阅费/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '免费' }));
    expect(save).toBeEnabled();
    expect(callsTo(spy, '/community/api/updateAccountPrice')).toHaveLength(0);
  });

  it('shows every requirement passed for a trader who is ready, with nothing to do', async () => {
    signIn({ id: 5 });
    mockApi();
    renderDialog();
    const panel = await screen.findByRole('region', { name: '设置收费前需要完成' });
    expect(within(panel).getAllByText('已通过')).toHaveLength(2);
    expect(within(panel).getByText('支付宝/微信收款码')).toBeInTheDocument();
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
  });

  it('sends a subscription fee with its validity and says current subscribers keep their terms', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    signIn();
    const spy = mockApi();
    const { onClose } = renderDialog();
    await user.click(await screen.findByRole('radio', { name: '订阅费' }));
    expect(within(dialog()).getByText('本站最低订阅费 10.00 USDT')).toBeInTheDocument();
    await user.type(screen.getByLabelText('订阅价格'), '50');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(callsTo(spy, '/community/api/updateAccountPrice')).toHaveLength(1));
    const [, init] = callsTo(spy, '/community/api/updateAccountPrice')[0]!;
    expect(sentBody(init)).toEqual({ mtAccId: 7, feeType: 2, price: '50', validityDays: 30 });
    expect(await screen.findByText('收费设置已保存，2位现有订阅者保持原有收费')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses a share outside 1-100 and a bad price in the browser, sending nothing', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    signIn();
    const spy = mockApi();
    renderDialog();
    await user.click(await screen.findByRole('radio', { name: '订阅费' }));
    await user.type(screen.getByLabelText('订阅价格'), '1.001');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入正确的金额，最多两位小数')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '业绩费' }));
    // The spec's default example tier is offered: profit >= 1000 at 60 %.
    const share = screen.getByLabelText('第1档分成比例');
    expect(share).toHaveValue('60');
    await user.clear(share);
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入1-100的正整数')).toBeInTheDocument();
    expect(callsTo(spy, '/community/api/updateAccountPrice')).toHaveLength(0);
  });

  it('offers performance fees only where the site settles them', async () => {
    signIn();
    mockApi({ rules: { performanceFeeAllowed: false, openSettlement: false } });
    renderDialog();
    expect(await screen.findByRole('radio', { name: '业绩费' })).toBeDisabled();
  });

  it('shows the server refusal of a price below the site minimum under the field', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    signIn();
    mockApi({
      save: {
        status: 400,
        body: envelope([{ field: 'price', message: '订阅费不能低于本站最低价 10.00' }], 40000, '参数错误'),
      },
    });
    renderDialog();
    await user.click(await screen.findByRole('radio', { name: '订阅费' }));
    await user.type(screen.getByLabelText('订阅价格'), '5');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('订阅费不能低于本站最低价 10.00')).toBeInTheDocument();
  });
});

describe('form values', () => {
  it('reads tiers back as percent and sends only the chosen model', () => {
    const values = initialValues({
      ...FREE,
      feeType: 3,
      isFree: false,
      performanceList: [
        { profit: '100.00', divided: '0.10' },
        { profit: '1000.00', divided: '0.60' },
        // 0.145 x 100 is 14.499... as a float: the share is read exactly, 14.5 % rounds to 15.
        { profit: '5000.00', divided: '0.145' },
      ],
    });
    expect(values.tiers).toEqual([
      { profit: 100, share: 10 },
      { profit: 1000, share: 60 },
      { profit: 5000, share: 15 },
    ]);
    expect(bodyOf(7, values)).toEqual({ mtAccId: 7, feeType: 3, performanceList: values.tiers });
    expect(bodyOf(7, { ...values, feeType: 1 })).toEqual({ mtAccId: 7, feeType: 1 });
  });
});
