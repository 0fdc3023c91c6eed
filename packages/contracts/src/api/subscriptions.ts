import { mtIdQuerySchema } from '../accounts';
import { endpoint } from '../endpoint';
import { emptySchema } from '../envelope';
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
} from '../subscriptions';

const tags = ['subscriptions'] as const;

const createSubscription = endpoint({
  method: 'POST',
  path: '/community/api/createSubscription',
  tags,
  summary: 'Subscribe a follow account of the caller to a trade account',
  description:
    "A free subscription copies at once; a paid one waits unpaid with an open payment. Needs a token; refuses a closed site (21001, 403), a followAccountId that is not a follow account of the caller (23007, 400), an unbound or unknown trade account (23003, 400), the caller's own trade account (23002, 400), a restricted trader (23004, 403), reverse copying the site does not allow (23005, 400), a caller who owes performance fees (28003, 409), a paid trader no one can pay (28002, 409) and a pair that already has a live subscription (23001, 409).",
  body: createSubscriptionBodySchema,
  response: subscriptionSchema,
});

const updateSubscription = endpoint({
  method: 'POST',
  path: '/community/api/updateSubscription',
  tags,
  summary: 'New follow settings of a subscription',
  description:
    'The settings apply to new copies; open ones keep their lots. Needs a token; a subscription the caller does not follow answers 404, one not subscribing 23006 (409), reverse copying the site does not allow 23005 (400).',
  body: updateSubscriptionBodySchema,
  response: subscriptionSchema,
});

const cancelSubscription = endpoint({
  method: 'GET',
  path: '/community/api/cancelSubscription',
  tags,
  summary: 'Cancel a subscription',
  description:
    "closeMode followTrader: open copies follow the trader's closes (closing, then cancelled); manual: they are detached for the follower to close (cancelled now); an unpaid subscription is cancelled at once and its payment failed. Needs a token; a subscription the caller does not follow answers 404, one already ended 23006 (409), an unpaid one whose payment moved on 28004 (409).",
  query: cancelSubscriptionQuerySchema,
  response: subscriptionSchema,
});

const personalSubSerial = endpoint({
  method: 'GET',
  path: '/community/api/personalSubSerial',
  tags,
  summary: "The caller's subscriptions as follower",
  description:
    'scope current (unpaid, subscribing, closing) or history, optionally of one follow account (mtAccId); newest first. Needs a token.',
  query: subscriptionListQuerySchema,
  response: subscriptionSchema,
});

