import {
  adminReviewBodySchema,
  VERIFICATION_LIMITS,
  type ReviewState,
} from '@copytrade/contracts/verification';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { App, Button, Segmented } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/components/data-list';
import { EmptyState } from '@/components/page-states';
import { PagedList, type ListPage } from '@/components/paged-list';
import { RejectDialog } from '@/components/reject-dialog';
import { currentLocale } from '@/i18n/locale';
import { useListParams, usePagedQuery } from '@/lib/use-paged-query';
import { zodMessage } from '@/lib/zod-rule';
import { useReview, type ReviewTarget } from '../api/admin-reviews';
import type { ReviewListQuery } from '../utils/query-keys';
import { DateCell } from './cells';
import styles from './verification.module.css';

const FILTERS: ReviewState[] = ['pending', 'rejected', 'passed'];

/** What a review desk's row has besides its own fields. */
export type ReviewRow = {
  id: number;
  state: ReviewState;
  reviewedAt: number | null;
  reviewerNickname: string | null;
};

/** The words a desk uses for one row: in the buttons' names, the pass confirmation, the reject dialog. */
export type RowWords = { name: string; passText: string; rejectText: string };

/**
 * A review desk of the site admin (real names, payment information): the state filter (pending first, in
 * the address as `?state=`), the submissions a page at a time with Pass (confirmed) and Reject (a required
 * reason) on pending ones, and who decided when on the others.
 */
export function ReviewPanel<T extends ReviewRow, K extends QueryKey>({
  target,
  label,
  options,
  columns,
  words,
  empty,
}: {
  target: ReviewTarget;
  label: string;
  options: (query: ReviewListQuery) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>;
  /** The desk's columns, then the state (decided lists) or the decision (`actions`). */
  columns: (state: ReviewState, actions: (row: T) => ReactNode) => DataColumn<T>[];
  words: (row: T) => RowWords;
  empty: { icon: ReactNode; hint: string };
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [params, setParam] = useListParams();
  const state = FILTERS.find((value) => value === params.get('state')) ?? 'pending';
  const [list, paging] = usePagedQuery((page) => options({ state, ...page }));
  const decide = useReview(target);
  const [rejecting, setRejecting] = useState<T | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);

  const pass = (row: T) =>
    void modal.confirm({
      title: t('verification.review.passTitle'),
      content: words(row).passText,
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

  const actions = (row: T) =>
    row.state === 'pending' ? (
      <span className={styles.rowActions}>
        <Button
          size="small"
          type="primary"
          icon={<CheckOutlined aria-hidden />}
          aria-label={`${t('verification.review.pass')} ${words(row).name}`}
          onClick={() => pass(row)}
        >
          {t('verification.review.pass')}
        </Button>
        <Button
          size="small"
          danger
          icon={<CloseOutlined aria-hidden />}
          aria-label={`${t('verification.review.reject')} ${words(row).name}`}
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

  return (
    <section aria-label={label}>
      <div className={styles.toolbar}>
        <Segmented<ReviewState>
          value={state}
          onChange={(value) => setParam('state', value === 'pending' ? undefined : value)}
          options={FILTERS.map((value) => ({ value, label: t(`verification.state.${value}`) }))}
        />
      </div>
      <PagedList
        list={list}
        paging={paging}
        label={label}
        columns={columns(state, actions)}
        rowKey={(row) => row.id}
        footer={actions}
        empty={
          <EmptyState icon={empty.icon} title={t(`verification.review.empty.${state}`)} hint={empty.hint} />
        }
      />
      <RejectDialog
        open={rejecting !== null}
        title={t('verification.review.rejectTitle')}
        okText={t('verification.review.reject')}
        label={t('verification.review.reason')}
        placeholder={t('verification.review.reasonPlaceholder')}
        maxLength={VERIFICATION_LIMITS.REASON_MAX}
        validate={(reason) =>
          zodMessage(adminReviewBodySchema, { id: 1, decision: 'reject', reason }, currentLocale())
        }
        summary={rejecting ? words(rejecting).rejectText : null}
        pending={decide.isPending}
        error={rejectError === null ? null : { title: rejectError }}
        onSubmit={reject}
        onClose={() => setRejecting(null)}
      />
    </section>
  );
}
