import { USER_TYPE } from '@copytrade/contracts/constants';

/**
 * The app's route table (spec 2, Public site and Personal center): every path the router matches and every
 * link or navigate in the features comes from here, so a page moves in one place. The spelling is the
 * spec's, mistakes included ('forgertPassword', 'addOrBingNewAccount', 'henchman').
 */
export const PATHS = {
  root: '/',
  home: '/home',
  reg: '/reg',
  register: '/reg/register',
  login: '/login',
  forgetPassword: '/forgertPassword',
  aboutUs: '/aboutUs',
  introduce: '/aboutUs/introduce',
  contactUs: '/aboutUs/contactUs',
  systemMessages: '/aboutUs/systemMessages',
  announcement: '/aboutUs/announcement',
  announcementList: '/aboutUs/announcement/announcementList',
  announcementDetail: '/aboutUs/announcement/announcementDetail/:id?',
  privacyPolicy: '/aboutUs/privacyPolicy',
  riskDisclosure: '/aboutUs/riskDisclosure',
  disclaimerSay: '/aboutUs/disclaimerSay',
  userGuide: '/aboutUs/userGuide',
  community: '/community',
  communityRecommend: '/community/communityRecommend',
  /** The strategy square: the trader list with its filters in the address. */
  square: '/community/trader',
  traderProfile: '/community/trader/:mtId',
  henchman: '/community/henchman',
  addOrBind: '/addOrBingNewAccount',
  bindAccount: '/bindAccount',
  /** The college (issue 17): articles by class, courses, the forex encyclopedia, search. */
  college: '/college',
  collegeHome: '/college/collegeHome',
  articleClass: '/college/articleClass',
  articleList: '/college/articleList/:typeId?',
  articleDetail: '/college/articleDetail/:id',
  courseList: '/college/courseList',
  courseListHome: '/college/courseList/courseListHome',
  courseListDetail: '/college/courseList/courseListDetail/:id',
  foreignExchange: '/college/foreignExchange',
  foreignExchangeHome: '/college/foreignExchange/foreignExchangeHome',
  foreignExchangeDetail: '/college/foreignExchange/foreignExchangeDetail/:id',
  collegeSearch: '/college/search',
  /** Market information (shown where the site's informationModuleFlag is on). */
  information: '/information',
  infomationDetail: '/information/infomationDetail/:id',
  /** Downloads: terminals and apps per platform, the EA, documents. */
  download: '/download',
  downloadHome: '/download/downloadHome',
  downloadClass: '/download/downloadClass',
  downloadList: '/download/downloadClass/downloadList/:typeId?',
  downloadDetail: '/download/downloadClass/downloadDetail/:id',
  downloadSearch: '/download/downloadSearch',
  /** The tools (issue 18): quotes, the economic calendar, the news flash, the calculator, market analysis. */
  tools: '/tools',
  transactionData: '/tools/transactionData',
  financeCalendar: '/tools/financeCalendar',
  timeTelegram: '/tools/timeTelegram',
  calculator: '/tools/calculator',
  toolsMarket: '/tools/market',
  pivotPoints: '/tools/market/point',
  everydayReport: '/tools/market/everydayreport',
  /** The partner programme. */
  partner: '/partner',
  personalCenter: '/personalCenter',
  personalCenterOf: '/personalCenter/:id',
  devOutbox: '/dev/outbox',
} as const;

/** `path` with `search` appended when there is any ('?a=1' or 'a=1'). */
function withSearch(path: string, search?: string | URLSearchParams): string {
  const text = search === undefined ? '' : String(search).replace(/^\?/, '');
  return text ? `${path}?${text}` : path;
}

/** An about-us child page ('introduce', 'privacyPolicy', ...). */
export function aboutPath(page: string): string {
  return `${PATHS.aboutUs}/${page}`;
}

/** The detail page of an announcement (spec 2: announcement/announcementDetail). */
export function announcementPath(contentId: number): string {
  return `${PATHS.announcement}/announcementDetail/${contentId}`;
}

/** A path of the table with its `:id` / `:typeId?` filled in (an optional one left out when not given). */
export function fillPath(path: string, value?: number | string): string {
  return path.replace(/\/:\w+(\?)?$/, (_, optional: string | undefined) =>
    value === undefined || value === '' ? (optional ? '' : '/') : `/${value}`,
  );
}

/** Where an education item is read, by its module (article, course, encyclopedia, information, download). */
export function contentPath(moduleCode: string, contentId: number): string {
  switch (moduleCode) {
    case 'article':
      return fillPath(PATHS.articleDetail, contentId);
    case 'course':
      return fillPath(PATHS.courseListDetail, contentId);
    case 'encyclopedia':
      return fillPath(PATHS.foreignExchangeDetail, contentId);
    case 'information':
      return fillPath(PATHS.infomationDetail, contentId);
    case 'download':
      return fillPath(PATHS.downloadDetail, contentId);
    case 'announcement':
      return announcementPath(contentId);
    default:
      return aboutPath(moduleCode);
  }
}

