import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, envelope, failsOnce, sentBody } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import {
  GOOD_ADDRESS,
  SITE_ADDRESS,
  TX_HASH,
  mockWalletApi,
  rechargeRecord,
  siteOtherInfo,
  walletInfo,
  withdrawRecord,
} from '../testing/wallet-fixtures';
import { OuterRecordRoute, RechargeRecordRoute } from './token-manage';

function renderTokenManage(path: string) {
  return renderWithApp(null, {
    path,
    routes: [
      { path: '/personalCenter/:id/tokenManage/rechargeRecord', element: <RechargeRecordRoute /> },
      { path: '/personalCenter/:id/tokenManage/outerRecord', element: <OuterRecordRoute /> },
    ],
    route: '/unused',
  });
}

const summary = () => screen.getByRole('region', { name: 'Wallet summary' });
const dialog = () => screen.getByRole('dialog');

async function openWithdraw(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await within(await screen.findByRole('region', { name: 'Wallet summary' })).findByRole('button', {
      name: 'Withdraw',
    }),
  );
  return screen.findByRole('dialog', { name: 'Withdraw USDT' });
}

describe('personalCenter/:id/tokenManage', () => {
  const toasts = englishPageTest({ signedInAs: { id: 7 } });

  it('shows the balance, the frozen withdrawals and the available amount in USDT', async () => {
    mockWalletApi();
    renderTokenManage('/personalCenter/7/tokenManage/rechargeRecord');
    const card = await screen.findByRole('region', { name: 'Wallet summary' });
    const figure = (label: string) => within(card).getByText(label).closest('div')!;
    expect(await within(card).findByText('1,250.50')).toBeInTheDocument();
    expect(figure('Token balance')).toHaveTextContent('1,250.50USDT');
    expect(figure('Withdrawing')).toHaveTextContent('200.00USDT');
    expect(figure('Available')).toHaveTextContent('1,050.50USDT');
    expect(within(card).getByText('1 USDT = 1 USD')).toBeInTheDocument();
  });

  it('lists recharges and withdrawals with their states and the rejection reason', async () => {
    const user = userEvent.setup();
    mockWalletApi({
      '/community/api/queryRechargeRecords': {
        body: envelope(
          [
            rechargeRecord({ id: 13, state: 'pending', reviewedAt: null }),
            rechargeRecord({ id: 12, state: 'rejected', reason: 'No such transfer on chain' }),
            rechargeRecord({ id: 11, state: 'passed' }),
          ],
          10000,
          'ok',
          3,
        ),
      },
    });
    const { router } = renderTokenManage('/personalCenter/7/tokenManage/rechargeRecord');
    const list = await screen.findByRole('list', { name: 'Recharges' });
    expect(within(list).getByText('Pending review')).toBeInTheDocument();
    expect(within(list).getByText('Rejected')).toBeInTheDocument();
    expect(within(list).getByText('Reason: No such transfer on chain')).toBeInTheDocument();
    expect(within(list).getByText('Passed')).toBeInTheDocument();
    // The hash is shortened on screen, whole for the copy button.
    expect(within(list).getAllByLabelText(TX_HASH)[0]).toHaveTextContent('a3f1c9…4556ab');

    await user.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/personalCenter/7/tokenManage/outerRecord'),
    );
    const withdrawals = await screen.findByRole('list', { name: 'Withdrawals' });
    expect(within(withdrawals).getByLabelText(GOOD_ADDRESS)).toHaveTextContent('TR7NHq…gjLj6t');
    expect(within(withdrawals).getByText('Pending review')).toBeInTheDocument();
  });

  it('refuses a malformed address and an amount above the available balance before sending', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockWalletApi();
    renderTokenManage('/personalCenter/7/tokenManage/outerRecord');
    await openWithdraw(user);

    await user.type(screen.getByLabelText('TRC20 address'), 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6');
    expect(await within(dialog()).findByText('Please enter a valid TRC20 USDT address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount (USDT)'), '1050.51');
    expect(await within(dialog()).findByText('Insufficient available balance in wallet')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Next' }));

    expect(within(dialog()).queryByText('Please confirm the withdrawal')).not.toBeInTheDocument();
    expect(callsTo(fetchSpy, '/community/api/mentionMoney')).toHaveLength(0);
  });

  it('withdraws the whole available amount after the confirm step, and shows the new balance', async () => {
    const user = userEvent.setup();
    let withdrawn = false;
    const fetchSpy = mockWalletApi({
      '/community/api/queryWalletInfo': () => ({
        body: envelope([
          withdrawn ? walletInfo({ withdrawing: '1250.50', available: '0.00' }) : walletInfo(),
        ]),
      }),
      '/community/api/mentionMoney': () => {
        withdrawn = true;
        return { body: envelope([withdrawRecord({ id: 8, amount: '1050.50' })]) };
      },
    });
    renderTokenManage('/personalCenter/7/tokenManage/rechargeRecord');
    await openWithdraw(user);

    await user.click(within(dialog()).getByRole('button', { name: 'Fill in the whole available balance' }));
    expect(screen.getByLabelText('Amount (USDT)')).toHaveValue('1050.50');
    await user.type(screen.getByLabelText('TRC20 address'), ` ${GOOD_ADDRESS} `);
    await user.click(within(dialog()).getByRole('button', { name: 'Next' }));

    const confirm = await screen.findByRole('dialog', { name: 'Please confirm the withdrawal' });
    expect(within(confirm).getByText('1,050.50 USDT')).toBeInTheDocument();
    expect(within(confirm).getByText(GOOD_ADDRESS)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm withdrawal' }));

    await waitFor(() => expect(callsTo(fetchSpy, '/community/api/mentionMoney')).toHaveLength(1));
    expect(sentBody(callsTo(fetchSpy, '/community/api/mentionMoney')[0]![1])).toEqual({
      amount: '1050.50',
      address: GOOD_ADDRESS,
    });
    const figure = (label: string) => within(summary()).getByText(label).closest('div')!;
    await waitFor(() => expect(figure('Available')).toHaveTextContent('0.00USDT'));
    expect(figure('Withdrawing')).toHaveTextContent('1,250.50USDT');
    expect(within(summary()).getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it("puts the server's refusal of the address under the address field", async () => {
    const user = userEvent.setup();
    mockWalletApi({
      '/community/api/mentionMoney': {
        status: 400,
        body: envelope(
          [{ field: 'address', message: 'Please enter a valid TRC20 USDT address' }],
          40000,
          'Invalid',
        ),
      },
    });
    renderTokenManage('/personalCenter/7/tokenManage/outerRecord');
    await openWithdraw(user);
    await user.type(screen.getByLabelText('Amount (USDT)'), '10');
    // Right format, wrong checksum: only the server can tell.
    await user.type(screen.getByLabelText('TRC20 address'), 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u');
    await user.click(within(dialog()).getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm withdrawal' }));

    expect(await screen.findByText('Please enter a valid TRC20 USDT address')).toBeInTheDocument();
    expect(screen.getByLabelText('TRC20 address')).toHaveAttribute('aria-invalid', 'true');
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('declares a recharge with its amount and hash, and shows it pending review', async () => {
    const user = userEvent.setup();
    let declared = false;
    const fetchSpy = mockWalletApi({
      '/community/api/queryRechargeRecords': () => ({
        body: declared
          ? envelope(
              [rechargeRecord({ id: 15, amount: '88.00', state: 'pending', reviewedAt: null })],
              10000,
              'ok',
              1,
            )
          : envelope([], 10000, 'ok', 0),
      }),
      '/community/api/walletPrepaid': () => {
        declared = true;
        return {
          body: envelope([rechargeRecord({ id: 15, amount: '88.00', state: 'pending', reviewedAt: null })]),
        };
      },
    });
    const { router } = renderTokenManage('/personalCenter/7/tokenManage/outerRecord');
    await user.click(
      await within(await screen.findByRole('region', { name: 'Wallet summary' })).findByRole('button', {
        name: 'Recharge',
      }),
    );
    const recharge = await screen.findByRole('dialog', { name: 'Recharge USDT' });
    // Step 1: the site's TRC20 address (set by the site admin), its QR code and a copy button.
    expect(await within(recharge).findByTestId('trc20-address')).toHaveTextContent(SITE_ADDRESS);
    expect(within(recharge).getByText('TRC20 network')).toBeInTheDocument();
    expect(recharge.querySelector('.ant-qrcode svg, .ant-qrcode canvas')).not.toBeNull();
    await user.click(within(recharge).getByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe(SITE_ADDRESS);
    expect(within(recharge).queryByText(/ask the site's support/i)).not.toBeInTheDocument();

    await user.type(within(recharge).getByLabelText('Amount (USDT)'), '88');
    await user.type(within(recharge).getByLabelText('Transaction hash (TxID)'), 'xyz');
    await user.click(within(recharge).getByRole('button', { name: 'Submit recharge' }));
    expect(
      await within(recharge).findByText(
        'Please enter a valid TRC20 transaction hash (64 hexadecimal characters)',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/community/api/walletPrepaid')).toHaveLength(0);

    await user.clear(within(recharge).getByLabelText('Transaction hash (TxID)'));
    await user.type(within(recharge).getByLabelText('Transaction hash (TxID)'), TX_HASH.toUpperCase());
    await user.click(within(recharge).getByRole('button', { name: 'Submit recharge' }));

    await waitFor(() => expect(callsTo(fetchSpy, '/community/api/walletPrepaid')).toHaveLength(1));
    expect(sentBody(callsTo(fetchSpy, '/community/api/walletPrepaid')[0]![1])).toEqual({
      amount: '88.00',
      txHash: TX_HASH,
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/personalCenter/7/tokenManage/rechargeRecord'),
    );
    const list = await screen.findByRole('list', { name: 'Recharges' });
    expect(await within(list).findByText('Pending review')).toBeInTheDocument();
    expect(within(list).getByText('88.00')).toBeInTheDocument();
  });

  it('says the site has no recharge address yet, instead of one, when the admin has not set it', async () => {
    const user = userEvent.setup();
    mockWalletApi({
      '/community/front/getSiteOtherInfo': { body: envelope([siteOtherInfo({ usdtTrc20Address: '' })]) },
    });
    renderTokenManage('/personalCenter/7/tokenManage/rechargeRecord');
    await user.click(
      await within(await screen.findByRole('region', { name: 'Wallet summary' })).findByRole('button', {
        name: 'Recharge',
      }),
    );
    const recharge = await screen.findByRole('dialog', { name: 'Recharge USDT' });
    expect(
      await within(recharge).findByText('This site has not published a recharge address yet'),
    ).toBeInTheDocument();
    expect(
      within(recharge).getByText(/Ask the site's support for the receiving address/),
    ).toBeInTheDocument();
    expect(within(recharge).queryByTestId('trc20-address')).not.toBeInTheDocument();
    expect(within(recharge).queryByRole('button', { name: 'Copy address' })).not.toBeInTheDocument();
  });

  it('shows a used hash under the hash field, and a failed summary with a retry', async () => {
    const user = userEvent.setup();
    mockWalletApi({
      '/community/api/queryWalletInfo': failsOnce({ body: envelope([walletInfo()]) }, 'Server busy'),
      '/community/api/walletPrepaid': {
        status: 409,
        body: envelope([], 27003, 'This transaction hash has already been declared for a recharge'),
      },
    });
    renderTokenManage('/personalCenter/7/tokenManage/rechargeRecord');
    expect(await screen.findByText('Server busy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('1,250.50')).toBeInTheDocument();

    await user.click(within(summary()).getByRole('button', { name: 'Recharge' }));
    const recharge = await screen.findByRole('dialog', { name: 'Recharge USDT' });
    await user.type(within(recharge).getByLabelText('Amount (USDT)'), '10');
    await user.type(within(recharge).getByLabelText('Transaction hash (TxID)'), TX_HASH);
    await user.click(within(recharge).getByRole('button', { name: 'Submit recharge' }));
    expect(
      await within(recharge).findByText('This transaction hash has already been declared for a recharge'),
    ).toBeInTheDocument();
    expect(within(recharge).getByLabelText('Transaction hash (TxID)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
