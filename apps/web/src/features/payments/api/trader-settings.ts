import type { Coupon, CreateCouponBody } from '@copytrade/contracts/payments';
import type { PaymentInfo } from '@copytrade/contracts/verification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { PAYMENT_KEYS } from '../utils/query-keys';

/**
 * GET /community/api/queryPaymentInfo: the trader's payment information with its review state (saved and
 * reviewed on the payment-information settings page; this tab shows which codes payers can use).
 */
export async function queryPaymentInfo(): Promise<PaymentInfo[]> {
  return (await request('queryPaymentInfo', { quiet: true })).content;
}

export function usePaymentCodes() {
  return useQuery({ queryKey: PAYMENT_KEYS.codes, queryFn: queryPaymentInfo, staleTime: 0 });
}

/** GET /community/api/queryCoupons: the trader's coupons, for all his trade accounts. */
export async function queryCoupons(): Promise<Coupon[]> {
  return (await request('queryCoupons', { quiet: true })).content;
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
