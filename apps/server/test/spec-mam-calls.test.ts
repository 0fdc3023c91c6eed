import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness';

/**
 * Every MAM call of spec section 7 ("MAM"), with the method the spec gives, as the OpenAPI document the
 * server serves lists it: 10 under /mam/visitor (public) and 53 under /mam/main (token). The list is the
 * spec's, written out here on purpose: a call that is renamed, dropped or given another method fails.
 */
const VISITOR: Record<string, string[]> = {
  get: [
    'center/monthAnalyseChart',
    'sendVercode',
    'sendCode',
    'chooseTodayStar',
    'getBannerList',
    'queryTradeAccListWithoutToken',
    'queryCommunityUserInfo',
  ],
  post: ['login', 'forgetPassword', 'reg'],
};

const MAIN: Record<string, string[]> = {
  get: [
    'copyProfitChart',
    'modifyemail',
    'updatePhone',
    'infoOfPartner',
    'indexTable',
    'queryMasterSubscriptions',
    'queryCopySubscriptions',
    'getCopyLoginAll',
    'getCopyLoginNumber',
    'queryMasterSubscriptionsHistory',
    'queryMasterOrder',
    'queryMasterOrderHistory',
    'queryCopyLoginInfo',
    'queryCopyLoginListInfo',
    'queryMasterLoginListInfo',
    'queryMasterLoginAll',
    'srSignalIndexList',
    'getPlatformInfo',
    'getMt4Server',
    'getMasterLoginAll',
    'queryMasterLoginList',
    'queryCopyLoginList',
    'getSubCopyLoginAll',
    'getSubMasterLoginAll',
    'queryCustomerList',
    'getChooseTodayStarList',
    'queryStatistics',
    'queryStatisticsProfit',
    'queryCopyLoginData',
    'queryMasterLoginData',
    'closeOrder',
    'queryCopyRelationTran',
    'queryMamUserSymbols',
    'queryStandardSymbols',
    'syncMamUserSymbols',
    'queryCommunityMessage',
  ],
  post: [
    'base64Pic',
    'createSubscriptions',
    'addSrRecommendedToday',
    'addBanner',
    'bindingMTAcc',
    'updatePassword',
    'updateMamUserSymbols',
  ],
  put: [
    'unbundlingLogin',
    'updateSubscriptionsConfig',
    'updateSubscriptions',
    'updateMtAccount',
    'updateRecommendedToday',
    'updateBanner',
    'updateBrandInfo',
    'updateDomainName',
  ],
  delete: ['srRecommendedToday/{id}', 'deleteBanner/{id}'],
};

type Operation = { operationId?: string; description?: string; security?: unknown[] };
let t: TestContext;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  t = await createTestContext();
  paths = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: typeof paths }>().paths;
});
afterAll(() => t.close());

function expected(prefix: string, table: Record<string, string[]>): [string, string][] {
  return Object.entries(table).flatMap(([method, names]) =>
    names.map((name): [string, string] => [method, `${prefix}${name}`]),
  );
}

describe('spec section 7, MAM', () => {
  it('counts 10 visitor calls and 53 main calls', () => {
    expect(expected('/mam/visitor/', VISITOR)).toHaveLength(10);
    expect(expected('/mam/main/', MAIN)).toHaveLength(53);
  });

  it.each(expected('/mam/visitor/', VISITOR))('%s %s is served and documented', (method, path) => {
    const op = paths[path]?.[method];
    expect(op, `${method.toUpperCase()} ${path}`).toBeDefined();
    expect(op!.operationId).toBeTruthy();
    expect(op!.description).toBeTruthy();
  });

  it.each(expected('/mam/main/', MAIN))('%s %s is served and documented', (method, path) => {
    const op = paths[path]?.[method];
    expect(op, `${method.toUpperCase()} ${path}`).toBeDefined();
    expect(op!.operationId).toBeTruthy();
    expect(op!.description).toBeTruthy();
  });

  it('refuses a /mam/main call without a token and answers a /mam/visitor call without one', async () => {
    const main = await t.app.inject({ method: 'GET', url: '/mam/main/queryStatistics' });
    expect(main.statusCode).toBe(401);
    const visitor = await t.app.inject({ method: 'GET', url: '/mam/visitor/getBannerList' });
    expect(visitor.statusCode).toBe(200);
  });
});
