import { MAM_ACCOUNT_TWINS } from '@copytrade/contracts/api/mam-account';
import { MAM_VISITOR_TWINS } from '@copytrade/contracts/api/mam-visitor';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import type { CallTwins } from '@/lib/api-client';
import { ABOUT_DOC_PAGES } from '@/features/about/utils/about-pages';
import { aboutPath, MAM_PATHS, PATHS } from '@/lib/paths';
import { MamCenterRedirect, MamLoginRedirect, MamRoot, RoleGate } from './mam-root';
import { RouteError } from './route-error';
import { TradeLimitGate } from '@/components/limit-dialogs/trade-limit-gate';
import { SITE_SETTINGS_CALL_TWINS } from '@/features/site-settings/api/call-twins';
import { BRIDGE_CALL_TWINS } from '@/features/accounts/api/bridge-binding';
import { METAAPI_BIND_CALL_TWINS } from '@/features/accounts/api/bind-metaapi-account';
import type { FollowTraderProps } from '@/features/mam-trading/components/trader-picker';

/**
 * On a MAM site every call that has a MAM twin is made through it (spec 7: "a parallel set exists under
 * /mam/"): the visitor's sign-in, codes and public reads under /mam/visitor, the account calls under
 * /mam/main. Each pair is one definition under two paths (mam-routes.test.ts proves it).
 */
export const MAM_CALL_TWINS: CallTwins = {
  ...MAM_VISITOR_TWINS,
  ...MAM_ACCOUNT_TWINS,
  getPlatformInfo: 'mamGetPlatformInfo',
  getMt4Server: 'mamGetMt4Server',
  bindingMTAcc: 'mamBindingMTAcc',
  ...BRIDGE_CALL_TWINS,
  ...METAAPI_BIND_CALL_TWINS,
  unbindMTAcc: 'mamUnbundlingLogin',
  chooseTodayStar: 'mamChooseTodayStar',
  createSubscription: 'mamCreateSubscriptions',
  personalSubSerial: 'queryCopySubscriptions',
  getBannerList: 'mamGetBannerList',
  // The spec's PUTs: the same schemas and service, another method (the client takes the twin's method).
  updateSubscription: 'mamUpdateSubscriptions',
  updateMtAccountInfo: 'mamUpdateMtAccount',
  ...SITE_SETTINGS_CALL_TWINS,
};

type Lazy = NonNullable<RouteObject['lazy']>;

/** A page of one role under /user (spec 6): see RoleGate. */
function gated(trader: boolean, load: () => Promise<() => ReactNode>): Lazy {
  return async () => {
    const Page = await load();
    return { element: <RoleGate trader={trader}>{<Page />}</RoleGate> };
  };
}

/** A copy page: the "trade count exceeded" dialog opens on it when the user is over his site's limit. */
function copyPage(trader: boolean, load: () => Promise<() => ReactNode>): Lazy {
  return gated(trader, async () => {
    const Page = await load();
    return function WithTradeLimit() {
      return (
        <>
          <Page />
          <TradeLimitGate />
        </>
      );
    };
  });
}

/** A hosted community page (the money pages), its component loaded with it. */
function hosted(load: () => Promise<() => ReactNode>): Lazy {
  return async () => ({ Component: await load() });
}

/** A follow-account page given "Follow a trader" (./mam-follow-trader: the picker and the subscribe dialog). */
function withFollowTrader(
  load: () => Promise<(props: FollowTraderProps) => ReactNode>,
): () => Promise<() => ReactNode> {
  return async () => {
    const [Page, { renderFollowTrader }] = await Promise.all([load(), import('./mam-follow-trader')]);
    return function WithFollowTrader() {
      return <Page followTrader={renderFollowTrader} />;
    };
  };
}

/** The trading pages (features/mam-trading), each its own chunk. */
const trading = {
  userCenter: async () => (await import('@/features/mam-trading/routes/user-center')).UserCenterRoute,
  trandeList: async () => (await import('@/features/mam-trading/routes/trande-list')).TrandeListRoute,
  tradeDetail: async () => (await import('@/features/mam-trading/routes/trade-detail')).TradeDetailRoute,
  copyList: withFollowTrader(
    async () => (await import('@/features/mam-trading/routes/copy-list')).CopyListRoute,
  ),
  notMasterCopyList: withFollowTrader(
    async () => (await import('@/features/mam-trading/routes/copy-list')).NotMasterCopyListRoute,
  ),
  copyDetail: withFollowTrader(
    async () => (await import('@/features/mam-trading/routes/copy-detail')).CopyDetailRoute,
  ),
  notMasterCopyDetail: withFollowTrader(
    async () => (await import('@/features/mam-trading/routes/copy-detail')).NotMasterCopyDetailRoute,
  ),
  subscriptionList: async () =>
    (await import('@/features/mam-trading/routes/subscription-list')).SubscriptionListRoute,
  orderSsupervisorList: async () =>
    (await import('@/features/mam-trading/routes/order-supervisor-list')).OrderSupervisorListRoute,
};

