import type { LedgerEntryRow, WalletReview } from '@copytrade/contracts/wallet';
import { formatMoney } from '@copytrade/contracts/number-format';
import {
  CheckOutlined,
  CloseOutlined,
  FileDoneOutlined,
  LockOutlined,
  ReconciliationOutlined,
} from '@ant-design/icons';
import { App, Button, Result, Segmented, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateCell, Money } from '@/components/cells';
import type { DataColumn } from '@/components/data-list';
import { PageHeading } from '@/components/page-heading';
import { emptyIconClass, EmptyState } from '@/components/page-states';
import { PagedList } from '@/components/paged-list';
import { useCurrentUser } from '@/lib/auth';
import { useListParams, usePagedQuery } from '@/lib/use-paged-query';
import records from '@/components/records.module.css';
import { ledgerQueryOptions } from '../api/admin-query-ledger';
import { useAdminReview, walletReviewsQueryOptions } from '../api/admin-wallet-reviews';
import { ShortText, SignedMoney } from '../components/cells';
import { ReferenceText } from '../components/reference-text';
import { RejectDialog } from '../components/reject-dialog';
import type { ReviewKind } from '../utils/query-keys';
import type { TFunction } from 'i18next';
import styles from '../components/wallet.module.css';

type KindFilter = ReviewKind | 'all';
const KIND_FILTERS: readonly KindFilter[] = ['all', 'recharge', 'withdrawal'];

function kindLabel(t: TFunction, kind: ReviewKind): string {
  return kind === 'recharge' ? t('wallet.review.kindRecharge') : t('wallet.review.kindWithdrawal');
}

