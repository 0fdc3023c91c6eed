import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { SettlementService } from './settlement.service';

/** Weekly performance settlement: the caller's settlements, owed fees and paying them, the admin's run. */
export function settlementRoutes(settlement: SettlementService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, API.isOweUser, {
      handler: async (req) => [await settlement.oweState(req.site, callerOf(req))],
    });
    defineRoute(app, API.reimbursement, {
      handler: async (req) => [await settlement.reimburse(req.site, callerOf(req))],
    });
    defineRoute(app, API.getSettlementList, {
      handler: (req) => settlement.list(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.adminRunSettlement, {
      handler: async (req) => [await settlement.adminRun(req.site, callerOf(req), req.body, req.locale)],
    });
    done();
  };
  return routes;
}
