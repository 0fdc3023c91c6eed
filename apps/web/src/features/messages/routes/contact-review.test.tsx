import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/testing/accounts-fixtures';
import { callsTo, envelope, mockFetch, sentBody } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { ContactReviewRoute } from './contact-review';

const MESSAGE = {
  id: 5,
  userId: 7,
  name: 'Lin',
  contact: 'lin@example.com',
  content: 'Is there a minimum deposit to copy?',
  state: 'open',
  answer: '',
  createdAt: Date.UTC(2026, 10, 21, 8),
  answeredAt: null,
};

describe('personalCenter/:id/contactReview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is closed to anyone but the site admin, and asks the server nothing', async () => {
    signIn();
    const spy = mockFetch({ '/community/api/selectCommunityUserInfo': { body: envelope([]) } });
    renderWithApp(<ContactReviewRoute />);
    expect(await screen.findByText('仅站点管理员可以访问此页面')).toBeInTheDocument();
    expect(callsTo(spy, '/community/api/adminQueryContactMessages')).toHaveLength(0);
  });

  it('lists the open messages and sends an answer, which the shared rule checks first', async () => {
    const user = userEvent.setup();
    signIn({ isAdmin: true });
    const spy = mockFetch({
      '/community/api/selectCommunityUserInfo': { body: envelope([]) },
      '/community/api/adminQueryContactMessages': { body: envelope([MESSAGE], 10000, 'ok', 1) },
      '/community/api/adminAnswerContactMessage': {
        body: envelope([{ ...MESSAGE, state: 'answered', answer: 'No minimum.' }]),
      },
    });
    renderWithApp(<ContactReviewRoute />);
    expect(await screen.findByText('Is there a minimum deposit to copy?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '回复' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('回复将作为系统消息发送给该用户。')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '发送回复' }));
    expect(await within(dialog).findByText('请输入回复内容')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('回复内容'), 'No minimum.');
    await user.click(within(dialog).getByRole('button', { name: '发送回复' }));
    await waitFor(() => expect(callsTo(spy, '/community/api/adminAnswerContactMessage')).toHaveLength(1));
    const [, init] = callsTo(spy, '/community/api/adminAnswerContactMessage')[0]!;
    expect(sentBody(init)).toEqual({ id: 5, answer: 'No minimum.' });
  });
});
