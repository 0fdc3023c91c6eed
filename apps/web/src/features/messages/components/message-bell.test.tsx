import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '@/lib/session';
import { callsTo, envelope, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { MessageBell } from './message-bell';

const cust = { id: 1, userType: 1, nickName: 'a', portraitImg: '', email: '', phone: '' };
/** The signed-in user as the server tells it (the bell links into his own personal center). */
const userInfo = { '/community/api/selectCommunityUserInfo': { body: envelope([cust]) } };

function signIn() {
  saveLogin({ token: 't', tokenTime: Date.now() + 60_000, cust });
}

function counts(systemMessageCount: number, publicMessageCount: number) {
  return mockFetch({
    ...userInfo,
    '/community/api/queryCommunityMessage': { body: envelope([{ systemMessageCount, publicMessageCount }]) },
  });
}

describe('MessageBell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the sum of system and public unread messages and opens the messages of the personal center', async () => {
    signIn();
    counts(3, 4);
    renderWithApp(<MessageBell />);
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('7');
    // The signed-in user's own messages page, inside his personal center (not under About us).
    expect(screen.getByRole('link')).toHaveAttribute('href', '/personalCenter/1/messages');
  });

  it('takes a tap on the bell to the messages page of the personal center', async () => {
    const user = userEvent.setup();
    signIn();
    counts(1, 0);
    const { router } = renderWithApp(<MessageBell />, {
      path: '/home',
      routes: [{ path: '/personalCenter/:id/messages', element: <p>messages page</p> }],
    });
    await user.click(await screen.findByRole('link', { name: /消息/ }));
    expect(await screen.findByText('messages page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/personalCenter/1/messages');
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

  it('pointing at it shows the newest unread notices; one leads where it says and is marked read', async () => {
    const user = userEvent.setup();
    signIn();
    const now = Date.now();
    const unread = Array.from({ length: 5 }, (_, i) => ({
      noticeId: 50 + i,
      noticeType: 1,
      title: `Notice ${i + 1}`,
      content: 'text',
      isRead: false,
      createTime: now - (i + 1) * 60_000,
      kind: i === 0 ? 'newFollower' : 'rechargePassed',
      link: i === 0 ? '/personalCenter/1/attention/otherAtten' : '',
    }));
    const spy = mockFetch({
      ...userInfo,
      '/community/api/queryCommunityMessage': {
        body: envelope([{ systemMessageCount: 7, publicMessageCount: 0 }]),
      },
      '/community/api/queryUnreadNotice': { body: envelope(unread, 10000, 'ok', 7) },
      '/community/api/readCommunityNotice': { body: envelope([]) },
    });
    const { router } = renderWithApp(<MessageBell />, {
      path: '/home',
      routes: [{ path: '/personalCenter/:id/attention/otherAtten', element: <p>fans page</p> }],
    });
    expect(callsTo(spy, '/community/api/queryUnreadNotice')).toHaveLength(0);
    await user.hover(await screen.findByRole('link', { name: /消息/ }));
    const list = await screen.findByRole('list', { name: '未读消息' });
    expect(within(list).getAllByRole('link')).toHaveLength(5);
    const [call] = callsTo(spy, '/community/api/queryUnreadNotice');
    expect(call![0]).toContain('unreadOnly=true');
    expect(call![0]).toContain('pageSize=5');
    expect(screen.getByText('还有 2 条未读')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看全部' })).toHaveAttribute(
      'href',
      '/personalCenter/1/messages',
    );
    // A notice without a link opens the messages page.
    expect(within(list).getByRole('link', { name: /Notice 2/ })).toHaveAttribute(
      'href',
      '/personalCenter/1/messages',
    );

    await user.click(within(list).getByRole('link', { name: /Notice 1/ }));
    expect(await screen.findByText('fans page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/personalCenter/1/attention/otherAtten');
    await waitFor(() => expect(callsTo(spy, '/community/api/readCommunityNotice')).toHaveLength(1));
    expect(callsTo(spy, '/community/api/readCommunityNotice')[0]![0]).toContain('noticeId=50');
  });
});
