import type {
  Base64PicBody,
  CouponCheck,
  PaymentRow,
  UpdateSubscriptionTransBody,
  UploadPaymentVoucherBody,
  UploadResult,
} from '@copytrade/contracts/payments';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { readAsDataUrl } from '@/lib/upload-file';
import { PAYMENT_KEYS } from '../utils/query-keys';

/** Everything a payment step can change: the payment lists and detail, the wallet, the subscriptions. */
export const PAYMENT_STEP_STALE = [PAYMENT_KEYS.all, PAYMENT_KEYS.wallet, PAYMENT_KEYS.copy] as const;

export function refreshAfterPayment(queryClient: QueryClient) {
  return Promise.all(PAYMENT_STEP_STALE.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** POST /community/api/base64Pic {purpose, image}: stores one image; the server checks type and size again. */
export async function base64Pic(body: Base64PicBody): Promise<UploadResult> {
  return firstOf(await request('base64Pic', { body, quiet: true }));
}

/** Uploads the picked files one after the other and answers their ids, in order. */
export async function uploadImages(
  files: readonly File[],
  purpose: Base64PicBody['purpose'],
): Promise<number[]> {
  const ids: number[] = [];
  for (const file of files) {
    const image = await readAsDataUrl(file);
    ids.push((await base64Pic({ purpose, image })).uploadId);
  }
  return ids;
}

/** PUT /community/api/updateSubscriptionTrans {paymentId, method, couponCode?}: the payer chooses how to pay. */
export async function updateSubscriptionTrans(body: UpdateSubscriptionTransBody): Promise<PaymentRow> {
  return firstOf(await request('updateSubscriptionTrans', { body, quiet: true }));
}

/** POST /community/api/uploadPaymentVoucher {paymentId, uploadIds}: toBePaid -> toBeConfirmed. */
export async function uploadPaymentVoucher(body: UploadPaymentVoucherBody): Promise<PaymentRow> {
  return firstOf(await request('uploadPaymentVoucher', { body, quiet: true }));
}

export function usePayByToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscriptionTrans,
    onSettled: () => refreshAfterPayment(queryClient),
  });
}

export type VoucherPayment = {
  payment: PaymentRow;
  method: 'alipay' | 'wechat';
  couponCode?: string;
  files: readonly File[];
};

/**
 * Alipay / WeChat: records the method (and the coupon) unless already recorded, then uploads the vouchers
 * and hands them in. A coupon that makes the fee 0 confirms at once; no voucher is needed then.
 */
export async function payByVoucher({
  payment,
  method,
  couponCode,
  files,
}: VoucherPayment): Promise<PaymentRow> {
  let current = payment;
  const recorded = payment.method === method && (!couponCode || payment.couponCode === couponCode);
  if (!recorded) {
    current = await updateSubscriptionTrans({
      paymentId: payment.id,
      method,
      ...(couponCode ? { couponCode } : {}),
    });
  }
  if (current.status !== 'toBePaid') return current;
  const uploadIds = await uploadImages(files, 'voucher');
  return uploadPaymentVoucher({ paymentId: payment.id, uploadIds });
}

export function usePayByVoucher() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: payByVoucher, onSettled: () => refreshAfterPayment(queryClient) });
}

/** GET /community/front/checkCouponCode?code&mtAccId: what the coupon makes the fee. */
export async function checkCouponCode(query: { code: string; mtAccId: number }): Promise<CouponCheck> {
  return firstOf(await request('checkCouponCode', { query, quiet: true }));
}

export function useCheckCoupon() {
  return useMutation({ mutationFn: checkCouponCode });
}
