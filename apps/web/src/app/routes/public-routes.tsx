import { Navigate, useParams, type RouteObject } from 'react-router';
import { PLAIN_ROUTE } from '@/components/antd-scope/load-scope';
import { PageLoader } from '@/components/page-loader';
import { ABOUT_DOC_PAGES } from '@/features/about/utils/about-pages';
import { aboutPath, CENTER_PATHS, centerPath, fillPath, PATHS, type CenterPath } from '@/lib/paths';
import { embedRoutes } from '../embed/embed-routes';
import { PublicShell } from '../shells/public-shell';
import type { TemplateParts } from '../templates/template-parts';
import { RootRedirect } from './root-redirect';
import { RouteError } from './route-error';

/** Unbuilt personal-center sections and the bare paths open the default account page. */
const personalCenterDefault = async () => ({
  Component: (await import('@/features/personal-center/routes/default-page')).PersonalCenterDefaultRoute,
});

/** A personal-center section's bare path opens its first tab (attention -> attention/attenOther). */
function CenterRedirect({ to, search }: { to: CenterPath; search?: string }) {
  const { id = '' } = useParams();
  return <Navigate to={centerPath(id, to, search)} replace />;
}

/** A route of the personal center that only sends on to its first tab. */
const centerRedirect = (path: CenterPath, to: CenterPath): RouteObject => ({
  path: CENTER_PATHS[path],
  element: <CenterRedirect to={to} />,
});

/** A lazily loaded page of the personal center at its path in the route table. */
const centerPage = (page: CenterPath, lazy: RouteObject['lazy']): RouteObject => ({
  path: CENTER_PATHS[page],
  lazy,
});

