import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, envelope } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { billingLine, mockWalletApi } from '../testing/wallet-fixtures';
import { ExpendRoute, IncomeRoute } from './billing-details';

function renderBilling(path: string) {
  return renderWithApp(null, {
    path,
    routes: [
      { path: '/personalCenter/:id/billingDetails/income', element: <IncomeRoute /> },
      { path: '/personalCenter/:id/billingDetails/expend', element: <ExpendRoute /> },
    ],
    route: '/unused',
  });
}

describe('personalCenter/:id/billingDetails', () => {
  englishPageTest({ signedInAs: { id: 7 } });

  it('lists income and expend lines with the kind in words and the signed amount', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockWalletApi({
      '/community/api/queryBillingDetails': (url) => ({
        body:
          url.searchParams.get('kind') === 'income'
            ? envelope(
                [
                  billingLine(),
                  billingLine({
                    id: 32,
                    kind: 'withdraw_rejected',
                    amount: '40.00',
                    reference: 'withdrawal:6',
                  }),
                ],
                10000,
                'ok',
                2,
              )
            : envelope(
                [
                  billingLine({
                    id: 33,
                    kind: 'withdraw_request',
                    amount: '-1200.00',
                    reference: 'withdrawal:7',
                  }),
                ],
                10000,
                'ok',
                1,
              ),
      }),
    });
    const { router } = renderBilling('/personalCenter/7/billingDetails/income');
    const income = await screen.findByRole('list', { name: 'Income' });
    expect(within(income).getByText('Recharge credited')).toBeInTheDocument();
    expect(within(income).getByText('+500.00')).toBeInTheDocument();
    expect(within(income).getByText('Recharge #12')).toBeInTheDocument();
    expect(within(income).getByText('Withdrawal returned')).toBeInTheDocument();
    expect(within(income).getByText('Withdrawal #6')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Expenses' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/personalCenter/7/billingDetails/expend'),
    );
    const expend = await screen.findByRole('list', { name: 'Expenses' });
    expect(within(expend).getByText('Withdrawal frozen')).toBeInTheDocument();
    expect(within(expend).getByText('-1,200.00')).toBeInTheDocument();
    expect(
      callsTo(fetchSpy, '/community/api/queryBillingDetails').map(([url]) =>
        new URL(url, 'http://x').searchParams.get('kind'),
      ),
    ).toEqual(['income', 'expend']);
  });

  it('names the record behind each line in words, as a link to where it is read', async () => {
    mockWalletApi({
      '/community/api/queryBillingDetails': {
        body: envelope(
          [
            billingLine({ id: 41, kind: 'subscription_fee', amount: '-29.00', reference: 'payment:1' }),
            billingLine({ id: 42, kind: 'performance_fee', amount: '-60.00', reference: 'settlement:5' }),
            billingLine({ id: 43, kind: 'debt_collected', amount: '-12.00', reference: 'debt:3' }),
            billingLine({ id: 44, kind: 'withdraw_request', amount: '-10.00', reference: 'withdrawal:7' }),
            billingLine({ id: 45, kind: 'recharge', amount: '10.00', reference: 'recharge:12' }),
            billingLine({ id: 46, kind: 'recharge', amount: '1.00', reference: 'import:9' }),
          ],
          10000,
          'ok',
          6,
        ),
      },
    });
    renderBilling('/personalCenter/7/billingDetails/expend');
    const list = await screen.findByRole('list', { name: 'Expenses' });
    const link = (name: string) => within(list).getByRole('link', { name });
    expect(link('Subscription payment #1')).toHaveAttribute(
      'href',
      '/personalCenter/7/paymentFlow?paymentId=1',
    );
    expect(link('Performance fee settlement #5')).toHaveAttribute('href', '/personalCenter/7/settlementFlow');
    expect(link('Owed fee collected #3')).toHaveAttribute('href', '/personalCenter/7/settlementFlow');
    expect(link('Withdrawal #7')).toHaveAttribute('href', '/personalCenter/7/tokenManage/outerRecord');
    expect(link('Recharge #12')).toHaveAttribute('href', '/personalCenter/7/tokenManage/rechargeRecord');
    // No internal value is shown where a person reads: an unknown kind stays as sent, without a link.
    expect(within(list).queryByText('payment:1')).not.toBeInTheDocument();
    expect(within(list).getByText('import:9')).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'import:9' })).not.toBeInTheDocument();
  });

  it('shows an empty state for a wallet without lines', async () => {
    mockWalletApi({ '/community/api/queryBillingDetails': { body: envelope([], 10000, 'ok', 0) } });
    renderBilling('/personalCenter/7/billingDetails/expend');
    expect(await screen.findByText('No expenses yet')).toBeInTheDocument();
  });
});
