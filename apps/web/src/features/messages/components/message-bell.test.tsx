import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '@/lib/session';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { MessageBell } from './message-bell';

function signIn() {
  saveLogin({
    token: 't',
    tokenTime: Date.now() + 60_000,
    cust: { id: 1, userType: 1, nickName: 'a', portraitImg: '', email: '', phone: '' },
  });
}

function counts(systemMessageCount: number, publicMessageCount: number) {
  return mockFetch({
    '/community/api/queryCommunityMessage': { body: envelope([{ systemMessageCount, publicMessageCount }]) },
  });
}

describe('MessageBell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the sum of system and public unread messages and links to system messages', async () => {
    signIn();
    counts(3, 4);
    renderWithApp(<MessageBell />);
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('7');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/aboutUs/systemMessages');
  });

  it('hides the count at 0', async () => {
    signIn();
    const fetchSpy = counts(0, 0);
    renderWithApp(<MessageBell />);
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(await screen.findByRole('link', { name: '消息' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it("shows '···' above 99 and the number at exactly 99", async () => {
    signIn();
    counts(99, 1);
    const first = renderWithApp(<MessageBell />);
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('···');
    first.unmount();
    counts(98, 1);
    renderWithApp(<MessageBell />);
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('99');
  });

  it('is not there for visitors and asks nothing of the server', () => {
    const fetchSpy = counts(5, 5);
    renderWithApp(<MessageBell />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
