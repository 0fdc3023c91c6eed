import { endpoint, noQuery } from '../endpoint';
import {
  adminRunSettlementBodySchema,
  oweStateSchema,
  reimbursementResultSchema,
  settlementListQuerySchema,
  settlementRowSchema,
  settlementRunResultSchema,
} from '../settlement';

const tags = ['settlement'] as const;

/** The settlement module's calls (server: apps/server/src/modules/settlement). */
export const settlementApi = {
  isOweUser: endpoint({
    method: 'GET',
    path: '/community/api/isOweUser',
    tags,
    summary: 'Whether the caller owes performance fees',
    description: 'Whether the caller owes performance fees, and how much in all (USDT). Needs a token.',
    query: noQuery,
    response: oweStateSchema,
  }),
  reimbursement: endpoint({
    method: 'POST',
    path: '/community/api/reimbursement',
    tags,
    summary: 'Pay owed performance fees now from the wallet',
    description:
      'Pays what the caller owes from his wallet, oldest first, as far as it covers it, and answers what was paid and what remains owed; nothing owed answers paid 0.00. Needs a token.',
    response: reimbursementResultSchema,
  }),
  getSettlementList: endpoint({
    method: 'GET',
    path: '/community/api/getSettlementList',
    tags,
    summary: "The caller's weekly settlements",
    description:
      'role follower: the fees he paid; trader: the fees he received; optionally of one subscription, newest week first. Needs a token.',
    query: settlementListQuerySchema,
    response: settlementRowSchema,
  }),
  adminRunSettlement: endpoint({
    method: 'POST',
    path: '/community/api/adminRunSettlement',
    tags,
    summary: "Site admin: settle an ended week of this site's performance fees",
    description:
      "weekStart is a Monday (YYYY-MM-DD), by default the last ended week; settled subscriptions are never settled twice. The site's admin only: anyone else gets 25007 (403); a week not ended yet answers 40000.",
    body: adminRunSettlementBodySchema,
    response: settlementRunResultSchema,
  }),
};
