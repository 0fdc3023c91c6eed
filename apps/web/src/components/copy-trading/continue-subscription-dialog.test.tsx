import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/testing/accounts-fixtures';
import { subscription } from '@/testing/copy-fixtures';
import { callsTo, envelope, mockFetch, sentBody } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { ContinueSubscriptionDialog } from './continue-subscription-dialog';

describe('ContinueSubscriptionDialog (continueSubscription)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renews a free subscription for the days chosen', async () => {
    const user = userEvent.setup();
    signIn();
    const spy = mockFetch({
      '/community/api/selectCommunityUserInfo': { body: envelope([]) },
      '/community/api/continueSubscription': { body: envelope([subscription()]) },
    });
    const onClose = vi.fn();
    renderWithApp(<ContinueSubscriptionDialog subscription={subscription()} onClose={onClose} />);
    expect(screen.getByLabelText('天数')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确认续订' }));
    await waitFor(() => expect(callsTo(spy, '/community/api/continueSubscription')).toHaveLength(1));
    const [, init] = callsTo(spy, '/community/api/continueSubscription')[0]!;
    expect(sentBody(init)).toEqual({ subscriptionId: 12, validityDays: 30 });
    expect(await screen.findByText('续订成功')).toBeInTheDocument();
  });

  it('renews a subscription with a fee by paying a term: no days to pick, then the payment opens', async () => {
    const user = userEvent.setup();
    signIn();
    mockFetch({
      '/community/api/selectCommunityUserInfo': { body: envelope([]) },
      '/community/api/continueSubscription': {
        body: envelope([subscription({ feeType: 2, paymentId: 41 })]),
      },
    });
    renderWithApp(
      <ContinueSubscriptionDialog subscription={subscription({ feeType: 2 })} onClose={vi.fn()} />,
      {
        routes: [{ path: '/personalCenter/:id/paymentFlow', element: <p>payment 41 opened</p> }],
      },
    );
    expect(screen.getByText(/续订即支付一个新的订阅周期/)).toBeInTheDocument();
    expect(screen.queryByLabelText('天数')).toBeNull();
    await user.click(screen.getByRole('button', { name: '确认续订' }));
    expect(await screen.findByText('payment 41 opened')).toBeInTheDocument();
  });
});
