import type { PaymentInfoReview } from '@copytrade/contracts/verification';
import { WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DateCell } from '@/components/cells';
import type { DataColumn } from '@/components/data-list';
import { ReviewQueue } from '@/components/review-queue/review-queue';
import { paymentInfoReviewsQueryOptions } from '../api/admin-reviews';
import { PersonCell } from './cells';
import { MethodIcon } from './method-icon';
import { StateCell } from './state-tag';
import { UploadImage } from './upload-image';
import { verificationQueue } from './verification-queue';
import styles from './verification.module.css';

/** What a method's information says: the QR code and payee, the card, or the address. */
function Details({ row }: { row: PaymentInfoReview }) {
  const { t } = useTranslation();
  if (row.method === 'alipay' || row.method === 'wechat') {
    return (
      <span className={styles.rowActions}>
        {row.uploadId !== null ? (
          <UploadImage
            uploadId={row.uploadId}
            alt={`${t(`verification.method.${row.method}`)} · ${row.nickname}`}
            width={64}
          />
        ) : null}
        <span className={styles.person}>
          <span>{row.accountName}</span>
          <span className={styles.personLine}>{t('verification.payment.payee')}</span>
        </span>
      </span>
    );
  }
  if (row.method === 'bank') {
    return (
      <span className={styles.person}>
        <span className={styles.mono}>{row.accountNo}</span>
        <span className={styles.personLine}>
          {row.accountName} · {row.bankName}
        </span>
      </span>
    );
  }
  return <span className={styles.mono}>{row.accountNo}</span>;
}

/**
 * The site admin's payment-information desk: every method's information with full numbers and the QR
 * images (a click enlarges them), pending ones oldest first with Pass (confirmed) and Reject (a reason).
 */
export function PaymentInfoReviewPanel() {
  const { t } = useTranslation();
  const methodName = (row: PaymentInfoReview) => t(`verification.method.${row.method}`);

  const columns: DataColumn<PaymentInfoReview>[] = [
    {
      key: 'time',
      title: t('verification.review.submittedAt'),
      render: (row) => <DateCell value={row.submittedAt} />,
    },
    {
      key: 'user',
      title: t('verification.review.user'),
      render: (row) => (
        <PersonCell nickname={row.nickname} email={row.email} phone={row.phone} userId={row.userId} />
      ),
    },
    {
      key: 'method',
      title: t('verification.review.method'),
      render: (row) => (
        <span className={styles.methodName}>
          <MethodIcon method={row.method} className={styles.methodIcon} />
          {methodName(row)}
        </span>
      ),
    },
    { key: 'details', title: t('verification.review.details'), render: (row) => <Details row={row} /> },
    {
      key: 'state',
      title: t('verification.review.state'),
      render: (row) => <StateCell state={row.state} reason={row.reason} />,
    },
  ];

  return (
    <ReviewQueue
      config={verificationQueue(t, 'paymentInfo', {
        label: t('verification.review.paymentTitle'),
        query: paymentInfoReviewsQueryOptions,
        columns: () => columns,
        words: (row) => ({
          name: `${row.nickname} ${methodName(row)}`,
          passText: t('verification.review.passPayment', { method: methodName(row), nickname: row.nickname }),
          rejectText: t('verification.review.rejectPayment', {
            method: methodName(row),
            nickname: row.nickname,
          }),
        }),
        empty: { icon: <WalletOutlined aria-hidden />, hint: t('verification.review.emptyPaymentHint') },
      })}
    />
  );
}
