import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountDetail, order } from '@/testing/accounts-fixtures';
import { copyLink, followAccount, subscription } from '@/testing/copy-fixtures';
import { callsTo, envelope, mockFetch, type MockAnswer } from '@/testing/fetch-mock';
import { copyData, copyInfo, copyProfitChart, masterData } from '@/testing/mam-fixtures';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { CopyDetailRoute, NotMasterCopyDetailRoute } from './copy-detail';
import { TradeDetailRoute } from './trade-detail';

const ok = (content: unknown[], total?: number): MockAnswer => ({
  body: envelope(content, 10000, 'ok', total),
});
const notFound: MockAnswer = { status: 404, body: envelope([], 40400, 'Not found') };

const TRADE = accountDetail({ mtAccId: 101, strategy: 'Breakouts on gold.', strategyTranslations: {} });

function mockTrade(overrides: Record<string, MockAnswer> = {}) {
  return mockFetch({
    '/community/api/queryMtAccountDetail': ok([TRADE]),
    '/mam/main/queryMasterLoginData': ok([masterData()]),
    '/community/front/center/trendChart': ok([]),
    '/mam/main/queryMasterOrder': ok([{ ...order({ ticket: 9001 }), copies: 3, copiedLots: '0.30' }], 1),
    '/mam/main/queryMasterSubscriptions': ok([subscription()], 1),
    ...overrides,
  });
}

describe('a trade account (tradeDetail)', () => {
  englishPageTest({ signedInAs: { userType: 3 } });

  it('shows its figures, strategy, positions with their copies and subscribers', async () => {
    const user = userEvent.setup();
    const spy = mockTrade();
    renderWithApp(<TradeDetailRoute />, { path: '/user/tradeDetail?id=101' });
    expect(await screen.findByRole('heading', { level: 1, name: /#1 6100002/ })).toBeInTheDocument();
    expect(screen.getByText('Breakouts on gold.')).toBeInTheDocument();
    const figures = await screen.findByRole('region', { name: 'Key figures' });
    expect(within(figures).getByText('+12.34%')).toBeInTheDocument();
    expect(within(figures).getByText('120.00')).toBeInTheDocument();
    expect(within(figures).getByText('360.00 in total')).toBeInTheDocument();
    expect(await screen.findByText('No history to chart yet')).toBeInTheDocument();
    expect(await screen.findByText('9001')).toBeInTheDocument();
    expect(callsTo(spy, '/mam/main/queryMasterOrder')[0]![0]).toContain('mtId=101');

    await user.click(screen.getByRole('tab', { name: 'Subscribers' }));
    expect(await screen.findByText('Lin Follower')).toBeInTheDocument();
    expect(callsTo(spy, '/mam/main/queryMasterSubscriptions')[0]![0]).toContain('mtAccId=101');

    await user.click(screen.getByRole('button', { name: /Edit strategy/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Strategy');
  });

  it("another user's account (404) is said in place", async () => {
    mockTrade({ '/community/api/queryMtAccountDetail': notFound });
    renderWithApp(<TradeDetailRoute />, { path: '/user/tradeDetail?id=999' });
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    expect(screen.getByText('Not found')).toBeInTheDocument();
  });

  it('without ?id=: back to the list', async () => {
    mockTrade();
    renderWithApp(<TradeDetailRoute />, { path: '/user/tradeDetail' });
    expect(await screen.findByText('Account not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/user/trandeList',
    );
  });

  it('shows placeholders while the account loads', () => {
    mockFetch({ '/community/api/queryMtAccountDetail': () => new Promise<MockAnswer>(() => undefined) });
    const { container } = renderWithApp(<TradeDetailRoute />, { path: '/user/tradeDetail?id=101' });
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
  });
});

const FOLLOW = followAccount({ mtAccId: 201, loginOrder: 2, login: '6200009' });

function mockFollow(overrides: Record<string, MockAnswer> = {}) {
  return mockFetch({
    '/community/api/queryMtAccountDetail': ok([FOLLOW]),
    '/mam/main/queryCopyLoginData': ok([copyData()]),
    '/mam/main/queryCopyLoginInfo': ok([copyInfo()]),
    '/mam/main/copyProfitChart': ok([copyProfitChart()]),
    '/community/api/personalSubSerial': ok(
      [subscription({ follower: { ...subscription().follower, mtAccId: 201 } })],
      1,
    ),
    '/mam/main/queryCopyRelationTran': ok([copyLink({ followAccountId: 201 })], 1),
    ...overrides,
  });
}

describe('a follow account (copyDetail, notMasterCopyDetail)', () => {
  englishPageTest({ signedInAs: { userType: 1 } });

  it('shows what copying did, the traders it copies, its subscriptions and copies', async () => {
    const user = userEvent.setup();
    const spy = mockFollow();
    renderWithApp(<NotMasterCopyDetailRoute />, { path: '/user/notMasterCopyDetail?id=201' });
    expect(await screen.findByRole('heading', { level: 1, name: /#2 6200009/ })).toBeInTheDocument();
    const figures = await screen.findByRole('region', { name: 'Key figures' });
    expect(within(figures).getByText('+230.00')).toBeInTheDocument();
    expect(within(figures).getByText('-19.45')).toBeInTheDocument();
    expect(await screen.findByText('Daniel Reyes')).toBeInTheDocument();
    expect(screen.getByText('+230.00', { selector: 'strong' })).toBeInTheDocument();
    // Its subscriptions, of this follow account only.
    expect(await screen.findByText('Atlas Capital')).toBeInTheDocument();
    expect(callsTo(spy, '/community/api/personalSubSerial')[0]![0]).toContain('mtAccId=201');
    await user.click(screen.getByRole('tab', { name: 'Open copies' }));
    expect(await screen.findByText('800001')).toBeInTheDocument();
    expect(callsTo(spy, '/mam/main/queryCopyRelationTran')[0]![0]).toContain('mtAccId=201');
    expect(screen.getByText('Back to the list').closest('a')).toHaveAttribute(
      'href',
      '/user/notMasterCopyList',
    );
  });

  it('no closed copy yet and no trader copied: said, not drawn', async () => {
    mockFollow({
      '/mam/main/copyProfitChart': ok([copyProfitChart({ total: '0.00', months: [], days: [] })]),
      '/mam/main/queryCopyLoginInfo': ok([copyInfo({ masters: [] })]),
    });
    renderWithApp(<CopyDetailRoute />, { path: '/user/copyDetail?id=201' });
    expect(await screen.findByText('No copy has closed yet')).toBeInTheDocument();
    expect(await screen.findByText('It copies no trade account now')).toBeInTheDocument();
  });

  it('a trade account opened here is not shown as a follow account', async () => {
    mockFollow({ '/community/api/queryMtAccountDetail': ok([TRADE]) });
    renderWithApp(<CopyDetailRoute />, { path: '/user/copyDetail?id=101' });
    expect(await screen.findByText('Account not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Key figures' })).toBeNull());
  });
});
