import type { MtOrder } from '@copytrade/contracts/accounts';
import { Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Pager } from '@/components/pager';
import { formatDate } from '@/lib/format';
import { useAccountOrders, type OrderScope } from '../api/query-mt-account-orders';
import { isBalanceRow, isBuySide, orderTypeKey } from '@/lib/order-labels';
import { SignedAmount } from '@/components/signed-amount';
import styles from './orders-table.module.css';

const DASH = '—';

/** A price or level of 0 means none was set (S/L, T/P). */
function price(value: string): string {
  return /[1-9]/.test(value) ? value : DASH;
}

export type OrdersTableProps = {
  mtAccId: number;
  scope: OrderScope;
};

/**
 * The orders of one account: open positions and pending orders, or the history (closed orders and balance
 * operations), a page at a time with the shared pager (shown above 10 rows).
 */
export function OrdersTable({ mtAccId, scope }: OrdersTableProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const orders = useAccountOrders({ mtAccId, scope, page, pageSize });
  const history = scope === 'history';

  const columns: TableColumnsType<MtOrder> = [
    { title: t('orders.ticket'), dataIndex: 'ticket', key: 'ticket' },
    {
      title: t('orders.openTime'),
      dataIndex: 'openTime',
      key: 'openTime',
      render: (value: number) => formatDate(value),
    },
    {
      title: t('orders.type'),
      key: 'type',
      render: (_value, order) => {
        const label = t(`orders.types.${orderTypeKey(order)}`);
        if (isBalanceRow(order)) return <Tag>{label}</Tag>;
        return <span className={isBuySide(order) ? styles.buy : styles.sell}>{label}</span>;
      },
    },
    {
      title: t('orders.lots'),
      dataIndex: 'lots',
      key: 'lots',
      align: 'right',
      render: (value: string, order) => (isBalanceRow(order) ? DASH : value),
    },
    {
      title: t('orders.symbol'),
      dataIndex: 'symbol',
      key: 'symbol',
      render: (value: string, order) => (isBalanceRow(order) ? DASH : value),
    },
    {
      title: t('orders.openPrice'),
      dataIndex: 'openPrice',
      key: 'openPrice',
      align: 'right',
      render: (value: string, order) => (isBalanceRow(order) ? DASH : price(value)),
    },
    {
      title: t('orders.sl'),
      dataIndex: 'sl',
      key: 'sl',
      align: 'right',
      render: (value: string) => price(value),
    },
    {
      title: t('orders.tp'),
      dataIndex: 'tp',
      key: 'tp',
      align: 'right',
      render: (value: string) => price(value),
    },
    ...(history
      ? [
          {
            title: t('orders.closeTime'),
            dataIndex: 'closeTime',
            key: 'closeTime',
            render: (value: number | null) => (value ? formatDate(value) : DASH),
          },
        ]
      : []),
    {
      title: history ? t('orders.closePrice') : t('orders.currentPrice'),
      dataIndex: 'closePrice',
      key: 'closePrice',
      align: 'right',
      render: (value: string, order) => (isBalanceRow(order) ? DASH : price(value)),
    },
    {
      title: t('orders.commission'),
      dataIndex: 'commission',
      key: 'commission',
      align: 'right',
      render: (value: string) => <SignedAmount value={value} />,
    },
    {
      title: t('orders.swap'),
      dataIndex: 'swap',
      key: 'swap',
      align: 'right',
      render: (value: string) => <SignedAmount value={value} />,
    },
    {
      title: t('orders.profit'),
      dataIndex: 'profit',
      key: 'profit',
      align: 'right',
      fixed: 'right',
      render: (value: string) => <SignedAmount value={value} />,
    },
  ];

  if (orders.isError) return <LoadError onRetry={() => void orders.refetch()} />;

  return (
    <>
      <Table<MtOrder>
        rowKey="ticket"
        size="small"
        columns={columns}
        dataSource={orders.data?.items ?? []}
        loading={orders.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('orders.empty') }}
        className={styles.table}
      />
      <Pager
        total={orders.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onChange={(nextPage, nextSize) => {
          setPage(nextSize === pageSize ? nextPage : 1);
          setPageSize(nextSize);
        }}
      />
    </>
  );
}
