import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { API } from '@copytrade/contracts/api-paths';
import {
  adminRunSettlementBodySchema,
  oweStateSchema,
  reimbursementResultSchema,
  settlementListQuerySchema,
  settlementRowSchema,
  settlementRunResultSchema,
} from '@copytrade/contracts/settlement';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { SettlementService } from './settlement.service';

const TAGS = ['settlement'];
const noQuery = z.strictObject({});

/** Weekly performance settlement: the caller's settlements, owed fees and paying them, the admin's run. */
export function settlementRoutes(settlement: SettlementService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, {
      api: API.isOweUser,
      tags: TAGS,
      summary: 'Whether the caller owes performance fees, and how much in all (USDT)',
      querystring: noQuery,
      response: oweStateSchema,
      handler: async (req) => [await settlement.oweState(req.site, callerOf(req))],
    });
    defineRoute(app, {
      api: API.reimbursement,
      tags: TAGS,
      summary: 'Pay owed performance fees now from the wallet, oldest first, as far as it covers them',
      description: 'Answers what was paid and what remains owed; nothing owed answers paid 0.00.',
      response: reimbursementResultSchema,
      handler: async (req) => [await settlement.reimburse(req.site, callerOf(req))],
    });
    defineRoute(app, {
      api: API.getSettlementList,
      tags: TAGS,
      summary: "The caller's weekly settlements as follower (fees paid) or trader (fees received)",
      querystring: settlementListQuerySchema,
      response: settlementRowSchema,
      handler: (req) => settlement.list(req.site, callerOf(req), req.query),
    });
    defineRoute(app, {
      api: API.adminRunSettlement,
      tags: TAGS,
      summary: "Site admin: settle an ended week of this site's performance fees (default: the last one)",
      description: 'weekStart is a Monday (YYYY-MM-DD). Settled subscriptions are never settled twice.',
      body: adminRunSettlementBodySchema,
      response: settlementRunResultSchema,
      handler: async (req) => [await settlement.adminRun(req.site, callerOf(req), req.body, req.locale)],
    });
    done();
  };
  return routes;
}
