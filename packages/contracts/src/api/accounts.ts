import {
  accountCountsSchema,
  accountDetailSchema,
  accountListItemSchema,
  accountListQuerySchema,
  accountSymbolsSchema,
  bindBridgeBodySchema,
  bridgeKeyQuerySchema,
  bridgeKeyStatusSchema,
  createBridgeKeyBodySchema,
  issuedBridgeKeySchema,
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
} from '../accounts';
import {
  bindMetaApiBodySchema,
  bindModesSchema,
  demoTerminalSchema,
  startDemoTerminalBodySchema,
} from '../connections';
import { endpoint } from '../endpoint';
import { emptySchema, pageQuerySchema } from '../envelope';
import { bindAccountBodySchema } from '../validators';

const tags = ['accounts'] as const;

/** A page of a list, and nothing else in the query. */
const pageOnlyQuerySchema = pageQuerySchema.strict();

const getPlatformInfo = endpoint({
  method: 'GET',
  path: '/community/api/getPlatformInfo',
  tags,
  summary: 'Brokers (platforms), optionally filtered by a part of the name',
  description:
    'The platforms an MT4 account can be bound on; platformName keeps those whose name contains it (case-insensitive). Needs a token.',
  query: platformQuerySchema,
  response: platformSchema,
});

const getMt4Server = endpoint({
  method: 'GET',
  path: '/community/api/getMt4Server',
  tags,
  summary: 'Trade servers of a platform',
  description: 'The trade servers of one platform; isDemo 1 marks a demo server. Needs a token.',
  query: serverQuerySchema,
  response: serverSchema,
});

const bindingMTAcc = endpoint({
  method: 'POST',
  path: '/community/api/bindingMTAcc',
  tags,
  summary: 'Bind an MT4 account (accType 1 trade, 2 follow)',
  description:
    "Binds the caller's MT4 account once its trade server accepts the credentials; the password is stored encrypted and never returned. Needs a token; refuses a userId other than the caller's (403), a trade account of a non-trader (22005, 403), a full masterMaxNumber or copyMaxNumber (22006 / 22007, 403; -1 unlimited), a closed site (21001, 403), a server not of the platform (40000), a login already bound on the site (22004, 409), credentials the server refuses (22001, 400), an investor password for a follow account (22002, 400) and an unreachable server (22003, 503).",
  body: bindAccountBodySchema,
  response: boundAccountSchema,
});

const unbindMTAcc = endpoint({
  method: 'PUT',
  path: '/community/api/unbundlingLogin',
  tags,
  summary: 'Unbind an account: its session ends; its history stays',
  description: "Needs a token; an account that is not the caller's answers 404.",
  body: unbindBodySchema,
  response: emptySchema,
});

const createBridgeKey = endpoint({
  method: 'POST',
  path: '/community/api/createBridgeKey',
  tags,
  summary: 'Issue a key to connect an MT4 terminal through the EA bridge',
  description:
    "A new bridge key for an account of this accType, shown in this answer only (the site keeps its hash); the caller's earlier key that bound nothing is revoked. The EA calls exchangePath with it (docs/ea-bridge-protocol.md) and is downloaded from eaPath. Needs a token; refuses, as bindingMTAcc, a trade account of a non-trader, a full site limit and a closed site (403).",
  body: createBridgeKeyBodySchema,
  response: issuedBridgeKeySchema,
});

const bridgeKeyStatus = endpoint({
  method: 'GET',
  path: '/community/api/bridgeKeyStatus',
  tags,
  summary: "Whether a bridge key's EA has connected, and as which MT4 account",
  description:
    "The caller's own key only (another's answers 404): waiting, online, lost, bound or revoked, with the terminal the EA reported. Needs a token.",
  query: bridgeKeyQuerySchema,
  response: bridgeKeyStatusSchema,
});

const bindBridgeAccount = endpoint({
  method: 'POST',
  path: '/community/api/bindBridgeAccount',
  tags,
  summary: 'Bind the MT4 account whose EA connected with this key',
  description:
    "Binds the account the key's EA is logged in to (platform and server as the EA reported them); no password is asked for. Needs a token; the caller's own key only (404); refuses a key revoked or already used (22010, 409), an EA that is not connected (22009, 409), a login already bound on the site (22004, 409) and, as bindingMTAcc, a trade account of a non-trader, a full site limit or a closed site (403).",
  body: bindBridgeBodySchema,
  response: boundAccountSchema,
});

/** The accounts module's calls (server: apps/server/src/modules/accounts). */
const getBindModes = endpoint({
  method: 'GET',
  path: '/community/api/getBindModes',
  tags,
  summary: 'Which ways of binding an MT4 account this site offers',
  description:
    'The EA bridge is always offered; MetaApi when the site has a MetaApi token (set by its admin in the site settings). Needs a token.',
  response: bindModesSchema,
});

