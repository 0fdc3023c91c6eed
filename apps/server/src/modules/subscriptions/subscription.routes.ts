import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { SubscriptionService } from './subscription.service';

export function subscriptionRoutes(subs: SubscriptionService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    for (const api of [API.createSubscription, API.mamCreateSubscriptions]) {
      defineRoute(app, api, {
        handler: async (req) => [await subs.create(req.site, callerOf(req), req.body)],
      });
    }
    for (const api of [
      API.updateSubscription,
      API.mamUpdateSubscriptions,
      API.mamUpdateSubscriptionsConfig,
    ]) {
      defineRoute(app, api, {
        handler: async (req) => [await subs.update(req.site, callerOf(req), req.body)],
      });
    }
    for (const api of [API.cancelSubscription, API.cancelSubscriptionTrans]) {
      defineRoute(app, api, {
        handler: async (req) => [
          await subs.cancel(req.site, callerOf(req), req.query.subscriptionId, req.query.closeMode),
        ],
      });
    }
    defineRoute(app, API.continueSubscription, {
      handler: async (req) => [
        await subs.continue(req.site, callerOf(req), req.body.subscriptionId, req.body.validityDays),
      ],
    });
    for (const api of [API.personalSubSerial, API.queryCopySubscriptions]) {
      defineRoute(app, api, {
        handler: (req) => subs.listAsFollower(req.site, callerOf(req), req.query),
      });
    }
    defineRoute(app, API.queryMasterSubscriptions, {
      handler: (req) => subs.listAsTrader(req.site, callerOf(req), { ...req.query, scope: 'current' }),
    });
    defineRoute(app, API.queryMasterSubscriptionsHistory, {
      handler: (req) => subs.listAsTrader(req.site, callerOf(req), { ...req.query, scope: 'history' }),
    });
    defineRoute(app, API.querySubscriptionDetail, {
      handler: async (req) => [await subs.detail(req.site, callerOf(req), req.query.subscriptionId)],
    });
    defineRoute(app, API.querySubscriptions, {
      handler: async (req) => [await subs.overview(req.site, req.query.mtId)],
    });
    defineRoute(app, API.querySubscriptionFree, {
      handler: async (req) => [await subs.fee(req.site, req.query.mtId)],
    });
    defineRoute(app, API.querySiteSubscriptionStatus, {
      handler: async (req) => [await subs.siteStatus(req.site)],
    });
    defineRoute(app, API.queryCopyRelationTran, {
      handler: (req) => subs.links(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.queryCopyRecords, {
      handler: (req) => subs.records(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.queryMasterOrder, {
      handler: (req) => subs.masterOrders(req.site, callerOf(req), req.query, 'open'),
    });
    defineRoute(app, API.queryMasterOrderHistory, {
      handler: (req) => subs.masterOrders(req.site, callerOf(req), req.query, 'history'),
    });
    defineRoute(app, API.closeOrder, {
      handler: async (req) => {
        await subs.closeCopy(req.site, callerOf(req), req.query.linkId);
        return [];
      },
    });
    done();
  };
  return routes;
}
