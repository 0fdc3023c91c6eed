import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/testing/accounts-fixtures';
import { callsTo, envelope, mockFetch, sentBody } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { NoticeSettingsCard } from './notice-settings';

const ALL_ON = { comments: true, follows: true, subscriptions: true, copySkipped: true, connection: true };
const FLAGS = '/community/front/queryUserCommunityNoticeFlag';
const UPDATE = '/community/front/updateUserCommunityNoticeFlag';

function flagsAnswer(flags = ALL_ON) {
  return { body: envelope([{ flags, fixed: ['money', 'reviews', 'public'] }]) };
}

describe('NoticeSettingsCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a switch per group with its description, and the fixed groups greyed and on', async () => {
    signIn();
    mockFetch({ [FLAGS]: flagsAnswer({ ...ALL_ON, follows: false }) });
    renderWithApp(<NoticeSettingsCard />);
    const comments = await screen.findByRole('switch', { name: '评论与回复' });
    expect(comments).toBeChecked();
    expect(comments).toHaveAccessibleDescription('有人评论您的策略或回复您的评论');
    expect(screen.getByRole('switch', { name: '新粉丝' })).not.toBeChecked();
    const money = screen.getByRole('switch', { name: '资金变动' });
    expect(money).toBeChecked();
    expect(money).toBeDisabled();
    expect(screen.getAllByText('始终开启')).toHaveLength(3);
  });

  it('saves a switch as it is flipped, showing the new state at once', async () => {
    const user = userEvent.setup();
    signIn();
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const spy = mockFetch({
      [FLAGS]: flagsAnswer(),
      [UPDATE]: async () => {
        await answered;
        return flagsAnswer({ ...ALL_ON, copySkipped: false });
      },
    });
    renderWithApp(<NoticeSettingsCard />);
    const skipped = await screen.findByRole('switch', { name: '未跟单提醒' });
    await user.click(skipped);
    // Optimistic: off before the server answers.
    expect(skipped).not.toBeChecked();
    await waitFor(() => expect(callsTo(spy, UPDATE)).toHaveLength(1));
    expect(sentBody(callsTo(spy, UPDATE)[0]![1])).toEqual({ copySkipped: false });
    release();
    await waitFor(() => expect(screen.getByRole('switch', { name: '未跟单提醒' })).not.toBeChecked());
    expect(screen.getByRole('switch', { name: '评论与回复' })).toBeChecked();
  });

  it('puts the switch back when the server refuses, and says why', async () => {
    const user = userEvent.setup();
    signIn();
    mockFetch({
      [FLAGS]: flagsAnswer(),
      [UPDATE]: { status: 400, body: envelope([], 40000, '提交的信息有误，请检查后重试') },
    });
    renderWithApp(<NoticeSettingsCard />);
    // The request layer shows the server's text (antd message in the app, the console in tests).
    const shown = vi.spyOn(console, 'error').mockImplementation(() => {});
    const connection = await screen.findByRole('switch', { name: '账户连接' });
    await user.click(connection);
    await waitFor(() => expect(shown).toHaveBeenCalledWith('提交的信息有误，请检查后重试'));
    await waitFor(() => expect(screen.getByRole('switch', { name: '账户连接' })).toBeChecked());
    shown.mockRestore();
  });

  it('offers a retry when the switches cannot be loaded', async () => {
    signIn();
    mockFetch({ [FLAGS]: { status: 500, body: envelope([], 50000, '服务器错误') } });
    renderWithApp(<NoticeSettingsCard />);
    expect(await screen.findByText('通知设置加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重试|Retry/ })).toBeInTheDocument();
  });
});