/** A trader's profile in the community; `tab` opens one of its tabs (`?tab=comments`). */
export function traderPath(mtAccId: number, tab?: string): string {
  return withSearch(`${PATHS.square}/${mtAccId}`, tab ? `tab=${tab}` : undefined);
}

/** The strategy square with a search (its filters, see square-query). */
export function squarePath(search?: string | URLSearchParams): string {
  return withSearch(PATHS.square, search);
}

/** The login page, with the user name filled in after a registration or a password reset. */
export function loginPath(userName?: string): string {
  return userName === undefined ? PATHS.login : `${PATHS.login}?userName=${encodeURIComponent(userName)}`;
}

/** The add-or-bind page with a search (`returnTo`, `subscribe`). */
export function addOrBindPath(search?: string | URLSearchParams): string {
  return withSearch(PATHS.addOrBind, search);
}

/**
 * The personal center's pages, as paths under /personalCenter/:id (the router's children use them as they
 * are). The account pages sit under /account, the settings under /setting; tabs that are paths have one
 * entry each.
 */
export const CENTER_PATHS = {
  account: 'account',
  dataindex: 'account/dataindex',
  transactionAnalysis: 'account/transactionAnalysis',
  transactionOrder: 'account/transactionOrder',
  accountSetting: 'account/accountSetting',
  subscriptionTotal: 'account/subscriptionTotal',
  copyOrder: 'account/copyOrder',
  subscribers: 'account/subscribers',
  masterOrder: 'account/masterOrder',
  optional: 'optional',
  attention: 'attention',
  attenOther: 'attention/attenOther',
  otherAtten: 'attention/otherAtten',
  collect: 'collect',
  tokenManage: 'tokenManage',
  rechargeRecord: 'tokenManage/rechargeRecord',
  outerRecord: 'tokenManage/outerRecord',
  billingDetails: 'billingDetails',
  income: 'billingDetails/income',
  expend: 'billingDetails/expend',
  contactReview: 'contactReview',
  walletReview: 'walletReview',
  paymentFlow: 'paymentFlow',
  settlementFlow: 'settlementFlow',
  complaintReview: 'complaintReview',
  invite: 'invite',
  inviteClient: 'invite/inviteClient',
  rebate: 'invite/rebate',
  referrer: 'referrer',
  userReferrer: 'userReferrer',
  userReferrerIndex: 'userReferrer/userReferrerIndex',
  management: 'userReferrer/management',
  client: 'userReferrer/management/client',
  accountList: 'userReferrer/management/accountList',
  partnerReview: 'partnerReview',
  setting: 'setting',
  basicsV: 'setting/basicsV',
  securityV: 'setting/securityV',
  infoV: 'setting/infoV',
  payV: 'setting/payV',
  dealV: 'setting/dealV',
  messages: 'messages',
  reviewDesk: 'reviewDesk',
  publicMessages: 'publicMessages',
  mailLog: 'mailLog',
  paymentSettings: 'paymentSettings',
  siteSetting: 'siteSetting',
} as const;

export type CenterPath = keyof typeof CENTER_PATHS;

/** A personal-center page of `userId`, with an optional search ('paymentId=3'). */
export function centerPath(
  userId: number | string,
  page: CenterPath,
  search?: string | URLSearchParams,
): string {
  return withSearch(`${PATHS.personalCenter}/${userId}/${CENTER_PATHS[page]}`, search);
}

/** Spec 2: where the header and the home page open a user's personal center (in a new tab). */
export function personalCenterPath(userId: number): string {
  return centerPath(userId, 'transactionAnalysis');
}

/**
 * The MAM back office (spec 2, MAM back office; siteType 5): its own paths under /user, the landing
 * variant's home and recommended traders, and the visitor pages it shares with the community site
 * (/login, /reg/register, /forgertPassword). The detail pages take the MT4 account's id as `?id=`.
 */
