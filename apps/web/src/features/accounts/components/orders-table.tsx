import type { MtOrder } from '@copytrade/contracts/accounts';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderTableClass, tradeOnly, useOrderColumns } from '@/components/order-columns';
import { PagedTable } from '@/components/paged-table';
import { usePagedQuery } from '@/lib/use-paged-query';
import { accountOrdersQueryOptions, type OrderScope } from '../api/query-mt-account-orders';

export type OrdersTableProps = {
  mtAccId: number;
  scope: OrderScope;
};

/**
 * The orders of one account: open positions and pending orders, or the history (closed orders and balance
 * operations), a page at a time with the shared pager (shown above 10 rows; the page in the address).
 */
export function OrdersTable({ mtAccId, scope }: OrdersTableProps) {
  const { t } = useTranslation();
  const column = useOrderColumns();
  const [orders, paging] = usePagedQuery((page) => ({
    ...accountOrdersQueryOptions({ mtAccId, scope, ...page }),
    enabled: mtAccId > 0,
  }));
  const history = scope === 'history';

  const columns: TableColumnsType<MtOrder> = [
    column.ticket(),
    column.openTime(),
    column.type({ balanceTag: true }),
    tradeOnly(column.lots()),
    tradeOnly(column.symbol()),
    tradeOnly(column.openPrice()),
    column.sl(),
    column.tp(),
    ...(history ? [column.closeTime<MtOrder>()] : []),
    tradeOnly(column.closePrice(history)),
    column.commission(),
    column.swap(),
    column.profit({ fixed: 'right' }),
  ];

  return (
    <PagedTable<MtOrder>
      list={orders}
      paging={paging}
      rowKey="ticket"
      columns={columns}
      empty={t('orders.empty')}
      className={orderTableClass}
    />
  );
}
