import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/testing/accounts-fixtures';
import { rankingRow } from '@/testing/community-fixtures';
import { callsTo, envelope, mockFetch, sentBody } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { recommendation } from './square-fixtures';
import { StarsAdminEntry } from './stars-admin';
import { StarsAdminPanel } from './stars-admin-panel';

function mockAdmin(addAnswer?: { status: number; body: unknown }) {
  return mockFetch({
    '/community/api/selectCommunityUserInfo': { body: envelope([]) },
    '/mam/main/getChooseTodayStarList': {
      body: envelope(
        [
          recommendation(),
          recommendation({ id: 6, userName: 'Willow Carry', state: 'upcoming', remark: '' }),
        ],
        10000,
        'ok',
        2,
      ),
    },
    '/community/front/selectbyfilter': { body: envelope([rankingRow()], 10000, 'ok', 1) },
    '/mam/main/addSrRecommendedToday': addAnswer ?? { body: envelope([]) },
    '/mam/main/srRecommendedToday/6': { status: 404, body: envelope([], 40400, '推荐不存在') },
  });
}

/** Types a day into an antd date picker and confirms it. */
async function typeDay(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, day: string) {
  await user.click(input);
  await user.clear(input);
  await user.type(input, `${day}{Enter}`);
}

describe('managing today’s stars', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is offered to the site admin only', async () => {
    mockAdmin();
    const visitor = renderWithApp(<StarsAdminEntry />);
    expect(screen.queryByRole('button', { name: /管理今日之星/ })).not.toBeInTheDocument();
    visitor.unmount();

    signIn({ isAdmin: false });
    const member = renderWithApp(<StarsAdminEntry />);
    expect(screen.queryByRole('button', { name: /管理今日之星/ })).not.toBeInTheDocument();
    member.unmount();

    const user = userEvent.setup();
    signIn({ isAdmin: true });
    renderWithApp(<StarsAdminEntry />);
    await user.click(screen.getByRole('button', { name: /管理今日之星/ }));
    const drawer = await screen.findByRole('dialog', { name: '管理今日之星' });
    expect(await within(drawer).findByText('Steady EURUSD trend follower')).toBeInTheDocument();
    expect(within(drawer).getByText('展示中')).toBeInTheDocument();
    expect(within(drawer).getByText('未开始')).toBeInTheDocument();
  });

  it('refuses a last day before the first day', async () => {
    const user = userEvent.setup();
    signIn({ isAdmin: true });
    const spy = mockAdmin();
    renderWithApp(<StarsAdminPanel />);
    await user.click(await screen.findByRole('button', { name: /添加推荐/ }));
    const dialog = await screen.findByRole('dialog', { name: '添加今日之星' });

    await user.click(within(dialog).getByRole('combobox', { name: '交易账户' }));
    await user.click(await screen.findByText('Atlas Capital', { selector: '.ant-select-item-option *' }));
    // The picker offers no last day before the first one; moving the first day later is refused.
    await typeDay(user, within(dialog).getByRole('textbox', { name: '开始日期' }), '2026-05-01');
    await typeDay(user, within(dialog).getByPlaceholderText('直到删除'), '2026-06-01');
    await typeDay(user, within(dialog).getByRole('textbox', { name: '开始日期' }), '2026-06-10');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

    expect(await within(dialog).findByText('结束日期不能早于开始日期')).toBeInTheDocument();
    expect(callsTo(spy, '/mam/main/addSrRecommendedToday')).toHaveLength(0);

    // A last day on or after the first day is sent.
    await typeDay(user, within(dialog).getByPlaceholderText('直到删除'), '2026-06-20');
    await user.type(
      within(dialog).getByPlaceholderText('例如：回撤控制出色，适合稳健型跟单者'),
      'Calm trader',
    );
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(callsTo(spy, '/mam/main/addSrRecommendedToday')).toHaveLength(1));
    expect(sentBody(callsTo(spy, '/mam/main/addSrRecommendedToday')[0]![1])).toEqual({
      mtId: 1,
      startDay: '2026-06-10',
      endDay: '2026-06-20',
      sort: 0,
      remark: 'Calm trader',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '添加今日之星' })).not.toBeInTheDocument(),
    );
  });

  it('shows the server’s refusals in place', async () => {
    const user = userEvent.setup();
    signIn({ isAdmin: true });
    mockAdmin({ status: 409, body: envelope([], 40900, '该账户在这些日期已被推荐') });
    renderWithApp(<StarsAdminPanel />);
    await user.click(await screen.findByRole('button', { name: /添加推荐/ }));
    const dialog = await screen.findByRole('dialog', { name: '添加今日之星' });
    await user.click(within(dialog).getByRole('combobox', { name: '交易账户' }));
    await user.click(await screen.findByText('Atlas Capital', { selector: '.ant-select-item-option *' }));
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('该账户在这些日期已被推荐');

    // Deleting a pick the server no longer has.
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await user.click(screen.getByRole('button', { name: '删除 Willow Carry 的推荐' }));
    await user.click(await screen.findByRole('button', { name: /^删\s*除$/ }));
    expect(await screen.findByText('推荐不存在')).toBeInTheDocument();
  });
});
