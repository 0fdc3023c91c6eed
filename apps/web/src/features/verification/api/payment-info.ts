import type { PaymentInfo, PaymentInfoMethod, SavePaymentInfoBody } from '@copytrade/contracts/verification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { VERIFICATION_KEYS } from '../utils/query-keys';
import { uploadImage } from './uploads';

/** GET /community/api/queryPaymentInfo: the caller's methods with their review state. */
export async function queryPaymentInfo(): Promise<PaymentInfo[]> {
  return (await request('queryPaymentInfo', { quiet: true })).content;
}

export function usePaymentInfo() {
  return useQuery({ queryKey: VERIFICATION_KEYS.paymentInfo, queryFn: queryPaymentInfo });
}

/** A method's information as the dialog holds it: a QR method brings its picked image file. */
export type PaymentInfoDraft =
  | { method: 'alipay' | 'wechat'; file: File; accountName: string }
  | Exclude<SavePaymentInfoBody, { method: 'alipay' | 'wechat' }>;

/** Uploads a QR image (purpose paymentCode) when there is one, then POST /community/api/savePaymentInfo. */
export async function savePaymentInfo(draft: PaymentInfoDraft): Promise<PaymentInfo> {
  let body: SavePaymentInfoBody;
  if ('file' in draft) {
    const uploadId = await uploadImage(draft.file, 'paymentCode');
    body =
      draft.method === 'alipay'
        ? { method: 'alipay', accountName: draft.accountName, uploadId }
        : { method: 'wechat', accountName: draft.accountName, uploadId };
  } else {
    body = draft;
  }
  return firstOf(await request('savePaymentInfo', { body, quiet: true }));
}

/** POST /community/api/deletePaymentInfo {method}. */
export async function deletePaymentInfo(method: PaymentInfoMethod): Promise<void> {
  await request('deletePaymentInfo', { body: { method }, quiet: true });
}

export function useSavePaymentInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentInfo,
    onSettled: () => queryClient.invalidateQueries({ queryKey: VERIFICATION_KEYS.paymentInfo }),
  });
}

export function useDeletePaymentInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentInfo,
    onSettled: () => queryClient.invalidateQueries({ queryKey: VERIFICATION_KEYS.paymentInfo }),
  });
}
