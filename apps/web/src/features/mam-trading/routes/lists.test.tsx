import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountItem } from '@/testing/accounts-fixtures';
import { copyLink, copyRecord, subscription } from '@/testing/copy-fixtures';
import { callsTo, envelope, mockFetch, type MockAnswer } from '@/testing/fetch-mock';
import { subscriberAccount } from '@/testing/mam-fixtures';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { OrderSupervisorListRoute } from './order-supervisor-list';
import { SubscriptionListRoute } from './subscription-list';

const ok = (content: unknown[], total?: number): MockAnswer => ({
  body: envelope(content, 10000, 'ok', total),
});

const MASTERS = [
  accountItem({ mtAccId: 101 }),
  accountItem({ mtAccId: 102, loginOrder: 2, login: '6100003' }),
];
/** The trader's own follow account (a MAM manager copying into an account he holds). */
const OWN_FOLLOW = accountItem({ mtAccId: 301, loginOrder: 4, login: '6300001', accType: 2 });

const mine = subscription({
  subscriptionId: 31,
  serialNo: 'S20261118000031',
  follower: {
    ...subscription().follower,
    mtAccId: 301,
    loginOrder: 4,
    login: '6300001',
    followerName: 'Me Myself',
  },
});
const theirs = subscription({ subscriptionId: 32, serialNo: 'S20261118000032' });

function mockLists(overrides: Record<string, MockAnswer> = {}) {
  return mockFetch({
    '/mam/main/queryMasterLoginAll': ok(MASTERS),
    '/community/api/queryTradeAccListWithToken': ok([...MASTERS, OWN_FOLLOW]),
    '/mam/main/queryMasterSubscriptions': ok([mine, theirs], 2),
    '/mam/main/queryMasterSubscriptionsHistory': ok([], 0),
    '/community/api/personalSubSerial': ok([mine], 1),
    '/community/front/querySiteSubscriptionStatus': ok([{ open: true, reverseAllowed: true, typeList: [1] }]),
    ...overrides,
  });
}

