import type {
  AdminResolveComplaintBody,
  ComplaintBody,
  PaymentRow,
  RefusePaymentBody,
} from '@copytrade/contracts/payments';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { PAYMENT_KEYS } from '../utils/query-keys';
import { toPaymentPage, type PaymentListPage } from './payments-list';
import { refreshAfterPayment, uploadImages } from './pay';

/*
 * The steps after a voucher: the trader confirms or refuses; the payer complains, withdraws the complaint
 * or hands in a new voucher; the site admin decides a complaint. All quiet: the dialogs show refusals.
 */

/** POST /community/api/confirmSubscriptionPayment {paymentId} (the trader). */
export async function confirmPayment(paymentId: number): Promise<PaymentRow> {
  return firstOf(await request('confirmSubscriptionPayment', { body: { paymentId }, quiet: true }));
}

/** POST /community/api/refuseSubscriptionPayment {paymentId, reason, note?} (the trader). */
export async function refusePayment(body: RefusePaymentBody): Promise<PaymentRow> {
  return firstOf(await request('refuseSubscriptionPayment', { body, quiet: true }));
}

export type NewComplaint = Omit<ComplaintBody, 'uploadIds'> & { files: readonly File[] };

/** POST /community/api/complaint {subTransId, reason, uploadIds}: evidence images are uploaded first. */
export async function createComplaint({ files, ...rest }: NewComplaint): Promise<PaymentRow> {
  const uploadIds = await uploadImages(files, 'evidence');
  return firstOf(await request('complaint', { body: { ...rest, uploadIds }, quiet: true }));
}

/** DELETE /community/api/complaint/:subTransId?acType=withdraw: back to the state before the complaint. */
export async function withdrawComplaint(paymentId: number): Promise<PaymentRow | undefined> {
  return (
    await request('withdrawComplaint', {
      params: { subTransId: paymentId },
      query: { acType: 'withdraw' },
      quiet: true,
    })
  ).content[0];
}

/** PUT /community/api/complaint?subTransId&acType=reupload {uploadIds}: a new voucher after a refusal. */
export async function reuploadVoucher({ paymentId, files }: { paymentId: number; files: readonly File[] }) {
  const uploadIds = await uploadImages(files, 'voucher');
  return (
    await request('updateComplaint', {
      query: { subTransId: paymentId, acType: 'reupload' },
      body: { uploadIds },
      quiet: true,
    })
  ).content[0];
}

/** GET /community/api/adminQueryComplaints?page&pageSize (site admin): the complained payments of the site. */
export async function adminQueryComplaints(query: {
  page: number;
  pageSize: number;
}): Promise<PaymentListPage> {
  return toPaymentPage(await request('adminQueryComplaints', { query, quiet: true }));
}

export const complaintsQueryOptions = (query: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...PAYMENT_KEYS.complaints, query.page, query.pageSize],
    queryFn: () => adminQueryComplaints(query),
    placeholderData: keepPreviousData,
  });

/** POST /community/api/adminResolveComplaint {paymentId, decision, reason?} (site admin). */
export async function resolveComplaint(body: AdminResolveComplaintBody): Promise<PaymentRow> {
  return firstOf(await request('adminResolveComplaint', { body, quiet: true }));
}

function usePaymentStep<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => refreshAfterPayment(queryClient) });
}

export const useConfirmPayment = () => usePaymentStep(confirmPayment);
export const useRefusePayment = () => usePaymentStep(refusePayment);
export const useCreateComplaint = () => usePaymentStep(createComplaint);
export const useWithdrawComplaint = () => usePaymentStep(withdrawComplaint);
export const useReuploadVoucher = () => usePaymentStep(reuploadVoucher);
