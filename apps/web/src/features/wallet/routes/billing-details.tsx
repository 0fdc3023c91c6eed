import type { BillingLine, LedgerTxKind } from '@copytrade/contracts/wallet';
import { FallOutlined, RiseOutlined } from '@ant-design/icons';
import { Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { Pager } from '@/components/pager';
import { useBillingDetails } from '../api/query-billing-details';
import { DateCell, SignedMoney } from '../components/cells';
import { DataList, type DataColumn } from '@/components/data-list';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { ReferenceText } from '../components/reference-text';
import type { BillingKind } from '../utils/query-keys';

/** Kinds that add to the wallet are green, those that take from it orange. */
const KIND_COLORS: Record<LedgerTxKind, string> = {
  recharge: 'green',
  withdraw_rejected: 'cyan',
  withdraw_request: 'orange',
  withdraw_paid: 'volcano',
  subscription_fee: 'geekblue',
  performance_fee: 'purple',
  debt_collected: 'magenta',
  voucher_payment: 'default',
};

function BillingList({ kind }: { kind: BillingKind }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const list = useBillingDetails(kind, { page, pageSize });

  if (list.isError && !list.data) {
    return <LoadError message={list.error?.message} onRetry={() => void list.refetch()} />;
  }
  if (!list.data) return <ListSkeleton rows={5} />;
  if (list.data.items.length === 0 && page === 1) {
    return kind === 'income' ? (
      <EmptyState
        icon={<RiseOutlined aria-hidden />}
        title={t('wallet.billing.emptyIncome')}
        hint={t('wallet.billing.emptyIncomeHint')}
      />
    ) : (
      <EmptyState
        icon={<FallOutlined aria-hidden />}
        title={t('wallet.billing.emptyExpend')}
        hint={t('wallet.billing.emptyExpendHint')}
      />
    );
  }

  const columns: DataColumn<BillingLine>[] = [
    { key: 'time', title: t('wallet.billing.time'), render: (row) => <DateCell value={row.createdAt} /> },
    {
      key: 'kind',
      title: t('wallet.billing.kind'),
      render: (row) => (
        <Tag color={KIND_COLORS[row.kind]} bordered={false}>
          {t(`wallet.kind.${row.kind}`)}
        </Tag>
      ),
    },
    {
      key: 'amount',
      title: t('wallet.billing.amount'),
      align: 'right',
      render: (row) => <SignedMoney value={row.amount} direction={kind === 'income' ? 'in' : 'out'} />,
    },
    {
      key: 'reference',
      title: t('wallet.billing.reference'),
      render: (row) => <ReferenceText reference={row.reference} linked />,
    },
  ];

  return (
    <>
      <DataList
        label={t(`wallet.billing.tabs.${kind}`)}
        rows={list.data.items}
        columns={columns}
        rowKey={(row) => row.id}
      />
      <Pager
        total={list.data.total}
        page={page}
        pageSize={pageSize}
        onChange={(next, size) => {
          setPage(size === pageSize ? next : 1);
          setPageSize(size);
        }}
      />
    </>
  );
}

/**
 * personalCenter/:id/billingDetails/income and .../expend (spec 2, issue 6): the wallet's ledger lines,
 * money in and money out, as two tabs that are paths.
 */
export function BillingDetailsPage({ kind }: { kind: BillingKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeading title={t('wallet.billing.title')} meta={t('wallet.billing.subtitle')} />
      <Tabs
        activeKey={kind}
        onChange={(key) => void navigate(`../${key}`, { relative: 'path' })}
        destroyOnHidden
        items={(['income', 'expend'] as const).map((key) => ({
          key,
          label: t(`wallet.billing.tabs.${key}`),
          children: <BillingList key={key} kind={key} />,
        }))}
      />
    </>
  );
}

export function IncomeRoute() {
  return <BillingDetailsPage kind="income" />;
}

export function ExpendRoute() {
  return <BillingDetailsPage kind="expend" />;
}
