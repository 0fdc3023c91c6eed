import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/testing/accounts-fixtures';
import { followAccount, MASTER } from '@/testing/copy-fixtures';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { CommunityTraderProfileRoute } from './community-trader-profile';

/** The follow accounts: the one bound a moment ago (id 34) is the second. */
const ACCOUNTS = [
  followAccount(),
  followAccount({ mtAccId: 34, loginOrder: 2, login: '6200002', equity: '2500.00', balance: '2500.00' }),
];

function mockProfile(fee: Record<string, unknown> = {}) {
  return mockFetch({
    '/community/api/selectCommunityUserInfo': { body: envelope([]) },
    '/community/api/queryTradeAccListWithToken': { body: envelope([]) },
    '/community/front/queryMtAccountInfo': { body: envelope([MASTER]) },
    '/mam/main/getCopyLoginAll': { body: envelope(ACCOUNTS) },
    '/community/front/querySiteSubscriptionStatus': {
      body: envelope([{ open: true, reverseAllowed: true, typeList: [1, 2, 3] }]),
    },
    '/community/api/querySubscriptionFree': {
      body: envelope([
        {
          mtAccId: 1,
          feeType: 2,
          isFree: false,
          price: '29.00',
          validityDays: 30,
          performanceList: [],
          hasPaymentInfo: true,
          tokenAvailable: true,
          followerBalanceMin: null,
          ...fee,
        },
      ]),
    },
  });
}

function renderProfile(path: string) {
  return renderWithApp(<CommunityTraderProfileRoute />, { route: '/community/trader/:mtId', path });
}

describe('/community/trader/:mtId after binding a follow account from the subscribe dialog', () => {
  englishPageTest();

  it('opens the dialog with the new account chosen, and the parameters leave the address', async () => {
    signIn();
    mockProfile();
    const { router } = renderProfile('/community/trader/1?tab=comments&subscribe=1&followAccountId=34');
    const dialog = await screen.findByRole('dialog', { name: 'Copy Atlas Capital' });
    await waitFor(() =>
      expect(within(dialog).getByText('#2 6200002 · ApexCapital-Real01')).toBeInTheDocument(),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?tab=comments'));
    expect(router.state.location.pathname).toBe('/community/trader/1');
  });

  it('shows the price with its term beside Copy, and the paid term in the dialog instead of "until cancelled"', async () => {
    signIn();
    mockProfile();
    renderProfile('/community/trader/1?subscribe=1');
    expect((await screen.findAllByText('29.00 USDT / 30 days')).length).toBeGreaterThan(0);
    const dialog = await screen.findByRole('dialog', { name: 'Copy Atlas Capital' });
    expect(
      await within(dialog).findByText(
        /The subscription fee buys 30 days, counted from when your payment is confirmed/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: /until cancelled/i })).not.toBeInTheDocument();
  });

  it('opens nothing without the subscribe parameter', async () => {
    signIn();
    mockProfile();
    renderProfile('/community/trader/1?followAccountId=34');
    expect(await screen.findByRole('heading', { name: 'Atlas Capital' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
