import { Navigate, type RouteObject } from 'react-router';
import { ABOUT_DOC_PAGES } from '@/features/about/utils/about-pages';
import { PageLoader } from '@/components/page-loader';
import { PublicShell } from '../shells/public-shell';
import { RootRedirect } from './root-redirect';
import { RouteError } from './route-error';

/** Unbuilt personal-center sections and the bare paths open the default account page. */
const personalCenterDefault = async () => ({
  Component: (await import('@/features/personal-center/routes/default-page')).PersonalCenterDefaultRoute,
});

/**
 * The public community site (spec 2, Public site; history mode). Every page is its own chunk. Routes of
 * later issues (the rest of community, college, tools, the other personal-center sections, ...) are not
 * listed: the catch-all sends them to '/'.
 */
export function publicRoutes(): RouteObject[] {
  return [
    {
      element: <PublicShell />,
      errorElement: <RouteError />,
      // Shown while the first page's chunk loads.
      HydrateFallback: PageLoader,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, element: <RootRedirect /> },
            { path: 'home', lazy: async () => ({ Component: (await import('./home')).HomeRoute }) },
            {
              path: 'reg',
              children: [
                { index: true, element: <Navigate to="/reg/register" replace /> },
                {
                  path: 'register',
                  lazy: async () => ({
                    Component: (await import('@/features/auth/routes/register')).RegisterRoute,
                  }),
                },
              ],
            },
            {
              path: 'login',
              lazy: async () => ({ Component: (await import('@/features/auth/routes/login')).LoginRoute }),
            },
            {
              path: 'forgertPassword',
              lazy: async () => ({
                Component: (await import('@/features/auth/routes/forget-password')).ForgetPasswordRoute,
              }),
            },
            {
              path: 'aboutUs',
              lazy: async () => ({
                Component: (await import('@/features/about/routes/about-layout')).AboutLayoutRoute,
              }),
              children: [
                {
                  errorElement: <RouteError />,
                  children: [
                    { index: true, element: <Navigate to="introduce" replace /> },
                    {
                      path: 'introduce',
                      lazy: async () => ({
                        Component: (await import('@/features/about/routes/introduce')).IntroduceRoute,
                      }),
                    },
                    {
                      path: 'contactUs',
                      lazy: async () => ({
                        Component: (await import('@/features/about/routes/contact-us')).ContactUsRoute,
                      }),
                    },
                    {
                      path: 'systemMessages',
                      lazy: async () => ({
                        Component: (await import('@/features/messages/routes/system-messages'))
                          .SystemMessagesRoute,
                      }),
                    },
                    {
                      path: 'announcement',
                      children: [
                        { index: true, element: <Navigate to="announcementList" replace /> },
                        {
                          path: 'announcementList',
                          lazy: async () => ({
                            Component: (await import('@/features/about/routes/announcement-list'))
                              .AnnouncementListRoute,
                          }),
                        },
                        {
                          path: 'announcementDetail/:id?',
                          lazy: async () => ({
                            Component: (await import('@/features/about/routes/announcement-detail'))
                              .AnnouncementDetailRoute,
                          }),
                        },
                      ],
                    },
                    ...ABOUT_DOC_PAGES.map((moduleCode): RouteObject => ({
                      path: moduleCode,
                      lazy: async () => {
                        const { ModulePageRoute } = await import('@/features/about/routes/module-page');
                        return { element: <ModulePageRoute moduleCode={moduleCode} /> };
                      },
                    })),
                  ],
                },
              ],
            },
            {
              path: 'community',
              lazy: async () => ({
                Component: (await import('./community-layout')).CommunityLayoutRoute,
              }),
              children: [
                {
                  errorElement: <RouteError />,
                  children: [
                    { index: true, element: <Navigate to="communityRecommend" replace /> },
                    {
                      path: 'communityRecommend',
                      lazy: async () => ({
                        Component: (await import('./community-recommend')).CommunityRecommendRoute,
                      }),
                    },
                    {
                      path: 'trader',
                      lazy: async () => ({
                        Component: (await import('./community-trader')).CommunityTraderRoute,
                      }),
                    },
                    {
                      path: 'trader/:mtId',
                      lazy: async () => ({
                        Component: (await import('./community-trader-profile')).CommunityTraderProfileRoute,
                      }),
                    },
                    {
                      path: 'henchman',
                      lazy: async () => ({
                        Component: (await import('./community-henchman')).CommunityHenchmanRoute,
                      }),
                    },
                    { path: '*', element: <Navigate to="/community/communityRecommend" replace /> },
                  ],
                },
              ],
            },
            {
              path: 'addOrBingNewAccount',
              lazy: async () => ({
                Component: (await import('@/features/accounts/routes/add-or-bind')).AddOrBindRoute,
              }),
            },
            {
              path: 'bindAccount',
              lazy: async () => ({
                Component: (await import('@/features/accounts/routes/add-or-bind')).AddOrBindRoute,
              }),
            },
            {
              path: 'personalCenter',
              lazy: async () => ({
                Component: (await import('@/features/personal-center/routes/personal-center-layout'))
                  .PersonalCenterLayoutRoute,
              }),
            },
            {
              path: 'personalCenter/:id',
              lazy: async () => ({
                Component: (await import('@/features/personal-center/routes/personal-center-layout'))
                  .PersonalCenterLayoutRoute,
              }),
              children: [
                {
                  errorElement: <RouteError />,
                  children: [
                    { index: true, lazy: personalCenterDefault },
                    {
                      path: 'account',
                      children: [
                        { index: true, lazy: personalCenterDefault },
                        {
                          // The account pages share the account selector on top.
                          lazy: async () => ({
                            Component: (await import('@/features/accounts/routes/account-section'))
                              .AccountSectionRoute,
                          }),
                          children: [
                            {
                              path: 'transactionAnalysis',
                              lazy: async () => ({
                                Component: (await import('@/features/accounts/routes/transaction-analysis'))
                                  .TransactionAnalysisRoute,
                              }),
                            },
                            {
                              path: 'transactionOrder',
                              lazy: async () => ({
                                Component: (await import('@/features/accounts/routes/transaction-order'))
                                  .TransactionOrderRoute,
                              }),
                            },
                            {
                              path: 'accountSetting',
                              lazy: async () => ({
                                Component: (await import('@/features/accounts/routes/account-setting'))
                                  .AccountSettingRoute,
                              }),
                            },
                          ],
                        },
                        // The overview across accounts, profile, wallet and messages.
                        {
                          path: 'dataindex',
                          lazy: async () => ({
                            Component: (await import('./data-index')).DataIndexRoute,
                          }),
                        },
                        // Copy trading: each page picks its own account (a follow or a trade account).
                        {
                          path: 'subscriptionTotal',
                          lazy: async () => ({
                            Component: (await import('@/features/copy-trading/routes/subscription-total'))
                              .SubscriptionTotalRoute,
                          }),
                        },
                        {
                          path: 'copyOrder',
                          lazy: async () => ({
                            Component: (await import('@/features/copy-trading/routes/copy-order'))
                              .CopyOrderRoute,
                          }),
                        },
                        {
                          path: 'subscribers',
                          lazy: async () => ({
                            Component: (await import('@/features/copy-trading/routes/trader-pages'))
                              .SubscribersRoute,
                          }),
                        },
                        {
                          path: 'masterOrder',
                          lazy: async () => ({
                            Component: (await import('@/features/copy-trading/routes/trader-pages'))
                              .MasterOrderRoute,
                          }),
                        },
                        { path: '*', lazy: personalCenterDefault },
                      ],
                    },
                    // The community side: the optional list, attention (two tabs as paths), favourites.
                    {
                      path: 'optional',
                      lazy: async () => ({
                        Component: (await import('@/features/social/routes/optional')).OptionalRoute,
                      }),
                    },
                    {
                      path: 'attention',
                      children: [
                        { index: true, element: <Navigate to="attenOther" replace /> },
                        {
                          path: 'attenOther',
                          lazy: async () => ({
                            Component: (await import('@/features/social/routes/attention')).AttenOtherRoute,
                          }),
                        },
                        {
                          path: 'otherAtten',
                          lazy: async () => ({
                            Component: (await import('@/features/social/routes/attention')).OtherAttenRoute,
                          }),
                        },
                      ],
                    },
                    {
                      path: 'collect',
                      lazy: async () => ({
                        Component: (await import('@/features/social/routes/collect')).CollectRoute,
                      }),
                    },
                    // The USDT wallet: records and billing lines (tabs as paths), the admin's review desk.
                    {
                      path: 'tokenManage',
                      children: [
                        { index: true, element: <Navigate to="rechargeRecord" replace /> },
                        {
                          path: 'rechargeRecord',
                          lazy: async () => ({
                            Component: (await import('@/features/wallet/routes/token-manage'))
                              .RechargeRecordRoute,
                          }),
                        },
                        {
                          path: 'outerRecord',
                          lazy: async () => ({
                            Component: (await import('@/features/wallet/routes/token-manage'))
                              .OuterRecordRoute,
                          }),
                        },
                      ],
                    },
                    {
                      path: 'billingDetails',
                      children: [
                        { index: true, element: <Navigate to="income" replace /> },
                        {
                          path: 'income',
                          lazy: async () => ({
                            Component: (await import('@/features/wallet/routes/billing-details')).IncomeRoute,
                          }),
                        },
                        {
                          path: 'expend',
                          lazy: async () => ({
                            Component: (await import('@/features/wallet/routes/billing-details')).ExpendRoute,
                          }),
                        },
                      ],
                    },
                    {
                      path: 'contactReview',
                      lazy: async () => ({
                        Component: (await import('@/features/messages/routes/contact-review'))
                          .ContactReviewRoute,
                      }),
                    },
                    {
                      path: 'walletReview',
                      lazy: async () => ({
                        Component: (await import('@/features/wallet/routes/wallet-review')).WalletReviewRoute,
                      }),
                    },
                    // Subscription payments: the payer's and the trader's records, the admin's complaint desk.
                    {
                      path: 'paymentFlow',
                      lazy: async () => ({
                        Component: (await import('@/features/payments/routes/payment-flow')).PaymentFlowRoute,
                      }),
                    },
                    // Weekly performance settlement: the follower's and the trader's rows, owed fees.
                    {
                      path: 'settlementFlow',
                      lazy: async () => ({
                        Component: (await import('@/features/settlement/routes/settlement-flow'))
                          .SettlementFlowRoute,
                      }),
                    },
                    {
                      path: 'complaintReview',
                      lazy: async () => ({
                        Component: (await import('@/features/payments/routes/complaint-review'))
                          .ComplaintReviewRoute,
                      }),
                    },
                    // Referral: invite (code, link, invitees, rebates), my referrer and the partner application,
                    // the partner's overview and customers, the admin's applications and rebate levels.
                    {
                      path: 'invite',
                      children: [
                        { index: true, element: <Navigate to="inviteClient" replace /> },
                        {
                          path: 'inviteClient',
                          lazy: async () => ({
                            Component: (await import('@/features/partners/routes/invite')).InviteClientRoute,
                          }),
                        },
                        {
                          path: 'rebate',
                          lazy: async () => ({
                            Component: (await import('@/features/partners/routes/invite')).RebateRoute,
                          }),
                        },
                      ],
                    },
                    {
                      path: 'referrer',
                      lazy: async () => ({
                        Component: (await import('@/features/partners/routes/referrer')).ReferrerRoute,
                      }),
                    },
                    {
                      path: 'userReferrer',
                      children: [
                        { index: true, element: <Navigate to="userReferrerIndex" replace /> },
                        {
                          path: 'userReferrerIndex',
                          lazy: async () => ({
                            Component: (await import('@/features/partners/routes/user-referrer'))
                              .UserReferrerIndexRoute,
                          }),
                        },
                        {
                          path: 'management',
                          children: [
                            { index: true, element: <Navigate to="client" replace /> },
                            {
                              path: 'client',
                              lazy: async () => ({
                                Component: (await import('@/features/partners/routes/user-referrer'))
                                  .ClientRoute,
                              }),
                            },
                            {
                              path: 'accountList',
                              lazy: async () => ({
                                Component: (await import('@/features/partners/routes/user-referrer'))
                                  .AccountListRoute,
                              }),
                            },
                          ],
                        },
                      ],
                    },
                    {
                      path: 'partnerReview',
                      lazy: async () => ({
                        Component: (await import('@/features/partners/routes/partner-review'))
                          .PartnerReviewRoute,
                      }),
                    },
                    // Settings (spec 2: setting/dealV, basicsV, securityV, infoV, payV) and messages.
                    {
                      path: 'setting',
                      children: [
                        { index: true, element: <Navigate to="basicsV" replace /> },
                        {
                          path: 'basicsV',
                          lazy: async () => ({
                            Component: (await import('@/features/settings/routes/basics')).BasicsRoute,
                          }),
                        },
                        {
                          path: 'securityV',
                          lazy: async () => ({
                            Component: (await import('@/features/settings/routes/security')).SecurityRoute,
                          }),
                        },
                        {
                          path: 'infoV',
                          lazy: async () => ({
                            Component: (await import('@/features/verification/routes/identity'))
                              .IdentityRoute,
                          }),
                        },
                        {
                          path: 'payV',
                          lazy: async () => ({
                            Component: (await import('@/features/verification/routes/payment-info'))
                              .PaymentInfoRoute,
                          }),
                        },
                        {
                          path: 'dealV',
                          lazy: async () => ({
                            Component: (await import('./setting-deal')).SettingDealRoute,
                          }),
                        },
                        { path: '*', element: <Navigate to="basicsV" replace /> },
                      ],
                    },
                    {
                      path: 'messages',
                      lazy: async () => ({
                        Component: (await import('@/features/messages/routes/system-messages'))
                          .SystemMessagesRoute,
                      }),
                    },
                    // The site admin's desk.
                    {
                      path: 'reviewDesk',
                      lazy: async () => ({
                        Component: (await import('./review-desk')).ReviewDeskRoute,
                      }),
                    },
                    {
                      path: 'publicMessages',
                      lazy: async () => ({
                        Component: (await import('@/features/messages/routes/public-messages'))
                          .PublicMessagesRoute,
                      }),
                    },
                    {
                      path: 'mailLog',
                      lazy: async () => ({
                        Component: (await import('@/features/mail-log/routes/mail-log')).MailLogRoute,
                      }),
                    },
                    {
                      path: 'paymentSettings',
                      lazy: async () => ({
                        Component: (await import('@/features/payment-settings/routes/payment-settings'))
                          .PaymentSettingsRoute,
                      }),
                    },
                    { path: '*', lazy: personalCenterDefault },
                  ],
                },
              ],
            },
            {
              path: 'dev/outbox',
              lazy: async () => ({
                Component: (await import('@/features/dev-outbox/routes/outbox')).OutboxRoute,
              }),
            },
            { path: '*', element: <Navigate to="/" replace /> },
          ],
        },
      ],
    },
  ];
}
