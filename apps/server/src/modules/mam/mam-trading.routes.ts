import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { MamTradingService } from './mam-trading.service';

/** The MAM back office's trading calls (`/mam/main/`): the caller's own accounts and the site's signals. */
export function mamTradingRoutes(mam: MamTradingService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, API.indexTable, {
      handler: (req) => mam.indexTable(req.site, callerOf(req)),
    });
    defineRoute(app, API.queryMasterLoginListInfo, {
      handler: (req) => mam.masterPage(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.queryCopyLoginListInfo, {
      handler: (req) => mam.followPage(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.queryMasterLoginAll, {
      handler: (req) => mam.masterAll(req.site, callerOf(req)),
    });
    defineRoute(app, API.queryCopyLoginInfo, {
      handler: async (req) => [await mam.copyInfo(req.site, callerOf(req), req.query.mtId)],
    });
    defineRoute(app, API.queryMasterLoginData, {
      handler: async (req) => [await mam.masterData(req.site, callerOf(req), req.query.mtId)],
    });
    defineRoute(app, API.queryCopyLoginData, {
      handler: async (req) => [await mam.copyData(req.site, callerOf(req), req.query.mtId)],
    });
    defineRoute(app, API.mamCopyProfitChart, {
      handler: async (req) => [await mam.copyProfitChart(req.site, callerOf(req), req.query.mtId)],
    });
    defineRoute(app, API.queryStatistics, {
      handler: async (req) => [await mam.statistics(req.site, callerOf(req), req.query)],
    });
    defineRoute(app, API.queryStatisticsProfit, {
      handler: (req) => mam.profitSeries(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.srSignalIndexList, {
      handler: (req) => mam.signals(req.site, req.query),
    });
    defineRoute(app, API.getSubCopyLoginAll, {
      handler: (req) => mam.subscriberAccounts(req.site, callerOf(req), req.query.mtAccId),
    });
    defineRoute(app, API.getSubMasterLoginAll, {
      handler: (req) => mam.subscribedMasters(req.site, callerOf(req), req.query.mtAccId),
    });
    done();
  };
  return routes;
}
