import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/testing/accounts-fixtures';
import { callsTo, envelope, mockFetch, sentBody } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { PublicMessagesRoute } from './public-messages';

const LIST = '/community/api/adminQueryPublicMessages';
const PUBLISH = '/community/api/adminPublishPublicMessage';
const WITHDRAW = '/community/api/adminWithdrawPublicMessage';

const MESSAGE = {
  id: 3,
  title: { zh_CN: '周末系统维护', en_US: 'Weekend maintenance', zh_Hant: '' },
  content: { zh_CN: '本周六 02:00-04:00 系统维护，期间暂停跟单。', en_US: 'Copying pauses.', zh_Hant: '' },
  recipients: 120,
  readCount: 30,
  withdrawn: false,
  authorName: 'Desk',
  createdAt: Date.UTC(2026, 10, 21, 8),
};

function admin() {
  signIn({ isAdmin: true });
}

describe('the public messages page (site admin)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is closed to anyone but the site admin, and asks the server nothing', async () => {
    signIn();
    const spy = mockFetch({ '/community/api/selectCommunityUserInfo': { body: envelope([]) } });
    renderWithApp(<PublicMessagesRoute />);
    expect(await screen.findByText('仅站点管理员可以访问此页面')).toBeInTheDocument();
    expect(callsTo(spy, LIST)).toHaveLength(0);
  });

  it('lists published messages with their languages, recipients and reads', async () => {
    admin();
    mockFetch({
      '/community/api/selectCommunityUserInfo': { body: envelope([]) },
      [LIST]: {
        body: envelope([MESSAGE, { ...MESSAGE, id: 2, withdrawn: true, readCount: 0 }], 10000, 'ok', 2),
      },
    });
    renderWithApp(<PublicMessagesRoute />);
    const list = await screen.findByRole('list', { name: '已发布的公共消息' });
    const [live, withdrawn] = within(list).getAllByRole('listitem');
    expect(within(live!).getByText('周末系统维护')).toBeInTheDocument();
    expect(within(live!).getByText('120')).toBeInTheDocument();
    expect(within(live!).getByText('已读 30 / 120')).toBeInTheDocument();
    expect(within(live!).getByText('English')).toBeInTheDocument();
    expect(within(live!).queryByText('繁體中文')).not.toBeInTheDocument();
    expect(within(withdrawn!).getByText('已撤回')).toBeInTheDocument();
    expect(within(withdrawn!).queryByRole('button', { name: '撤回' })).not.toBeInTheDocument();
  });

  it('shows an empty state with the publish button', async () => {
    admin();
    mockFetch({
      '/community/api/selectCommunityUserInfo': { body: envelope([]) },
      [LIST]: { body: envelope([], 10000, 'ok', 0) },
    });
    renderWithApp(<PublicMessagesRoute />);
    expect(await screen.findByText('还没有发布过公共消息')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /发布公告/ })).toHaveLength(2);
  });

  it('checks the dialog with the shared rules, then publishes the three languages', async () => {
    const user = userEvent.setup();
    admin();
    const spy = mockFetch({
      '/community/api/selectCommunityUserInfo': { body: envelope([]) },
      [LIST]: { body: envelope([], 10000, 'ok', 0) },
      [PUBLISH]: { body: envelope([{ ...MESSAGE, recipients: 42 }]) },
    });
    renderWithApp(<PublicMessagesRoute />);
    await screen.findByText('还没有发布过公共消息');
    await user.click(screen.getAllByRole('button', { name: /发布公告/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '发布' }));
    await waitFor(() => expect(within(dialog).getAllByText('此项为必填项')).toHaveLength(2));
    expect(callsTo(spy, PUBLISH)).toHaveLength(0);

    await user.type(within(dialog).getAllByLabelText('标题')[0]!, '周末系统维护');
    await user.type(within(dialog).getAllByLabelText('内容')[0]!, '本周六系统维护。');
    await user.click(within(dialog).getByRole('tab', { name: /English/ }));
    await user.type(within(dialog).getAllByLabelText('标题')[1]!, 'Weekend maintenance');
    await user.click(within(dialog).getByRole('button', { name: '发布' }));
    await waitFor(() => expect(callsTo(spy, PUBLISH)).toHaveLength(1));
    expect(sentBody(callsTo(spy, PUBLISH)[0]![1])).toEqual({
      title: { zh_CN: '周末系统维护', en_US: 'Weekend maintenance', zh_Hant: '' },
      content: { zh_CN: '本周六系统维护。', en_US: '', zh_Hant: '' },
    });
    expect(await screen.findByText('已发布给 42 位用户')).toBeInTheDocument();
  });

  it("puts the server's field errors under their fields, on their language's tab", async () => {
    const user = userEvent.setup();
    admin();
    mockFetch({
      '/community/api/selectCommunityUserInfo': { body: envelope([]) },
      [LIST]: { body: envelope([], 10000, 'ok', 0) },
      [PUBLISH]: {
        status: 400,
        body: envelope(
          [{ field: 'content.zh_Hant', message: '长度不能超过5000个字符' }],
          40000,
          '提交的信息有误',
        ),
      },
    });
    renderWithApp(<PublicMessagesRoute />);
    await screen.findByText('还没有发布过公共消息');
    await user.click(screen.getAllByRole('button', { name: /发布公告/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getAllByLabelText('标题')[0]!, '维护');
    await user.type(within(dialog).getAllByLabelText('内容')[0]!, '维护通知');
    await user.click(within(dialog).getByRole('button', { name: '发布' }));
    expect(await within(dialog).findByText('长度不能超过5000个字符')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: /繁體中文/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('withdraws only after the confirmation', async () => {
    const user = userEvent.setup();
    admin();
    const spy = mockFetch({
      '/community/api/selectCommunityUserInfo': { body: envelope([]) },
      [LIST]: { body: envelope([MESSAGE], 10000, 'ok', 1) },
      [WITHDRAW]: { body: envelope([{ ...MESSAGE, withdrawn: true, readCount: 0 }]) },
    });
    renderWithApp(<PublicMessagesRoute />);
    await user.click(await screen.findByRole('button', { name: '撤回' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('撤回这条公共消息？')).toBeInTheDocument();
    expect(callsTo(spy, WITHDRAW)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(callsTo(spy, WITHDRAW)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '撤回' }));
    const again = await screen.findByRole('tooltip');
    await user.click(within(again).getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(callsTo(spy, WITHDRAW)).toHaveLength(1));
    expect(sentBody(callsTo(spy, WITHDRAW)[0]![1])).toEqual({ id: 3 });
  });
});
