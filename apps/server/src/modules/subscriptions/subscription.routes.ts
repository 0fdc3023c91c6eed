import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { emptySchema } from '@copytrade/contracts/envelope';
import { mtIdQuerySchema } from '@copytrade/contracts/accounts';
import {
  cancelSubscriptionQuerySchema,
  closeCopyQuerySchema,
  continueSubscriptionBodySchema,
  copyLinkListQuerySchema,
  copyLinkSchema,
  copyRecordListQuerySchema,
  copyRecordSchema,
  createSubscriptionBodySchema,
  masterOrderListQuerySchema,
  masterOrderSchema,
  siteSubscriptionStatusSchema,
  subscriptionFeeSchema,
  subscriptionIdQuerySchema,
  subscriptionListQuerySchema,
  subscriptionOverviewSchema,
  subscriptionSchema,
  updateSubscriptionBodySchema,
} from '@copytrade/contracts/subscriptions';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { SubscriptionService } from './subscription.service';

const TAGS = ['subscriptions'];

export function subscriptionRoutes(subs: SubscriptionService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    for (const api of [API.createSubscription, API.mamCreateSubscriptions]) {
      defineRoute(app, {
        api,
        tags: TAGS,
        summary:
          'Subscribe a follow account of the caller to a trade account (copying starts at once for free ones)',
        body: createSubscriptionBodySchema,
        response: subscriptionSchema,
        handler: async (req) => [await subs.create(req.site, callerOf(req), req.body)],
      });
    }
    for (const api of [
      API.updateSubscription,
      API.mamUpdateSubscriptions,
      API.mamUpdateSubscriptionsConfig,
    ]) {
      defineRoute(app, {
        api,
        tags: TAGS,
        summary: 'New follow settings of a subscription; they apply to new copies',
        body: updateSubscriptionBodySchema,
        response: subscriptionSchema,
        handler: async (req) => [await subs.update(req.site, callerOf(req), req.body)],
      });
    }
    for (const api of [API.cancelSubscription, API.cancelSubscriptionTrans]) {
      defineRoute(app, {
        api,
        tags: TAGS,
        summary:
          'Cancel a subscription: followTrader (open copies follow the trader closes) or manual (detached)',
        querystring: cancelSubscriptionQuerySchema,
        response: subscriptionSchema,
        handler: async (req) => [
          await subs.cancel(req.site, callerOf(req), req.query.subscriptionId, req.query.closeMode),
        ],
      });
    }
    defineRoute(app, {
      api: API.continueSubscription,
      tags: TAGS,
      summary: 'Run a subscription for more days (an ended one starts again)',
      body: continueSubscriptionBodySchema,
      response: subscriptionSchema,
      handler: async (req) => [
        await subs.continue(req.site, callerOf(req), req.body.subscriptionId, req.body.validityDays),
      ],
    });
    for (const api of [API.personalSubSerial, API.queryCopySubscriptions]) {
      defineRoute(app, {
        api,
        tags: TAGS,
        summary: "The caller's subscriptions as follower: current (subscribing, closing) or history",
        querystring: subscriptionListQuerySchema,
        response: subscriptionSchema,
        handler: (req) => subs.listAsFollower(req.site, callerOf(req), req.query),
      });
    }
    defineRoute(app, {
      api: API.queryMasterSubscriptions,
      tags: TAGS,
      summary: "The trader's current subscribers (optionally of one trade account)",
      querystring: subscriptionListQuerySchema,
      response: subscriptionSchema,
      handler: (req) => subs.listAsTrader(req.site, callerOf(req), { ...req.query, scope: 'current' }),
    });
    defineRoute(app, {
      api: API.queryMasterSubscriptionsHistory,
      tags: TAGS,
      summary: "The trader's past subscribers",
      querystring: subscriptionListQuerySchema,
      response: subscriptionSchema,
      handler: (req) => subs.listAsTrader(req.site, callerOf(req), { ...req.query, scope: 'history' }),
    });
    defineRoute(app, {
      api: API.querySubscriptionDetail,
      tags: TAGS,
      summary: 'One subscription, for its follower or its trader',
      querystring: subscriptionIdQuerySchema,
      response: subscriptionSchema,
      handler: async (req) => [await subs.detail(req.site, callerOf(req), req.query.subscriptionId)],
    });
    defineRoute(app, {
      api: API.querySubscriptions,
      tags: TAGS,
      summary: 'Subscription overview of a trade account (public)',
      querystring: mtIdQuerySchema,
      response: subscriptionOverviewSchema,
      handler: async (req) => [await subs.overview(req.site, req.query.mtId)],
    });
    defineRoute(app, {
      api: API.querySubscriptionFree,
      tags: TAGS,
      summary: 'The fee model of a trade account for new subscribers',
      querystring: mtIdQuerySchema,
      response: subscriptionFeeSchema,
      handler: async (req) => [await subs.fee(req.site, req.query.mtId)],
    });
    defineRoute(app, {
      api: API.querySiteSubscriptionStatus,
      tags: TAGS,
      summary: 'What the site allows when subscribing (open, reverse copying, fee models)',
      response: siteSubscriptionStatusSchema,
      handler: async (req) => [await subs.siteStatus(req.site)],
    });
    defineRoute(app, {
      api: API.queryCopyRelationTran,
      tags: TAGS,
      summary: 'Copy links (follower position with its master position) of a subscription or follow account',
      querystring: copyLinkListQuerySchema,
      response: copyLinkSchema,
      handler: (req) => subs.links(req.site, callerOf(req), req.query),
    });
    defineRoute(app, {
      api: API.queryCopyRecords,
      tags: TAGS,
      summary: 'Copies not made or not finished, with the reason',
      querystring: copyRecordListQuerySchema,
      response: copyRecordSchema,
      handler: (req) => subs.records(req.site, callerOf(req), req.query),
    });
    defineRoute(app, {
      api: API.queryMasterOrder,
      tags: TAGS,
      summary: "The trader's open positions of a trade account with their copies",
      querystring: masterOrderListQuerySchema,
      response: masterOrderSchema,
      handler: (req) => subs.masterOrders(req.site, callerOf(req), req.query, 'open'),
    });
    defineRoute(app, {
      api: API.queryMasterOrderHistory,
      tags: TAGS,
      summary: "The trader's closed positions of a trade account with their copies",
      querystring: masterOrderListQuerySchema,
      response: masterOrderSchema,
      handler: (req) => subs.masterOrders(req.site, callerOf(req), req.query, 'history'),
    });
    defineRoute(app, {
      api: API.closeOrder,
      tags: TAGS,
      summary: 'The follower closes one of his copied positions himself',
      querystring: closeCopyQuerySchema,
      response: emptySchema,
      handler: async (req) => {
        await subs.closeCopy(req.site, callerOf(req), req.query.linkId);
        return [];
      },
    });
    done();
  };
  return routes;
}
