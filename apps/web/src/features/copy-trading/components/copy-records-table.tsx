import type { CopyRecord } from '@copytrade/contracts/subscriptions';
import { Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Pager } from '@/components/pager';
import { formatDate } from '@/lib/format';
import { useCopyRecords } from '../api/query-copy-records';
import type { CopyOwner } from '../api/query-copy-relation-tran';
import { SkipReason } from './skip-reason';
import styles from './copy-tables.module.css';

/**
 * Skipped copies (queryCopyRecords): every copy that was not made or not finished, with the time, the
 * master order, the action and the reason explained. Kept live by the realtime `copyRecord` messages.
 */
export function CopyRecordsTable({
  owner,
  showSerial = false,
  currency,
}: {
  owner: CopyOwner;
  showSerial?: boolean;
  /** The follow account's currency (its money figures in the reasons). */
  currency?: string | undefined;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const records = useCopyRecords({ ...owner, page, pageSize });

  const columns: TableColumnsType<CopyRecord> = [
    {
      title: t('copyRecords.time'),
      dataIndex: 'createTime',
      key: 'createTime',
      width: 170,
      render: (value: number) => formatDate(value),
    },
    ...(showSerial
      ? [
          {
            title: t('copyOrders.serial'),
            dataIndex: 'serialNo',
            key: 'serialNo',
            render: (value: string) => <span className={styles.serial}>{value}</span>,
          },
        ]
      : []),
    { title: t('copyRecords.masterTicket'), dataIndex: 'masterTicket', key: 'masterTicket' },
    { title: t('orders.symbol'), dataIndex: 'masterSymbol', key: 'masterSymbol' },
    {
      title: t('copyRecords.action'),
      dataIndex: 'action',
      key: 'action',
      render: (value: CopyRecord['action']) => t(`copyRecords.actions.${value}`),
    },
    {
      title: t('copyRecords.reason'),
      key: 'reason',
      // Wide enough to read, narrow enough that the row fits a desktop card without scrolling.
      width: 380,
      render: (_value, record) => <SkipReason record={record} currency={currency} />,
    },
    {
      title: t('copyRecords.errorCode'),
      dataIndex: 'errorCode',
      key: 'errorCode',
      align: 'right',
      width: 90,
      render: (value: number | null) => (value === null ? '—' : value),
    },
  ];

  if (records.isError) return <LoadError onRetry={() => void records.refetch()} />;

  return (
    <>
      <Table<CopyRecord>
        rowKey="recordId"
        size="small"
        columns={columns}
        dataSource={records.data?.items ?? []}
        loading={records.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('copyRecords.empty') }}
        className={`${styles.table} ${styles.records}`}
      />
      <Pager
        total={records.data?.total ?? 0}
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
