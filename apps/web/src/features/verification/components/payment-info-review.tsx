import type { PaymentInfoReview, ReviewState } from '@copytrade/contracts/verification';
import { CheckOutlined, CloseOutlined, WalletOutlined } from '@ant-design/icons';
import { App, Button, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList, type DataColumn } from '@/components/data-list';
import { LoadError } from '@/components/load-error';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { Pager } from '@/components/pager';
import { usePaymentInfoReviews, useReview } from '../api/admin-reviews';
import { DateCell, PersonCell } from './cells';
import { MethodIcon } from './method-icon';
import { RejectDialog } from './reject-dialog';
import { StateCell } from './state-tag';
import { UploadImage } from './upload-image';
import styles from './verification.module.css';

const FILTERS: ReviewState[] = ['pending', 'rejected', 'passed'];

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
  const { message, modal } = App.useApp();
  const [state, setState] = useState<ReviewState>('pending');
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const list = usePaymentInfoReviews({ state, ...paging });
  const decide = useReview('paymentInfo');
  const [rejecting, setRejecting] = useState<PaymentInfoReview | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const methodName = (row: PaymentInfoReview) => t(`verification.method.${row.method}`);

  const pass = (row: PaymentInfoReview) =>
    void modal.confirm({
      title: t('verification.review.passTitle'),
      content: t('verification.review.passPayment', { method: methodName(row), nickname: row.nickname }),
      okText: t('verification.review.pass'),
      cancelText: t('common.cancel'),
      centered: true,
      onOk: () =>
        decide
          .mutateAsync({ id: row.id, decision: 'pass' })
          .then(() => void message.success(t('verification.review.passed')))
          .catch(
            (error: unknown) => void message.error(error instanceof Error ? error.message : String(error)),
          ),
    });

  const reject = (reason: string) => {
    if (!rejecting) return;
    setRejectError(null);
    decide.mutate(
      { id: rejecting.id, decision: 'reject', reason },
      {
        onSuccess: () => {
          void message.success(t('verification.review.rejected'));
          setRejecting(null);
        },
        onError: (error) => setRejectError(error.message),
      },
    );
  };

  const actions = (row: PaymentInfoReview) =>
    row.state === 'pending' ? (
      <span className={styles.rowActions}>
        <Button
          size="small"
          type="primary"
          icon={<CheckOutlined aria-hidden />}
          aria-label={`${t('verification.review.pass')} ${row.nickname} ${methodName(row)}`}
          onClick={() => pass(row)}
        >
          {t('verification.review.pass')}
        </Button>
        <Button
          size="small"
          danger
          icon={<CloseOutlined aria-hidden />}
          aria-label={`${t('verification.review.reject')} ${row.nickname} ${methodName(row)}`}
          onClick={() => {
            setRejectError(null);
            setRejecting(row);
          }}
        >
          {t('verification.review.reject')}
        </Button>
      </span>
    ) : (
      <span className={styles.person}>
        <DateCell value={row.reviewedAt} />
        {row.reviewerNickname ? <span className={styles.personLine}>{row.reviewerNickname}</span> : null}
      </span>
    );

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
    { key: 'actions', title: t('verification.review.actions'), desktopOnly: true, render: actions },
  ];

  let body;
  if (list.isError && !list.data) {
    body = <LoadError message={list.error?.message} onRetry={() => void list.refetch()} />;
  } else if (!list.data) {
    body = <ListSkeleton rows={4} />;
  } else if (list.data.items.length === 0) {
    body = (
      <EmptyState
        icon={<WalletOutlined aria-hidden />}
        title={t(`verification.review.empty.${state}`)}
        hint={t('verification.review.emptyPaymentHint')}
      />
    );
  } else {
    body = (
      <>
        <DataList
          label={t('verification.review.paymentTitle')}
          rows={list.data.items}
          columns={columns}
          rowKey={(row) => row.id}
          footer={actions}
        />
        <Pager
          total={list.data.total}
          page={paging.page}
          pageSize={paging.pageSize}
          onChange={(page, pageSize) =>
            setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize })
          }
        />
      </>
    );
  }

  return (
    <section aria-label={t('verification.review.paymentTitle')}>
      <div className={styles.toolbar}>
        <Segmented<ReviewState>
          value={state}
          onChange={(value) => {
            setState(value);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
          options={FILTERS.map((value) => ({ value, label: t(`verification.state.${value}`) }))}
        />
      </div>
      {body}
      <RejectDialog
        open={rejecting !== null}
        summary={
          rejecting
            ? t('verification.review.rejectPayment', {
                method: methodName(rejecting),
                nickname: rejecting.nickname,
              })
            : null
        }
        pending={decide.isPending}
        error={rejectError}
        onSubmit={reject}
        onClose={() => setRejecting(null)}
      />
    </section>
  );
}
