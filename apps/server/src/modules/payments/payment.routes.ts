import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { translate } from '@copytrade/contracts/messages';
import { AppError } from '../../platform/app-error';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { PaymentService } from './payment.service';

/** Subscription payments (token, coupon, Alipay/WeChat vouchers), complaints, coupons. */
export function paymentRoutes(payments: PaymentService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, API.updateSubscriptionTrans, {
      handler: async (req) => [await payments.choose(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, API.uploadPaymentVoucher, {
      handler: async (req) => [await payments.uploadVoucher(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, API.confirmSubscriptionPayment, {
      handler: async (req) => [await payments.confirm(req.site, callerOf(req), req.body.paymentId)],
    });
    defineRoute(app, API.refuseSubscriptionPayment, {
      handler: async (req) => [await payments.refuse(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, API.complaint, {
      handler: async (req) => [await payments.complain(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, API.updateComplaint, {
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
    defineRoute(app, API.withdrawComplaint, {
      handler: async (req) => [
        await payments.withdrawComplaint(req.site, callerOf(req), req.params.subTransId),
      ],
    });
    defineRoute(app, API.adminQueryComplaints, {
      handler: (req) => payments.complaints(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.adminResolveComplaint, {
      handler: async (req) => [await payments.resolveComplaint(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, API.querySubscriptionPayments, {
      handler: (req) => payments.list(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.queryPaymentDetail, {
      handler: async (req) => [await payments.detail(req.site, callerOf(req), req.query.paymentId)],
    });
    defineRoute(app, API.createCoupon, {
      handler: async (req) => [await payments.createCoupon(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, API.queryCoupons, {
      handler: (req) => payments.coupons(req.site, callerOf(req)),
    });
    defineRoute(app, API.disableCoupon, {
      handler: async (req) => [await payments.disableCoupon(req.site, callerOf(req), req.body.id)],
    });
    defineRoute(app, API.checkCouponCode, {
      handler: async (req) => [await payments.checkCoupon(req.site, req.query)],
    });
    done();
  };
  return routes;
}
