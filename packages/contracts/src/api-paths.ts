import { accountsApi } from './api/accounts';
import { authApi } from './api/auth';
import { communityApi } from './api/community';
import { contactApi } from './api/contact';
import { contentApi } from './api/content';
import { contentAdminApi } from './api/content-admin';
import { devApi } from './api/dev';
import { feesApi } from './api/fees';
import { marketApi } from './api/market';
import { mamAccountApi } from './api/mam-account';
import { marketNewsApi } from './api/market-news';
import { mamTradingApi } from './api/mam-trading';
import { mamVisitorApi } from './api/mam-visitor';
import { messagesApi } from './api/messages';
import { operatorApi, siteLimitsApi } from './api/operator';
import { outboxApi } from './api/outbox';
import { partnersApi } from './api/partners';
import { paymentsApi } from './api/payments';
import { previewApi } from './api/preview';
import { profileApi } from './api/profile';
import { settlementApi } from './api/settlement';
import { sitesApi } from './api/sites';
import { siteSettingsApi } from './api/site-settings';
import { socialApi } from './api/social';
import { statisticsApi } from './api/statistics';
import { subscriptionsApi } from './api/subscriptions';
import { uploadsApi } from './api/uploads';
import { usersApi } from './api/users';
import { verificationApi } from './api/verification';
import { walletApi } from './api/wallet';
import { endpointTable } from './endpoint';

/**
 * The API table: every call, whole (endpoint.ts), with the seed's paths (spec 7). The definitions live in
 * `api/<module>.ts`; server routes register them and the web's client reads its types from them, so a path
 * or a shape is written once. `/front/` and `/visitor/` paths are public; `/api/` and `/mam/main/` need a
 * token.
 */
export const API = endpointTable({
  ...accountsApi,
  ...authApi,
  ...communityApi,
  ...contactApi,
  ...contentApi,
  ...contentAdminApi,
  ...marketNewsApi,
  ...devApi,
  ...feesApi,
  ...marketApi,
  ...mamAccountApi,
  ...mamTradingApi,
  ...mamVisitorApi,
  ...messagesApi,
  ...operatorApi,
  ...siteLimitsApi,
  ...outboxApi,
  ...partnersApi,
  ...paymentsApi,
  ...previewApi,
  ...profileApi,
  ...settlementApi,
  ...sitesApi,
  ...siteSettingsApi,
  ...socialApi,
  ...statisticsApi,
  ...subscriptionsApi,
  ...uploadsApi,
  ...usersApi,
  ...verificationApi,
  ...walletApi,
});

export type ApiName = keyof typeof API;

/** Write calls during which the web shows its loading spinner (spec 7, Request setup). */
export const SPINNER_CALLS: readonly ApiName[] = [
  'reg',
  'login',
  'mamLogin',
  'mamReg',
  'forgetpassword',
  'mamForgetPassword',
  'logout',
  'updateMtAccountInfo',
  'mamUpdateMtAccount',
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
  'walletPrepaid',
  'mentionMoney',
  'adminReviewRecharge',
  'adminReviewWithdrawal',
  'updateAccountPrice',
  'base64Pic',
  'mamBase64Pic',
  'updateSubscriptionTrans',
  'uploadPaymentVoucher',
  'confirmSubscriptionPayment',
  'refuseSubscriptionPayment',
  'complaint',
  'updateComplaint',
  'withdrawComplaint',
  'adminResolveComplaint',
  'createCoupon',
  'disableCoupon',
  'reimbursement',
  'adminRunSettlement',
  'toBePartner',
  'adminReviewPartner',
  'addUserLevel',
  'updateUserLevel',
  'deleteUserLevel',
  'updateLevel',
  'completeCommunityUserInfo',
  'uploadAvatar',
  'updatePassword',
  'mamUpdatePassword',
  'modifyemail',
  'mamModifyemail',
  'updatephone',
  'mamUpdatePhone',
  'updateTradeSettings',
  'srCommunityIdInfo',
  'savePaymentInfo',
  'deletePaymentInfo',
  'adminReviewIdentity',
  'adminReviewPaymentInfo',
  'updateUserCommunityNoticeFlag',
  'adminPublishPublicMessage',
  'adminWithdrawPublicMessage',
  'adminUpdateLevelSettings',
  'adminUpdateSitePaymentSettings',
  'operatorCreateSite',
  'operatorSuspendSite',
  'operatorResumeSite',
  'operatorRenewSite',
  'operatorUpdateSiteLimits',
  'operatorUpdateSiteVersion',
  'operatorAddSiteAdmin',
  'operatorRemoveSiteAdmin',
];