/** The pages under /personalCenter/:id; paths the table does not name open the default page. */
export function personalCenterPages(): RouteObject[] {
  return [
    { index: true, lazy: personalCenterDefault },
    { path: CENTER_PATHS.account, lazy: personalCenterDefault },
    { path: `${CENTER_PATHS.account}/*`, lazy: personalCenterDefault },
    {
      // The account pages share the account selector on top.
      lazy: async () => ({
        Component: (await import('@/features/accounts/routes/account-section')).AccountSectionRoute,
      }),
      children: [
        centerPage('transactionAnalysis', async () => ({
          Component: (await import('@/features/accounts/routes/transaction-analysis'))
            .TransactionAnalysisRoute,
        })),
        centerPage('transactionOrder', async () => ({
          Component: (await import('@/features/accounts/routes/transaction-order')).TransactionOrderRoute,
        })),
        centerPage('accountSetting', async () => ({
          Component: (await import('@/features/accounts/routes/account-setting')).AccountSettingRoute,
        })),
      ],
    },
    // The overview across accounts, profile, wallet and messages.
    centerPage('dataindex', async () => ({ Component: (await import('./data-index')).DataIndexRoute })),
    // Copy trading: each page picks its own account (a follow or a trade account).
    centerPage('subscriptionTotal', async () => ({
      Component: (await import('@/features/copy-trading/routes/subscription-total')).SubscriptionTotalRoute,
    })),
    centerPage('copyOrder', async () => ({
      Component: (await import('@/features/copy-trading/routes/copy-order')).CopyOrderRoute,
    })),
    centerPage('subscribers', async () => ({
      Component: (await import('@/features/copy-trading/routes/trader-pages')).SubscribersRoute,
    })),
    centerPage('masterOrder', async () => ({
      Component: (await import('@/features/copy-trading/routes/trader-pages')).MasterOrderRoute,
    })),
    // The community side: the optional list, attention (two tabs as paths), favourites.
    centerPage('optional', async () => ({
      Component: (await import('@/features/social/routes/optional')).OptionalRoute,
    })),
    centerRedirect('attention', 'attenOther'),
    centerPage('attenOther', async () => ({
      Component: (await import('@/features/social/routes/attention')).AttenOtherRoute,
    })),
    centerPage('otherAtten', async () => ({
      Component: (await import('@/features/social/routes/attention')).OtherAttenRoute,
    })),
    centerPage('collect', async () => ({
      Component: (await import('@/features/social/routes/collect')).CollectRoute,
    })),
    // The USDT wallet: records and billing lines (tabs as paths), the admin's review desk.
    centerRedirect('tokenManage', 'rechargeRecord'),
    centerPage('rechargeRecord', async () => ({
      Component: (await import('@/features/wallet/routes/token-manage')).RechargeRecordRoute,
    })),
    centerPage('outerRecord', async () => ({
      Component: (await import('@/features/wallet/routes/token-manage')).OuterRecordRoute,
    })),
    centerRedirect('billingDetails', 'income'),
    centerPage('income', async () => ({
      Component: (await import('@/features/wallet/routes/billing-details')).IncomeRoute,
    })),
    centerPage('expend', async () => ({
      Component: (await import('@/features/wallet/routes/billing-details')).ExpendRoute,
    })),
    centerPage('contactReview', async () => ({
      Component: (await import('@/features/messages/routes/contact-review')).ContactReviewRoute,
    })),
    centerPage('walletReview', async () => ({
      Component: (await import('@/features/wallet/routes/wallet-review')).WalletReviewRoute,
    })),
    // Subscription payments: the payer's and the trader's records, the admin's complaint desk.
    centerPage('paymentFlow', async () => ({
      Component: (await import('@/features/payments/routes/payment-flow')).PaymentFlowRoute,
    })),
    // Weekly performance settlement: the follower's and the trader's rows, owed fees.
    centerPage('settlementFlow', async () => ({
      Component: (await import('@/features/settlement/routes/settlement-flow')).SettlementFlowRoute,
    })),
    centerPage('complaintReview', async () => ({
      Component: (await import('@/features/payments/routes/complaint-review')).ComplaintReviewRoute,
    })),
    // Referral: invite (code, link, invitees, rebates), my referrer and the partner application, the
    // partner's overview and customers, the admin's applications and rebate levels.
    centerRedirect('invite', 'inviteClient'),
    centerPage('inviteClient', async () => ({
      Component: (await import('@/features/partners/routes/invite')).InviteClientRoute,
    })),
    centerPage('rebate', async () => ({
      Component: (await import('@/features/partners/routes/invite')).RebateRoute,
    })),
    centerPage('referrer', async () => ({
      Component: (await import('@/features/partners/routes/referrer')).ReferrerRoute,
    })),
    centerRedirect('userReferrer', 'userReferrerIndex'),
    centerPage('userReferrerIndex', async () => ({
      Component: (await import('@/features/partners/routes/user-referrer')).UserReferrerIndexRoute,
    })),
    centerRedirect('management', 'client'),
    centerPage('client', async () => ({
      Component: (await import('@/features/partners/routes/user-referrer')).ClientRoute,
    })),
    centerPage('accountList', async () => ({
      Component: (await import('@/features/partners/routes/user-referrer')).AccountListRoute,
    })),
    centerPage('partnerReview', async () => ({
      Component: (await import('@/features/partners/routes/partner-review')).PartnerReviewRoute,
    })),
    // Settings (spec 2: setting/dealV, basicsV, securityV, infoV, payV) and messages.
    centerRedirect('setting', 'basicsV'),
    { path: `${CENTER_PATHS.setting}/*`, element: <CenterRedirect to="basicsV" /> },
    centerPage('basicsV', async () => ({
      Component: (await import('@/features/settings/routes/basics')).BasicsRoute,
    })),
    centerPage('securityV', async () => ({
      Component: (await import('@/features/settings/routes/security')).SecurityRoute,
    })),
    centerPage('infoV', async () => ({
      Component: (await import('@/features/verification/routes/identity')).IdentityRoute,
    })),
    centerPage('payV', async () => ({
      Component: (await import('@/features/verification/routes/payment-info')).PaymentInfoRoute,
    })),
    centerPage('dealV', async () => ({ Component: (await import('./setting-deal')).SettingDealRoute })),
    centerPage('messages', async () => ({
      Component: (await import('@/features/messages/routes/system-messages')).SystemMessagesRoute,
    })),
    // The site admin's desk.
    centerPage('reviewDesk', async () => ({ Component: (await import('./review-desk')).ReviewDeskRoute })),
    centerPage('publicMessages', async () => ({
      Component: (await import('@/features/messages/routes/public-messages')).PublicMessagesRoute,
    })),
    centerPage('mailLog', async () => ({
      Component: (await import('@/features/mail-log/routes/mail-log')).MailLogRoute,
    })),
    centerPage('siteSetting', async () => ({
      Component: (await import('./site-setting-page')).SiteSettingWithStarsRoute,
    })),
    // The payment settings are the site settings' Payments tab now (issue 15); old links land there.
    {
      path: CENTER_PATHS.paymentSettings,
      element: <CenterRedirect to="siteSetting" search="tab=payments" />,
    },
    { path: '*', lazy: personalCenterDefault },
  ];
}

