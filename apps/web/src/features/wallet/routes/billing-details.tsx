import type { BillingLine, LedgerTxKind } from '@copytrade/contracts/wallet';
import { FallOutlined, RiseOutlined } from '@ant-design/icons';
import { Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateCell } from '@/components/cells';
import type { DataColumn } from '@/components/data-list';
import { PageHeading } from '@/components/page-heading';
import { EmptyState } from '@/components/page-states';
import { PagedList } from '@/components/paged-list';
import { useCenterPath } from '@/lib/use-center-path';
import { usePagedQuery } from '@/lib/use-paged-query';
import { billingQueryOptions } from '../api/query-billing-details';
import { SignedMoney } from '../components/cells';
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
  const [list, paging] = usePagedQuery((page) => billingQueryOptions(kind, page));
  const empty =
    kind === 'income' ? (
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
    <PagedList
      list={list}
      paging={paging}
      label={t(`wallet.billing.tabs.${kind}`)}
      columns={columns}
      rowKey={(row) => row.id}
      empty={empty}
      loadingRows={5}
    />
  );
}

/**
 * personalCenter/:id/billingDetails/income and .../expend (spec 2, issue 6): the wallet's ledger lines,
 * money in and money out, as two tabs that are paths.
 */
export function BillingDetailsPage({ kind }: { kind: BillingKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const center = useCenterPath();
  return (
    <>
      <PageHeading title={t('wallet.billing.title')} meta={t('wallet.billing.subtitle')} />
      <Tabs
        activeKey={kind}
        onChange={(key) => void navigate(center(key as BillingKind))}
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
