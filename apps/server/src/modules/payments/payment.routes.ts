import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { API } from '@copytrade/contracts/api-paths';
import { translate } from '@copytrade/contracts/messages';
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
  paymentDetailQuerySchema,
  paymentDetailSchema,
  paymentIdBodySchema,
  paymentListQuerySchema,
  paymentRowSchema,
  refusePaymentBodySchema,
  updateSubscriptionTransBodySchema,
  uploadPaymentVoucherBodySchema,
} from '@copytrade/contracts/payments';
import { AppError } from '../../platform/app-error';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { PaymentService } from './payment.service';

const TAGS = ['payments'];
const noQuery = z.strictObject({});

/** Subscription payments (token, coupon, Alipay/WeChat vouchers), complaints, coupons. */
export function paymentRoutes(payments: PaymentService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, {
      api: API.updateSubscriptionTrans,
      tags: TAGS,
      summary: 'The payer chooses how to pay (token, coupon, Alipay, WeChat), optionally with a coupon code',
      description:
        'Token pays at once from the wallet (27001 when it cannot cover it, 28010 when the site has no wallet); ' +
        'a coupon that makes the amount 0 confirms at once; Alipay/WeChat wait for a voucher. 28004 when the ' +
        'payment is not waiting for this, 28008 for a bad coupon.',
      body: updateSubscriptionTransBodySchema,
      response: paymentRowSchema,
      handler: async (req) => [await payments.choose(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, {
      api: API.uploadPaymentVoucher,
      tags: TAGS,
      summary: 'The payer gives 1-3 voucher images of an Alipay/WeChat payment: it waits for the trader',
      body: uploadPaymentVoucherBodySchema,
      response: paymentRowSchema,
      handler: async (req) => [await payments.uploadVoucher(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, {
      api: API.confirmSubscriptionPayment,
      tags: TAGS,
      summary: 'The trader confirms a voucher payment: the subscription starts copying',
      body: paymentIdBodySchema,
      response: paymentRowSchema,
      handler: async (req) => [await payments.confirm(req.site, callerOf(req), req.body.paymentId)],
    });
    defineRoute(app, {
      api: API.refuseSubscriptionPayment,
      tags: TAGS,
      summary: 'The trader refuses a voucher (fake voucher, amount insufficient) with an optional note',
      body: refusePaymentBodySchema,
      response: paymentRowSchema,
      handler: async (req) => [await payments.refuse(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, {
      api: API.complaint,
      tags: TAGS,
      summary:
        'The payer complains about an unconfirmed or refused payment (reason, up to 3 evidence images)',
      body: complaintBodySchema,
      response: paymentRowSchema,
      handler: async (req) => [await payments.complain(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, {
      api: API.updateComplaint,
      tags: TAGS,
      summary: 'acType=update: new complaint reason/evidence; acType=reupload: a new voucher after a refusal',
      querystring: complaintUpdateQuerySchema,
      body: complaintUpdateBodySchema,
      response: paymentRowSchema,
      handler: async (req) => {
        if (req.query.acType === 'reupload' && !req.body.uploadIds?.length)
          throw new AppError('VALIDATION_FAILED', {
            fieldErrors: [
              { field: 'uploadIds', message: translate(req.locale, 'validation.voucher.required') },
            ],
          });
        return [await payments.updateComplaint(req.site, callerOf(req), req.query, req.body)];
      },
    });
    defineRoute(app, {
      api: API.withdrawComplaint,
      tags: TAGS,
      summary: 'The payer withdraws his complaint (acType=withdraw): the payment goes back to where it was',
      params: complaintWithdrawParamsSchema,
      querystring: complaintWithdrawQuerySchema,
      response: paymentRowSchema,
      handler: async (req) => [
        await payments.withdrawComplaint(req.site, callerOf(req), req.params.subTransId),
      ],
    });
    defineRoute(app, {
      api: API.adminQueryComplaints,
      tags: TAGS,
      summary: "Site admin: the site's complained payments, newest first",
      querystring: adminComplaintsQuerySchema,
      response: paymentRowSchema,
      handler: (req) => payments.complaints(req.site, callerOf(req), req.query),
    });
    defineRoute(app, {
      api: API.adminResolveComplaint,
      tags: TAGS,
      summary:
        'Site admin: decide a complaint: confirm the payment, or fail it (the subscription is cancelled)',
      body: adminResolveComplaintBodySchema,
      response: paymentRowSchema,
      handler: async (req) => [await payments.resolveComplaint(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, {
      api: API.querySubscriptionPayments,
      tags: TAGS,
      summary: 'Payments the caller pays (role=payer) or is paid (role=trader), newest first',
      querystring: paymentListQuerySchema,
      response: paymentRowSchema,
      handler: (req) => payments.list(req.site, callerOf(req), req.query),
    });
    defineRoute(app, {
      api: API.queryPaymentDetail,
      tags: TAGS,
      summary: "A payment with the trader's payment codes, whether token is available and the payer's wallet",
      querystring: paymentDetailQuerySchema,
      response: paymentDetailSchema,
      handler: async (req) => [await payments.detail(req.site, callerOf(req), req.query.paymentId)],
    });
    defineRoute(app, {
      api: API.createCoupon,
      tags: TAGS,
      summary:
        "Create a coupon for one of the caller's trade accounts (a code is generated when none is given)",
      body: createCouponBodySchema,
      response: couponSchema,
      handler: async (req) => [await payments.createCoupon(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, {
      api: API.queryCoupons,
      tags: TAGS,
      summary: "The caller's coupons, newest first",
      querystring: noQuery,
      response: couponSchema,
      handler: (req) => payments.coupons(req.site, callerOf(req)),
    });
    defineRoute(app, {
      api: API.disableCoupon,
      tags: TAGS,
      summary: 'Disable one of the caller’s coupons (it is kept for the payments that used it)',
      body: couponIdBodySchema,
      response: z.object({ id: z.number().int() }),
      handler: async (req) => [await payments.disableCoupon(req.site, callerOf(req), req.body.id)],
    });
    defineRoute(app, {
      api: API.checkCouponCode,
      tags: TAGS,
      summary: 'Public: what a coupon makes the subscription fee of a trade account (28008 when not usable)',
      querystring: checkCouponQuerySchema,
      response: couponCheckSchema,
      handler: async (req) => [await payments.checkCoupon(req.site, req.query)],
    });
    done();
  };
  return routes;
}