/**
 * The pages under /tools (issue 18): the quotes board, the calculator and the pivot points (tools), the
 * economic calendar, the news flash and the daily report (market-news); the tools' layout holds them all.
 */
export function toolsPages(): RouteObject[] {
  return [
    { index: true, element: <Navigate to={PATHS.transactionData} replace /> },
    {
      path: PATHS.transactionData,
      lazy: async () => ({
        Component: (await import('@/features/tools/routes/transaction-data')).TransactionDataRoute,
      }),
    },
    {
      path: PATHS.financeCalendar,
      lazy: async () => ({
        Component: (await import('@/features/market-news/routes/finance-calendar')).FinanceCalendarRoute,
      }),
    },
    {
      path: PATHS.timeTelegram,
      lazy: async () => ({
        Component: (await import('@/features/market-news/routes/time-telegram')).TimeTelegramRoute,
      }),
    },
    {
      path: PATHS.calculator,
      lazy: async () => ({
        Component: (await import('@/features/tools/routes/calculator')).CalculatorRoute,
      }),
    },
    { path: PATHS.toolsMarket, element: <Navigate to={PATHS.pivotPoints} replace /> },
    {
      path: PATHS.pivotPoints,
      lazy: async () => ({
        Component: (await import('@/features/tools/routes/pivot-points')).PivotPointsRoute,
      }),
    },
    {
      path: PATHS.everydayReport,
      lazy: async () => ({
        Component: (await import('@/features/market-news/routes/everyday-report')).EverydayReportRoute,
      }),
    },
    { path: '*', element: <Navigate to={PATHS.transactionData} replace /> },
  ];
}

/** Template 1 (the default): `PublicShell`, the landing home and the square with ranking cards. */
export const TEMPLATE_1: TemplateParts = {
  home: async () => ({ Component: (await import('./home')).HomeRoute }),
  square: async () => ({ Component: (await import('./community-trader')).CommunityTraderRoute }),
};

/**
 * The public community site (spec 2, Public site; history mode) in one of its templates: the template
 * gives the layout, the home and the square; every other page is shared. Every page is its own chunk; a
 * path the table does not name goes to '/'. The embeddable pages (`/iframeStrategy`) sit outside the layout.
 */