/** The subscriptions module's calls (server: apps/server/src/modules/subscriptions). */
export const subscriptionsApi = {
  createSubscription,
  mamCreateSubscriptions: endpoint({ ...createSubscription, path: '/mam/main/createSubscriptions' }),
  updateSubscription,
  mamUpdateSubscriptions: endpoint({
    ...updateSubscription,
    method: 'PUT',
    path: '/mam/main/updateSubscriptions',
  }),
  mamUpdateSubscriptionsConfig: endpoint({
    ...updateSubscription,
    method: 'PUT',
    path: '/mam/main/updateSubscriptionsConfig',
  }),
  cancelSubscription,
  cancelSubscriptionTrans: endpoint({
    ...cancelSubscription,
    path: '/community/api/cancelSubscriptionTrans',
  }),
  continueSubscription: endpoint({
    method: 'PUT',
    path: '/community/api/continueSubscription',
    tags,
    summary: 'Run a subscription for more days (an ended one starts again)',
    description:
      'With a subscription fee it opens a renewal payment for one more term instead (the days asked are not used). Needs a token; a subscription the caller does not follow answers 404, a closing one 23006 (409), an unpaid one or a renewal already open 28004 (409), a pair with another live subscription 23001 (409), and a renewal by a caller who owes performance fees 28003 (409).',
    body: continueSubscriptionBodySchema,
    response: subscriptionSchema,
  }),
  personalSubSerial,
  queryCopySubscriptions: endpoint({ ...personalSubSerial, path: '/mam/main/queryCopySubscriptions' }),
  queryMasterSubscriptions: endpoint({
    method: 'GET',
    path: '/mam/main/queryMasterSubscriptions',
    tags,
    summary: "The trader's current subscribers",
    description:
      "Subscriptions to the caller's trade accounts that are unpaid, subscribing or closing, optionally of one trade account (mtAccId); the query's scope is not read. Needs a token.",
    query: subscriptionListQuerySchema,
    response: subscriptionSchema,
  }),
  queryMasterSubscriptionsHistory: endpoint({
    method: 'GET',
    path: '/mam/main/queryMasterSubscriptionsHistory',
    tags,
    summary: "The trader's past subscribers",
    description:
      "Ended subscriptions to the caller's trade accounts, optionally of one trade account (mtAccId); the query's scope is not read. Needs a token.",
    query: subscriptionListQuerySchema,
    response: subscriptionSchema,
  }),
  querySubscriptionDetail: endpoint({
    method: 'GET',
    path: '/community/api/querySubscriptionDetail',
    tags,
    summary: 'One subscription, for its follower or its trader',
    description: 'Needs a token; a subscription the caller neither follows nor trades answers 404.',
    query: subscriptionIdQuerySchema,
    response: subscriptionSchema,
  }),
  querySubscriptions: endpoint({
    method: 'GET',
    path: '/community/front/querySubscriptions',
    tags,
    summary: 'Subscription overview of a trade account',
    description:
      'Active and total subscribers and open copies. Public; an id that is not a trade account of the site answers 404.',
    query: mtIdQuerySchema,
    response: subscriptionOverviewSchema,
  }),
  querySubscriptionFree: endpoint({
    method: 'GET',
    path: '/community/api/querySubscriptionFree',
    tags,
    summary: 'The fee model of a trade account for new subscribers',
    description:
      "With what paying needs (the trader's payment information, the site's token payment). Needs a token; an unbound or unknown trade account answers 23003 (400).",
    query: mtIdQuerySchema,
    response: subscriptionFeeSchema,
  }),
  querySiteSubscriptionStatus: endpoint({
    method: 'GET',
    path: '/community/front/querySiteSubscriptionStatus',
    tags,
    summary: 'What the site allows when subscribing',
    description: 'Whether the site is open, allows reverse copying, and its fee models. Public.',
    response: siteSubscriptionStatusSchema,
  }),
  queryCopyRelationTran: endpoint({
    method: 'GET',
    path: '/mam/main/queryCopyRelationTran',
    tags,
    summary: 'Copy links (follower position with its master position)',
    description:
      'Of one subscription the caller follows or trades, of one of his accounts (mtAccId), or else of all he follows; scope open or history. Needs a token; a subscription or account not his answers 404.',
    query: copyLinkListQuerySchema,
    response: copyLinkSchema,
  }),
  queryCopyRecords: endpoint({
    method: 'GET',
    path: '/mam/main/queryCopyRecords',
    tags,
    summary: 'Copies not made or not finished, with the reason',
    description:
      'Of one subscription the caller follows or trades, of one of his accounts (mtAccId), or else of all he follows. Needs a token; a subscription or account not his answers 404.',
    query: copyRecordListQuerySchema,
    response: copyRecordSchema,
  }),
  queryMasterOrder: endpoint({
    method: 'GET',
    path: '/mam/main/queryMasterOrder',
    tags,
    summary: "The trader's open positions of a trade account with their copies",
    description:
      "Open positions and pending orders of one of the caller's trade accounts, each with its copies and copied lots. Needs a token; an account that is not a trade account of the caller answers 404.",
    query: masterOrderListQuerySchema,
    response: masterOrderSchema,
  }),
  queryMasterOrderHistory: endpoint({
    method: 'GET',
    path: '/mam/main/queryMasterOrderHistory',
    tags,
    summary: "The trader's closed positions of a trade account with their copies",
    description:
      "Closed positions of one of the caller's trade accounts, each with its copies and copied lots. Needs a token; an account that is not a trade account of the caller answers 404.",
    query: masterOrderListQuerySchema,
    response: masterOrderSchema,
  }),
  closeOrder: endpoint({
    method: 'GET',
    path: '/mam/main/closeOrder',
    tags,
    summary: 'The follower closes one of his copied positions himself',
    description:
      "The copy link ends and nothing reopens it. Needs a token; a link that is not the caller's answers 404, one already closed or no longer closable 40900 (409), a detached copy whose account has no session 22003 (503).",
    query: closeCopyQuerySchema,
    response: emptySchema,
  }),
};
