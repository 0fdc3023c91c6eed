/**
 * The HTTP calls, with the seed's paths (spec 7). Server routes and the web's request layer both read
 * this table, so a path is written once. `/front/` and `/visitor/` paths are public; `/api/` and
 * `/mam/main/` need a token.
 */
export const API = {
  getSiteConfig: { method: 'POST', path: '/cms/front/getSiteConfig' },
  getColumnShowInfo: { method: 'POST', path: '/cms/front/getColumnShowInfo' },
  getSiteFooterContent: { method: 'POST', path: '/cms/front/getSiteFooterContent' },
  getModuleContent: { method: 'GET', path: '/cms/front/getModuleContent' },
  getModuleContentList: { method: 'GET', path: '/cms/front/getModuleContentList' },
  getContentByContentId: { method: 'GET', path: '/cms/front/getContentByContentId' },

  getHeaderData: { method: 'GET', path: '/community/front/getHeaderData' },
  getSiteOtherInfo: { method: 'GET', path: '/community/front/getSiteOtherInfo' },
  getDictListByType: { method: 'GET', path: '/community/front/getDictListByType' },

  sendvercode: { method: 'GET', path: '/community/front/sendvercode' },
  sendmailvercode: { method: 'GET', path: '/community/front/sendmailvercode' },
  sendVercodeOrMailcode: { method: 'GET', path: '/community/front/sendVercodeOrMailcode' },
  checkusername: { method: 'GET', path: '/community/front/checkusername' },
  reg: { method: 'POST', path: '/community/front/reg' },
  login: { method: 'POST', path: '/community/front/login' },
  forgetpassword: { method: 'POST', path: '/community/front/forgetpassword' },
  devOutbox: { method: 'GET', path: '/community/front/dev/outbox' },

  logout: { method: 'POST', path: '/community/api/logout' },
  selectCommunityUserInfo: { method: 'GET', path: '/community/api/selectCommunityUserInfo' },
  queryCommunityMessage: { method: 'GET', path: '/community/api/queryCommunityMessage' },
  queryUnreadNotice: { method: 'GET', path: '/community/api/queryUnreadNotice' },
  readCommunityNotice: { method: 'GET', path: '/community/api/readCommunityNotice' },

  // MT4 accounts (community side; the MAM back office has the same calls under /mam/main).
  getPlatformInfo: { method: 'GET', path: '/community/api/getPlatformInfo' },
  getMt4Server: { method: 'GET', path: '/community/api/getMt4Server' },
  bindingMTAcc: { method: 'POST', path: '/community/api/bindingMTAcc' },
  createDemoMTAcc: { method: 'POST', path: '/community/api/createDemoMTAcc' },
  queryTradeAccListWithToken: { method: 'GET', path: '/community/api/queryTradeAccListWithToken' },
  queryTradeAccListWithoutToken: { method: 'GET', path: '/community/front/queryTradeAccListWithoutToken' },
  queryMtAccountInfo: { method: 'GET', path: '/community/front/queryMtAccountInfo' },
  // Trader statistics (the profile's charts and indicators), public.
  trendChart: { method: 'GET', path: '/community/front/center/trendChart' },
  monthAnalyseChart: { method: 'GET', path: '/community/front/center/monthAnalyseChart' },
  copyProfitChart: { method: 'GET', path: '/community/front/center/copyProfitChart' },
  dataIndicators: { method: 'GET', path: '/community/front/center/dataIndicators' },
  openingOrder: { method: 'GET', path: '/community/front/center/openingOrder' },
  closedOrder: { method: 'GET', path: '/community/front/center/closedOrder' },
  updateMtAccountInfo: { method: 'POST', path: '/community/api/updateMtAccountInfo' },
  queryMtAccountDetail: { method: 'GET', path: '/community/api/queryMtAccountDetail' },
  queryMtAccountOrders: { method: 'GET', path: '/community/api/queryMtAccountOrders' },
  getMtAccountSymbols: { method: 'GET', path: '/community/front/getMtAccountSymbols' },
  unbindMTAcc: { method: 'PUT', path: '/community/api/unbundlingLogin' },

  mamGetPlatformInfo: { method: 'GET', path: '/mam/main/getPlatformInfo' },
  mamGetMt4Server: { method: 'GET', path: '/mam/main/getMt4Server' },
  mamBindingMTAcc: { method: 'POST', path: '/mam/main/bindingMTAcc' },
  getCopyLoginNumber: { method: 'GET', path: '/mam/main/getCopyLoginNumber' },
  getMasterLoginAll: { method: 'GET', path: '/mam/main/getMasterLoginAll' },
  getCopyLoginAll: { method: 'GET', path: '/mam/main/getCopyLoginAll' },
  queryMasterLoginList: { method: 'GET', path: '/mam/main/queryMasterLoginList' },
  queryCopyLoginList: { method: 'GET', path: '/mam/main/queryCopyLoginList' },
  mamUnbundlingLogin: { method: 'PUT', path: '/mam/main/unbundlingLogin' },
  queryMamUserSymbols: { method: 'GET', path: '/mam/main/queryMamUserSymbols' },
  queryStandardSymbols: { method: 'GET', path: '/mam/main/queryStandardSymbols' },
  updateMamUserSymbols: { method: 'POST', path: '/mam/main/updateMamUserSymbols' },
  syncMamUserSymbols: { method: 'GET', path: '/mam/main/syncMamUserSymbols' },

  devSimDisconnect: { method: 'GET', path: '/community/front/dev/simDisconnect' },
  devSimTrade: { method: 'GET', path: '/community/front/dev/simTrade' },

  // Subscriptions and copying.
  createSubscription: { method: 'POST', path: '/community/api/createSubscription' },
  mamCreateSubscriptions: { method: 'POST', path: '/mam/main/createSubscriptions' },
  updateSubscription: { method: 'POST', path: '/community/api/updateSubscription' },
  mamUpdateSubscriptions: { method: 'PUT', path: '/mam/main/updateSubscriptions' },
  mamUpdateSubscriptionsConfig: { method: 'PUT', path: '/mam/main/updateSubscriptionsConfig' },
  cancelSubscription: { method: 'GET', path: '/community/api/cancelSubscription' },
  cancelSubscriptionTrans: { method: 'GET', path: '/community/api/cancelSubscriptionTrans' },
  continueSubscription: { method: 'PUT', path: '/community/api/continueSubscription' },
  personalSubSerial: { method: 'GET', path: '/community/api/personalSubSerial' },
  querySubscriptionDetail: { method: 'GET', path: '/community/api/querySubscriptionDetail' },
  querySubscriptions: { method: 'GET', path: '/community/front/querySubscriptions' },
  querySubscriptionFree: { method: 'GET', path: '/community/api/querySubscriptionFree' },
  querySiteSubscriptionStatus: { method: 'GET', path: '/community/front/querySiteSubscriptionStatus' },
  queryCopySubscriptions: { method: 'GET', path: '/mam/main/queryCopySubscriptions' },
  queryMasterSubscriptions: { method: 'GET', path: '/mam/main/queryMasterSubscriptions' },
  queryMasterSubscriptionsHistory: { method: 'GET', path: '/mam/main/queryMasterSubscriptionsHistory' },
  queryCopyRelationTran: { method: 'GET', path: '/mam/main/queryCopyRelationTran' },
  queryCopyRecords: { method: 'GET', path: '/mam/main/queryCopyRecords' },
  queryMasterOrder: { method: 'GET', path: '/mam/main/queryMasterOrder' },
  queryMasterOrderHistory: { method: 'GET', path: '/mam/main/queryMasterOrderHistory' },
  closeOrder: { method: 'GET', path: '/mam/main/closeOrder' },

  // Strategy square and trader ranking (public).
  getfilterlist: { method: 'GET', path: '/community/front/getfilterlist' },
  selectbyfilter: { method: 'POST', path: '/community/front/selectbyfilter' },
  getstartlist: { method: 'GET', path: '/community/front/getstartlist' },
  getsignlemodulelist: { method: 'GET', path: '/community/front/getsignlemodulelist' },
  getfollowchangelist: { method: 'GET', path: '/community/front/getfollowchangelist' },

  // Community social side (contracts in social.ts): comments on a trade account, attention (following
  // people; queryAttenOther / queryOtherAtten are our names for the attenOther and otherAtten pages), the
  // optional list (seed paths are public; they still need a token), favourites, public cards, admin locks.
  accAndCommentInfo: { method: 'GET', path: '/community/front/accAndCommentInfo' },
  commentSave: { method: 'POST', path: '/community/api/commentSave' },
  commentDelete: { method: 'POST', path: '/community/api/commentDelete' },
  commentLike: { method: 'POST', path: '/community/api/commentLike' },
  commentUnlike: { method: 'POST', path: '/community/api/commentUnlike' },
  addConcern: { method: 'GET', path: '/community/api/addConcern' },
  cancelConcern: { method: 'GET', path: '/community/api/cancelConcern' },
  queryAttenOther: { method: 'GET', path: '/community/api/queryAttenOther' },
  queryOtherAtten: { method: 'GET', path: '/community/api/queryOtherAtten' },
  addSrCommunityOptional: { method: 'POST', path: '/community/front/addSrCommunityOptional' },
  delSrCommunityOptional: { method: 'GET', path: '/community/front/delSrCommunityOptional' },
  queryIsTraderOptional: { method: 'GET', path: '/community/front/queryIsTraderOptional' },
  querySrCommunityOptionals: { method: 'GET', path: '/community/front/querySrCommunityOptionals' },
  favorAdd: { method: 'POST', path: '/community/api/favorAdd' },
  favorDelete: { method: 'POST', path: '/community/api/favorDelete' },
  queryIsCollected: { method: 'GET', path: '/community/api/queryIsCollected' },
  queryCollectionInformation: { method: 'GET', path: '/community/api/queryCollectionInformation' },
  visitorQueryCommunityUserInfo: { method: 'GET', path: '/community/front/visitorQueryCommunityUserInfo' },
  adminLockStrategy: { method: 'POST', path: '/community/api/adminLockStrategy' },
  adminLockAvatar: { method: 'POST', path: '/community/api/adminLockAvatar' },

  // Discovery: today's stars, the home page's figures and table, news feeds (public unless noted).
  chooseTodayStar: { method: 'GET', path: '/community/front/chooseTodayStar' },
  mamChooseTodayStar: { method: 'GET', path: '/mam/visitor/chooseTodayStar' },
  topRecommendsOfInex: { method: 'GET', path: '/community/front/topRecommendsOfInex' },
  queryHomeCommunityTrade: { method: 'GET', path: '/community/front/queryHomeCommunityTrade' },
  traderDynamicInfo: { method: 'GET', path: '/community/front/traderDynamicInfo' },
  queryTransactionNews: { method: 'GET', path: '/community/front/queryTransactionNews' },
  querySubscribeNews: { method: 'GET', path: '/community/front/querySubscribeNews' },
  queryRecommendedTodayOrderMt4AccountList: {
    method: 'GET',
    path: '/community/api/queryRecommendedTodayOrderMt4AccountList',
  },
  // Today's stars, managed by the site's admin.
  addSrRecommendedToday: { method: 'POST', path: '/mam/main/addSrRecommendedToday' },
  updateRecommendedToday: { method: 'PUT', path: '/mam/main/updateRecommendedToday' },
  deleteRecommendedToday: { method: 'DELETE', path: '/mam/main/srRecommendedToday/:id' },
  getChooseTodayStarList: { method: 'GET', path: '/mam/main/getChooseTodayStarList' },
} as const;

export type ApiName = keyof typeof API;

/** Write calls during which the web shows its loading spinner (spec 7, Request setup). */
export const SPINNER_CALLS: readonly ApiName[] = [
  'reg',
  'login',
  'forgetpassword',
  'logout',
  'updateMtAccountInfo',
  'unbindMTAcc',
  'updateMamUserSymbols',
  'syncMamUserSymbols',
  'createSubscription',
  'mamCreateSubscriptions',
  'updateSubscription',
  'mamUpdateSubscriptions',
  'mamUpdateSubscriptionsConfig',
  'cancelSubscription',
  'cancelSubscriptionTrans',
  'continueSubscription',
  'closeOrder',
  'addSrRecommendedToday',
  'updateRecommendedToday',
  'deleteRecommendedToday',
];
