import type { RechargeRecord, ReviewState, WithdrawRecord } from '@copytrade/contracts/wallet';
import { ArrowDownOutlined, ArrowUpOutlined, FilterOutlined } from '@ant-design/icons';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { Segmented, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateCell, Money } from '@/components/cells';
import type { DataColumn } from '@/components/data-list';
import { PageHeading } from '@/components/page-heading';
import { EmptyState } from '@/components/page-states';
import { PagedList, type ListPage } from '@/components/paged-list';
import { useCenterPath } from '@/lib/use-center-path';
import { useListParams, usePagedQuery } from '@/lib/use-paged-query';
import records from '@/components/records.module.css';
import { rechargeRecordsQueryOptions, withdrawRecordsQueryOptions } from '../api/query-records';
import { ShortText, StateCell } from '../components/cells';
import { WalletSummary } from '../components/wallet-summary';
import type { RecordKind, RecordsQuery } from '../utils/query-keys';

type StateFilter = ReviewState | 'all';
const FILTERS: StateFilter[] = ['all', 'pending', 'rejected', 'passed'];

function StateFilterBar({ value, onChange }: { value: StateFilter; onChange: (value: StateFilter) => void }) {
  const { t } = useTranslation();
  return (
    <div className={records.toolbar}>
      <FilterOutlined aria-hidden className={records.muted} />
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

/** The state filter of a record list, in the address (`?state=pending`); a new filter starts at page 1. */
function useStateFilter(): [StateFilter, (filter: StateFilter) => void, RecordsQuery['state']] {
  const [params, setParam] = useListParams();
  const filter = FILTERS.find((item) => item === params.get('state')) ?? 'all';
  const set = (next: StateFilter) => setParam('state', next === 'all' ? undefined : next);
  return [filter, set, filter === 'all' ? undefined : filter];
}

/** One tab's records: the state filter, the list (table or phone cards), the pager; each state handled. */
function RecordsView<T extends RecordRow, K extends QueryKey>({
  kind,
  options,
  middle,
}: {
  kind: RecordKind;
  options: (query: RecordsQuery) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>;
  /** The hash of a recharge, the address of a withdrawal. */
  middle: DataColumn<T>;
}) {
  const { t } = useTranslation();
  const [filter, setFilter, state] = useStateFilter();
  const [list, paging] = usePagedQuery((page) => options({ ...page, state }));
  const columns = useRecordColumns(middle);
  const recharge = kind === 'rechargeRecord';
  const hint = recharge ? t('wallet.records.emptyRechargeHint') : t('wallet.records.emptyWithdrawHint');
  return (
    <>
      <StateFilterBar value={filter} onChange={setFilter} />
      <PagedList
        list={list}
        paging={paging}
        label={t(`wallet.tokenManage.tabs.${kind}`)}
        columns={columns}
        rowKey={(row) => row.id}
        empty={
          filter !== 'all' ? (
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
          )
        }
      />
    </>
  );
}

function RechargeList() {
  const { t } = useTranslation();
  return (
    <RecordsView
      kind="rechargeRecord"
      options={rechargeRecordsQueryOptions}
      middle={{
        key: 'txHash',
        title: t('wallet.records.txHash'),
        render: (row: RechargeRecord) => <ShortText value={row.txHash} />,
      }}
    />
  );
}

function WithdrawList() {
  const { t } = useTranslation();
  return (
    <RecordsView
      kind="outerRecord"
      options={withdrawRecordsQueryOptions}
      middle={{
        key: 'address',
        title: t('wallet.records.address'),
        render: (row: WithdrawRecord) => <ShortText value={row.address} />,
      }}
    />
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
  const center = useCenterPath();
  const open = (key: RecordKind) => void navigate(center(key));
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