/** Pending recharges and withdrawals of the site, with Approve (confirmed) and Reject (a reason). */
function PendingReviews() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [params, setParam] = useListParams();
  const filter: KindFilter = KIND_FILTERS.find((kind) => kind === params.get('kind')) ?? 'all';
  const [list, paging] = usePagedQuery((page) =>
    walletReviewsQueryOptions({ ...page, ...(filter === 'all' ? {} : { kind: filter }) }),
  );
  const decide = useAdminReview();
  const [rejecting, setRejecting] = useState<WalletReview | null>(null);

  const approve = (review: WalletReview) => {
    void modal.confirm({
      title: t('wallet.review.approveTitle'),
      content: t(
        review.kind === 'recharge' ? 'wallet.review.approveRecharge' : 'wallet.review.approveWithdrawal',
        {
          amount: formatMoney(review.amount),
          name: review.nickname,
        },
      ),
      okText: t('wallet.review.approve'),
      cancelText: t('common.cancel'),
      centered: true,
      onOk: () =>
        decide
          .mutateAsync({ kind: review.kind, body: { id: review.id, approve: true } })
          .then(() => void message.success(t('wallet.review.approved')))
          .catch(
            (error: unknown) => void message.error(error instanceof Error ? error.message : String(error)),
          ),
    });
  };

  const actions = (review: WalletReview) => (
    <span className={styles.rowActions}>
      <Button
        size="small"
        type="primary"
        icon={<CheckOutlined aria-hidden />}
        aria-label={`${t('wallet.review.approve')} ${kindLabel(t, review.kind)} #${review.id}`}
        onClick={() => approve(review)}
      >
        {t('wallet.review.approve')}
      </Button>
      <Button
        size="small"
        danger
        icon={<CloseOutlined aria-hidden />}
        aria-label={`${t('wallet.review.reject')} ${kindLabel(t, review.kind)} #${review.id}`}
        onClick={() => setRejecting(review)}
      >
        {t('wallet.review.reject')}
      </Button>
    </span>
  );

  const columns: DataColumn<WalletReview>[] = [
    { key: 'time', title: t('wallet.review.time'), render: (row) => <DateCell value={row.createdAt} /> },
    {
      key: 'kind',
      title: t('wallet.review.kind'),
      render: (row) => (
        <Tag color={row.kind === 'recharge' ? 'green' : 'orange'} bordered={false}>
          {kindLabel(t, row.kind)} #{row.id}
        </Tag>
      ),
    },
    {
      key: 'user',
      title: t('wallet.review.user'),
      render: (row) => (
        <span className={records.person}>
          <span>{row.nickname}</span>
          <span className={records.personId}>ID {row.userId}</span>
        </span>
      ),
    },
    {
      key: 'amount',
      title: t('wallet.review.amount'),
      align: 'right',
      render: (row) => <Money value={row.amount} />,
    },
    {
      key: 'target',
      title: t('wallet.review.target'),
      render: (row) => <ShortText value={(row.kind === 'recharge' ? row.txHash : row.address) ?? ''} />,
    },
    { key: 'actions', title: t('wallet.review.actions'), desktopOnly: true, render: actions },
  ];

  return (
    <>
      <div className={records.toolbar}>
        <Segmented<KindFilter>
          size="small"
          aria-label={t('wallet.review.filter')}
          value={filter}
          onChange={(value) => setParam('kind', value === 'all' ? undefined : value)}
          options={[
            { value: 'all', label: t('wallet.review.all') },
            { value: 'recharge', label: t('wallet.review.kindRecharge') },
            { value: 'withdrawal', label: t('wallet.review.kindWithdrawal') },
          ]}
        />
      </div>
      <PagedList
        list={list}
        paging={paging}
        label={t('wallet.review.tabs.pending')}
        columns={columns}
        rowKey={(row) => `${row.kind}-${row.id}`}
        footer={actions}
        empty={
          <EmptyState
            icon={<FileDoneOutlined aria-hidden />}
            title={t('wallet.review.empty')}
            hint={t('wallet.review.emptyHint')}
          />
        }
      />
      <RejectDialog review={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}

/** The audit view: every ledger entry of the site, newest first, with the account and who caused it. */
function LedgerAudit() {
  const { t } = useTranslation();
  const [list, paging] = usePagedQuery((page) => ledgerQueryOptions(page), {
    name: 'ledger',
    defaultPageSize: 20,
  });

  const columns: DataColumn<LedgerEntryRow>[] = [
    { key: 'time', title: t('wallet.audit.time'), render: (row) => <DateCell value={row.createdAt} /> },
    { key: 'transaction', title: t('wallet.audit.transaction'), render: (row) => `#${row.transactionId}` },
    { key: 'kind', title: t('wallet.audit.kind'), render: (row) => t(`wallet.kind.${row.kind}`) },
    {
      key: 'account',
      title: t('wallet.audit.account'),
      render: (row) => (
        <span className={records.person}>
          <span>
            <Tag bordered={false}>{t(`wallet.audit.accountKind.${row.accountKind}`)}</Tag>
            {row.ownerNickname ?? t('wallet.audit.system')}
          </span>
          {row.ownerId !== null ? <span className={records.personId}>ID {row.ownerId}</span> : null}
        </span>
      ),
    },
    {
      key: 'amount',
      title: t('wallet.audit.amount'),
      align: 'right',
      render: (row) => <SignedMoney value={row.amount} />,
    },
    {
      key: 'reference',
      title: t('wallet.audit.reference'),
      render: (row) => <ReferenceText reference={row.reference} />,
    },
    {
      key: 'createdBy',
      title: t('wallet.audit.createdBy'),
      render: (row) =>
        row.createdByNickname ??
        (row.createdById !== null ? `ID ${row.createdById}` : t('wallet.audit.system')),
    },
  ];

  return (
    <PagedList
      list={list}
      paging={paging}
      label={t('wallet.review.tabs.audit')}
      columns={columns}
      rowKey={(row) => row.id}
      loadingRows={6}
      empty={
        <EmptyState
          icon={<ReconciliationOutlined aria-hidden />}
          title={t('wallet.audit.empty')}
          hint={t('wallet.audit.emptyHint')}
        />
      }
    />
  );
}

/**
 * personalCenter/:id/walletReview (our own path; the spec has no admin wallet page): the site admin's
 * review desk for recharges and withdrawals and the ledger audit. Anyone else gets a notice and no call is
 * made (the server refuses them too).
 */
export function WalletReviewRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params, setParam] = useListParams();
  if (!user?.isAdmin) {
    return (
      <Result
        status="403"
        icon={<LockOutlined aria-hidden className={emptyIconClass} />}
        title={t('wallet.review.noAccess')}
        subTitle={t('wallet.review.noAccessHint')}
      />
    );
  }
  return (
    <>
      <PageHeading title={t('wallet.review.title')} meta={t('wallet.review.subtitle')} />
      <Tabs
        activeKey={params.get('view') === 'audit' ? 'audit' : 'pending'}
        onChange={(key) => setParam('view', key === 'audit' ? key : undefined)}
        destroyOnHidden
        items={[
          { key: 'pending', label: t('wallet.review.tabs.pending'), children: <PendingReviews /> },
          { key: 'audit', label: t('wallet.review.tabs.audit'), children: <LedgerAudit /> },
        ]}
      />
    </>
  );
}
