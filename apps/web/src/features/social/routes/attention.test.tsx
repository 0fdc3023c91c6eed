import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, envelope } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { attentionRow, card, mockSocialApi } from '../testing/social-fixtures';
import { AttenOtherRoute, OtherAttenRoute } from './attention';

const MEI = attentionRow({
  userId: 46,
  nickName: 'Mei Chen',
  userType: 1,
  tradeAccountCount: 0,
  mutual: true,
});
const OLIVER = attentionRow({ userId: 50, nickName: 'Oliver Grant', userType: 1, tradeAccountCount: 0 });

function renderAttention(path: string) {
  return renderWithApp(null, {
    path,
    routes: [
      { path: '/personalCenter/:id/attention/attenOther', element: <AttenOtherRoute /> },
      { path: '/personalCenter/:id/attention/otherAtten', element: <OtherAttenRoute /> },
    ],
    route: '/unused',
  });
}

const row = (name: string) => screen.getByText(name).closest('li')!;

describe('personalCenter/:id/attention', () => {
  const toasts = englishPageTest({ signedInAs: { id: 2 } });

  it('lists the people I follow with their badges, and unfollows at once (the row stays to undo)', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockSocialApi({
      '/community/api/queryAttenOther': { body: envelope([attentionRow(), MEI], 10000, 'ok', 2) },
      '/community/api/cancelConcern': {
        body: envelope([{ userId: 46, isFollowing: false, mutual: false, fansCount: 0 }]),
      },
      '/community/api/addConcern': {
        body: envelope([{ userId: 46, isFollowing: true, mutual: true, fansCount: 1 }]),
      },
    });
    renderAttention('/personalCenter/2/attention/attenOther');

    expect(await screen.findByText('Atlas Capital')).toBeInTheDocument();
    expect(within(row('Atlas Capital')).getByText('Trader')).toBeInTheDocument();
    expect(within(row('Atlas Capital')).queryByText('Mutual')).not.toBeInTheDocument();
    expect(within(row('Mei Chen')).getByText('Mutual')).toBeInTheDocument();
    expect(within(row('Mei Chen')).getByText('Trade accounts: 0')).toBeInTheDocument();

    await user.click(within(row('Mei Chen')).getByRole('button', { name: 'Unfollow' }));
    expect(await within(row('Mei Chen')).findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(within(row('Mei Chen')).queryByText('Mutual')).not.toBeInTheDocument();
    expect(callsTo(fetchSpy, '/community/api/cancelConcern')[0]![0]).toContain('userId=46');
    expect(await screen.findByText('You no longer follow Mei Chen')).toBeInTheDocument();

    await user.click(within(row('Mei Chen')).getByRole('button', { name: 'Follow' }));
    expect(await within(row('Mei Chen')).findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/community/api/addConcern')[0]![0]).toContain('userId=46');
  });

  it("opens a trader's public trade accounts from his row", async () => {
    const user = userEvent.setup();
    mockSocialApi({
      '/community/api/queryAttenOther': { body: envelope([attentionRow()], 10000, 'ok', 1) },
      '/community/front/visitorQueryCommunityUserInfo': {
        body: envelope([
          card({
            isFollowing: true,
            tradeAccounts: [
              { mtAccId: 7, login: '6100002', loginOrder: 2, platformName: 'Meridian Markets' },
              { mtAccId: 8, login: '7100001', loginOrder: 3, platformName: 'Orion FX' },
            ],
          }),
        ]),
      },
    });
    renderAttention('/personalCenter/2/attention/attenOther');
    await user.click(await screen.findByRole('button', { name: 'Trade accounts: 2' }));
    expect(await screen.findByRole('link', { name: '#3 7100001' })).toHaveAttribute(
      'href',
      '/community/trader/8',
    );
  });

  it('offers to follow my fans back, and keeps the button when the server refuses', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockSocialApi({
      '/community/api/queryOtherAtten': { body: envelope([OLIVER, MEI], 10000, 'ok', 2) },
      '/community/api/addConcern': { status: 404, body: envelope([], 40400, 'Not found') },
    });
    renderAttention('/personalCenter/2/attention/otherAtten');

    expect(await screen.findByRole('tab', { name: 'Fans', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Oliver Grant')).toBeInTheDocument();
    expect(within(row('Mei Chen')).getByText('Mutual')).toBeInTheDocument();
    expect(within(row('Mei Chen')).getByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    const followBack = within(row('Oliver Grant')).getByRole('button', { name: 'Follow back' });
    await user.click(followBack);
    await waitFor(() => expect(callsTo(fetchSpy, '/community/api/addConcern')).toHaveLength(1));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Not found'));
    expect(within(row('Oliver Grant')).getByRole('button', { name: 'Follow back' })).toBeInTheDocument();
    expect(within(row('Oliver Grant')).queryByText('Mutual')).not.toBeInTheDocument();
  });

  it('switches tabs by path and shows each empty state', async () => {
    const user = userEvent.setup();
    mockSocialApi({
      '/community/api/queryAttenOther': { body: envelope([], 10000, 'ok', 0) },
      '/community/api/queryOtherAtten': { body: envelope([], 10000, 'ok', 0) },
    });
    const { router } = renderAttention('/personalCenter/2/attention/attenOther');
    expect(await screen.findByText('You are not following anyone yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the strategy square' })).toHaveAttribute(
      'href',
      '/community/trader',
    );
    await user.click(screen.getByRole('tab', { name: 'Fans' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/personalCenter/2/attention/otherAtten'),
    );
    expect(await screen.findByText('No fans yet')).toBeInTheDocument();
  });
});
