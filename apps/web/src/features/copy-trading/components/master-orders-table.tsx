import type { MasterOrder } from '@copytrade/contracts/subscriptions';
import { Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Pager } from '@/components/pager';
import { SignedAmount } from '@/components/signed-amount';
import { formatDate } from '@/lib/format';
import { isBuySide, orderTypeKey } from '@/lib/order-labels';
import { useMasterOrders } from '../api/query-master-order';
import { useMasterOrdersHistory } from '../api/query-master-order-history';
import styles from './copy-tables.module.css';

const DASH = '—';

function price(value: string): string {
  return /[1-9]/.test(value) ? value : DASH;
}

/**
 * A trader's positions with how they were copied (queryMasterOrder / ...History): each master position,
 * how many followers copied it and the lots they copied in all.
 */
export function MasterOrdersTable({ mtId, scope }: { mtId: number; scope: 'open' | 'history' }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const history = scope === 'history';
  const query = { mtId, page, pageSize };
  const open = useMasterOrders(query, !history);
  const closed = useMasterOrdersHistory(query, history);
  const list = history ? closed : open;

  const columns: TableColumnsType<MasterOrder> = [
    { title: t('orders.ticket'), dataIndex: 'ticket', key: 'ticket' },
    { title: t('orders.symbol'), dataIndex: 'symbol', key: 'symbol' },
    {
      title: t('orders.type'),
      key: 'type',
      render: (_value, order) => (
        <span className={isBuySide(order) ? styles.buy : styles.sell}>
          {t(`orders.types.${orderTypeKey(order)}`)}
        </span>
      ),
    },
    { title: t('orders.lots'), dataIndex: 'lots', key: 'lots', align: 'right' },
    {
      title: t('orders.openTime'),
      dataIndex: 'openTime',
      key: 'openTime',
      render: (v: number) => formatDate(v),
    },
    {
      title: t('orders.openPrice'),
      dataIndex: 'openPrice',
      key: 'openPrice',
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
      render: (value: string) => price(value),
    },
    {
      title: t('orders.profit'),
      dataIndex: 'profit',
      key: 'profit',
      align: 'right',
      render: (value: string) => <SignedAmount value={value} />,
    },
    {
      title: t('masterSide.copies'),
      dataIndex: 'copies',
      key: 'copies',
      align: 'right',
      render: (value: number) => <strong className={styles.lots}>{value}</strong>,
    },
    { title: t('masterSide.copiedLots'), dataIndex: 'copiedLots', key: 'copiedLots', align: 'right' },
  ];

  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;

  return (
    <>
      <Table<MasterOrder>
        rowKey="ticket"
        size="small"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: history ? t('masterSide.noClosedOrders') : t('masterSide.noOpenOrders') }}
        className={styles.table}
      />
      <Pager
        total={list.data?.total ?? 0}
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