/** The pages under /user (spec 2, MAM back office): paths from MAM_PATHS, relative to /user. */
function userPages(): RouteObject[] {
  const at = (path: string) => path.slice(MAM_PATHS.user.length + 1);
  return [
    { index: true, element: <MamCenterRedirect /> },
    { path: at(MAM_PATHS.userCenter), lazy: gated(true, trading.userCenter) },
    {
      path: at(MAM_PATHS.message),
      lazy: async () => ({ Component: (await import('./mam-message')).MamMessageRoute }),
    },
    {
      path: at(MAM_PATHS.invite),
      lazy: gated(true, async () => (await import('./mam-invite')).MamInviteRoute),
    },
    { path: at(MAM_PATHS.trandeList), lazy: gated(true, trading.trandeList) },
    { path: at(MAM_PATHS.tradeDetail), lazy: gated(true, trading.tradeDetail) },
    { path: at(MAM_PATHS.copyList), lazy: copyPage(true, trading.copyList) },
    { path: at(MAM_PATHS.copyDetail), lazy: copyPage(true, trading.copyDetail) },
    { path: at(MAM_PATHS.notMasterCopyList), lazy: copyPage(false, trading.notMasterCopyList) },
    { path: at(MAM_PATHS.notMasterCopyDetail), lazy: copyPage(false, trading.notMasterCopyDetail) },
    { path: at(MAM_PATHS.subscriptionList), lazy: copyPage(true, trading.subscriptionList) },
    { path: at(MAM_PATHS.orderSsupervisorList), lazy: copyPage(true, trading.orderSsupervisorList) },
    ...moneyPages(at),
    {
      path: at(MAM_PATHS.otherSetting),
      lazy: async () => ({
        Component: (await import('@/features/mam-account/routes/other-setting')).OtherSettingLayout,
      }),
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, element: <Navigate to={MAM_PATHS.personSetting} replace /> },
            {
              path: 'personSetting',
              lazy: async () => ({ Component: (await import('./mam-person-setting')).MamPersonSettingRoute }),
            },
            {
              path: 'infoV',
              lazy: hosted(
                async () => (await import('@/features/verification/routes/identity')).IdentityRoute,
              ),
            },
            {
              path: 'payV',
              lazy: hosted(
                async () => (await import('@/features/verification/routes/payment-info')).PaymentInfoRoute,
              ),
            },
            {
              path: 'siteSetting',
              // The site settings with today's stars managed in their tab, as on the community site.
              lazy: hosted(async () => (await import('./site-setting-page')).SiteSettingWithStarsRoute),
            },
            { path: '*', element: <Navigate to={MAM_PATHS.personSetting} replace /> },
          ],
        },
      ],
    },
    { path: '*', element: <MamCenterRedirect /> },
  ];
}

/**
 * The money a MAM site's fees move (not in the spec's MAM list, which names no money page; issue 15): the
 * community's wallet, ledger, payments and settlement pages and the admin's desks for them, hosted under
 * /user with their tabs as paths.
 */
function moneyPages(at: (path: string) => string): RouteObject[] {
  const wallet = async () => import('@/features/wallet/routes/token-manage');
  const billing = async () => import('@/features/wallet/routes/billing-details');
  return [
    { path: at(MAM_PATHS.tokenManage), element: <Navigate to={MAM_PATHS.rechargeRecord} replace /> },
    { path: at(MAM_PATHS.rechargeRecord), lazy: hosted(async () => (await wallet()).RechargeRecordRoute) },
    { path: at(MAM_PATHS.outerRecord), lazy: hosted(async () => (await wallet()).OuterRecordRoute) },
    { path: at(MAM_PATHS.billingDetails), element: <Navigate to={MAM_PATHS.income} replace /> },
    { path: at(MAM_PATHS.income), lazy: hosted(async () => (await billing()).IncomeRoute) },
    { path: at(MAM_PATHS.expend), lazy: hosted(async () => (await billing()).ExpendRoute) },
    {
      path: at(MAM_PATHS.paymentFlow),
      lazy: hosted(async () => (await import('@/features/payments/routes/payment-flow')).PaymentFlowRoute),
    },
    {
      path: at(MAM_PATHS.walletReview),
      lazy: hosted(async () => (await import('@/features/wallet/routes/wallet-review')).WalletReviewRoute),
    },
    {
      path: at(MAM_PATHS.complaintReview),
      lazy: hosted(
        async () => (await import('@/features/payments/routes/complaint-review')).ComplaintReviewRoute,
      ),
    },
    {
      path: at(MAM_PATHS.settlementFlow),
      lazy: hosted(
        async () => (await import('@/features/settlement/routes/settlement-flow')).SettlementFlowRoute,
      ),
    },
  ];
}

