import type {
  Coupon,
  CreateCouponBody,
  OffsiteMethod,
  PaymentCode,
  SavePaymentCodeBody,
} from '@copytrade/contracts/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { PAYMENT_KEYS } from '../utils/query-keys';
import { readAsDataUrl } from '../utils/upload-rules';
import { base64Pic } from './pay';

/** GET /community/api/queryPaymentCodes: the trader's own Alipay / WeChat payment codes. */
export async function queryPaymentCodes(): Promise<PaymentCode[]> {
  return (await request<PaymentCode>('queryPaymentCodes', { quiet: true })).content;
}

export function usePaymentCodes() {
  return useQuery({ queryKey: PAYMENT_KEYS.codes, queryFn: queryPaymentCodes });
}

export type NewPaymentCode = Omit<SavePaymentCodeBody, 'uploadId'> & { file: File };

/** base64Pic (purpose paymentCode), then POST /community/api/savePaymentCode {method, uploadId, accountName}. */
export async function savePaymentCode({ file, ...rest }: NewPaymentCode): Promise<void> {
  const upload = await base64Pic({ purpose: 'paymentCode', image: await readAsDataUrl(file) });
  await request('savePaymentCode', { body: { ...rest, uploadId: upload.uploadId }, quiet: true });
}

/** POST /community/api/deletePaymentCode {method}. */
export async function deletePaymentCode(method: OffsiteMethod): Promise<void> {
  await request('deletePaymentCode', { body: { method }, quiet: true });
}

export function useSavePaymentCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENT_KEYS.codes }),
  });
}

export function useDeletePaymentCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENT_KEYS.codes }),
  });
}

/** GET /community/api/queryCoupons: the trader's coupons, for all his trade accounts. */
export async function queryCoupons(): Promise<Coupon[]> {
  return (await request<Coupon>('queryCoupons', { quiet: true })).content;
}

export function useCoupons() {
  return useQuery({ queryKey: PAYMENT_KEYS.coupons, queryFn: queryCoupons });
}

/** POST /community/api/createCoupon {mtAccId, code?, percentOff, maxUses, validUntil?}. */
export async function createCoupon(body: CreateCouponBody): Promise<void> {
  await request('createCoupon', { body, quiet: true });
}

/** POST /community/api/disableCoupon {id}. */
export async function disableCoupon(id: number): Promise<void> {
  await request('disableCoupon', { body: { id }, quiet: true });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENT_KEYS.coupons }),
  });
}

export function useDisableCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableCoupon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENT_KEYS.coupons }),
  });
}
