import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountDetailQueryKey } from '@/lib/account-session';
import { COPY_KEYS } from '@/components/copy-trading/utils/query-keys';
import { accountListQueryKey } from '@/lib/account-session';
import { clearBrokenAccounts } from '@/lib/connection-status';
import { USER_SCOPE } from '@/lib/query-client';
import { clearSession } from '@/lib/session';
import { accountDetail, accountItem, signIn } from '@/testing/accounts-fixtures';
import { copyLink, copyRecord } from '@/testing/copy-fixtures';
import { FakeSocket } from '@/testing/fake-socket';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { RealtimeBridge } from './realtime-bridge';

describe('RealtimeBridge (one socket per signed-in tab)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearBrokenAccounts();
  });

  it('opens no socket for a visitor', async () => {
    mockFetch({});
    renderWithApp(<RealtimeBridge />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeSocket.instances).toHaveLength(0);
  });

  it('opens the socket with the token, feeds the caches, and closes it at logout', async () => {
    signIn();
    mockFetch({ '/community/api/queryTradeAccListWithToken': { body: envelope([accountItem()]) } });
    const { queryClient } = renderWithApp(<RealtimeBridge />);
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    const socket = FakeSocket.last();
    expect(socket.protocols[1]).toBe('tok');

    queryClient.setQueryData(accountDetailQueryKey(101), accountDetail({ equity: '1.00' }));
    queryClient.setQueryData(accountListQueryKey, [accountItem({ mtAccId: 101, status: 0 })]);
    act(() => {
      socket.receive({
        type: 'account',
        mtAccId: 101,
        balance: '10000.00',
        equity: '10250.75',
        margin: '100.00',
        freeMargin: '10150.75',
        marginLevel: '10250.75',
        profit: '250.75',
        updateTime: 1_700_000_500_000,
      });
      socket.receive({
        type: 'connection',
        wsStatus: 200,
        status: 1,
        alert: 'false',
        loginOrder: 1,
        login: '6100002',
        mtAccId: 101,
      });
    });
    expect(queryClient.getQueryData(accountDetailQueryKey(101))).toMatchObject({ equity: '10250.75' });
    expect(queryClient.getQueryData(accountListQueryKey)).toEqual([accountItem({ mtAccId: 101, status: 1 })]);

    act(() => clearSession());
    await waitFor(() => expect(socket.closed).toBe(true));
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('refreshes the copy lists on copy and copyRecord messages', async () => {
    signIn();
    mockFetch({ '/community/api/queryTradeAccListWithToken': { body: envelope([accountItem()]) } });
    const { queryClient } = renderWithApp(<RealtimeBridge />);
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    const socket = FakeSocket.last();
    const keys = {
      links: [...COPY_KEYS.links, 'a3', 'open', 1, 10],
      records: [...COPY_KEYS.records, 'a3', 1, 10],
      subscriptions: [...COPY_KEYS.subscriptions, 'current', 0, 1, 10],
      masterOrders: [...COPY_KEYS.masterOrders, 'open', 1, 1, 10],
    };
    const seed = () => {
      for (const key of Object.values(keys)) queryClient.setQueryData(key, { items: [], total: 0 });
    };
    const stale = () =>
      Object.fromEntries(
        Object.entries(keys).map(([name, key]) => [name, queryClient.getQueryState(key)?.isInvalidated]),
      );

    seed();
    act(() => socket.receive({ type: 'copy', link: copyLink() }));
    expect(stale()).toEqual({ links: true, records: false, subscriptions: true, masterOrders: true });

    seed();
    act(() => socket.receive({ type: 'copyRecord', record: copyRecord() }));
    expect(stale()).toEqual({ links: false, records: true, subscriptions: true, masterOrders: false });
  });

  it('makes the bell read its counts and the notice lists again when a notice arrives', async () => {
    signIn();
    mockFetch({ '/community/api/queryTradeAccListWithToken': { body: envelope([accountItem()]) } });
    const { queryClient } = renderWithApp(<RealtimeBridge />);
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    const keys = {
      counts: [USER_SCOPE, 'message-counts'],
      notices: [USER_SCOPE, 'notices', { noticeType: 1, page: 1, pageSize: 10 }],
      copies: [...COPY_KEYS.links, 'a3', 'open', 1, 10],
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, { items: [], total: 0 });
    act(() => FakeSocket.last().receive({ type: 'notice' }));
    expect(
      Object.fromEntries(
        Object.entries(keys).map(([name, key]) => [name, queryClient.getQueryState(key)?.isInvalidated]),
      ),
    ).toEqual({ counts: true, notices: true, copies: false });
  });
});