/** The signed-in frame: /user/* and the add-account page (spec 2 names addOrBingNewAccount among the MAM routes). */
function backOffice(): RouteObject {
  return {
    lazy: async () => ({ Component: (await import('./mam-layout')).MamLayoutRoute }),
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: MAM_PATHS.user, children: userPages() },
          {
            path: PATHS.addOrBind,
            lazy: async () => ({
              Component: (await import('@/features/accounts/routes/add-or-bind')).AddOrBindRoute,
            }),
          },
        ],
      },
    ],
  };
}

/**
 * The visitor pages both versions have: login, register, reset (the community's forms, MAM targets), and
 * the documents the sign-up form links to (user guide, privacy policy, ...: the site's content modules).
 */
function visitorPages(): RouteObject[] {
  return [
    ...ABOUT_DOC_PAGES.map((moduleCode): RouteObject => ({
      path: aboutPath(moduleCode),
      lazy: async () => {
        const [{ ModulePageRoute }, { DocFrame }] = await Promise.all([
          import('@/features/about/routes/module-page'),
          import('@/features/mam-shell/components/doc-frame'),
        ]);
        return {
          element: (
            <DocFrame>
              <ModulePageRoute moduleCode={moduleCode} />
            </DocFrame>
          ),
        };
      },
    })),
    { path: MAM_PATHS.login, lazy: async () => ({ Component: (await import('./mam-auth')).MamLoginRoute }) },
    { path: MAM_PATHS.reg, element: <Navigate to={MAM_PATHS.register} replace /> },
    {
      path: MAM_PATHS.register,
      lazy: async () => ({ Component: (await import('./mam-auth')).MamRegisterRoute }),
    },
    {
      path: MAM_PATHS.forgetPassword,
      lazy: async () => ({ Component: (await import('./mam-auth')).MamForgetPasswordRoute }),
    },
  ];
}

function frame(children: RouteObject[]): RouteObject[] {
  return [
    {
      element: <MamRoot />,
      errorElement: <RouteError />,
      HydrateFallback: PageLoader,
      children: [{ errorElement: <RouteError />, children }],
    },
  ];
}

/**
 * The standalone back office (siteType 5, version 0; spec 2): '/' goes to /login (or the configured path,
 * with the 5-redirect cap), the visitor pages, and the back office under /user. Anything else goes to '/'.
 */
export function mamDefaultRoutes(): RouteObject[] {
  return frame([
    { index: true, element: <MamLoginRedirect /> },
    // Logout and the error page aim at /home; this version's home is its login.
    { path: MAM_PATHS.home, element: <Navigate to={MAM_PATHS.login} replace /> },
    ...visitorPages(),
    backOffice(),
    { path: '*', element: <Navigate to={MAM_PATHS.root} replace /> },
  ]);
}

/**
 * The landing variant (siteType 5, version 1; spec 2): '/' is the marketing home whose sections
 * `?target=` scrolls to, /accountList/{id} the recommended traders, the visitor pages and the back office.
 */
export function mamBrandedRoutes(): RouteObject[] {
  return frame([
    {
      index: true,
      lazy: async () => ({ Component: (await import('@/features/mam-shell/routes/home')).MamHomeRoute }),
    },
    { path: MAM_PATHS.home, element: <Navigate to={MAM_PATHS.root} replace /> },
    {
      path: MAM_PATHS.accountListOf,
      lazy: async () => ({ Component: (await import('./mam-visitor')).MamAccountListPage }),
    },
    ...visitorPages(),
    backOffice(),
    { path: '*', element: <Navigate to={MAM_PATHS.root} replace /> },
  ]);
}
