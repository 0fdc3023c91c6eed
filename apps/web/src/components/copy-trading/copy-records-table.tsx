import type { CopyRecord } from '@copytrade/contracts/subscriptions';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderColumns } from '@/components/order-columns';
import { PagedTable } from '@/components/paged-table';
import { formatDate } from '@/lib/format';
import { usePagedQuery } from '@/lib/use-paged-query';
import { copyRecordsQueryOptions, type CopyRecordOutcome } from './api/query-copy-records';
import type { CopyFilter, CopyOwner } from './api/query-copy-relation-tran';
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
  filter,
  outcome,
  followAccount,
}: {
  owner: CopyOwner;
  showSerial?: boolean;
  /** The follow account's currency (its money figures in the reasons). */
  currency?: string | undefined;
  /** Narrows the list (the MAM orders supervisor). */
  filter?: CopyFilter;
  outcome?: CopyRecordOutcome | undefined;
  /** A column naming the follow account of each record (a trader reading his subscribers'). */
  followAccount?: { title: string; render: (record: CopyRecord) => ReactNode };
}) {
  const { t } = useTranslation();
  const column = useOrderColumns();
  const [records, paging] = usePagedQuery((page) =>
    copyRecordsQueryOptions({ ...owner, ...filter, outcome, ...page }),
  );

  const columns: TableColumnsType<CopyRecord> = [
    {
      title: t('copyRecords.time'),
      dataIndex: 'createTime',
      key: 'createTime',
      width: 170,
      render: (value: number) => formatDate(value),
    },
    ...(followAccount
      ? [
          {
            title: followAccount.title,
            key: 'followAccount',
            render: (_value: unknown, record: CopyRecord) => followAccount.render(record),
          },
        ]
      : []),
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
    column.symbol<CopyRecord>({ dataIndex: 'masterSymbol', key: 'masterSymbol' }),
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

  return (
    <PagedTable<CopyRecord>
      list={records}
      paging={paging}
      rowKey="recordId"
      columns={columns}
      empty={t('copyRecords.empty')}
      className={`${styles.table} ${styles.records}`}
    />
  );
}
