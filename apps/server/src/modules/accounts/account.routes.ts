import type { FastifyPluginCallback } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { AccountService } from './account.service';

export function accountRoutes(accounts: AccountService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    for (const api of [API.getPlatformInfo, API.mamGetPlatformInfo]) {
      defineRoute(app, api, {
        handler: (req) => accounts.platforms(req.query.platformName),
      });
    }
    for (const api of [API.getMt4Server, API.mamGetMt4Server]) {
      defineRoute(app, api, {
        handler: (req) => accounts.servers(req.query.platformId),
      });
    }
    for (const api of [API.bindingMTAcc, API.mamBindingMTAcc]) {
      defineRoute(app, api, {
        handler: async (req) => [await accounts.bind(req.site, callerOf(req), req.body, req.locale)],
      });
    }
    for (const api of [API.createBridgeKey, API.mamCreateBridgeKey]) {
      defineRoute(app, api, {
        handler: async (req) => [await accounts.createBridgeKey(req.site, callerOf(req), req.body.accType)],
      });
    }
    for (const api of [API.bridgeKeyStatus, API.mamBridgeKeyStatus]) {
      defineRoute(app, api, {
        handler: async (req) => [await accounts.bridgeKeyStatus(req.site, callerOf(req), req.query.keyId)],
      });
    }
    for (const api of [API.bindBridgeAccount, API.mamBindBridgeAccount]) {
      defineRoute(app, api, {
        handler: async (req) => [await accounts.bindBridge(req.site, callerOf(req), req.body.keyId)],
      });
    }
    for (const api of [API.getBindModes, API.mamGetBindModes]) {
      defineRoute(app, api, { handler: async (req) => [await accounts.bindModes(req.site)] });
    }
    for (const api of [API.startDemoTerminal, API.mamStartDemoTerminal]) {
      defineRoute(app, api, {
        handler: async (req) => [await accounts.startDemoTerminal(req.site, callerOf(req), req.body)],
      });
    }
    for (const api of [API.bindMetaApiAccount, API.mamBindMetaApiAccount]) {
      defineRoute(app, api, {
        handler: async (req) => [await accounts.bindMetaApi(req.site, callerOf(req), req.body, req.locale)],
      });
    }
    defineRoute(app, API.createDemoMTAcc, {
      handler: async (req) => [await accounts.createDemo(req.site, callerOf(req), req.body, req.locale)],
    });
    defineRoute(app, API.queryTradeAccListWithToken, {
      handler: (req) => accounts.list(req.site, callerOf(req), req.query.accType),
    });
    for (const api of [API.queryTradeAccListWithoutToken, API.mamQueryTradeAccListWithoutToken]) {
      defineRoute(app, api, {
        handler: (req) => accounts.publicTradeAccounts(req.site, req.query, req.locale),
      });
    }
    defineRoute(app, API.queryMtAccountInfo, {
      handler: async (req) => [await accounts.publicInfo(req.site, req.query.mtId, req.locale)],
    });
    defineRoute(app, API.queryMtAccountDetail, {
      handler: async (req) => [await accounts.detail(req.site, callerOf(req), req.query.mtId)],
    });
    defineRoute(app, API.queryMtAccountOrders, {
      handler: (req) => accounts.orders(req.site, callerOf(req), req.query),
    });
    for (const api of [API.updateMtAccountInfo, API.mamUpdateMtAccount]) {
      defineRoute(app, api, {
        handler: async (req) => {
          await accounts.updateInfo(req.site, callerOf(req), req.body, req.locale);
          return [];
        },
      });
    }
    for (const api of [API.unbindMTAcc, API.mamUnbundlingLogin]) {
      defineRoute(app, api, {
        handler: async (req) => {
          await accounts.unbind(req.site, callerOf(req), req.body.mtAccId);
          return [];
        },
      });
    }
    defineRoute(app, API.getCopyLoginNumber, {
      handler: async (req) => [await accounts.counts(req.site, callerOf(req))],
    });
    const lists = [
      { api: API.getMasterLoginAll, accType: 1 },
      { api: API.getCopyLoginAll, accType: 2 },
    ];
    for (const { api, accType } of lists) {
      defineRoute(app, api, {
        handler: (req) => accounts.details(req.site, callerOf(req), accType),
      });
    }
    const paged = [
      { api: API.queryMasterLoginList, accType: 1 },
      { api: API.queryCopyLoginList, accType: 2 },
    ];
    for (const { api, accType } of paged) {
      defineRoute(app, api, {
        handler: async (req) => {
          const all = await accounts.details(req.site, callerOf(req), accType);
          const start = (req.query.page - 1) * req.query.pageSize;
          return { content: all.slice(start, start + req.query.pageSize), total: all.length };
        },
      });
    }
    defineRoute(app, API.getMtAccountSymbols, {
      handler: async (req) => [await accounts.symbols(req.site, req.caller, req.query.mtId)],
    });
    defineRoute(app, API.queryMamUserSymbols, {
      handler: async (req) => [await accounts.symbols(req.site, callerOf(req), req.query.mtId, true)],
    });
    defineRoute(app, API.queryStandardSymbols, {
      handler: () => accounts.standardSymbols(),
    });
    defineRoute(app, API.updateMamUserSymbols, {
      handler: async (req) => {
        await accounts.updateSymbols(req.site, callerOf(req), req.body, req.locale);
        return [];
      },
    });
    defineRoute(app, API.syncMamUserSymbols, {
      handler: async (req) => [await accounts.refreshSymbols(req.site, callerOf(req), req.query.mtId)],
    });
    done();
  };
  return routes;
}
