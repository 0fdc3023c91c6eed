import type { Envelope } from '@copytrade/contracts/envelope';
import type { PaymentDetail, PaymentRow, PaymentStatus } from '@copytrade/contracts/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { PAYMENT_KEYS, type PaymentRole } from '../utils/query-keys';

export type PaymentListPage = { items: PaymentRow[]; total: number };

/** A page of payments: the rows in `content`, their number in `total`. */
export function toPaymentPage(envelope: Envelope<PaymentRow>): PaymentListPage {
  return { items: envelope.content, total: envelope.total ?? envelope.content.length };
}

export type PaymentListQuery = { role: PaymentRole; status?: PaymentStatus; page: number; pageSize: number };

/** GET /community/api/querySubscriptionPayments?role&status&page&pageSize, newest first. */
export async function querySubscriptionPayments(query: PaymentListQuery): Promise<PaymentListPage> {
  return toPaymentPage(await request('querySubscriptionPayments', { query, quiet: true }));
}

export const paymentsQueryOptions = (query: PaymentListQuery) =>
  queryOptions({
    queryKey: PAYMENT_KEYS.list(query.role, query.status, query.page, query.pageSize),
    queryFn: () => querySubscriptionPayments(query),
    placeholderData: keepPreviousData,
  });

export function usePayments(query: PaymentListQuery, enabled = true) {
  return useQuery({ ...paymentsQueryOptions(query), enabled });
}

/** GET /community/api/queryPaymentDetail?paymentId: the payment, the trader's payment codes, the wallet. */
export async function queryPaymentDetail(paymentId: number): Promise<PaymentDetail> {
  return firstOf(await request('queryPaymentDetail', { query: { paymentId }, quiet: true }));
}

export function usePaymentDetail(paymentId: number | null) {
  return useQuery({
    queryKey: PAYMENT_KEYS.detail(paymentId ?? 0),
    queryFn: () => queryPaymentDetail(paymentId ?? 0),
    enabled: paymentId !== null,
  });
}
