import type { IdentityReview, ReviewState } from '@copytrade/contracts/verification';
import { CheckOutlined, CloseOutlined, IdcardOutlined } from '@ant-design/icons';
import { App, Button, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList, type DataColumn } from '@/components/data-list';
import { LoadError } from '@/components/load-error';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { Pager } from '@/components/pager';
import { useIdentityReviews, useReview } from '../api/admin-reviews';
import { DateCell, PersonCell } from './cells';
import { RejectDialog } from './reject-dialog';
import { StateCell } from './state-tag';
import { UploadImages } from './upload-image';
import styles from './verification.module.css';

const FILTERS: ReviewState[] = ['pending', 'rejected', 'passed'];

/**
 * The site admin's real-name desk: submissions with the full ID number and the document photos (a click
 * enlarges them), pending ones oldest first with Pass (confirmed) and Reject (a required reason).
 */
export function IdentityReviewPanel() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [state, setState] = useState<ReviewState>('pending');
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const list = useIdentityReviews({ state, ...paging });
  const decide = useReview('identity');
  const [rejecting, setRejecting] = useState<IdentityReview | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);

  const pass = (row: IdentityReview) =>
    void modal.confirm({
      title: t('verification.review.passTitle'),
      content: t('verification.review.passIdentity', { name: row.realName, nickname: row.nickname }),
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

  const actions = (row: IdentityReview) =>
    row.state === 'pending' ? (
      <span className={styles.rowActions}>
        <Button
          size="small"
          type="primary"
          icon={<CheckOutlined aria-hidden />}
          aria-label={`${t('verification.review.pass')} ${row.realName}`}
          onClick={() => pass(row)}
        >
          {t('verification.review.pass')}
        </Button>
        <Button
          size="small"
          danger
          icon={<CloseOutlined aria-hidden />}
          aria-label={`${t('verification.review.reject')} ${row.realName}`}
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

  // Compact enough for the desk's width: who and when, the name with the document, the photos, then the
  // state (decided lists) or the decision (pending list).
  const columns: DataColumn<IdentityReview>[] = [
    {
      key: 'user',
      title: t('verification.review.user'),
      render: (row) => (
        <span className={styles.person}>
          <PersonCell nickname={row.nickname} email={row.email} phone={row.phone} userId={row.userId} />
          <span className={styles.personLine}>
            {t('verification.review.submittedAt')} <DateCell value={row.submittedAt} />
          </span>
        </span>
      ),
    },
    {
      key: 'name',
      title: t('verification.identity.realName'),
      render: (row) => (
        <span className={styles.person}>
          <span>{row.realName}</span>
          <span className={styles.personLine}>
            {t(`verification.identity.idType${row.idType === 1 ? 1 : 2}`)}
          </span>
          <span className={styles.mono}>{row.idNumber}</span>
        </span>
      ),
    },
    {
      key: 'photos',
      title: t('verification.review.photos'),
      render: (row) => (
        <UploadImages
          width={84}
          height={56}
          images={[
            { id: row.frontImage, alt: `${row.realName} · ${t('verification.identity.front')}` },
            ...(row.backImage === null
              ? []
              : [{ id: row.backImage, alt: `${row.realName} · ${t('verification.identity.back')}` }]),
          ]}
        />
      ),
    },
    ...(state === 'pending'
      ? []
      : [
          {
            key: 'state',
            title: t('verification.review.state'),
            render: (row: IdentityReview) => <StateCell state={row.state} reason={row.reason} />,
          },
        ]),
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
        icon={<IdcardOutlined aria-hidden />}
        title={t(`verification.review.empty.${state}`)}
        hint={t('verification.review.emptyIdentityHint')}
      />
    );
  } else {
    body = (
      <>
        <DataList
          label={t('verification.review.identityTitle')}
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
    <section aria-label={t('verification.review.identityTitle')}>
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
            ? t('verification.review.rejectIdentity', {
                name: rejecting.realName,
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
