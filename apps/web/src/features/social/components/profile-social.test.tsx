import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { closeLoginDialog, getLoginDialogState } from '@/lib/login-dialog';
import { signIn } from '@/testing/accounts-fixtures';
import { callsTo, envelope, sentBody } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { card, mockSocialApi } from '../testing/social-fixtures';
import { ProfileAdminMenu } from './admin-menu';
import { FavouriteStrategyToggle, ProfileSocialActions } from './profile-social';

function renderHeaderActions(onStrategyChanged = vi.fn()) {
  return renderWithApp(
    <>
      <ProfileSocialActions mtId={7} />
      <FavouriteStrategyToggle mtId={7} />
      <ProfileAdminMenu mtId={7} strategyLocked={false} onStrategyChanged={onStrategyChanged} />
    </>,
  );
}

describe("the profile header's social actions", () => {
  const toasts = englishPageTest();

  it('asks a visitor to log in when he clicks follow, optional or favourite, and calls nothing', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockSocialApi();
    renderHeaderActions();

    const follow = await screen.findByRole('button', { name: 'Follow' });
    expect(screen.getByTestId('fans-count')).toHaveTextContent('12');
    await user.click(follow);
    expect(getLoginDialogState().open).toBe(true);

    act(() => closeLoginDialog());
    await user.click(screen.getByRole('button', { name: 'Add to optional' }));
    expect(getLoginDialogState().open).toBe(true);

    act(() => closeLoginDialog());
    await user.click(screen.getByRole('button', { name: 'Favourite strategy' }));
    expect(getLoginDialogState().open).toBe(true);

    for (const path of [
      '/community/api/addConcern',
      '/community/front/addSrCommunityOptional',
      '/community/api/favorAdd',
      // A visitor's state is not asked for: it is false.
      '/community/front/queryIsTraderOptional',
      '/community/api/queryIsCollected',
    ]) {
      expect(callsTo(fetchSpy, path), path).toHaveLength(0);
    }
    // Nobody but the site's administrator sees the admin menu.
    expect(screen.queryByRole('button', { name: 'Admin actions' })).not.toBeInTheDocument();
  });

  it("follows the account's owner at once with the fans count, and takes it back when refused", async () => {
    const user = userEvent.setup();
    signIn({ id: 9 });
    let refuse = false;
    const fetchSpy = mockSocialApi({
      '/community/api/addConcern': () =>
        refuse
          ? { status: 404, body: envelope([], 40400, 'This person no longer exists') }
          : { body: envelope([{ userId: 1, isFollowing: true, mutual: false, fansCount: 13 }]) },
      '/community/api/cancelConcern': {
        body: envelope([{ userId: 1, isFollowing: false, mutual: false, fansCount: 12 }]),
      },
    });
    renderHeaderActions();

    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('fans-count')).toHaveTextContent('13');
    expect(callsTo(fetchSpy, '/community/api/addConcern')[0]![0]).toContain('userId=1');
    expect(callsTo(fetchSpy, '/community/front/visitorQueryCommunityUserInfo')[0]![0]).toContain('mtId=7');

    await user.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('fans-count')).toHaveTextContent('12'));
    expect(callsTo(fetchSpy, '/community/api/cancelConcern')).toHaveLength(1);

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(callsTo(fetchSpy, '/community/api/addConcern')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('fans-count')).toHaveTextContent('12');
    expect(toasts.error).toHaveBeenCalledWith('This person no longer exists');
  });

  it('offers no follow button on one’s own account', async () => {
    signIn({ id: 1 });
    mockSocialApi({
      '/community/front/visitorQueryCommunityUserInfo': { body: envelope([card({ isSelf: true })]) },
    });
    renderHeaderActions();
    expect(await screen.findByTestId('fans-count')).toHaveTextContent('12');
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });

  it('adds the account to optional and favourites its strategy', async () => {
    const user = userEvent.setup();
    signIn({ id: 9 });
    const fetchSpy = mockSocialApi({
      '/community/front/addSrCommunityOptional': { body: envelope([{ mtAccId: 7, isOptional: true }]) },
      '/community/front/delSrCommunityOptional': { body: envelope([{ mtAccId: 7, isOptional: false }]) },
      '/community/api/favorAdd': {
        body: envelope([{ targetType: 'strategy', targetId: 7, collected: true }]),
      },
    });
    renderHeaderActions();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to optional' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Add to optional' }));
    expect(await screen.findByRole('button', { name: 'In optional' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(sentBody(callsTo(fetchSpy, '/community/front/addSrCommunityOptional')[0]![1])).toEqual({
      mtId: 7,
    });
    await user.click(screen.getByRole('button', { name: 'In optional' }));
    expect(await screen.findByRole('button', { name: 'Add to optional' })).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/community/front/delSrCommunityOptional')[0]![0]).toContain('mtId=7');

    await waitFor(() => expect(screen.getByRole('button', { name: 'Favourite strategy' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Favourite strategy' }));
    expect(await screen.findByRole('button', { name: 'Strategy favourited' })).toBeInTheDocument();
    expect(sentBody(callsTo(fetchSpy, '/community/api/favorAdd')[0]![1])).toEqual({
      targetType: 'strategy',
      targetId: 7,
    });
  });

  it('puts optional back when the list is full, with the server’s message', async () => {
    const user = userEvent.setup();
    signIn({ id: 9 });
    mockSocialApi({
      '/community/front/addSrCommunityOptional': {
        status: 403,
        body: envelope([], 25002, 'Your optional list can hold at most 200 trade accounts'),
      },
    });
    renderHeaderActions();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to optional' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Add to optional' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Your optional list can hold at most 200 trade accounts'),
    );
    expect(screen.getByRole('button', { name: 'Add to optional' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('gives the site administrator a menu to lock the strategy and the avatar, after confirming', async () => {
    const user = userEvent.setup();
    signIn({ id: 99, isAdmin: true });
    const onStrategyChanged = vi.fn();
    const fetchSpy = mockSocialApi({
      '/community/api/adminLockStrategy': { body: envelope([{ mtAccId: 7, strategyLocked: true }]) },
      '/community/api/adminLockAvatar': { body: envelope([{ userId: 1, avatarLocked: true }]) },
    });
    renderHeaderActions(onStrategyChanged);

    await user.click(await screen.findByRole('button', { name: 'Admin actions' }));
    await user.click(await screen.findByRole('menuitem', { name: /Lock strategy/ }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Lock this strategy?');
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
    await waitFor(() => expect(onStrategyChanged).toHaveBeenCalledTimes(1));
    expect(sentBody(callsTo(fetchSpy, '/community/api/adminLockStrategy')[0]![1])).toEqual({
      mtId: 7,
      locked: true,
    });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Admin actions' }));
    await user.click(await screen.findByRole('menuitem', { name: /Lock avatar/ }));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Lock Atlas Capital's avatar?");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchSpy, '/community/api/adminLockAvatar')).toHaveLength(0);
  });
});
