import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '@/testing/accounts-fixtures';
import { callsTo, envelope, sentBody } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { mockPaymentsApi, paymentRow, stubObjectUrls } from '../testing/payment-fixtures';
import { ComplaintReviewRoute } from './complaint-review';
import { PaymentFlowRoute } from './payment-flow';

const ROWS = [
  paymentRow({ id: 1, status: 'toBePaid' }),
  paymentRow({ id: 2, status: 'toBeConfirmed', method: 'alipay', voucherIds: [301] }),
  paymentRow({
    id: 3,
    status: 'rejected',
    method: 'wechat',
    refuseReason: 'fakeVoucher',
    refuseNote: 'blurred',
  }),
  paymentRow({ id: 4, status: 'complained', method: 'alipay', complaintReason: 'I paid' }),
  paymentRow({ id: 6, status: 'confirmed', method: 'token' }),
];

function list(rows = ROWS) {
  return { body: envelope(rows, 10000, 'ok', rows.length) };
}

describe('personalCenter/:id/paymentFlow', () => {
  englishPageTest();
  beforeEach(() => stubObjectUrls());

  it('gives the follower the actions each status allows', async () => {
    signIn({ id: 7 });
    mockPaymentsApi({ '/community/api/querySubscriptionPayments': list() });
    renderWithApp(<PaymentFlowRoute />, { path: '/personalCenter/7/paymentFlow' });
    await screen.findByRole('button', { name: 'Pay #1' });
    expect(screen.queryByRole('tab', { name: 'Received' })).not.toBeInTheDocument();
    const names = (id: number) =>
      ['Pay', 'Complain', 'Withdraw complaint', 'Re-upload voucher'].filter((action) =>
        screen.queryByRole('button', { name: `${action} #${id}` }),
      );
    expect(names(1)).toEqual(['Pay']);
    expect(names(2)).toEqual(['Complain']);
    expect(names(3)).toEqual(['Complain', 'Re-upload voucher']);
    expect(names(4)).toEqual(['Withdraw complaint']);
    expect(names(6)).toEqual([]);
    expect(screen.getByText('Refused: Follower uploaded a fake voucher · blurred')).toBeInTheDocument();
  });

  it('needs a reason before the trader refuses a voucher', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    signIn({ id: 3, userType: 3 });
    const fetchSpy = mockPaymentsApi({
      '/community/api/querySubscriptionPayments': (url) =>
        url.searchParams.get('role') === 'trader' ? list([ROWS[1]!]) : list([]),
      '/community/api/refuseSubscriptionPayment': {
        body: envelope([paymentRow({ id: 2, status: 'rejected' })]),
      },
    });
    renderWithApp(<PaymentFlowRoute />, { path: '/personalCenter/3/paymentFlow' });
    await user.click(await screen.findByRole('tab', { name: 'Received' }));
    await user.click(await screen.findByRole('button', { name: 'Refuse #2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse the voucher' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('Please choose a reason')).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/community/api/refuseSubscriptionPayment')).toHaveLength(0);

    await user.click(within(dialog).getByText('Follower amount insufficient'));
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Only 40 received');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() =>
      expect(callsTo(fetchSpy, '/community/api/refuseSubscriptionPayment')).toHaveLength(1),
    );
    expect(sentBody(callsTo(fetchSpy, '/community/api/refuseSubscriptionPayment')[0]![1])).toEqual({
      paymentId: 2,
      reason: 'amountInsufficient',
      note: 'Only 40 received',
    });
  });

  it('keeps the complaint desk from anyone but the site admin, without asking the server', async () => {
    signIn({ id: 7, isAdmin: false });
    const fetchSpy = mockPaymentsApi();
    renderWithApp(<ComplaintReviewRoute />, { path: '/personalCenter/7/complaintReview' });
    expect(await screen.findByText('Only the site admin can open this page')).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/community/api/adminQueryComplaints')).toHaveLength(0);
  });
});
