import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/testing/accounts-fixtures';
import { callsTo, envelope, sentBody } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { GOOD_ADDRESS, ledgerEntry, mockWalletApi, walletReview } from '../testing/wallet-fixtures';
import { WalletReviewRoute } from './wallet-review';

function renderReview() {
  return renderWithApp(<WalletReviewRoute />, { path: '/personalCenter/1/walletReview' });
}

const WITHDRAWAL = walletReview({
  kind: 'withdrawal',
  id: 9,
  amount: '120.00',
  txHash: null,
  address: GOOD_ADDRESS,
});

function mockDesk() {
  return mockWalletApi({
    '/community/api/adminQueryWalletReviews': {
      body: envelope([walletReview(), WITHDRAWAL], 10000, 'ok', 2),
    },
    '/community/api/adminReviewWithdrawal': { body: envelope([{ id: 9, state: 'rejected' }]) },
    '/community/api/adminReviewRecharge': { body: envelope([{ id: 14, state: 'passed' }]) },
    '/community/api/adminQueryLedger': {
      body: envelope(
        [
          ledgerEntry(),
          ledgerEntry({
            id: 102,
            accountKind: 'external_usdt',
            ownerId: null,
            ownerNickname: null,
            amount: '-300.00',
          }),
        ],
        10000,
        'ok',
        2,
      ),
    },
  });
}

describe('personalCenter/:id/walletReview', () => {
  englishPageTest();

  it('is closed to anyone but the site admin, without asking the server', async () => {
    signIn({ id: 2, isAdmin: false });
    const fetchSpy = mockDesk();
    renderReview();
    expect(await screen.findByText('Only the site admin can open this page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(callsTo(fetchSpy, '/community/api/adminQueryWalletReviews')).toHaveLength(0);
    expect(callsTo(fetchSpy, '/community/api/adminQueryLedger')).toHaveLength(0);
  });

  it('rejects a withdrawal only with a reason, and sends it', async () => {
    const user = userEvent.setup();
    signIn({ id: 1, isAdmin: true });
    const fetchSpy = mockDesk();
    renderReview();
    await user.click(await screen.findByRole('button', { name: 'Reject Withdrawal #9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject request' });
    expect(within(dialog).getByText("Lin Follower's Withdrawal: 120.00 USDT")).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give a reason for the rejection')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give a reason for the rejection')).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/community/api/adminReviewWithdrawal')).toHaveLength(0);

    await user.type(
      within(dialog).getByLabelText('Reason'),
      'Address belongs to an exchange that refuses TRC20',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(callsTo(fetchSpy, '/community/api/adminReviewWithdrawal')).toHaveLength(1));
    expect(sentBody(callsTo(fetchSpy, '/community/api/adminReviewWithdrawal')[0]![1])).toEqual({
      id: 9,
      approve: false,
      reason: 'Address belongs to an exchange that refuses TRC20',
    });
    expect(callsTo(fetchSpy, '/community/api/adminReviewRecharge')).toHaveLength(0);
  });

  it('approves a recharge after a confirmation', async () => {
    const user = userEvent.setup();
    signIn({ id: 1, isAdmin: true });
    const fetchSpy = mockDesk();
    renderReview();
    await user.click(await screen.findByRole('button', { name: 'Approve Recharge #14' }));
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getByText(/300.00 USDT will be credited to Lin Follower's wallet/),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(callsTo(fetchSpy, '/community/api/adminReviewRecharge')).toHaveLength(1));
    expect(sentBody(callsTo(fetchSpy, '/community/api/adminReviewRecharge')[0]![1])).toEqual({
      id: 14,
      approve: true,
    });
  });

  it('lists every ledger entry with its account and who caused it', async () => {
    const user = userEvent.setup();
    signIn({ id: 1, isAdmin: true });
    mockDesk();
    renderReview();
    await user.click(await screen.findByRole('tab', { name: 'Ledger audit' }));
    const ledger = await screen.findByRole('list', { name: 'Ledger audit' });
    const [credit, external] = within(ledger).getAllByRole('listitem');
    expect(credit).toHaveTextContent('Wallet');
    expect(credit).toHaveTextContent('Lin Follower');
    expect(credit).toHaveTextContent('+300.00');
    expect(credit).toHaveTextContent('Site Admin');
    expect(credit).toHaveTextContent('Recharge #14');
    expect(external).toHaveTextContent('On-chain USDT');
    expect(external).toHaveTextContent('System');
    expect(external).toHaveTextContent('-300.00');
  });
});