export const MAM_PATHS = {
  root: '/',
  /** Logout and the redirect cap aim at /home; on a MAM site it is the root. */
  home: '/home',
  login: '/login',
  reg: '/reg',
  register: '/reg/register',
  forgetPassword: '/forgertPassword',
  /** Landing variant (version 1): recommended traders (the first chosen), or with account `:id` chosen. */
  accountList: '/accountList',
  accountListOf: '/accountList/:id?',
  user: '/user',
  userCenter: '/user/userCenter',
  message: '/user/message',
  invite: '/user/invite',
  trandeList: '/user/trandeList',
  tradeDetail: '/user/tradeDetail',
  copyList: '/user/copyList',
  copyDetail: '/user/copyDetail',
  notMasterCopyList: '/user/notMasterCopyList',
  notMasterCopyDetail: '/user/notMasterCopyDetail',
  otherSetting: '/user/otherSetting',
  personSetting: '/user/otherSetting/personSetting',
  /** Real-name verification and payment information (what paid fees need), as settings tabs. */
  infoV: '/user/otherSetting/infoV',
  payV: '/user/otherSetting/payV',
  siteSetting: '/user/otherSetting/siteSetting',
  subscriptionList: '/user/subscriptionList',
  orderSsupervisorList: '/user/orderSsupervisorList',
  /**
   * The money pages a MAM site's fees need (not in the spec's MAM list; the community's pages, hosted in
   * the back office): the USDT wallet with its records, its ledger, subscription payments and settlements.
   */
  tokenManage: '/user/tokenManage',
  rechargeRecord: '/user/tokenManage/rechargeRecord',
  outerRecord: '/user/tokenManage/outerRecord',
  billingDetails: '/user/billingDetails',
  income: '/user/billingDetails/income',
  expend: '/user/billingDetails/expend',
  paymentFlow: '/user/paymentFlow',
  settlementFlow: '/user/settlementFlow',
  /** The site admin's desks for them: recharges and withdrawals, payment complaints. */
  walletReview: '/user/walletReview',
  complaintReview: '/user/complaintReview',
} as const;

export type MamPath = keyof typeof MAM_PATHS;

/** A MAM account's detail page: `/user/tradeDetail?id=12` (the MT4 account's id). */
export function mamDetailPath(
  page: 'tradeDetail' | 'copyDetail' | 'notMasterCopyDetail',
  mtAccId: number | string,
): string {
  return withSearch(MAM_PATHS[page], `id=${encodeURIComponent(String(mtAccId))}`);
}

/** The landing variant's recommended traders with account `mtAccId` chosen. */
export function mamAccountListPath(mtAccId: number | string): string {
  return `${MAM_PATHS.accountList}/${encodeURIComponent(String(mtAccId))}`;
}

/** The sections of the landing variant's home that `?target=` scrolls to (spec 2). */
export const MAM_HOME_TARGETS = ['tradeAccount', 'howUse', 'about'] as const;
export type MamHomeTarget = (typeof MAM_HOME_TARGETS)[number];

/** The landing variant's home scrolled to one of its sections: `/?target=howUse`. */
export function mamHomeSectionPath(target: MamHomeTarget): string {
  return withSearch(MAM_PATHS.root, `target=${target}`);
}

/** The MAM login page, coming back to `redirect` (a path of the back office) after signing in. */
export function mamLoginPath(redirect?: string): string {
  return redirect ? withSearch(MAM_PATHS.login, `redirect=${encodeURIComponent(redirect)}`) : MAM_PATHS.login;
}

/** "Personal center" of the MAM back office (spec 2): traders (userType 3) to userCenter, others to notMasterCopyList. */
export function mamPersonalCenterPath(userType: number): string {
  return userType === USER_TYPE.TRADER ? MAM_PATHS.userCenter : MAM_PATHS.notMasterCopyList;
}

/** The parameter of a follow-account list that opens the subscribe dialog for a trade account. */
export const MAM_FOLLOW_PARAM = 'follow';

/**
 * The user's follow-account list (a trader's copyList, anyone else's notMasterCopyList) opening the
 * subscribe dialog for trade account `mtAccId`: `/user/notMasterCopyList?follow=12`.
 */
export function mamFollowTraderPath(userType: number, mtAccId: number): string {
  const list = userType === USER_TYPE.TRADER ? MAM_PATHS.copyList : MAM_PATHS.notMasterCopyList;
  return withSearch(list, `${MAM_FOLLOW_PARAM}=${encodeURIComponent(String(mtAccId))}`);
}

/**
 * The platform operator's console (issue 15): its own shell above the sites, booted instead of a site's
 * when the address is under /operator (main.tsx). `/operator/front/` and `/operator/api/` are its API.
 */
export const OPERATOR_PATHS = {
  root: '/operator',
  login: '/operator/login',
  sites: '/operator/sites',
  newSite: '/operator/sites/new',
  site: '/operator/sites/:siteId',
} as const;

/** Whether an address is the operator console's (it boots without a site). */
export function isOperatorConsolePath(pathname: string): boolean {
  return pathname === OPERATOR_PATHS.root || pathname.startsWith(`${OPERATOR_PATHS.root}/`);
}

/** One site's page in the operator's console. */
export function operatorSitePath(siteId: number): string {
  return `${OPERATOR_PATHS.sites}/${siteId}`;
}
