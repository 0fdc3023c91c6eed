import type { OrderMessage } from '@copytrade/contracts/realtime';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { accountDetail, order } from '@/testing/accounts-fixtures';
import { accountDetailQueryKey } from '@/lib/account-session';
import { applyAccountMessage } from './query-mt-account-detail';
import {
  accountOrdersQueryOptions,
  applyOrderMessage,
  applyOrderToOpenPage,
} from './query-mt-account-orders';

const message = (kind: OrderMessage['kind'], overrides: Parameters<typeof order>[0] = {}): OrderMessage => ({
  type: 'order',
  mtAccId: 101,
  kind,
  order: order(overrides),
});

describe('live order updates', () => {
  const page = { items: [order({ ticket: 1 }), order({ ticket: 2 })], total: 2 };

  it('puts a new order on top of the first page, replaces a changed one, removes a closed one', () => {
    const opened = applyOrderToOpenPage(page, message('opened', { ticket: 3 }), true);
    expect(opened.items.map((item) => item.ticket)).toEqual([3, 1, 2]);
    expect(opened.total).toBe(3);
    expect(applyOrderToOpenPage(page, message('opened', { ticket: 3 }), false).items).toHaveLength(2);

    const modified = applyOrderToOpenPage(page, message('modified', { ticket: 2, sl: '1.07000' }), true);
    expect(modified.items[1]!.sl).toBe('1.07000');
    expect(modified.total).toBe(2);

    const closed = applyOrderToOpenPage(page, message('closed', { ticket: 1, state: 'closed' }), true);
    expect(closed.items.map((item) => item.ticket)).toEqual([2]);
    expect(closed.total).toBe(1);
  });

  it('updates the cached open list and marks the history and the account figures stale', () => {
    const queryClient = createQueryClient();
    const open = accountOrdersQueryOptions({ mtAccId: 101, scope: 'open', page: 1, pageSize: 10 });
    const history = accountOrdersQueryOptions({ mtAccId: 101, scope: 'history', page: 1, pageSize: 10 });
    queryClient.setQueryData(open.queryKey, page);
    queryClient.setQueryData(history.queryKey, { items: [], total: 0 });
    queryClient.setQueryData(accountDetailQueryKey(101), accountDetail());
    applyOrderMessage(queryClient, message('closed', { ticket: 2, state: 'closed' }));
    expect(queryClient.getQueryData(open.queryKey)?.items.map((item) => item.ticket)).toEqual([1]);
    expect(queryClient.getQueryState(history.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(accountDetailQueryKey(101))?.isInvalidated).toBe(true);
  });

  it('puts live figures into the cached account detail', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(accountDetailQueryKey(101), accountDetail());
    applyAccountMessage(queryClient, {
      type: 'account',
      mtAccId: 101,
      balance: '10000.00',
      equity: '9900.25',
      margin: '300.00',
      freeMargin: '9600.25',
      marginLevel: '3300.08',
      profit: '-99.75',
      updateTime: 1_700_000_200_000,
    });
    expect(queryClient.getQueryData(accountDetailQueryKey(101))).toMatchObject({
      equity: '9900.25',
      profit: '-99.75',
      infoUpdateTime: 1_700_000_200_000,
      openCount: 2,
    });
  });
});
