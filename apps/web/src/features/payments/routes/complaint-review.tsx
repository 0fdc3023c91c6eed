import type { PaymentRow } from '@copytrade/contracts/payments';
import { CheckOutlined, CloseOutlined, FileDoneOutlined, LockOutlined } from '@ant-design/icons';
import { App, Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateCell } from '@/components/cells';
import type { DataColumn } from '@/components/data-list';
import { PageHeading } from '@/components/page-heading';
import { emptyIconClass, EmptyState } from '@/components/page-states';
import { PagedList } from '@/components/paged-list';
import { useCurrentUser } from '@/lib/auth';
import { usePagedQuery } from '@/lib/use-paged-query';
import records from '@/components/records.module.css';
import { complaintsQueryOptions, useResolveComplaint } from '../api/decisions';
import { MethodText, PriceCell, StatusTag } from '../components/cells';
import { FailDialog } from '../components/decision-dialogs';
import { UploadImages } from '../components/upload-image';
import styles from '../components/payments.module.css';

function ComplaintDesk() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [list, paging] = usePagedQuery((page) => complaintsQueryOptions(page));
  const resolve = useResolveComplaint();
  const [failing, setFailing] = useState<PaymentRow | null>(null);

  const confirm = (row: PaymentRow) => {
    void modal.confirm({
      title: t('payments.review.confirmTitle'),
      content: t('payments.review.confirmContent', {
        name: row.payerNickname,
        trader: row.traderNickname,
        amount: row.amount,
      }),
      okText: t('payments.review.confirm'),
      cancelText: t('common.cancel'),
      centered: true,
      onOk: () =>
        resolve
          .mutateAsync({ paymentId: row.id, decision: 'confirm' })
          .then(() => void message.success(t('payments.review.confirmed')))
          .catch(
            (error: unknown) => void message.error(error instanceof Error ? error.message : String(error)),
          ),
    });
  };

  const actions = (row: PaymentRow) => (
    <span className={styles.rowActions}>
      <Button
        size="small"
        type="primary"
        icon={<CheckOutlined aria-hidden />}
        aria-label={`${t('payments.review.confirm')} #${row.id}`}
        onClick={() => confirm(row)}
      >
        {t('payments.review.confirm')}
      </Button>
      <Button
        size="small"
        danger
        icon={<CloseOutlined aria-hidden />}
        aria-label={`${t('payments.review.fail')} #${row.id}`}
        onClick={() => setFailing(row)}
      >
        {t('payments.review.fail')}
      </Button>
    </span>
  );

  const columns: DataColumn<PaymentRow>[] = [
    { key: 'time', title: t('payments.list.time'), render: (row) => <DateCell value={row.updatedAt} /> },
    {
      key: 'people',
      title: t('payments.review.people'),
      render: (row) => (
        <span className={records.person}>
          <span>{t('payments.review.payer', { name: row.payerNickname })}</span>
          <span className={records.personId}>
            {t('payments.review.trader', { name: row.traderNickname })} · #{row.masterLogin}
          </span>
        </span>
      ),
    },
    {
      key: 'amount',
      title: t('payments.field.amount'),
      align: 'right',
      render: (row) => <PriceCell amount={row.amount} days={row.validityDays} />,
    },
    { key: 'method', title: t('payments.list.method'), render: (row) => <MethodText method={row.method} /> },
    { key: 'status', title: t('payments.field.status'), render: (row) => <StatusTag status={row.status} /> },
    {
      key: 'reason',
      title: t('payments.list.complaint'),
      render: (row) => <span className={styles.reasonText}>{row.complaintReason || '—'}</span>,
    },
    {
      key: 'attachments',
      title: t('payments.list.attachments'),
      render: (row) => (
        <span className={styles.deskAttachments}>
          <span className={styles.attachmentLabel}>{t('payments.list.evidence')}</span>
          <UploadImages
            ids={row.complaintIds}
            label={`${t('payments.list.evidence')} #${row.id}`}
            size={48}
          />
          <span className={styles.attachmentLabel}>{t('payments.list.vouchers')}</span>
          <UploadImages ids={row.voucherIds} label={`${t('payments.list.vouchers')} #${row.id}`} size={48} />
        </span>
      ),
    },
    { key: 'actions', title: t('payments.list.actions'), desktopOnly: true, render: actions },
  ];

  return (
    <>
      <PagedList
        list={list}
        paging={paging}
        label={t('payments.review.title')}
        columns={columns}
        rowKey={(row) => row.id}
        footer={actions}
        empty={
          <EmptyState
            icon={<FileDoneOutlined aria-hidden />}
            title={t('payments.review.empty')}
            hint={t('payments.review.emptyHint')}
          />
        }
      />
      <FailDialog payment={failing} onClose={() => setFailing(null)} />
    </>
  );
}

/**
 * personalCenter/:id/complaintReview (our own path): the site admin decides complained subscription
 * payments: confirm the payment (the subscription starts) or mark it failed with a reason. Anyone else gets
 * a notice and no call is made (the server refuses them too).
 */
export function ComplaintReviewRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user?.isAdmin) {
    return (
      <Result
        status="403"
        icon={<LockOutlined aria-hidden className={emptyIconClass} />}
        title={t('payments.review.noAccess')}
        subTitle={t('payments.review.noAccessHint')}
      />
    );
  }
  return (
    <>
      <PageHeading title={t('payments.review.title')} meta={t('payments.review.subtitle')} />
      <ComplaintDesk />
    </>
  );
}