const bindMetaApiAccount = endpoint({
  method: 'POST',
  path: '/community/api/bindMetaApiAccount',
  tags,
  summary: "Bind an MT4 account through the site's MetaApi cloud connection",
  description:
    "MetaApi logs in to the broker's server (named as the terminal shows it) with the login and password; the password is stored encrypted and never returned. Needs a token; refuses a site without MetaApi (22011, 409), a server without the MetaApi SDK (22012, 503), credentials the broker refuses (22001, 400), an unknown server name (40000 on serverName), an investor password for a follow account (22002, 400), an unreachable MetaApi (22003, 503), a login already bound on the site (22004, 409) and, as bindingMTAcc, a trade account of a non-trader, a full site limit and a closed site (403).",
  body: bindMetaApiBodySchema,
  response: boundAccountSchema,
});

const startDemoTerminal = endpoint({
  method: 'POST',
  path: '/community/api/startDemoTerminal',
  tags,
  summary: 'Demo: run a simulated MT4 terminal with the EA for a bridge key',
  description:
    "Where the demo runs (getBindModes.demoTerminal; else 404): opens an account on the simulator's demo server and runs a simulated terminal with the bridge EA and this key against the site, so the bind dialog sees it connect. Needs a token; the caller's own waiting key, sent as it was shown (else 404); a key revoked or used answers 22010 (409); one terminal per user (a new one stops the earlier); when the demo runs as many terminals as it may, 22014 (429).",
  body: startDemoTerminalBodySchema,
  response: demoTerminalSchema,
});

