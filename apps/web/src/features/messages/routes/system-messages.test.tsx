import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/testing/accounts-fixtures';
import { callsTo, envelope, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { SystemMessagesRoute } from './system-messages';

const NOW = Date.now();

const SKIPPED = {
  noticeId: 31,
  noticeType: 1,
  title: '有交易未跟单：跟单已暂停',
  content: '交易员账户 #7400001 的 EURUSD 订单 #9 未复制到您的跟单账户。',
  isRead: false,
  createTime: NOW - 5 * 60_000,
  kind: 'copySkipped',
  link: '/personalCenter/7/account/copyOrder?subscriptionId=4&tab=skipped',
};
const PUBLIC = {
  noticeId: 32,
  noticeType: 2,
  title: '周末系统维护',
  content: '本周六 02:00-04:00 系统维护。',
  isRead: false,
  createTime: NOW - 20 * 60_000,
  kind: 'publicMessage',
  link: '',
};

/** A server with one unread system and one unread public notice; readUnreadNotice marks them read. */
function routes() {
  const read = { 1: false, 2: false };
  const counts = () => ({ systemMessageCount: read[1] ? 0 : 1, publicMessageCount: read[2] ? 0 : 1 });
  return mockFetch({
    '/community/api/queryCommunityMessage': () => ({ body: envelope([counts()]) }),
    '/community/api/queryUnreadNotice': (url) => {
      const type = url.searchParams.get('noticeType');
      const all = [
        { ...SKIPPED, isRead: read[1] },
        { ...PUBLIC, isRead: read[2] },
      ];
      const items = all.filter((n) => type === '0' || String(n.noticeType) === type);
      return { body: envelope(items, 10000, 'ok', items.length) };
    },
    '/community/api/readUnreadNotice': (url) => {
      const type = url.searchParams.get('noticeType');
      const marked = (type !== '2' && !read[1] ? 1 : 0) + (type !== '1' && !read[2] ? 1 : 0);
      if (type !== '2') read[1] = true;
      if (type !== '1') read[2] = true;
      return { body: envelope([{ marked, ...counts() }]) };
    },
    '/community/api/readCommunityNotice': { body: envelope([]) },
  });
}

describe('/aboutUs/systemMessages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists notices with their kind, how long ago, and a preview', async () => {
    signIn();
    routes();
    renderWithApp(<SystemMessagesRoute />);
    const items = await screen.findAllByTestId('notice');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('有交易未跟单：跟单已暂停')).toBeInTheDocument();
    expect(within(items[0]!).getByText('5分钟前')).toBeInTheDocument();
    expect(within(items[1]!).getByText('20分钟前')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('img', { name: '未读' })).toBeInTheDocument();
  });

  it('marks the open tab read through readUnreadNotice (the public tab: type 2)', async () => {
    const user = userEvent.setup();
    signIn();
    const spy = routes();
    renderWithApp(<SystemMessagesRoute />);
    await screen.findAllByTestId('notice');
    await user.click(screen.getByRole('tab', { name: /公共消息/ }));
    await waitFor(() => expect(screen.getAllByTestId('notice')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: /全部标为已读/ }));
    await waitFor(() => expect(callsTo(spy, '/community/api/readUnreadNotice')).toHaveLength(1));
    expect(callsTo(spy, '/community/api/readUnreadNotice')[0]![0]).toContain('noticeType=2');
    expect(await screen.findByText('已将 1 条消息标为已读')).toBeInTheDocument();
    // The bell's counts come from the answer: the public tab has nothing unread now.
    await waitFor(() => expect(screen.getByRole('button', { name: /全部标为已读/ })).toBeDisabled());
  });

  it('the all tab marks both types (noticeType 0)', async () => {
    const user = userEvent.setup();
    signIn();
    const spy = routes();
    renderWithApp(<SystemMessagesRoute />);
    await screen.findAllByTestId('notice');
    await user.click(screen.getByRole('button', { name: /全部标为已读/ }));
    await waitFor(() => expect(callsTo(spy, '/community/api/readUnreadNotice')).toHaveLength(1));
    expect(callsTo(spy, '/community/api/readUnreadNotice')[0]![0]).toContain('noticeType=0');
  });

  it('opens a notice in place, marks it read, and its link leads where it says', async () => {
    const user = userEvent.setup();
    signIn();
    const spy = routes();
    const { router } = renderWithApp(<SystemMessagesRoute />, {
      path: '/aboutUs/systemMessages',
      routes: [{ path: '/personalCenter/:id/account/copyOrder', element: <p>copy orders page</p> }],
    });
    const [first] = await screen.findAllByTestId('notice');
    await user.click(within(first!).getByRole('button', { name: /有交易未跟单/ }));
    expect(within(first!).getByRole('button', { name: /有交易未跟单/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() => expect(callsTo(spy, '/community/api/readCommunityNotice')).toHaveLength(1));
    expect(callsTo(spy, '/community/api/readCommunityNotice')[0]![0]).toContain('noticeId=31');

    await user.click(within(first!).getByRole('link', { name: /前往查看/ }));
    expect(await screen.findByText('copy orders page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/personalCenter/7/account/copyOrder');
    expect(router.state.location.search).toBe('?subscriptionId=4&tab=skipped');
  });

  it('a notice without a link has none', async () => {
    signIn();
    routes();
    renderWithApp(<SystemMessagesRoute />);
    const items = await screen.findAllByTestId('notice');
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows an empty tab with a hint', async () => {
    signIn();
    mockFetch({
      '/community/api/queryCommunityMessage': {
        body: envelope([{ systemMessageCount: 0, publicMessageCount: 0 }]),
      },
      '/community/api/queryUnreadNotice': { body: envelope([], 10000, 'ok', 0) },
    });
    renderWithApp(<SystemMessagesRoute />);
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
    expect(screen.getByText('有新的系统通知或公告时会显示在这里。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /全部标为已读/ })).toBeDisabled();
  });
});
