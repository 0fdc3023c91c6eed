import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/testing/accounts-fixtures';
import { subscription } from '@/testing/copy-fixtures';
import { callsTo, envelope, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';

function mockCancel(answer = { body: envelope([subscription({ state: 'closing' })]) } as const) {
  return mockFetch({
    '/community/api/selectCommunityUserInfo': { body: envelope([]) },
    '/community/api/cancelSubscription': answer,
  });
}

const cancelUrl = (spy: ReturnType<typeof mockFetch>) =>
  new URL(callsTo(spy, '/community/api/cancelSubscription')[0]![0], 'http://localhost');

describe('CancelSubscriptionDialog (DOMAIN.md, Closing)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('explains both close modes and sends "close following the trader" by default', async () => {
    const user = userEvent.setup();
    signIn();
    const spy = mockCancel();
    const onClose = vi.fn();
    renderWithApp(<CancelSubscriptionDialog subscription={subscription()} onClose={onClose} />);
    expect(screen.getByText(/已持有的跟单保持关联，在交易员平仓时随之平仓/)).toBeInTheDocument();
    expect(screen.getByText(/已持有的跟单与交易员解除关联，保持持仓直到您自行平仓/)).toBeInTheDocument();
    expect(screen.getByText('当前持仓跟单 2 笔，请选择处理方式：')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确认取消' }));
    await waitFor(() => expect(callsTo(spy, '/community/api/cancelSubscription')).toHaveLength(1));
    expect(cancelUrl(spy).searchParams.get('subscriptionId')).toBe('12');
    expect(cancelUrl(spy).searchParams.get('closeMode')).toBe('followTrader');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('sends "manual" when the follower chooses to close the copies himself', async () => {
    const user = userEvent.setup();
    signIn();
    const spy = mockCancel();
    renderWithApp(<CancelSubscriptionDialog subscription={subscription()} onClose={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: /手动平仓/ }));
    await user.click(screen.getByRole('button', { name: '确认取消' }));
    await waitFor(() => expect(callsTo(spy, '/community/api/cancelSubscription')).toHaveLength(1));
    expect(cancelUrl(spy).searchParams.get('closeMode')).toBe('manual');
  });

  it('starts from the cancel mode saved in the trade settings', async () => {
    const user = userEvent.setup();
    signIn();
    const spy = mockFetch({
      '/community/api/selectCommunityUserInfo': { body: envelope([]) },
      '/community/api/queryTradeSettings': {
        body: envelope([
          {
            copyType: 1,
            copyValue: '0.10',
            direction: 1,
            maxOpenPositions: null,
            cancelMode: 'manual',
            reverseAllowed: true,
            saved: true,
          },
        ]),
      },
      '/community/api/cancelSubscription': { body: envelope([subscription({ state: 'cancelled' })]) },
    });
    renderWithApp(<CancelSubscriptionDialog subscription={subscription()} onClose={vi.fn()} />);
    await waitFor(() => expect(screen.getByRole('radio', { name: /手动平仓/ })).toBeChecked());
    await user.click(screen.getByRole('button', { name: '确认取消' }));
    await waitFor(() => expect(callsTo(spy, '/community/api/cancelSubscription')).toHaveLength(1));
    expect(cancelUrl(spy).searchParams.get('closeMode')).toBe('manual');
  });

  it('shows 23006 when the subscription has already ended, and stays open', async () => {
    const user = userEvent.setup();
    signIn();
    mockCancel({ status: 409, body: envelope([], 23006, '订阅已结束') } as never);
    const onClose = vi.fn();
    renderWithApp(<CancelSubscriptionDialog subscription={subscription()} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: '确认取消' }));
    expect(await screen.findByText('订阅已结束')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
