import type { PaymentRow } from '@copytrade/contracts/payments';
import { FileDoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DateCell } from '@/components/cells';
import type { DataColumn } from '@/components/data-list';
import { PageHeading } from '@/components/page-heading';
import records from '@/components/records.module.css';
import { AdminOnly } from '@/components/review-queue/admin-only';
import { ReviewQueue } from '@/components/review-queue/review-queue';
import { complaintsQueryOptions, resolveComplaint } from '../api/decisions';
import { PAYMENT_STEP_STALE } from '../api/pay';
import { MethodText, PriceCell } from '../components/cells';
import { UploadImages } from '../components/upload-image';
import styles from '../components/payments.module.css';

/** The complained payments of the site: Confirm the payment (confirmed) or mark it failed (a reason). */
function ComplaintDesk() {
  const { t } = useTranslation();

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
    // Every payment here is complained (no state column) and the method goes under the amount: the
    // desk's width is kept for the complaint, the images and the decision.
    {
      key: 'amount',
      title: t('payments.field.amount'),
      align: 'right',
      render: (row) => (
        <span className={records.person}>
          <PriceCell amount={row.amount} days={row.validityDays} />
          <span className={records.personId}>
            <MethodText method={row.method} />
          </span>
        </span>
      ),
    },
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
  ];

  return (
    <ReviewQueue
      config={{
        label: t('payments.review.title'),
        query: (_filter, page) => complaintsQueryOptions(page),
        columns: () => columns,
        name: (row) => `#${row.id}`,
        pass: {
          ask: 'confirmation',
          label: t('payments.review.confirm'),
          title: t('payments.review.confirmTitle'),
          done: t('payments.review.confirmed'),
          content: (row) =>
            t('payments.review.confirmContent', {
              name: row.payerNickname,
              trader: row.traderNickname,
              amount: row.amount,
            }),
          send: (row) => resolveComplaint({ paymentId: row.id, decision: 'confirm' }),
        },
        // The people concerned read the reason.
        reject: {
          label: t('payments.review.fail'),
          title: t('payments.review.failTitle'),
          done: t('payments.review.failed'),
          reasonLabel: t('payments.review.reason'),
          maxLength: 200,
          validate: (reason) => (reason.trim() === '' ? t('payments.review.reasonRequired') : null),
          send: (row, reason) => resolveComplaint({ paymentId: row.id, decision: 'fail', reason }),
        },
        stale: PAYMENT_STEP_STALE,
        empty: () => ({
          icon: <FileDoneOutlined aria-hidden />,
          title: t('payments.review.empty'),
          hint: t('payments.review.emptyHint'),
        }),
      }}
    />
  );
}

/**
 * personalCenter/:id/complaintReview (our own path): the site admin decides complained subscription
 * payments: confirm the payment (the subscription starts) or mark it failed with a reason. Anyone else gets
 * a notice and no call is made (the server refuses them too).
 */
export function ComplaintReviewRoute() {
  const { t } = useTranslation();
  return (
    <AdminOnly title={t('payments.review.noAccess')} hint={t('payments.review.noAccessHint')}>
      <PageHeading title={t('payments.review.title')} meta={t('payments.review.subtitle')} />
      <ComplaintDesk />
    </AdminOnly>
  );
}
