import type { TradeSettings } from '@copytrade/contracts/profile';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clearAllStorage } from '@/lib/session';
import { signIn } from '@/testing/accounts-fixtures';
import { followAccount, MASTER, subscription } from '@/testing/copy-fixtures';
import { callsTo, envelope, mockFetch, sentBody } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { SubscribeDialog } from './subscribe-dialog';

function settings(overrides: Partial<TradeSettings> = {}): TradeSettings {
  return {
    copyType: 2,
    copyValue: '1.50',
    direction: 2,
    maxOpenPositions: 3,
    cancelMode: 'manual',
    reverseAllowed: true,
    saved: true,
    ...overrides,
  };
}

function mockApi(tradeSettings: TradeSettings, reverseAllowed = true) {
  return mockFetch({
    '/community/api/selectCommunityUserInfo': { body: envelope([]) },
    '/community/api/queryTradeAccListWithToken': { body: envelope([]) },
    '/mam/main/getCopyLoginAll': { body: envelope([followAccount()]) },
    '/community/front/querySiteSubscriptionStatus': {
      body: envelope([{ open: true, reverseAllowed, typeList: [1, 2, 3] }]),
    },
    '/community/api/querySubscriptionFree': {
      body: envelope([
        {
          mtAccId: 1,
          feeType: 1,
          isFree: true,
          price: '0.00',
          performanceList: [],
          followerBalanceMin: null,
        },
      ]),
    },
    '/community/api/queryTradeSettings': { body: envelope([tradeSettings]) },
    '/community/api/createSubscription': { body: envelope([subscription()]) },
  });
}

function renderDialog() {
  return renderWithApp(<SubscribeDialog master={MASTER} onClose={vi.fn()} />, {
    routes: [{ path: '/personalCenter/:id/account/subscriptionTotal', element: <p>subscriptions page</p> }],
  });
}

const mode = (name: RegExp) => screen.getByRole('radio', { name });

describe('SubscribeDialog starts from the trade settings (dealV)', () => {
  englishPageTest();

  it('prefills mode, ratio, direction and the position limit, and subscribes with them', async () => {
    const user = userEvent.setup();
    signIn();
    const fetchSpy = mockApi(settings());
    renderDialog();
    await waitFor(() => expect(mode(/Fixed ratio/)).toBeChecked());
    const dialog = screen.getByRole('dialog');
    // The value field follows the watched mode, which antd's useWatch reports a render later.
    await waitFor(() => expect(within(dialog).getByLabelText('Ratio')).toHaveValue('1.50'));
    expect(mode(/Reverse/)).toBeChecked();
    expect(within(dialog).getByLabelText('Maximum open positions')).toHaveValue('3');

    await waitFor(() => expect(within(dialog).getByText(/6200001/)).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    await waitFor(() => expect(callsTo(fetchSpy, '/community/api/createSubscription')).toHaveLength(1));
    expect(sentBody(callsTo(fetchSpy, '/community/api/createSubscription')[0]![1])).toMatchObject({
      copyType: 2,
      copyValue: '1.50',
      direction: 2,
      maxOpenPositions: 3,
    });
  });

  it('falls back to forward where the site does not allow reverse copying', async () => {
    signIn();
    mockApi(settings({ copyType: 1, copyValue: '0.30', reverseAllowed: false }), false);
    renderDialog();
    await waitFor(() => expect(screen.getByLabelText('Lots per copy')).toHaveValue('0.30'));
    expect(mode(/Fixed lot/)).toBeChecked();
    expect(mode(/Forward/)).toBeChecked();
    expect(mode(/Reverse/)).not.toBeChecked();
  });

  it('fills the lots from the site defaults while nothing is saved, and asks nothing for a visitor', async () => {
    signIn();
    const fetchSpy = mockApi(settings({ saved: false, copyType: 1, copyValue: '0.01', direction: 1 }));
    const { unmount } = renderDialog();
    await waitFor(() => expect(callsTo(fetchSpy, '/community/api/queryTradeSettings')).toHaveLength(1));
    await waitFor(() => expect(mode(/Fixed lot/)).toBeChecked());
    // A real value, not a grey placeholder that looks like one (the placeholder asks, it shows no number).
    const lots = screen.getByLabelText('Lots per copy');
    await waitFor(() => expect(lots).toHaveValue('0.01'));
    expect(lots).toHaveAttribute('placeholder', 'Enter lots');
    expect(mode(/Forward/)).toBeChecked();
    unmount();

    clearAllStorage();
    const visitorSpy = mockApi(settings());
    renderDialog();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(callsTo(visitorSpy, '/community/api/queryTradeSettings')).toHaveLength(0);
  });
});
