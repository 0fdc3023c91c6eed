import { endpoint, type EndpointDef } from '../endpoint';
import { accountsApi } from './accounts';
import { authApi } from './auth';
import { socialApi } from './social';
import { statisticsApi } from './statistics';

/**
 * The description of a community call's twin under another path (spec 7: "a parallel set exists under
 * /mam/"): the same method, schemas and service, so the two answer alike; only the path and this sentence
 * differ. Each twin is written `endpoint({ ...def, path, description: twinOf(def) })`.
 */
export function twinOf(def: Pick<EndpointDef, 'description' | 'path'>): string {
  return `${def.description} The MAM back office's twin of ${def.path}.`;
}

/**
 * The MAM back office's public calls (spec 7, MAM, Visitor): each is the twin of a community call and is
 * registered by the module that owns it. `sendVercode` is the text-message code (a phone number, as
 * `sendvercode`); `sendCode` is the code by text message or mail, whichever the username is, within the
 * site's verifyMethod (as `sendVercodeOrMailcode`). `chooseTodayStar` (community module) and `getBannerList`
 * (sites module) are defined with their modules.
 */
export const mamVisitorApi = {
  mamMonthAnalyseChart: endpoint({
    ...statisticsApi.monthAnalyseChart,
    path: '/mam/visitor/center/monthAnalyseChart',
    description: twinOf(statisticsApi.monthAnalyseChart),
  }),
  mamLogin: endpoint({ ...authApi.login, path: '/mam/visitor/login', description: twinOf(authApi.login) }),
  mamSendVercode: endpoint({
    ...authApi.sendvercode,
    path: '/mam/visitor/sendVercode',
    description: twinOf(authApi.sendvercode),
  }),
  mamSendCode: endpoint({
    ...authApi.sendVercodeOrMailcode,
    path: '/mam/visitor/sendCode',
    description: twinOf(authApi.sendVercodeOrMailcode),
  }),
  mamForgetPassword: endpoint({
    ...authApi.forgetpassword,
    path: '/mam/visitor/forgetPassword',
    description: twinOf(authApi.forgetpassword),
  }),
  mamReg: endpoint({ ...authApi.reg, path: '/mam/visitor/reg', description: twinOf(authApi.reg) }),
  mamQueryTradeAccListWithoutToken: endpoint({
    ...accountsApi.queryTradeAccListWithoutToken,
    path: '/mam/visitor/queryTradeAccListWithoutToken',
    description: twinOf(accountsApi.queryTradeAccListWithoutToken),
  }),
  mamQueryCommunityUserInfo: endpoint({
    ...socialApi.visitorQueryCommunityUserInfo,
    path: '/mam/visitor/queryCommunityUserInfo',
    description: twinOf(socialApi.visitorQueryCommunityUserInfo),
  }),
};

/**
 * Community call -> its MAM twin, for the web's MAM shell (it makes every call that has a twin through the
 * twin) and for the test that proves each pair is one definition under two paths.
 */
export const MAM_VISITOR_TWINS = {
  monthAnalyseChart: 'mamMonthAnalyseChart',
  login: 'mamLogin',
  sendvercode: 'mamSendVercode',
  sendVercodeOrMailcode: 'mamSendCode',
  forgetpassword: 'mamForgetPassword',
  reg: 'mamReg',
  queryTradeAccListWithoutToken: 'mamQueryTradeAccListWithoutToken',
  visitorQueryCommunityUserInfo: 'mamQueryCommunityUserInfo',
} as const satisfies Record<string, keyof typeof mamVisitorApi>;
