import type { MtOrder } from '@copytrade/contracts/accounts';
import type { OrderMessage } from '@copytrade/contracts/realtime';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { ACCOUNT_SCOPE } from '@/lib/account-session';
import { request } from '@/lib/api-client';
import { accountDetailQueryKey } from '@/lib/account-session';

export type OrderScope = 'open' | 'history';

export type OrdersQuery = { mtAccId: number; scope: OrderScope; page: number; pageSize: number };

export type OrderPage = { items: MtOrder[]; total: number };

/** GET /community/api/queryMtAccountOrders: open positions and pending orders, or the closed history. */
export async function queryMtAccountOrders(query: OrdersQuery): Promise<OrderPage> {
  const envelope = await request('queryMtAccountOrders', { query, quiet: true });
  return { items: envelope.content, total: envelope.total ?? envelope.content.length };
}

export const accountOrdersQueryKey = (mtAccId: number, scope?: OrderScope) =>
  scope === undefined
    ? ([...ACCOUNT_SCOPE, 'orders', mtAccId] as const)
    : ([...ACCOUNT_SCOPE, 'orders', mtAccId, scope] as const);

export const accountOrdersQueryOptions = (query: OrdersQuery) =>
  queryOptions({
    queryKey: [...accountOrdersQueryKey(query.mtAccId, query.scope), query.page, query.pageSize],
    queryFn: () => queryMtAccountOrders(query),
    placeholderData: keepPreviousData,
  });

/** Order events that leave the open list (the order is closed or the pending order is gone). */
const LEAVES_OPEN: ReadonlySet<OrderMessage['kind']> = new Set(['closed', 'pendingDeleted']);

/** The open list after one event: a new order on top, a changed one in place, a closed one removed. */
export function applyOrderToOpenPage(page: OrderPage, message: OrderMessage, firstPage: boolean): OrderPage {
  const { order } = message;
  const index = page.items.findIndex((item) => item.ticket === order.ticket);
  const stillOpen = !LEAVES_OPEN.has(message.kind) && (order.state === 'open' || order.state === 'pending');
  if (!stillOpen) {
    if (index < 0) return page;
    return { items: page.items.filter((_, i) => i !== index), total: Math.max(0, page.total - 1) };
  }
  if (index >= 0) return { ...page, items: page.items.map((item, i) => (i === index ? order : item)) };
  if (!firstPage) return { ...page, total: page.total + 1 };
  return { items: [order, ...page.items], total: page.total + 1 };
}

/**
 * A realtime `order` message: the cached open lists of that account change at once; the history and the
 * account's figures (open count, balance after a close or a deposit) are asked for again.
 */
export function applyOrderMessage(queryClient: QueryClient, message: OrderMessage): void {
  for (const [key, page] of queryClient.getQueriesData<OrderPage>({
    queryKey: accountOrdersQueryKey(message.mtAccId, 'open'),
  })) {
    if (!page) continue;
    const pageNumber = key[5];
    queryClient.setQueryData<OrderPage>(key, applyOrderToOpenPage(page, message, pageNumber === 1));
  }
  void queryClient.invalidateQueries({ queryKey: accountOrdersQueryKey(message.mtAccId, 'history') });
  void queryClient.invalidateQueries({ queryKey: accountDetailQueryKey(message.mtAccId) });
}