describe('the subscription list', () => {
  englishPageTest({ signedInAs: { userType: 3 } });

  it('lists his subscribers; only those copying into his own accounts can be edited or cancelled here', async () => {
    const user = userEvent.setup();
    mockLists();
    renderWithApp(<SubscriptionListRoute />, { path: '/user/subscriptionList' });
    const own = (await screen.findByText('Me Myself')).closest('tr')!;
    const other = screen.getByText('Lin Follower').closest('tr')!;
    expect(within(own).getByText('Edit').closest('button')).not.toBeNull();
    expect(within(other).queryByText('Edit')).toBeNull();
    expect(within(other).getByText('Managed by the subscriber')).toBeInTheDocument();
    await user.click(within(own).getByText('Cancel subscription'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('S20261118000031');
  });

  it('filters by trade account and switches to history and to his own subscriptions, in the address', async () => {
    const user = userEvent.setup();
    const spy = mockLists();
    const { router } = renderWithApp(<SubscriptionListRoute />, { path: '/user/subscriptionList?trade=102' });
    await screen.findByText('Me Myself');
    expect(callsTo(spy, '/mam/main/queryMasterSubscriptions?')[0]![0]).toContain('mtAccId=102');
    await user.click(screen.getByRole('tab', { name: 'History' }));
    await waitFor(() => expect(callsTo(spy, '/mam/main/queryMasterSubscriptionsHistory')).toHaveLength(1));
    expect(await screen.findByText('No former subscribers')).toBeInTheDocument();
    expect(router.state.location.search).toContain('scope=history');
    await user.click(screen.getByText('My subscriptions'));
    await waitFor(() => expect(callsTo(spy, '/community/api/personalSubSerial')).toHaveLength(1));
    expect(router.state.location.search).toContain('side=mine');
  });

  it('says a failed load in place', async () => {
    mockLists({ '/mam/main/queryMasterSubscriptions': { status: 500, body: envelope([], 50000, 'Boom') } });
    renderWithApp(<SubscriptionListRoute />, { path: '/user/subscriptionList' });
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
  });
});

function mockSupervisor(overrides: Record<string, MockAnswer> = {}) {
  return mockFetch({
    '/mam/main/queryMasterLoginAll': ok(MASTERS),
    '/community/api/queryTradeAccListWithToken': ok([...MASTERS, OWN_FOLLOW]),
    '/mam/main/getSubCopyLoginAll': ok([
      subscriberAccount(),
      subscriberAccount({ mtAccId: 301, loginOrder: 4, login: '6300001', followerName: 'Me Myself' }),
      subscriberAccount({
        mtAccId: 202,
        login: '6200010',
        followerName: 'Other Master',
        masterAccountIds: [102],
      }),
    ]),
    '/mam/main/queryCopyRelationTran': ok(
      [
        copyLink({ followAccountId: 201, followerTicket: 800001 }),
        copyLink({ linkId: 42, followAccountId: 301, followerTicket: 800002 }),
      ],
      2,
    ),
    '/mam/main/queryCopyRecords': ok([copyRecord({ followAccountId: 201 })], 1),
    ...overrides,
  });
}

describe('the orders supervisor', () => {
  englishPageTest({ signedInAs: { userType: 3 } });

  it("lists every copy of the first trade account's orders with its follow account; only his own can be closed", async () => {
    const spy = mockSupervisor();
    renderWithApp(<OrderSupervisorListRoute />, { path: '/user/orderSsupervisorList' });
    const theirs = (await screen.findByText('800001')).closest('tr')!;
    const own = screen.getByText('800002').closest('tr')!;
    expect(within(theirs).getByText('Tom Becker · #2 6200009')).toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: /Close copy/ })).toBeNull();
    expect(within(own).getByRole('button', { name: 'Close copy 800002' })).toBeInTheDocument();
    const url = callsTo(spy, '/mam/main/queryCopyRelationTran')[0]![0];
    expect(url).toContain('mtAccId=101');
    expect(url).toContain('scope=open');
  });

  it('filters by state, follow account, symbol and days, each kept in the address', async () => {
    const user = userEvent.setup();
    const spy = mockSupervisor();
    const { router } = renderWithApp(<OrderSupervisorListRoute />, {
      path: '/user/orderSsupervisorList?follow=201&symbol=XAUUSD&start=2026-11-01&end=2026-11-18',
    });
    await screen.findByText('800001');
    const first = callsTo(spy, '/mam/main/queryCopyRelationTran')[0]![0];
    for (const part of ['followAccountId=201', 'symbol=XAUUSD', 'startDate=2026-11-01', 'endDate=2026-11-18'])
      expect(first).toContain(part);

    await user.click(screen.getByText('Skipped'));
    await waitFor(() => expect(callsTo(spy, '/mam/main/queryCopyRecords')).toHaveLength(1));
    const records = callsTo(spy, '/mam/main/queryCopyRecords')[0]![0];
    expect(records).toContain('outcome=skipped');
    expect(records).toContain('followAccountId=201');
    expect(router.state.location.search).toContain('state=skipped');
    expect(await screen.findByText('Below minimum lot')).toBeInTheDocument();

    await user.click(screen.getByText('Clear filters'));
    await waitFor(() => expect(router.state.location.search).toBe('?state=skipped'));

    const symbol = screen.getByRole('searchbox', { name: 'Symbol' });
    await user.type(symbol, 'gbpusd{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('symbol=gbpusd'));
    await waitFor(() =>
      expect(callsTo(spy, '/mam/main/queryCopyRecords').some(([u]) => u.includes('symbol=gbpusd'))).toBe(
        true,
      ),
    );
  });

  it('the follow-account filter offers the subscribers of the chosen trade account only', async () => {
    const user = userEvent.setup();
    mockSupervisor();
    renderWithApp(<OrderSupervisorListRoute />, { path: '/user/orderSsupervisorList?trade=102' });
    await screen.findByText('800001');
    await user.click(screen.getByRole('combobox', { name: 'Follow account' }));
    expect(await screen.findByText('Other Master · #2 6200010')).toBeInTheDocument();
    expect(
      screen.queryByText('Tom Becker · #2 6200009', { selector: '.ant-select-item-option-content' }),
    ).toBeNull();
  });

  it('without trade accounts: the next step', async () => {
    mockSupervisor({ '/mam/main/queryMasterLoginAll': ok([]) });
    renderWithApp(<OrderSupervisorListRoute />, { path: '/user/orderSsupervisorList' });
    expect(await screen.findByText('No trade account yet')).toBeInTheDocument();
  });
});
