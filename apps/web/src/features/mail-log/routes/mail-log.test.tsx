import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { formatDate } from '@/lib/format';
import { signIn } from '@/testing/accounts-fixtures';
import { callsTo, envelope, mockFetch, type MockRoute } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { MailLogRoute } from './mail-log';

const MAIL = {
  id: 12,
  channel: 'email',
  to: 'newcomer@example.com',
  subject: '【Meridian FX】您的验证码：482913',
  text: '您好，\n\n您正在进行注册账号，验证码为：482913\n验证码10分钟内有效。',
  createdAt: Date.UTC(2026, 10, 21, 8, 30),
};
const SMS = {
  id: 11,
  channel: 'sms',
  to: '13912345678',
  subject: '【Meridian FX】您的验证码：730021',
  text: '【Meridian FX】验证码730021，用于注册账号，10分钟内有效，请勿泄露。',
  createdAt: Date.UTC(2026, 10, 21, 8, 10),
};

const LOG = '/community/api/adminQueryOutbox';

/** The log as the server answers it: filtered by channel and recipient, paged, with the total. */
const logRoute =
  (rows: (typeof MAIL)[], total?: number): MockRoute =>
  (url) => {
    const channel = url.searchParams.get('channel');
    const recipient = url.searchParams.get('recipient')?.toLowerCase();
    const matching = rows.filter(
      (row) => (!channel || row.channel === channel) && (!recipient || row.to.includes(recipient)),
    );
    return { body: envelope(matching, 10000, 'ok', total ?? matching.length) };
  };

/** A wide screen, where the log is a table (antd's breakpoints are min-width queries); phones get cards. */
function wideScreen() {
  const original = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => ({ ...original(query), matches: true });
  return () => {
    window.matchMedia = original;
  };
}

const queryOf = (spy: Parameters<typeof callsTo>[0]) =>
  callsTo(spy, LOG).map(([url]) => Object.fromEntries(new URL(url, 'http://localhost').searchParams));

describe('personalCenter/:id/mailLog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is closed to anyone but the site admin, and asks the server nothing', async () => {
    signIn();
    const spy = mockFetch({ '/community/api/selectCommunityUserInfo': { body: envelope([]) } });
    renderWithApp(<MailLogRoute />);
    expect(await screen.findByText('仅站点管理员可以访问此页面')).toBeInTheDocument();
    expect(callsTo(spy, LOG)).toHaveLength(0);
  });

  it('lists the mails and texts with channel, recipient, subject, text, code and time', async () => {
    const restore = wideScreen();
    onTestFinished(restore);
    signIn({ isAdmin: true });
    mockFetch({
      '/community/api/selectCommunityUserInfo': { body: envelope([]) },
      [LOG]: logRoute([MAIL, SMS]),
    });
    renderWithApp(<MailLogRoute />);

    expect(await screen.findByRole('heading', { name: '邮件与短信记录' })).toBeInTheDocument();
    expect(screen.getByText('这些消息并未实际送达')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '邮件与短信记录' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [mailRow, smsRow] = rows as [HTMLElement, HTMLElement];
    expect(within(mailRow).getByText('邮件')).toBeInTheDocument();
    expect(within(mailRow).getByText('newcomer@example.com')).toBeInTheDocument();
    expect(within(mailRow).getByText(MAIL.subject)).toBeInTheDocument();
    expect(within(mailRow).getByText('482913')).toBeInTheDocument();
    expect(within(mailRow).getByText(formatDate(MAIL.createdAt, 'YYYY-MM-DD'))).toBeInTheDocument();
    expect(within(mailRow).getByText(formatDate(MAIL.createdAt, 'HH:mm:ss'))).toBeInTheDocument();
    expect(within(smsRow).getByText('短信')).toBeInTheDocument();
    expect(within(smsRow).getByText('13912345678')).toBeInTheDocument();
    expect(within(smsRow).getByText('730021')).toBeInTheDocument();
    expect(mailRow.textContent).toContain('您正在进行注册账号');
  });

  it('filters by channel and by recipient, and clears the filters from the empty state', async () => {
    const user = userEvent.setup();
    signIn({ isAdmin: true });
    const spy = mockFetch({
      '/community/api/selectCommunityUserInfo': { body: envelope([]) },
      [LOG]: logRoute([MAIL, SMS]),
    });
    renderWithApp(<MailLogRoute />);
    // A phone's cards, one per message.
    const cards = await screen.findByRole('list', { name: '邮件与短信记录' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(queryOf(spy)[0]).toEqual({ page: '1', pageSize: '20' });

    await user.click(screen.getByRole('radio', { name: /短信/ }).closest('label')!);
    await waitFor(() => expect(queryOf(spy).at(-1)).toEqual({ page: '1', pageSize: '20', channel: 'sms' }));
    await waitFor(() => expect(screen.queryByText('newcomer@example.com')).not.toBeInTheDocument());
    expect(screen.getByText('13912345678')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: '按邮箱或手机号搜索' }), ' nobody {Enter}');
    await waitFor(() =>
      expect(queryOf(spy).at(-1)).toEqual({ page: '1', pageSize: '20', channel: 'sms', recipient: 'nobody' }),
    );
    expect(await screen.findByText('没有符合条件的记录')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(queryOf(spy).at(-1)).toEqual({ page: '1', pageSize: '20' }));
    expect(await screen.findByText('newcomer@example.com')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '按邮箱或手机号搜索' })).toHaveValue('');
  });

  it('says what will appear when the log is empty', async () => {
    signIn({ isAdmin: true });
    mockFetch({ '/community/api/selectCommunityUserInfo': { body: envelope([]) }, [LOG]: logRoute([]) });
    renderWithApp(<MailLogRoute />);
    expect(await screen.findByText('暂无邮件或短信')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '清除筛选' })).not.toBeInTheDocument();
  });

  it('pages through a long log', async () => {
    const user = userEvent.setup();
    signIn({ isAdmin: true });
    const spy = mockFetch({
      '/community/api/selectCommunityUserInfo': { body: envelope([]) },
      [LOG]: logRoute([MAIL, SMS], 45),
    });
    renderWithApp(<MailLogRoute />);
    const pager = await screen.findByRole('navigation', { name: /分页/ });
    await user.click(within(pager).getByText('2'));
    await waitFor(() => expect(queryOf(spy).at(-1)).toEqual({ page: '2', pageSize: '20' }));
  });
});
