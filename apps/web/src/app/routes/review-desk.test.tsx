import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ID_CARD,
  identityReview,
  paymentInfoReview,
  reviewCounts,
  stubObjectUrls,
} from '@/features/verification/testing/verification-fixtures';
import { signIn } from '@/testing/accounts-fixtures';
import { callsTo, envelope, mockFetch, sentBody } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { ReviewDeskRoute } from './review-desk';

const API = '/community/api';

function mockDesk(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    [`${API}/selectCommunityUserInfo`]: { body: envelope([]) },
    [`${API}/adminQueryReviewCounts`]: { body: envelope([reviewCounts()]) },
    [`${API}/adminQueryIdentityReviews`]: { body: envelope([identityReview()], 10000, 'ok', 1) },
    [`${API}/adminQueryPaymentInfoReviews`]: { body: envelope([paymentInfoReview()], 10000, 'ok', 1) },
    [`${API}/adminQueryContactMessages`]: { body: envelope([], 10000, 'ok', 0) },
    [`${API}/uploadFile`]: { body: {} },
    ...extra,
  });
}

/** The lists become phone cards once antd has read the (stubbed, narrow) screen: wait for that first. */
const settled = (name: string) => screen.findByRole('list', { name });

const render = (path = '/personalCenter/1/reviewDesk') =>
  renderWithApp(<ReviewDeskRoute />, { path, route: '/personalCenter/:id/reviewDesk' });

describe('personalCenter/:id/reviewDesk', () => {
  beforeEach(() => stubObjectUrls());
  afterEach(() => vi.unstubAllGlobals());

  it('is closed to anyone but the site admin, and asks the server nothing', async () => {
    signIn({ id: 7 });
    const spy = mockDesk();
    render();
    expect(await screen.findByText('仅站点管理员可以访问审核中心')).toBeInTheDocument();
    expect(callsTo(spy, `${API}/adminQueryReviewCounts`)).toHaveLength(0);
    expect(callsTo(spy, `${API}/adminQueryIdentityReviews`)).toHaveLength(0);
  });

  it('shows a tab per review with what waits as its badge; the real-name tab first', async () => {
    signIn({ id: 1, isAdmin: true });
    mockDesk();
    render();
    expect(await screen.findByText('共 12 项待处理')).toBeInTheDocument();
    const badge = (name: RegExp) =>
      screen.getByRole('tab', { name }).querySelector('.ant-badge')?.textContent;
    expect(badge(/实名认证/)).toBe('2');
    expect(badge(/收款信息/)).toBe('1');
    expect(badge(/充值与提现/)).toBe('4');
    expect(badge(/合伙人申请/)).toBe('5');
    expect(badge(/支付投诉/)).toBe('');
    expect(screen.getByRole('tab', { name: /实名认证/ })).toHaveAttribute('aria-selected', 'true');
    // The reviewer reads the full number.
    expect(within(await settled('实名认证审核')).getByText(ID_CARD)).toBeInTheDocument();
  });

  it('keeps the tab in the address', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    signIn({ id: 1, isAdmin: true });
    mockDesk();
    const { router } = render('/personalCenter/1/reviewDesk?tab=paymentInfo');
    expect(within(await settled('收款信息审核')).getByText('4111111111111111')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /收款信息/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: /留言/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=contact'));
    expect(await screen.findByText('没有待回复的留言')).toBeInTheDocument();
  });

  it('a rejection needs a reason; then it is sent with it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    signIn({ id: 1, isAdmin: true });
    const spy = mockDesk({
      [`${API}/adminReviewIdentity`]: { body: envelope([{ id: 11, state: 'rejected' }]) },
    });
    render();
    await user.click(within(await settled('实名认证审核')).getByRole('button', { name: '驳回 Nia Stone' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回' });
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText('驳回时请填写原因')).toBeInTheDocument();
    expect(callsTo(spy, `${API}/adminReviewIdentity`)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('驳回原因'), '证件照片模糊');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(callsTo(spy, `${API}/adminReviewIdentity`)).toHaveLength(1));
    expect(sentBody(callsTo(spy, `${API}/adminReviewIdentity`)[0]![1])).toEqual({
      id: 11,
      decision: 'reject',
      reason: '证件照片模糊',
    });
    // The badges are read again after a decision.
    await waitFor(() => expect(callsTo(spy, `${API}/adminQueryReviewCounts`).length).toBeGreaterThan(1));
  });

  it('passes payment information after a confirmation', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    signIn({ id: 1, isAdmin: true });
    const spy = mockDesk({
      [`${API}/adminReviewPaymentInfo`]: { body: envelope([{ id: 31, state: 'passed' }]) },
    });
    render('/personalCenter/1/reviewDesk?tab=paymentInfo');
    await user.click(within(await settled('收款信息审核')).getByRole('button', { name: '通过 Omar 银行卡' }));
    const confirm = await screen.findByRole('dialog', { name: '确认审核通过？' });
    await user.click(within(confirm).getByRole('button', { name: '通过' }));
    await waitFor(() => expect(callsTo(spy, `${API}/adminReviewPaymentInfo`)).toHaveLength(1));
    expect(sentBody(callsTo(spy, `${API}/adminReviewPaymentInfo`)[0]![1])).toEqual({
      id: 31,
      decision: 'pass',
    });
  });
});
