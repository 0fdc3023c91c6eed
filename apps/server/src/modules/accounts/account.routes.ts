import type { FastifyPluginCallback } from 'fastify';
import {
  accountCountsSchema,
  accountDetailSchema,
  accountListItemSchema,
  accountListQuerySchema,
  accountSymbolsSchema,
  boundAccountSchema,
  createDemoAccountBodySchema,
  createdDemoAccountSchema,
  mtAccountInfoSchema,
  mtIdQuerySchema,
  orderListQuerySchema,
  orderSchema,
  platformQuerySchema,
  platformSchema,
  serverQuerySchema,
  serverSchema,
  standardSymbolSchema,
  symbolRefreshSchema,
  unbindBodySchema,
  updateMtAccountInfoBodySchema,
  updateSymbolsBodySchema,
} from '@copytrade/contracts/accounts';
import { API } from '@copytrade/contracts/api-paths';
import { emptySchema, pageQuerySchema } from '@copytrade/contracts/envelope';
import { bindAccountBodySchema } from '@copytrade/contracts/validators';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { AccountService } from './account.service';

const TAGS = ['accounts'];

export function accountRoutes(accounts: AccountService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    for (const api of [API.getPlatformInfo, API.mamGetPlatformInfo]) {
      defineRoute(app, {
        api,
        tags: TAGS,
        summary: 'Brokers (platforms), optionally filtered by a part of the name',
        querystring: platformQuerySchema,
        response: platformSchema,
        handler: (req) => accounts.platforms(req.query.platformName),
      });
    }
    for (const api of [API.getMt4Server, API.mamGetMt4Server]) {
      defineRoute(app, {
        api,
        tags: TAGS,
        summary: 'Trade servers of a platform (isDemo 1 for demo servers)',
        querystring: serverQuerySchema,
        response: serverSchema,
        handler: (req) => accounts.servers(req.query.platformId),
      });
    }
    for (const api of [API.bindingMTAcc, API.mamBindingMTAcc]) {
      defineRoute(app, {
        api,
        tags: TAGS,
        summary:
          'Bind an MT4 account (accType 1 trade, 2 follow) after the trade server accepts the credentials',
        description:
          'Trade accounts need userType 3 and a count below masterMaxNumber; follow accounts a count below copyMaxNumber (-1 unlimited). The password is stored encrypted and never returned.',
        body: bindAccountBodySchema,
        response: boundAccountSchema,
        handler: async (req) => [await accounts.bind(req.site, callerOf(req), req.body, req.locale)],
      });
    }
    defineRoute(app, {
      api: API.createDemoMTAcc,
      tags: TAGS,
      summary: 'Open a new demo account on a demo server and bind it; its passwords are shown this once',
      body: createDemoAccountBodySchema,
      response: createdDemoAccountSchema,
      handler: async (req) => [await accounts.createDemo(req.site, callerOf(req), req.body, req.locale)],
    });
    defineRoute(app, {
      api: API.queryTradeAccListWithToken,
      tags: TAGS,
      summary: "The signed-in user's bound accounts (header dropdown), optionally of one accType",
      querystring: accountListQuerySchema,
      response: accountListItemSchema,
      handler: (req) => accounts.list(req.site, callerOf(req), req.query.accType),
    });
    defineRoute(app, {
      api: API.queryTradeAccListWithoutToken,
      tags: TAGS,
      summary: 'Trade accounts of the site with their owners, newest first (public)',
      description:
        "Each strategy in the reader's language (the language header) where its owner translated it, else as written; '' while locked.",
      querystring: pageQuerySchema.strict(),
      response: mtAccountInfoSchema,
      handler: (req) => accounts.publicTradeAccounts(req.site, req.query, req.locale),
    });
    defineRoute(app, {
      api: API.queryMtAccountInfo,
      tags: TAGS,
      summary: 'The public face of a trade account',
      description:
        "The strategy in the reader's language (the language header) where its owner translated it, else as written; '' while locked.",
      querystring: mtIdQuerySchema,
      response: mtAccountInfoSchema,
      handler: async (req) => [await accounts.publicInfo(req.site, req.query.mtId, req.locale)],
    });
    defineRoute(app, {
      api: API.queryMtAccountDetail,
      tags: TAGS,
      summary: "One of the user's accounts with its live figures",
      querystring: mtIdQuerySchema,
      response: accountDetailSchema,
      handler: async (req) => [await accounts.detail(req.site, callerOf(req), req.query.mtId)],
    });
    defineRoute(app, {
      api: API.queryMtAccountOrders,
      tags: TAGS,
      summary: "Open and pending orders, or history, of one of the user's accounts",
      querystring: orderListQuerySchema,
      response: orderSchema,
      handler: (req) => accounts.orders(req.site, callerOf(req), req.query),
    });
    defineRoute(app, {
      api: API.updateMtAccountInfo,
      tags: TAGS,
      summary: 'Update what the owner may change on an account (strategy text and its translations)',
      description:
        'strategy is the text as the owner wrote it; strategyTranslations (zh_CN, en_US, zh_Hant: only languages the site offers, each within the same limit, "" removes one) replaces the stored translations when sent. Refused while the site admin has the strategy locked, unless unchanged.',
      body: updateMtAccountInfoBodySchema,
      response: emptySchema,
      handler: async (req) => {
        await accounts.updateInfo(req.site, callerOf(req), req.body, req.locale);
        return [];
      },
    });
    for (const api of [API.unbindMTAcc, API.mamUnbundlingLogin]) {
      defineRoute(app, {
        api,
        tags: TAGS,
        summary: 'Unbind an account: its session ends; its history stays',
        body: unbindBodySchema,
        response: emptySchema,
        handler: async (req) => {
          await accounts.unbind(req.site, callerOf(req), req.body.mtAccId);
          return [];
        },
      });
    }
    defineRoute(app, {
      api: API.getCopyLoginNumber,
      tags: TAGS,
      summary: 'Trade and follow account counts with the site limits (-1 unlimited)',
      response: accountCountsSchema,
      handler: async (req) => [await accounts.counts(req.site, callerOf(req))],
    });
    const lists = [
      { api: API.getMasterLoginAll, accType: 1, summary: "All the user's trade accounts with live figures" },
      { api: API.getCopyLoginAll, accType: 2, summary: "All the user's follow accounts with live figures" },
    ];
    for (const { api, accType, summary } of lists) {
      defineRoute(app, {
        api,
        tags: TAGS,
        summary,
        response: accountDetailSchema,
        handler: (req) => accounts.details(req.site, callerOf(req), accType),
      });
    }
    const paged = [
      { api: API.queryMasterLoginList, accType: 1, summary: "The user's trade accounts, paged" },
      { api: API.queryCopyLoginList, accType: 2, summary: "The user's follow accounts, paged" },
    ];
    for (const { api, accType, summary } of paged) {
      defineRoute(app, {
        api,
        tags: TAGS,
        summary,
        querystring: pageQuerySchema.strict(),
        response: accountDetailSchema,
        handler: async (req) => {
          const all = await accounts.details(req.site, callerOf(req), accType);
          const start = (req.query.page - 1) * req.query.pageSize;
          return { content: all.slice(start, start + req.query.pageSize), total: all.length };
        },
      });
    }
    defineRoute(app, {
      api: API.getMtAccountSymbols,
      tags: TAGS,
      summary: "An account's symbol table (public for trade accounts; a follow account's for its owner only)",
      querystring: mtIdQuerySchema,
      response: accountSymbolsSchema,
      handler: async (req) => [await accounts.symbols(req.site, req.caller, req.query.mtId)],
    });
    defineRoute(app, {
      api: API.queryMamUserSymbols,
      tags: TAGS,
      summary: "The symbol table of one of the user's accounts",
      querystring: mtIdQuerySchema,
      response: accountSymbolsSchema,
      handler: async (req) => [await accounts.symbols(req.site, callerOf(req), req.query.mtId, true)],
    });
    defineRoute(app, {
      api: API.queryStandardSymbols,
      tags: TAGS,
      summary: 'The standard symbols account symbols map to',
      response: standardSymbolSchema,
      handler: () => accounts.standardSymbols(),
    });
    defineRoute(app, {
      api: API.updateMamUserSymbols,
      tags: TAGS,
      summary: 'Map symbols of an account to standard symbols by hand ("" unbinds one)',
      body: updateSymbolsBodySchema,
      response: emptySchema,
      handler: async (req) => {
        await accounts.updateSymbols(req.site, callerOf(req), req.body, req.locale);
        return [];
      },
    });
    defineRoute(app, {
      api: API.syncMamUserSymbols,
      tags: TAGS,
      summary: "Refresh an account's symbols from its trade server (completes within 24 hours)",
      querystring: mtIdQuerySchema,
      response: symbolRefreshSchema,
      handler: async (req) => [await accounts.refreshSymbols(req.site, callerOf(req), req.query.mtId)],
    });
    done();
  };
  return routes;
}