export function publicRoutes(template: TemplateParts = TEMPLATE_1): RouteObject[] {
  return [
    ...embedRoutes(),
    {
      // Template 1's layout and home page draw no antd part (PLAIN_ROUTE): every other page gets its scope.
      ...(template.shell ? { lazy: template.shell } : { element: <PublicShell />, handle: PLAIN_ROUTE }),
      errorElement: <RouteError />,
      // Shown while the first page's chunk loads.
      HydrateFallback: PageLoader,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, element: <RootRedirect /> },
            { path: PATHS.home, lazy: template.home, handle: PLAIN_ROUTE },
            { path: PATHS.reg, element: <Navigate to={PATHS.register} replace /> },
            {
              path: PATHS.register,
              lazy: async () => ({
                Component: (await import('@/features/auth/routes/register')).RegisterRoute,
              }),
            },
            {
              path: PATHS.login,
              lazy: async () => ({ Component: (await import('@/features/auth/routes/login')).LoginRoute }),
            },
            {
              path: PATHS.forgetPassword,
              lazy: async () => ({
                Component: (await import('@/features/auth/routes/forget-password')).ForgetPasswordRoute,
              }),
            },
            {
              path: PATHS.aboutUs,
              lazy: async () => ({
                Component: (await import('@/features/about/routes/about-layout')).AboutLayoutRoute,
              }),
              children: [
                {
                  errorElement: <RouteError />,
                  children: [
                    { index: true, element: <Navigate to={PATHS.introduce} replace /> },
                    {
                      path: PATHS.introduce,
                      lazy: async () => ({
                        Component: (await import('@/features/about/routes/introduce')).IntroduceRoute,
                      }),
                    },
                    {
                      path: PATHS.contactUs,
                      lazy: async () => ({
                        Component: (await import('@/features/about/routes/contact-us')).ContactUsRoute,
                      }),
                    },
                    {
                      path: PATHS.systemMessages,
                      lazy: async () => ({
                        Component: (await import('@/features/messages/routes/system-messages'))
                          .SystemMessagesRoute,
                      }),
                    },
                    { path: PATHS.announcement, element: <Navigate to={PATHS.announcementList} replace /> },
                    {
                      path: PATHS.announcementList,
                      lazy: async () => ({
                        Component: (await import('@/features/about/routes/announcement-list'))
                          .AnnouncementListRoute,
                      }),
                    },
                    {
                      path: PATHS.announcementDetail,
                      lazy: async () => ({
                        Component: (await import('@/features/about/routes/announcement-detail'))
                          .AnnouncementDetailRoute,
                      }),
                    },
                    ...ABOUT_DOC_PAGES.map((moduleCode): RouteObject => ({
                      path: aboutPath(moduleCode),
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
              path: PATHS.community,
              lazy: async () => ({
                Component: (await import('./community-layout')).CommunityLayoutRoute,
              }),
              // The tab bar and the trader profile draw no antd part; the other pages get their scope.
              handle: PLAIN_ROUTE,
              children: [
                {
                  errorElement: <RouteError />,
                  children: [
                    { index: true, element: <Navigate to={PATHS.communityRecommend} replace /> },
                    {
                      path: PATHS.communityRecommend,
                      lazy: async () => ({
                        Component: (await import('./community-recommend')).CommunityRecommendRoute,
                      }),
                    },
                    // Template 1's square draws no antd part until a rich filter is opened (the other
                    // templates' squares are inside their scoped layouts).
                    { path: PATHS.square, lazy: template.square, handle: PLAIN_ROUTE },
                    {
                      path: PATHS.traderProfile,
                      handle: PLAIN_ROUTE,
                      lazy: async () => {
                        // The profile opens on its growth chart: the chart library downloads beside the page.
                        void import('@/components/charts/lazy-chart').then(({ preloadChart }) =>
                          preloadChart(),
                        );
                        return {
                          Component: (await import('./community-trader-profile')).CommunityTraderProfileRoute,
                        };
                      },
                    },
                    {
                      path: PATHS.henchman,
                      lazy: async () => ({
                        Component: (await import('./community-henchman')).CommunityHenchmanRoute,
                      }),
                    },
                    { path: '*', element: <Navigate to={PATHS.communityRecommend} replace /> },
                  ],
                },
              ],
            },
            {
              path: PATHS.college,
              lazy: async () => ({
                Component: (await import('@/features/college/routes/college-layout')).CollegeLayoutRoute,
              }),
              children: [
                {
                  errorElement: <RouteError />,
                  children: [
                    { index: true, element: <Navigate to={PATHS.collegeHome} replace /> },
                    {
                      path: PATHS.collegeHome,
                      lazy: async () => ({
                        Component: (await import('@/features/college/routes/college-home')).CollegeHomeRoute,
                      }),
                    },
                    {
                      path: PATHS.articleClass,
                      lazy: async () => ({
                        Component: (await import('@/features/college/routes/article-class'))
                          .ArticleClassRoute,
                      }),
                    },
                    {
                      path: PATHS.articleList,
                      lazy: async () => ({
                        Component: (await import('@/features/college/routes/article-list')).ArticleListRoute,
                      }),
                    },
                    {
                      path: PATHS.articleDetail,
                      lazy: async () => ({
                        Component: (await import('@/features/college/routes/article-detail'))
                          .ArticleDetailRoute,
                      }),
                    },
                    { path: PATHS.courseList, element: <Navigate to={PATHS.courseListHome} replace /> },
                    {
                      path: PATHS.courseListHome,
                      lazy: async () => ({
                        Component: (await import('@/features/college/routes/course-list-home'))
                          .CourseListHomeRoute,
                      }),
                    },
                    {
                      path: PATHS.courseListDetail,
                      lazy: async () => ({
                        Component: (await import('@/features/college/routes/course-list-detail'))
                          .CourseListDetailRoute,
                      }),
                    },
                    {
                      path: PATHS.foreignExchange,
                      element: <Navigate to={PATHS.foreignExchangeHome} replace />,
                    },
                    {
                      path: PATHS.foreignExchangeHome,
                      lazy: async () => ({
                        Component: (await import('@/features/college/routes/foreign-exchange-home'))
                          .ForeignExchangeHomeRoute,
                      }),
                    },
                    {
                      path: PATHS.foreignExchangeDetail,
                      lazy: async () => ({
                        Component: (await import('@/features/college/routes/foreign-exchange-detail'))
                          .ForeignExchangeDetailRoute,
                      }),
                    },
                    {
                      path: PATHS.collegeSearch,
                      lazy: async () => ({
                        Component: (await import('@/features/college/routes/college-search'))
                          .CollegeSearchRoute,
                      }),
                    },
                    { path: '*', element: <Navigate to={PATHS.collegeHome} replace /> },
                  ],
                },
              ],
            },
            {
              path: PATHS.information,
              lazy: async () => ({
                Component: (await import('@/features/information/routes/information-list'))
                  .InformationListRoute,
              }),
            },
            {
              path: PATHS.infomationDetail,
              lazy: async () => ({
                Component: (await import('@/features/information/routes/information-detail'))
                  .InformationDetailRoute,
              }),
            },
            {
              path: PATHS.download,
              lazy: async () => ({
                Component: (await import('@/features/download/routes/download-layout')).DownloadLayoutRoute,
              }),
              children: [
                {
                  errorElement: <RouteError />,
                  children: [
                    { index: true, element: <Navigate to={PATHS.downloadHome} replace /> },
                    {
                      path: PATHS.downloadHome,
                      lazy: async () => ({
                        Component: (await import('@/features/download/routes/download-home'))
                          .DownloadHomeRoute,
                      }),
                    },
                    {
                      path: PATHS.downloadClass,
                      element: <Navigate to={fillPath(PATHS.downloadList)} replace />,
                    },
                    {
                      path: PATHS.downloadList,
                      lazy: async () => ({
                        Component: (await import('@/features/download/routes/download-list'))
                          .DownloadListRoute,
                      }),
                    },
                    {
                      path: PATHS.downloadDetail,
                      lazy: async () => ({
                        Component: (await import('@/features/download/routes/download-detail'))
                          .DownloadDetailRoute,
                      }),
                    },
                    {
                      path: PATHS.downloadSearch,
                      lazy: async () => ({
                        Component: (await import('@/features/download/routes/download-search'))
                          .DownloadSearchRoute,
                      }),
                    },
                    { path: '*', element: <Navigate to={PATHS.downloadHome} replace /> },
                  ],
                },
              ],
            },
            {
              path: PATHS.tools,
              lazy: async () => ({
                Component: (await import('@/features/tools/routes/tools-layout')).ToolsLayoutRoute,
              }),
              children: [
                {
                  errorElement: <RouteError />,
                  children: toolsPages(),
                },
              ],
            },
            {
              path: PATHS.partner,
              lazy: async () => ({ Component: (await import('./partner')).PartnerRoute }),
            },
            {
              path: PATHS.addOrBind,
              lazy: async () => ({
                Component: (await import('@/features/accounts/routes/add-or-bind')).AddOrBindRoute,
              }),
            },
            {
              path: PATHS.bindAccount,
              lazy: async () => ({
                Component: (await import('@/features/accounts/routes/add-or-bind')).AddOrBindRoute,
              }),
            },
            {
              path: PATHS.personalCenter,
              lazy: async () => ({
                Component: (await import('@/features/personal-center/routes/personal-center-layout'))
                  .PersonalCenterLayoutRoute,
              }),
            },
            {
              path: PATHS.personalCenterOf,
              lazy: async () => ({
                Component: (await import('@/features/personal-center/routes/personal-center-layout'))
                  .PersonalCenterLayoutRoute,
              }),
              children: [
                {
                  errorElement: <RouteError />,
                  children: personalCenterPages(),
                },
              ],
            },
            {
              path: PATHS.devOutbox,
              lazy: async () => ({
                Component: (await import('@/features/dev-outbox/routes/outbox')).OutboxRoute,
              }),
            },
            { path: '*', element: <Navigate to={PATHS.root} replace /> },
          ],
        },
      ],
    },
  ];
}
