import { formatMoney } from '@copytrade/contracts/number-format';
import { walletReviewBodySchema, type LedgerEntryRow, type WalletReview } from '@copytrade/contracts/wallet';
import { FileDoneOutlined, ReconciliationOutlined } from '@ant-design/icons';
import { Tabs, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DateCell, Money } from '@/components/cells';
import type { DataColumn } from '@/components/data-list';
import { PageHeading } from '@/components/page-heading';
import { EmptyState } from '@/components/page-states';
import { PagedList } from '@/components/paged-list';
import records from '@/components/records.module.css';
import { AdminOnly } from '@/components/review-queue/admin-only';
import { ReviewQueue } from '@/components/review-queue/review-queue';
import { currentLocale } from '@/i18n/locale';
import { useListParams, usePagedQuery } from '@/lib/use-paged-query';
import { zodMessage } from '@/lib/zod-rule';
import { ledgerQueryOptions } from '../api/admin-query-ledger';
import { adminReview, walletReviewsQueryOptions } from '../api/admin-wallet-reviews';
import { ShortText, SignedMoney } from '../components/cells';
import { ReferenceText } from '../components/reference-text';
import { WALLET_KEYS, type ReviewKind } from '../utils/query-keys';
import { placeServerError } from '../utils/wallet-rules';

function kindLabel(t: TFunction, kind: ReviewKind): string {
  return kind === 'recharge' ? t('wallet.review.kindRecharge') : t('wallet.review.kindWithdrawal');
}

/** Pending recharges and withdrawals of the site, with Approve (confirmed) and Reject (a reason). */
function PendingReviews() {
  const { t } = useTranslation();

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
  ];

  return (
    <ReviewQueue
      config={{
        label: t('wallet.review.tabs.pending'),
        filter: {
          param: 'kind',
          values: ['all', 'recharge', 'withdrawal'],
          label: (kind) => (kind === 'all' ? t('wallet.review.all') : kindLabel(t, kind)),
          name: t('wallet.review.filter'),
        },
        query: (kind, page) =>
          walletReviewsQueryOptions({ ...page, ...(kind === 'all' || !kind ? {} : { kind }) }),
        columns: () => columns,
        rowKey: (row) => `${row.kind}-${row.id}`,
        name: (row) => `${kindLabel(t, row.kind)} #${row.id}`,
        pass: {
          label: t('wallet.review.approve'),
          title: t('wallet.review.approveTitle'),
          done: t('wallet.review.approved'),
          ask: 'confirmation',
          content: (row) =>
            t(row.kind === 'recharge' ? 'wallet.review.approveRecharge' : 'wallet.review.approveWithdrawal', {
              amount: formatMoney(row.amount),
              name: row.nickname,
            }),
          send: (row) => adminReview({ kind: row.kind, body: { id: row.id, approve: true } }),
        },
        // The reason is required (the user reads it in his record); the shared review body schema checks it.
        reject: {
          label: t('wallet.review.reject'),
          title: t('wallet.review.rejectTitle'),
          done: t('wallet.review.rejected'),
          summary: (row) =>
            t('wallet.review.rejectSummary', {
              name: row.nickname,
              kind: kindLabel(t, row.kind),
              amount: formatMoney(row.amount),
            }),
          reasonLabel: t('wallet.review.reason'),
          placeholder: t('wallet.review.reasonPlaceholder'),
          maxLength: 200,
          validate: (reason, row) =>
            zodMessage(walletReviewBodySchema, { id: row.id, approve: false, reason }, currentLocale()),
          send: (row, reason) =>
            adminReview({ kind: row.kind, body: { id: row.id, approve: false, reason } }),
        },
        // A reviewed record leaves the desk, and the ledger has new entries.
        stale: [WALLET_KEYS.reviews, WALLET_KEYS.ledger],
        refusal: (error, form) => {
          const text = placeServerError(form, error);
          return text === null ? null : { title: t('wallet.errorTitle'), description: text };
        },
        empty: () => ({
          icon: <FileDoneOutlined aria-hidden />,
          title: t('wallet.review.empty'),
          hint: t('wallet.review.emptyHint'),
        }),
      }}
    />
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
  const [params, setParam] = useListParams();
  return (
    <AdminOnly title={t('wallet.review.noAccess')} hint={t('wallet.review.noAccessHint')}>
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
    </AdminOnly>
  );
}
