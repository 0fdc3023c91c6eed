import { endpoint, noQuery } from '../endpoint';
import {
  adminComplaintsQuerySchema,
  adminResolveComplaintBodySchema,
  checkCouponQuerySchema,
  complaintBodySchema,
  complaintUpdateBodySchema,
  complaintUpdateQuerySchema,
  complaintWithdrawParamsSchema,
  complaintWithdrawQuerySchema,
  couponCheckSchema,
  couponIdBodySchema,
  couponSchema,
  createCouponBodySchema,
  disabledCouponSchema,
  paymentDetailQuerySchema,
  paymentDetailSchema,
  paymentIdBodySchema,
  paymentListQuerySchema,
  paymentRowSchema,
  refusePaymentBodySchema,
  updateSubscriptionTransBodySchema,
  uploadPaymentVoucherBodySchema,
} from '../payments';

const tags = ['payments'] as const;

/** The payments module's calls (server: apps/server/src/modules/payments). */
export const paymentsApi = {
  updateSubscriptionTrans: endpoint({
    method: 'PUT',
    path: '/community/api/updateSubscriptionTrans',
    tags,
    summary: 'The payer chooses how to pay a subscription',
    description:
      'Token pays at once from the wallet (27001 when it cannot cover it, 28010 when the site has no wallet); ' +
      'a coupon that makes the amount 0 confirms at once; Alipay/WeChat wait for a voucher (28002 when the ' +
      'trader has no passed code for it). 28004 when the payment is not waiting for this, 28008 for a bad ' +
      "coupon, 40400 for another user's payment. Needs a token.",
    body: updateSubscriptionTransBodySchema,
    response: paymentRowSchema,
  }),
  uploadPaymentVoucher: endpoint({
    method: 'POST',
    path: '/community/api/uploadPaymentVoucher',
    tags,
    summary: 'The payer gives the vouchers of an Alipay/WeChat payment',
    description:
      "1-3 of the payer's voucher uploads (28007 for more, 40400 for one not his); the payment then waits for the trader. 28004 unless it is an Alipay/WeChat payment to be paid or refused; another user's payment answers 40400. Needs a token.",
    body: uploadPaymentVoucherBodySchema,
    response: paymentRowSchema,
  }),
  confirmSubscriptionPayment: endpoint({
    method: 'POST',
    path: '/community/api/confirmSubscriptionPayment',
    tags,
    summary: 'The trader confirms a voucher payment',
    description:
      'The subscription starts copying. Only the trader who is paid (28011 for the payer, 40400 for anyone else), and only while the payment waits for confirmation or is complained (28004 otherwise). Needs a token.',
    body: paymentIdBodySchema,
    response: paymentRowSchema,
  }),
  refuseSubscriptionPayment: endpoint({
    method: 'POST',
    path: '/community/api/refuseSubscriptionPayment',
    tags,
    summary: 'The trader refuses a voucher',
    description:
      'Refuses a payment waiting for confirmation (fake voucher, amount insufficient) with an optional note; 28004 in any other state. Only the trader who is paid (28011 for the payer, 40400 for anyone else). Needs a token.',
    body: refusePaymentBodySchema,
    response: paymentRowSchema,
  }),
  complaint: endpoint({
    method: 'POST',
    path: '/community/api/complaint',
    tags,
    summary: 'The payer complains about a payment',
    description:
      "A complaint about an unconfirmed or refused payment (28004 otherwise) with a reason and up to 3 evidence uploads of the payer (28007 for more, 40400 for one not his); the site's admin decides it. Another user's payment answers 40400. Needs a token.",
    body: complaintBodySchema,
    response: paymentRowSchema,
  }),
  updateComplaint: endpoint({
    method: 'PUT',
    path: '/community/api/complaint',
    tags,
    summary: 'The payer updates a complaint or reuploads a voucher',
    description:
      "acType=update gives a complained payment a new reason or evidence; acType=reupload gives a refused payment new vouchers (40000 without any) and it waits for the trader again. 28004 when the payment is not in that state, 28007 for more than 3 files; another user's payment answers 40400. Needs a token.",
    query: complaintUpdateQuerySchema,
    body: complaintUpdateBodySchema,
    response: paymentRowSchema,
  }),
  withdrawComplaint: endpoint({
    method: 'DELETE',
    path: '/community/api/complaint/:subTransId',
    tags,
    summary: 'The payer withdraws his complaint',
    description:
      "acType=withdraw: the payment goes back to the state it had before the complaint; 28004 when it is not complained, 40400 for another user's payment. Needs a token.",
    params: complaintWithdrawParamsSchema,
    query: complaintWithdrawQuerySchema,
    response: paymentRowSchema,
  }),
  adminQueryComplaints: endpoint({
    method: 'GET',
    path: '/community/api/adminQueryComplaints',
    tags,
    summary: "Site admin: the site's complained payments",
    description: "The site's complained payments, newest first. The site's admin only (25007 otherwise).",
    query: adminComplaintsQuerySchema,
    response: paymentRowSchema,
  }),
  adminResolveComplaint: endpoint({
    method: 'POST',
    path: '/community/api/adminResolveComplaint',
    tags,
    summary: 'Site admin: decide a complaint',
    description:
      "Confirms the payment (as the trader would) or fails it (the subscription is cancelled). The site's admin only (25007 otherwise); an unknown payment answers 40400, one not complained 28004.",
    body: adminResolveComplaintBodySchema,
    response: paymentRowSchema,
  }),
  querySubscriptionPayments: endpoint({
    method: 'GET',
    path: '/community/api/querySubscriptionPayments',
    tags,
    summary: 'The payments the caller pays or is paid',
    description:
      'Payments the caller pays (role=payer) or is paid (role=trader), newest first, optionally of one status. Needs a token.',
    query: paymentListQuerySchema,
    response: paymentRowSchema,
  }),
  queryPaymentDetail: endpoint({
    method: 'GET',
    path: '/community/api/queryPaymentDetail',
    tags,
    summary: 'A payment with what paying it needs',
    description:
      "The payment with the trader's passed payment codes, whether token payment is open and the payer's available wallet balance. For its payer, its trader or the site's admin; anyone else gets 40400.",
    query: paymentDetailQuerySchema,
    response: paymentDetailSchema,
  }),
  createCoupon: endpoint({
    method: 'POST',
    path: '/community/api/createCoupon',
    tags,
    summary: "Create a coupon for one of the caller's trade accounts",
    description:
      "A code is generated when none is given; a code taken on the site answers 28012. A trade account that is not the caller's bound one answers 40400. Needs a token.",
    body: createCouponBodySchema,
    response: couponSchema,
  }),
  queryCoupons: endpoint({
    method: 'GET',
    path: '/community/api/queryCoupons',
    tags,
    summary: "The caller's coupons",
    description: "The caller's coupons, newest first. Needs a token.",
    query: noQuery,
    response: couponSchema,
  }),
  disableCoupon: endpoint({
    method: 'POST',
    path: '/community/api/disableCoupon',
    tags,
    summary: "Disable one of the caller's coupons",
    description:
      "The coupon is kept for the payments that used it; another user's coupon answers 40400. Needs a token.",
    body: couponIdBodySchema,
    response: disabledCouponSchema,
  }),
  checkCouponCode: endpoint({
    method: 'GET',
    path: '/community/front/checkCouponCode',
    tags,
    summary: 'What a coupon makes a subscription fee',
    description:
      'The price of a trade account with a subscription fee and what the coupon makes it. Public; 28008 when the coupon or the account is not usable.',
    query: checkCouponQuerySchema,
    response: couponCheckSchema,
  }),
};
