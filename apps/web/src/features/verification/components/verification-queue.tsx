import {
  adminReviewBodySchema,
  VERIFICATION_LIMITS,
  type ReviewState,
} from '@copytrade/contracts/verification';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { DataColumn } from '@/components/data-list';
import type { ListPage } from '@/components/paged-list';
import type { ReviewQueueConfig } from '@/components/review-queue/review-queue';
import { currentLocale } from '@/i18n/locale';
import { zodMessage } from '@/lib/zod-rule';
import { sendReview, type ReviewTarget } from '../api/admin-reviews';
import { VERIFICATION_KEYS, type ReviewListQuery } from '../utils/query-keys';

/** What a verification review's row has besides its own fields. */
type ReviewRow = {
  id: number;
  state: ReviewState;
  reviewedAt: number | null;
  reviewerNickname: string | null;
};

/** The words for one row: in the buttons' names, the pass confirmation, the reject dialog. */
type RowWords = { name: string; passText: string; rejectText: string };

/**
 * The review queue of real names or payment information: the state filter (pending first, `?state=`), Pass
 * after a confirmation, Reject with a required reason (the shared review schema), who decided when. A
 * decision reads the verification's admin lists again.
 */
export function verificationQueue<T extends ReviewRow, K extends QueryKey>(
  t: TFunction,
  target: ReviewTarget,
  kind: {
    label: string;
    query: (query: ReviewListQuery) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>;
    columns: (state: ReviewState) => DataColumn<T>[];
    words: (row: T) => RowWords;
    empty: { icon: ReactNode; hint: string };
  },
): ReviewQueueConfig<T, ReviewState, K, never> {
  return {
    label: kind.label,
    filter: {
      param: 'state',
      values: ['pending', 'rejected', 'passed'],
      label: (state) => t(`verification.state.${state}`),
    },
    query: (state = 'pending', page) => kind.query({ state, ...page }),
    columns: (state = 'pending') => kind.columns(state),
    name: (row) => kind.words(row).name,
    decided: (row) => (row.state === 'pending' ? null : { at: row.reviewedAt, by: row.reviewerNickname }),
    pass: {
      label: t('verification.review.pass'),
      title: t('verification.review.passTitle'),
      done: t('verification.review.passed'),
      ask: 'confirmation',
      content: (row) => kind.words(row).passText,
      send: (row) => sendReview(target, { id: row.id, decision: 'pass' }),
    },
    reject: {
      label: t('verification.review.reject'),
      title: t('verification.review.rejectTitle'),
      done: t('verification.review.rejected'),
      summary: (row) => kind.words(row).rejectText,
      reasonLabel: t('verification.review.reason'),
      placeholder: t('verification.review.reasonPlaceholder'),
      maxLength: VERIFICATION_LIMITS.REASON_MAX,
      validate: (reason, row) =>
        zodMessage(adminReviewBodySchema, { id: row.id, decision: 'reject', reason }, currentLocale()),
      send: (row, reason) => sendReview(target, { id: row.id, decision: 'reject', reason }),
    },
    stale: [VERIFICATION_KEYS.admin],
    empty: (state = 'pending') => ({
      icon: kind.empty.icon,
      title: t(`verification.review.empty.${state}`),
      hint: kind.empty.hint,
    }),
  };
}
