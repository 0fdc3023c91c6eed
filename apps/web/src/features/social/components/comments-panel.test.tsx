import type { CommentItem } from '@copytrade/contracts/social';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getLoginDialogState } from '@/lib/login-dialog';
import { signIn } from '@/testing/accounts-fixtures';
import { callsTo, envelope, failsOnce, sentBody } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { comment, commentsInfo, mockSocialApi, NOW, reply } from '../testing/social-fixtures';
import { CommentsPanel } from './comments-panel';

function renderPanel() {
  return renderWithApp(<CommentsPanel mtId={7} />);
}

/** The comments route answering from a list the test changes (what the server would hold). */
function serverList(initial: CommentItem[]) {
  const list = [...initial];
  return {
    list,
    route: () => ({ body: envelope([commentsInfo(list)], 10000, 'ok', list.length) }),
  };
}

describe('comments on a trader profile', () => {
  const toasts = englishPageTest();

  it('shows a visitor the login prompt instead of the comment box', async () => {
    const user = userEvent.setup();
    mockSocialApi();
    renderPanel();

    expect(await screen.findByText('Does the EURUSD system stay flat around NFP?')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post comment' })).not.toBeInTheDocument();
    expect(getLoginDialogState().open).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Log in to comment' }));
    expect(getLoginDialogState().open).toBe(true);
  });

  it('asks a visitor to log in to like, without calling the server', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockSocialApi();
    renderPanel();
    const first = await screen.findByText('Does the EURUSD system stay flat around NFP?');
    await user.click(within(first.closest('li')!).getAllByRole('button', { name: 'Like' })[0]!);
    expect(getLoginDialogState().open).toBe(true);
    expect(callsTo(fetchSpy, '/community/api/commentLike')).toHaveLength(0);
  });

  it('posts the trimmed text and shows the new comment on top', async () => {
    const user = userEvent.setup();
    signIn({ id: 9, nickName: 'lena' });
    const server = serverList([comment()]);
    const fetchSpy = mockSocialApi({
      '/community/front/accAndCommentInfo': server.route,
      '/community/api/commentSave': (_url, init) => {
        const body = sentBody(init) as { content: string };
        const saved = comment({
          id: 11,
          userId: 9,
          nickName: 'lena',
          content: body.content,
          createdAt: NOW,
          likeCount: 0,
          canDelete: true,
          replyCount: 0,
          replies: [],
        });
        server.list.unshift(saved);
        return { body: envelope([saved]) };
      },
    });
    renderPanel();

    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    const post = screen.getByRole('button', { name: 'Post comment' });
    expect(post).toBeDisabled();
    await user.type(box, '   ');
    expect(post).toBeDisabled();
    await user.type(box, '  Great risk control.  ');
    expect(post).toBeEnabled();
    await user.click(post);

    await waitFor(() => expect(callsTo(fetchSpy, '/community/api/commentSave')).toHaveLength(1));
    expect(sentBody(callsTo(fetchSpy, '/community/api/commentSave')[0]![1])).toEqual({
      mtId: 7,
      content: 'Great risk control.',
    });
    const list = screen.getByRole('list', { name: 'Comments on this account' });
    await waitFor(() =>
      expect(within(list).getAllByRole('paragraph')[0]).toHaveTextContent('Great risk control.'),
    );
    expect(box).toHaveValue('');
    // The writer's own comment carries the "You" badge and its delete action.
    const mine = within(list).getByText('Great risk control.').closest('li')!;
    expect(within(mine).getByText('You')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('counts characters as the server does and refuses the 601st', async () => {
    signIn();
    mockSocialApi();
    const user = userEvent.setup();
    renderPanel();
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    const post = screen.getByRole('button', { name: 'Post comment' });

    // 600 emoji are 1200 UTF-16 units but 600 characters: allowed.
    await user.click(box);
    await user.paste('😀'.repeat(600));
    expect(screen.getByText('600 / 600')).toBeInTheDocument();
    expect(post).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(box, 'x');
    expect(screen.getByText('601 / 600')).toBeInTheDocument();
    expect(post).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Comments cannot exceed 600 characters');

    await user.type(box, '{Backspace}');
    expect(post).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server refusal (too often) under the box and keeps the text', async () => {
    const user = userEvent.setup();
    signIn();
    mockSocialApi({
      '/community/api/commentSave': {
        status: 429,
        body: envelope([], 25001, 'You are commenting too often, please retry in 8 s'),
      },
    });
    renderPanel();
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    await user.type(box, 'Second thought');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are commenting too often, please retry in 8 s',
    );
    expect(box).toHaveValue('Second thought');
  });

  it('shows markup in a comment as the characters typed', async () => {
    const html = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    mockSocialApi({
      '/community/front/accAndCommentInfo': {
        body: envelope(
          [commentsInfo([comment({ content: html, replies: [], replyCount: 0 })])],
          10000,
          'ok',
          1,
        ),
      },
    });
    const { container } = renderPanel();
    expect(await screen.findByText(html)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('likes and unlikes with the count, and puts the count back when the server refuses', async () => {
    const user = userEvent.setup();
    signIn();
    let fail = false;
    const fetchSpy = mockSocialApi({
      '/community/api/commentLike': () =>
        fail
          ? { status: 404, body: envelope([], 40400, 'This comment no longer exists') }
          : { body: envelope([{ commentId: 4, likeCount: 3, likedByMe: true }]) },
      '/community/api/commentUnlike': { body: envelope([{ commentId: 4, likeCount: 2, likedByMe: false }]) },
    });
    renderPanel();
    const text = await screen.findByText('Does the EURUSD system stay flat around NFP?');
    const like = () => within(text.closest('li')!).getAllByRole('button', { name: 'Like' })[0]!;
    expect(like()).toHaveTextContent('2');
    expect(like()).toHaveAttribute('aria-pressed', 'false');

    await user.click(like());
    await waitFor(() => expect(like()).toHaveTextContent('3'));
    expect(like()).toHaveAttribute('aria-pressed', 'true');
    expect(sentBody(callsTo(fetchSpy, '/community/api/commentLike')[0]![1])).toEqual({ commentId: 4 });

    await user.click(like());
    await waitFor(() => expect(like()).toHaveTextContent('2'));
    expect(callsTo(fetchSpy, '/community/api/commentUnlike')).toHaveLength(1);

    fail = true;
    await user.click(like());
    await waitFor(() => expect(callsTo(fetchSpy, '/community/api/commentLike')).toHaveLength(2));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('This comment no longer exists'));
    await waitFor(() => expect(like()).toHaveTextContent('2'));
    expect(like()).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the comment and shows why when the server refuses to delete it', async () => {
    const user = userEvent.setup();
    signIn({ id: 2 });
    mockSocialApi({
      '/community/front/accAndCommentInfo': {
        body: envelope([commentsInfo([comment({ canDelete: true })])], 10000, 'ok', 1),
      },
      '/community/api/commentDelete': {
        status: 403,
        body: envelope([], 25006, 'You can only delete your own comments'),
      },
    });
    renderPanel();
    const text = await screen.findByText('Does the EURUSD system stay flat around NFP?');
    await user.click(within(text.closest('li')!).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('You can only delete your own comments'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Does the EURUSD system stay flat around NFP?')).toBeInTheDocument();
  });

  it('asks before deleting a comment, and deletes only when confirmed', async () => {
    const user = userEvent.setup();
    signIn({ id: 2 });
    const server = serverList([
      comment({ canDelete: true }),
      comment({ id: 8, content: 'Another view', replies: [], replyCount: 0 }),
    ]);
    const fetchSpy = mockSocialApi({
      '/community/front/accAndCommentInfo': server.route,
      '/community/api/commentDelete': () => {
        server.list.splice(0, 1);
        return { body: envelope([{ commentId: 4, deleted: true }]) };
      },
    });
    renderPanel();
    const text = await screen.findByText('Does the EURUSD system stay flat around NFP?');
    const item = text.closest('li')!;
    // Only the comments the reader may delete offer it.
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);

    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this comment?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchSpy, '/community/api/commentDelete')).toHaveLength(0);

    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByText('Does the EURUSD system stay flat around NFP?')).not.toBeInTheDocument(),
    );
    expect(sentBody(callsTo(fetchSpy, '/community/api/commentDelete')[0]![1])).toEqual({ commentId: 4 });
    expect(screen.getByText('Another view')).toBeInTheDocument();
  });

  it('replies under a comment with its parent id', async () => {
    const user = userEvent.setup();
    signIn({ id: 9 });
    const server = serverList([comment()]);
    const fetchSpy = mockSocialApi({
      '/community/front/accAndCommentInfo': server.route,
      '/community/api/commentSave': () => {
        const saved = reply({ id: 12, parentId: 4, userId: 9, nickName: 'lena', content: 'Thanks!' });
        const parent = server.list[0]!;
        server.list[0] = {
          ...parent,
          replyCount: parent.replyCount + 1,
          replies: [...parent.replies, saved],
        };
        return { body: envelope([{ ...saved, replyCount: 0, replies: [] }]) };
      },
    });
    renderPanel();
    const text = await screen.findByText('Does the EURUSD system stay flat around NFP?');
    await user.click(within(text.closest('li')!).getAllByRole('button', { name: 'Reply' })[0]!);
    const box = await screen.findByRole('textbox', { name: 'Write a reply' });
    await user.type(box, 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(callsTo(fetchSpy, '/community/api/commentSave')).toHaveLength(1));
    expect(sentBody(callsTo(fetchSpy, '/community/api/commentSave')[0]![1])).toEqual({
      mtId: 7,
      content: 'Thanks!',
      parentId: 4,
    });
    expect(await screen.findByText('Thanks!')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write a reply' })).not.toBeInTheDocument();
  });

  it('says so when there is no comment yet, and offers a retry when the list fails', async () => {
    const user = userEvent.setup();
    const comments = failsOnce({ body: envelope([commentsInfo([])], 10000, 'ok', 0) });
    mockSocialApi({ '/community/front/accAndCommentInfo': comments });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
    expect(comments.calls()).toBe(2);
  });
});
