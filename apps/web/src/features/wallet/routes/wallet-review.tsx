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
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { Pager } from '@/components/pager';
import { useCurrentUser } from '@/lib/auth';
import { useLedger } from '../api/admin-query-ledger';
import { useAdminReview, useWalletReviews } from '../api/admin-wallet-reviews';
import { DateCell, Money, ShortText, SignedMoney } from '../components/cells';
import { DataList, type DataColumn } from '@/components/data-list';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { ReferenceText } from '../components/reference-text';
import { RejectDialog } from '../components/reject-dialog';
import type { ReviewKind } from '../utils/query-keys';
import type { TFunction } from 'i18next';
import styles from '../components/wallet.module.css';

type KindFilter = ReviewKind | 'all';

function kindLabel(t: TFunction, kind: ReviewKind): string {
  return kind === 'recharge' ? t('wallet.review.kindRecharge') : t('wallet.review.kindWithdrawal');
}

/** Pending recharges and withdrawals of the site, with Approve (confirmed) and Reject (a reason). */
function PendingReviews() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [filter, setFilter] = useState<KindFilter>('all');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const list = useWalletReviews({ page, pageSize, ...(filter === 'all' ? {} : { kind: filter }) });
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
        <span className={styles.person}>
          <span>{row.nickname}</span>
          <span className={styles.personId}>ID {row.userId}</span>
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

  let body;
  if (list.isError && !list.data) {
    body = <LoadError message={list.error?.message} onRetry={() => void list.refetch()} />;
  } else if (!list.data) {
    body = <ListSkeleton rows={4} />;
  } else if (list.data.items.length === 0 && page === 1) {
    body = (
      <EmptyState
        icon={<FileDoneOutlined aria-hidden />}
        title={t('wallet.review.empty')}
        hint={t('wallet.review.emptyHint')}
      />
    );
  } else {
    body = (
      <>
        <DataList
          label={t('wallet.review.tabs.pending')}
          rows={list.data.items}
          columns={columns}
          rowKey={(row) => `${row.kind}-${row.id}`}
          footer={actions}
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

  return (
    <>
      <div className={styles.toolbar}>
        <Segmented<KindFilter>
          size="small"
          aria-label={t('wallet.review.filter')}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('wallet.review.all') },
            { value: 'recharge', label: t('wallet.review.kindRecharge') },
            { value: 'withdrawal', label: t('wallet.review.kindWithdrawal') },
          ]}
        />
      </div>
      {body}
      <RejectDialog review={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}

/** The audit view: every ledger entry of the site, newest first, with the account and who caused it. */
function LedgerAudit() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const list = useLedger({ page, pageSize });

  if (list.isError && !list.data) {
    return <LoadError message={list.error?.message} onRetry={() => void list.refetch()} />;
  }
  if (!list.data) return <ListSkeleton rows={6} />;
  if (list.data.items.length === 0 && page === 1) {
    return (
      <EmptyState
        icon={<ReconciliationOutlined aria-hidden />}
        title={t('wallet.audit.empty')}
        hint={t('wallet.audit.emptyHint')}
      />
    );
  }

  const columns: DataColumn<LedgerEntryRow>[] = [
    { key: 'time', title: t('wallet.audit.time'), render: (row) => <DateCell value={row.createdAt} /> },
    { key: 'transaction', title: t('wallet.audit.transaction'), render: (row) => `#${row.transactionId}` },
    { key: 'kind', title: t('wallet.audit.kind'), render: (row) => t(`wallet.kind.${row.kind}`) },
    {
      key: 'account',
      title: t('wallet.audit.account'),
      render: (row) => (
        <span className={styles.person}>
          <span>
            <Tag bordered={false}>{t(`wallet.audit.accountKind.${row.accountKind}`)}</Tag>
            {row.ownerNickname ?? t('wallet.audit.system')}
          </span>
          {row.ownerId !== null ? <span className={styles.personId}>ID {row.ownerId}</span> : null}
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
    <>
      <DataList
        label={t('wallet.review.tabs.audit')}
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
 * personalCenter/:id/walletReview (our own path; the spec has no admin wallet page): the site admin's
 * review desk for recharges and withdrawals and the ledger audit. Anyone else gets a notice and no call is
 * made (the server refuses them too).
 */
export function WalletReviewRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user?.isAdmin) {
    return (
      <Result
        status="403"
        icon={<LockOutlined aria-hidden className={styles.emptyIcon} />}
        title={t('wallet.review.noAccess')}
        subTitle={t('wallet.review.noAccessHint')}
      />
    );
  }
  return (
    <>
      <PageHeading title={t('wallet.review.title')} meta={t('wallet.review.subtitle')} />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'pending', label: t('wallet.review.tabs.pending'), children: <PendingReviews /> },
          { key: 'audit', label: t('wallet.review.tabs.audit'), children: <LedgerAudit /> },
        ]}
      />
    </>
  );
}
