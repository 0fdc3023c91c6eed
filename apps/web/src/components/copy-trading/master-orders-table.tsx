import type { MasterOrder } from '@copytrade/contracts/subscriptions';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOrderColumns } from '@/components/order-columns';
import { PagedTable } from '@/components/paged-table';
import { usePagedQuery } from '@/lib/use-paged-query';
import { masterOrdersQueryOptions } from './api/query-master-order';
import { masterOrdersHistoryQueryOptions } from './api/query-master-order-history';
import styles from './copy-tables.module.css';

/**
 * A trader's positions with how they were copied (queryMasterOrder / ...History): each master position,
 * how many followers copied it and the lots they copied in all.
 */
export function MasterOrdersTable({ mtId, scope }: { mtId: number; scope: 'open' | 'history' }) {
  const { t } = useTranslation();
  const column = useOrderColumns();
  const history = scope === 'history';
  const [list, paging] = usePagedQuery((page) => ({
    ...(history ? masterOrdersHistoryQueryOptions : masterOrdersQueryOptions)({ mtId, ...page }),
    enabled: mtId > 0,
  }));

  const columns: TableColumnsType<MasterOrder> = [
    column.ticket(),
    column.symbol(),
    column.type(),
    column.lots(),
    column.openTime(),
    column.openPrice(),
    ...(history ? [column.closeTime<MasterOrder>()] : []),
    column.closePrice(history),
    column.profit(),
    {
      title: t('masterSide.copies'),
      dataIndex: 'copies',
      key: 'copies',
      align: 'right',
      render: (value: number) => <strong className={styles.lots}>{value}</strong>,
    },
    { title: t('masterSide.copiedLots'), dataIndex: 'copiedLots', key: 'copiedLots', align: 'right' },
  ];

  return (
    <PagedTable<MasterOrder>
      list={list}
      paging={paging}
      rowKey="ticket"
      columns={columns}
      empty={history ? t('masterSide.noClosedOrders') : t('masterSide.noOpenOrders')}
      className={styles.table}
    />
  );
}
