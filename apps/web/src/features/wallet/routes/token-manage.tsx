import type { RechargeRecord, ReviewState, WithdrawRecord } from '@copytrade/contracts/wallet';
import { ArrowDownOutlined, ArrowUpOutlined, FilterOutlined } from '@ant-design/icons';
import { Segmented, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { Pager } from '@/components/pager';
import { useRechargeRecords, useWithdrawRecords } from '../api/query-records';
import { DateCell, Money, ShortText, StateCell } from '../components/cells';
import { DataList, type DataColumn } from '@/components/data-list';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { WalletSummary } from '../components/wallet-summary';
import type { RecordKind } from '../utils/query-keys';
import styles from '../components/wallet.module.css';

type StateFilter = ReviewState | 'all';
const FILTERS: StateFilter[] = ['all', 'pending', 'rejected', 'passed'];

function StateFilterBar({ value, onChange }: { value: StateFilter; onChange: (value: StateFilter) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar}>
      <FilterOutlined aria-hidden className={styles.muted} />
      <Segmented<StateFilter>
        size="small"
        aria-label={t('wallet.records.filter')}
        value={value}
        onChange={onChange}
        options={FILTERS.map((filter) => ({
          value: filter,
          label: filter === 'all' ? t('wallet.records.all') : t(`wallet.state.${filter}`),
        }))}
      />
    </div>
  );
}

type RecordRow = RechargeRecord | WithdrawRecord;
type Paging = { page: number; pageSize: number; filter: StateFilter };

/** Columns of both record lists: the middle one is the hash of a recharge or the address of a withdrawal. */
function useRecordColumns<T extends RecordRow>(middle: DataColumn<T>): DataColumn<T>[] {
  const { t } = useTranslation();
  return [
    { key: 'time', title: t('wallet.records.time'), render: (row) => <DateCell value={row.createdAt} /> },
    {
      key: 'amount',
      title: t('wallet.records.amount'),
      align: 'right',
      render: (row) => <Money value={row.amount} />,
    },
    middle,
    {
      key: 'state',
      title: t('wallet.records.state'),
      render: (row) => <StateCell state={row.state} reason={row.reason} />,
    },
    {
      key: 'reviewedAt',
      title: t('wallet.records.reviewedAt'),
      render: (row) => <DateCell value={row.reviewedAt} />,
    },
  ];
}

type ListResult<T> = {
  data?: { items: T[]; total: number };
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
};

/** One tab's records: the state filter, the list (table or phone cards), the pager; each state handled. */
function RecordsView<T extends RecordRow>({
  kind,
  list,
  columns,
  paging,
  onPaging,
}: {
  kind: RecordKind;
  list: ListResult<T>;
  columns: DataColumn<T>[];
  paging: Paging;
  onPaging: (paging: Paging) => void;
}) {
  const { t } = useTranslation();
  const recharge = kind === 'rechargeRecord';
  const bar = (
    <StateFilterBar value={paging.filter} onChange={(filter) => onPaging({ ...paging, filter, page: 1 })} />
  );

  if (list.isError && !list.data) {
    return (
      <>
        {bar}
        <LoadError message={list.error?.message} onRetry={() => void list.refetch()} />
      </>
    );
  }
  if (!list.data) {
    return (
      <>
        {bar}
        <ListSkeleton rows={4} />
      </>
    );
  }
  if (list.data.items.length === 0 && paging.page === 1) {
    const hint = recharge ? t('wallet.records.emptyRechargeHint') : t('wallet.records.emptyWithdrawHint');
    return (
      <>
        {bar}
        {paging.filter !== 'all' ? (
          <EmptyState
            icon={<FilterOutlined aria-hidden />}
            title={t('wallet.records.emptyFiltered')}
            hint={hint}
          />
        ) : (
          <EmptyState
            icon={recharge ? <ArrowDownOutlined aria-hidden /> : <ArrowUpOutlined aria-hidden />}
            title={recharge ? t('wallet.records.emptyRecharge') : t('wallet.records.emptyWithdraw')}
            hint={hint}
          />
        )}
      </>
    );
  }
  return (
    <>
      {bar}
      <DataList
        label={t(`wallet.tokenManage.tabs.${kind}`)}
        rows={list.data.items}
        columns={columns}
        rowKey={(row) => row.id}
      />
      <Pager
        total={list.data.total}
        page={paging.page}
        pageSize={paging.pageSize}
        onChange={(page, pageSize) =>
          onPaging({ ...paging, page: pageSize === paging.pageSize ? page : 1, pageSize })
        }
      />
    </>
  );
}

const FIRST_PAGE: Paging = { page: 1, pageSize: 10, filter: 'all' };

function queryOf(paging: Paging) {
  const { page, pageSize, filter } = paging;
  return filter === 'all' ? { page, pageSize } : { page, pageSize, state: filter };
}

function RechargeList() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState(FIRST_PAGE);
  const list = useRechargeRecords(queryOf(paging));
  const columns = useRecordColumns<RechargeRecord>({
    key: 'txHash',
    title: t('wallet.records.txHash'),
    render: (row) => <ShortText value={row.txHash} />,
  });
  return (
    <RecordsView kind="rechargeRecord" list={list} columns={columns} paging={paging} onPaging={setPaging} />
  );
}

function WithdrawList() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState(FIRST_PAGE);
  const list = useWithdrawRecords(queryOf(paging));
  const columns = useRecordColumns<WithdrawRecord>({
    key: 'address',
    title: t('wallet.records.address'),
    render: (row) => <ShortText value={row.address} />,
  });
  return (
    <RecordsView kind="outerRecord" list={list} columns={columns} paging={paging} onPaging={setPaging} />
  );
}

/**
 * personalCenter/:id/tokenManage/rechargeRecord and .../outerRecord (spec 2, issue 6): the wallet summary
 * with Recharge and Withdraw, then the recharge and withdrawal (outer) records as two tabs that are paths.
 * A new record opens its tab, where it shows as pending review.
 */
export function TokenManagePage({ kind }: { kind: RecordKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (key: RecordKind) => void navigate(`../${key}`, { relative: 'path' });
  return (
    <>
      <PageHeading title={t('wallet.tokenManage.title')} meta={t('wallet.tokenManage.subtitle')} />
      <WalletSummary onRecharged={() => open('rechargeRecord')} onWithdrawn={() => open('outerRecord')} />
      <Tabs
        activeKey={kind}
        onChange={(key) => open(key as RecordKind)}
        destroyOnHidden
        items={(['rechargeRecord', 'outerRecord'] as const).map((key) => ({
          key,
          label: t(`wallet.tokenManage.tabs.${key}`),
          children: key === 'rechargeRecord' ? <RechargeList /> : <WithdrawList />,
        }))}
      />
    </>
  );
}

export function RechargeRecordRoute() {
  return <TokenManagePage kind="rechargeRecord" />;
}

export function OuterRecordRoute() {
  return <TokenManagePage kind="outerRecord" />;
}