export const accountsApi = {
  getPlatformInfo,
  mamGetPlatformInfo: endpoint({ ...getPlatformInfo, path: '/mam/main/getPlatformInfo' }),
  getMt4Server,
  mamGetMt4Server: endpoint({ ...getMt4Server, path: '/mam/main/getMt4Server' }),
  bindingMTAcc,
  mamBindingMTAcc: endpoint({ ...bindingMTAcc, path: '/mam/main/bindingMTAcc' }),
  createBridgeKey,
  mamCreateBridgeKey: endpoint({ ...createBridgeKey, path: '/mam/main/createBridgeKey' }),
  bridgeKeyStatus,
  mamBridgeKeyStatus: endpoint({ ...bridgeKeyStatus, path: '/mam/main/bridgeKeyStatus' }),
  bindBridgeAccount,
  mamBindBridgeAccount: endpoint({ ...bindBridgeAccount, path: '/mam/main/bindBridgeAccount' }),
  getBindModes,
  startDemoTerminal,
  mamStartDemoTerminal: endpoint({ ...startDemoTerminal, path: '/mam/main/startDemoTerminal' }),
  mamGetBindModes: endpoint({ ...getBindModes, path: '/mam/main/getBindModes' }),
  bindMetaApiAccount,
  mamBindMetaApiAccount: endpoint({ ...bindMetaApiAccount, path: '/mam/main/bindMetaApiAccount' }),
  createDemoMTAcc: endpoint({
    method: 'POST',
    path: '/community/api/createDemoMTAcc',
    tags,
    summary: 'Open a new demo account on a demo server and bind it',
    description:
      'Opens the account on the demo server and binds it to the caller; its passwords are in this answer only. Needs a token; refuses a server not of the platform (40000), a non-demo server (22008, 400), a gateway that cannot open demo accounts (22003, 503) and, as bindingMTAcc, a trade account of a non-trader, a full site limit or a closed site (403).',
    body: createDemoAccountBodySchema,
    response: createdDemoAccountSchema,
  }),
  queryTradeAccListWithToken: endpoint({
    method: 'GET',
    path: '/community/api/queryTradeAccListWithToken',
    tags,
    summary: "The signed-in user's bound accounts (header dropdown)",
    description: "The caller's bound accounts, of one accType when it is given. Needs a token.",
    query: accountListQuerySchema,
    response: accountListItemSchema,
  }),
  queryTradeAccListWithoutToken: endpoint({
    method: 'GET',
    path: '/community/front/queryTradeAccListWithoutToken',
    tags,
    summary: 'Trade accounts of the site with their owners, newest first',
    description:
      "Public. Each strategy in the reader's language (the language header) where its owner translated it, else as written; '' while locked.",
    query: pageOnlyQuerySchema,
    response: mtAccountInfoSchema,
  }),
  queryMtAccountInfo: endpoint({
    method: 'GET',
    path: '/community/front/queryMtAccountInfo',
    tags,
    summary: 'The public face of a trade account',
    description:
      "Public. The strategy in the reader's language (the language header) where its owner translated it, else as written; '' while locked. An id that is not a trade account of the site answers 404.",
    query: mtIdQuerySchema,
    response: mtAccountInfoSchema,
  }),
  queryMtAccountDetail: endpoint({
    method: 'GET',
    path: '/community/api/queryMtAccountDetail',
    tags,
    summary: "One of the user's accounts with its live figures",
    description: "Needs a token; an account that is not the caller's answers 404.",
    query: mtIdQuerySchema,
    response: accountDetailSchema,
  }),
  queryMtAccountOrders: endpoint({
    method: 'GET',
    path: '/community/api/queryMtAccountOrders',
    tags,
    summary: "Open and pending orders, or history, of one of the user's accounts",
    description:
      "scope open: open positions and pending orders; history: closed orders and balance operations. Needs a token; an account that is not the caller's answers 404.",
    query: orderListQuerySchema,
    response: orderSchema,
  }),
  updateMtAccountInfo: endpoint({
    method: 'POST',
    path: '/community/api/updateMtAccountInfo',
    tags,
    summary: 'Update what the owner may change on an account (strategy text and its translations)',
    description:
      'strategy is the text as the owner wrote it; strategyTranslations (zh_CN, en_US, zh_Hant: only languages the site offers, each within the same limit, "" removes one) replaces the stored translations when sent. Needs a token; an account that is not the caller\'s answers 404, a change to a strategy the site admin locked 25005 (403), and a language the site does not offer, a translation without an original or followerBalanceMin on a follow account 40000.',
    body: updateMtAccountInfoBodySchema,
    response: emptySchema,
  }),
  unbindMTAcc,
  mamUnbundlingLogin: endpoint({ ...unbindMTAcc, path: '/mam/main/unbundlingLogin' }),
  getCopyLoginNumber: endpoint({
    method: 'GET',
    path: '/mam/main/getCopyLoginNumber',
    tags,
    summary: 'Trade and follow account counts with the site limits',
    description:
      "The caller's bound trade and follow accounts and the site's limits (-1 unlimited). Needs a token.",
    response: accountCountsSchema,
  }),
  getMasterLoginAll: endpoint({
    method: 'GET',
    path: '/mam/main/getMasterLoginAll',
    tags,
    summary: "All the user's trade accounts with live figures",
    description: 'Every trade account the caller has bound. Needs a token.',
    response: accountDetailSchema,
  }),
  getCopyLoginAll: endpoint({
    method: 'GET',
    path: '/mam/main/getCopyLoginAll',
    tags,
    summary: "All the user's follow accounts with live figures",
    description: 'Every follow account the caller has bound. Needs a token.',
    response: accountDetailSchema,
  }),
  queryMasterLoginList: endpoint({
    method: 'GET',
    path: '/mam/main/queryMasterLoginList',
    tags,
    summary: "The user's trade accounts, paged",
    description:
      "A page of the caller's trade accounts with live figures; total counts them all. Needs a token.",
    query: pageOnlyQuerySchema,
    response: accountDetailSchema,
  }),
  queryCopyLoginList: endpoint({
    method: 'GET',
    path: '/mam/main/queryCopyLoginList',
    tags,
    summary: "The user's follow accounts, paged",
    description:
      "A page of the caller's follow accounts with live figures; total counts them all. Needs a token.",
    query: pageOnlyQuerySchema,
    response: accountDetailSchema,
  }),
  getMtAccountSymbols: endpoint({
    method: 'GET',
    path: '/community/front/getMtAccountSymbols',
    tags,
    summary: "An account's symbol table",
    description:
      "Public for the site's trade accounts; a follow account's table only for its owner (token optional). Any other id answers 404.",
    query: mtIdQuerySchema,
    response: accountSymbolsSchema,
  }),
  queryMamUserSymbols: endpoint({
    method: 'GET',
    path: '/mam/main/queryMamUserSymbols',
    tags,
    summary: "The symbol table of one of the user's accounts",
    description: "Needs a token; an account that is not the caller's answers 404.",
    query: mtIdQuerySchema,
    response: accountSymbolsSchema,
  }),
  queryStandardSymbols: endpoint({
    method: 'GET',
    path: '/mam/main/queryStandardSymbols',
    tags,
    summary: 'The standard symbols account symbols map to',
    description: 'The list symbols are mapped to for copying across brokers. Needs a token.',
    response: standardSymbolSchema,
  }),
  updateMamUserSymbols: endpoint({
    method: 'POST',
    path: '/mam/main/updateMamUserSymbols',
    tags,
    summary: 'Map symbols of an account to standard symbols by hand',
    description:
      "An empty standardSymbol unbinds a symbol (status 24). Needs a token; an account that is not the caller's answers 404, and a symbol id not of that account or an unknown standard symbol 40000.",
    body: updateSymbolsBodySchema,
    response: emptySchema,
  }),
  syncMamUserSymbols: endpoint({
    method: 'GET',
    path: '/mam/main/syncMamUserSymbols',
    tags,
    summary: "Refresh an account's symbols from its trade server",
    description:
      "Reads the symbol table again through the account's session; completesBy is the seed's promise (within 24 hours). Needs a token; an account that is not the caller's answers 404, one without a live session 22003 (503).",
    query: mtIdQuerySchema,
    response: symbolRefreshSchema,
  }),
};
