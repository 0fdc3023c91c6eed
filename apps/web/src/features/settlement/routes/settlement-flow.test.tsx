import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/testing/accounts-fixtures';
import { callsTo, envelope } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { mockSettlementApi, oweState, settlementRow } from '../testing/settlement-fixtures';
import { SettlementFlowRoute } from './settlement-flow';

function renderPage() {
  return renderWithApp(<SettlementFlowRoute />, {
    path: '/personalCenter/7/settlementFlow',
    route: '/personalCenter/:id/settlementFlow',
  });
}

describe('personalCenter/:id/settlementFlow', () => {
  englishPageTest();

  it("lists the follower's weeks with the mark, the tier and the fee, and explains the fee with numbers", async () => {
    signIn({ id: 7 });
    mockSettlementApi({
      '/community/api/getSettlementList': {
        body: envelope(
          [
            settlementRow({
              id: 42,
              weekStart: Date.UTC(2026, 9, 12),
              cumulative: '700.00',
              hwmBefore: '1200.00',
              hwmAfter: '1200.00',
              gain: '-500.00',
              tierProfit: null,
              tierPercent: null,
              fee: '0.00',
              paid: '0.00',
              state: 'noFee',
            }),
            settlementRow(),
          ],
          10000,
          'ok',
          2,
        ),
      },
    });
    renderPage();
    const scope = await screen.findByRole('list', { name: 'As follower' });
    expect(within(scope).getByText('2026-10-05 ~ 2026-10-11')).toBeInTheDocument();
    expect(within(scope).getByText('From 1,000.00: 60 %')).toBeInTheDocument();
    expect(within(scope).getAllByText('720.00').length).toBeGreaterThan(0);
    expect(within(scope).getByText('No tier reached')).toBeInTheDocument();
    expect(within(scope).getByText('No fee')).toBeInTheDocument();
    expect(within(scope).getAllByText('Trade account 7100001').length).toBe(2);
    // The worked example: 1,200.00 above the mark at the 1,000 tier -> 60 % -> 720.00.
    expect(
      screen.getByText('Fee: 1,200.00 × 60 % = 720.00 USDT, taken from your wallet.'),
    ).toBeInTheDocument();
    // Not a trader: one tab; not an admin: no run button; nothing owed: no banner.
    expect(screen.queryByRole('tab', { name: 'As trader' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Run settlement/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Unpaid performance fee/)).not.toBeInTheDocument();
  });

  it('shows the owed banner; Pay now pays from the wallet and the banner goes', async () => {
    signIn({ id: 7 });
    let owes = true;
    const fetchSpy = mockSettlementApi({
      '/community/api/isOweUser': () => ({
        body: envelope([owes ? oweState({ owes: true, amount: '320.00' }) : oweState()]),
      }),
      '/community/api/reimbursement': () => {
        owes = false;
        return { body: envelope([{ paid: '320.00', remaining: '0.00' }]) };
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Unpaid performance fee: 320.00 USDT')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recharge wallet' })).toHaveAttribute(
      'href',
      '/personalCenter/7/tokenManage/rechargeRecord',
    );
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(callsTo(fetchSpy, '/community/api/reimbursement')).toHaveLength(1));
    expect(await screen.findByText('Paid 320.00 USDT. Copying resumes.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Unpaid performance fee/)).not.toBeInTheDocument());
  });

  it('a trader gets the As trader tab with his subscribers; the admin gets Run settlement', async () => {
    signIn({ id: 7, userType: 3, isAdmin: true });
    const fetchSpy = mockSettlementApi({
      '/community/api/getSettlementList': (url) => ({
        body:
          url.searchParams.get('role') === 'trader'
            ? envelope([settlementRow({ followerNickName: 'Lin' })], 10000, 'ok', 1)
            : envelope([], 10000, 'ok', 0),
      }),
      '/community/api/adminRunSettlement': {
        body: envelope([{ weekStart: '2026-11-09', settled: 3, charged: '60.00', owed: '0.00' }]),
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No settlements yet')).toBeInTheDocument();
    // The page renders once more when the signed-in user is read back; a click on the tab before that
    // lands on a replaced element (or is undone by it on a loaded machine), so the tab is chosen again
    // until its list shows.
    await waitFor(
      async () => {
        if (!screen.queryByRole('tab', { name: 'As trader', selected: true })) {
          await user.click(screen.getByRole('tab', { name: 'As trader' }));
        }
        expect(screen.getByText('Follower Lin')).toBeInTheDocument();
      },
      { timeout: 10_000 },
    );

    await user.click(screen.getByRole('button', { name: /Run settlement/ }));
    const confirm = await screen.findByText(/Settle the last ended week/);
    const pop = confirm.closest('.ant-popover') as HTMLElement;
    await user.click(within(pop).getByRole('button', { name: /Run settlement/ }));
    await waitFor(() => expect(callsTo(fetchSpy, '/community/api/adminRunSettlement')).toHaveLength(1));
    expect(
      await screen.findByText('Week of 2026-11-09 settled: 3 subscriptions, 60.00 USDT charged.'),
    ).toBeInTheDocument();
  });
});
