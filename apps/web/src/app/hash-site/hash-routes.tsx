import { Navigate, useLocation, useParams, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { ABOUT_DOC_PAGES } from '@/features/about/utils/about-pages';
import { aboutPath, PATHS } from '@/lib/paths';
import { embedRoutes } from '../embed/embed-routes';
import { personalCenterPages, publicRoutes, toolsPages } from '../routes/public-routes';
import { RootRedirect } from '../routes/root-redirect';
import { RouteError } from '../routes/route-error';
import { HASH_PATHS } from './hash-paths';

/** Sends on to `to`, keeping the query (the add-account page's `returnTo`, the square's filters). */
function KeepQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/** The public announcement page of `:id` opens the hash site's. */
function AnnouncementRedirect() {
  const { id } = useParams();
  const to = id ? `${HASH_PATHS.announcement}/announcementDetail/${id}` : HASH_PATHS.announcement;
  return <Navigate to={to} replace />;
}

const redirect = (path: string, to: string): RouteObject => ({ path, element: <KeepQuery to={to} /> });

/** A page of the public table, as it is there (its layout and its children): the same components. */
function publicRoute(path: string, routes: RouteObject[] = publicRoutes()): RouteObject {
  for (const route of routes) {
    if (route.path === path) return route;
    const found = route.children ? publicRouteOrNull(path, route.children) : null;
    if (found) return found;
  }
  throw new Error(`No public route ${path}`);
}

function publicRouteOrNull(path: string, routes: RouteObject[]): RouteObject | null {
  try {
    return publicRoute(path, routes);
  } catch {
    return null;
  }
}

/** A lazily loaded section layout of this site (messages, market dynamics, about, customer). */
const section =
  (name: 'MessagesSection' | 'MarketDynamicsSection' | 'AboutSection' | 'CustomerSection') => async () => ({
    Component: (await import('./sections'))[name],
  });

/** The children of a section, behind one error boundary. */
const guarded = (children: RouteObject[]): RouteObject[] => [{ errorElement: <RouteError />, children }];

const systemMessages: RouteObject['lazy'] = async () => ({
  Component: (await import('@/features/messages/routes/system-messages')).SystemMessagesRoute,
});
const announcementList: RouteObject['lazy'] = async () => ({
  Component: (await import('@/features/about/routes/announcement-list')).AnnouncementListRoute,
});
const announcementDetail: RouteObject['lazy'] = async () => ({
  Component: (await import('@/features/about/routes/announcement-detail')).AnnouncementDetailRoute,
});
const calculator: RouteObject['lazy'] = async () => ({
  Component: (await import('@/features/tools/routes/calculator')).CalculatorRoute,
});
const financeCalendar: RouteObject['lazy'] = async () => ({
  Component: (await import('@/features/market-news/routes/finance-calendar')).FinanceCalendarRoute,
});
const timeTelegram: RouteObject['lazy'] = async () => ({
  Component: (await import('@/features/market-news/routes/time-telegram')).TimeTelegramRoute,
});
const contactUs: RouteObject['lazy'] = async () => ({
  Component: (await import('@/features/about/routes/contact-us')).ContactUsRoute,
});
const addOrBind: RouteObject['lazy'] = async () => ({
  Component: (await import('@/features/accounts/routes/add-or-bind')).AddOrBindRoute,
});
const personalCenterLayout: RouteObject['lazy'] = async () => ({
  Component: (await import('@/features/personal-center/routes/personal-center-layout'))
    .PersonalCenterLayoutRoute,
});

/** The public tools' pages that the hash site shows under /marketDynamics go there; the others stay. */
const MOVED_TOOLS: Readonly<Record<string, string>> = {
  [PATHS.calculator]: HASH_PATHS.calculator,
  [PATHS.financeCalendar]: HASH_PATHS.financeCalendar,
  [PATHS.timeTelegram]: HASH_PATHS.timeTelegram,
};

/** The about-us pages the hash site shows elsewhere (messages, customer service). */
const MOVED_ABOUT: Readonly<Record<string, string>> = {
  [PATHS.contactUs]: HASH_PATHS.contactUs,
  [PATHS.systemMessages]: HASH_PATHS.systemMessages,
  [PATHS.announcement]: HASH_PATHS.announcement,
  [PATHS.announcementList]: HASH_PATHS.announcement,
  [aboutPath('faq')]: HASH_PATHS.problem,
};

/**
 * The hash-mode site (siteType 3; spec 2, Hash-mode variant) on hash history (`/#/home`): its own paths
 * (/strategy, /square, /messages, /marketDynamics, /about, /customer) with the public site's pages, and the
 * public paths a shared component or the server menu can name, as the same route (trader profile, college,
 * downloads, tools, personal center) or a redirect to the hash page. Anything else goes to '/' -> /home.
 */
export function hashRoutes(): RouteObject[] {
  const shared = publicRoutes();
  const aboutUs = publicRoute(PATHS.aboutUs, shared);
  return [
    ...embedRoutes(),
    {
      lazy: async () => ({ Component: (await import('./hash-shell')).HashShell }),
      errorElement: <RouteError />,
      HydrateFallback: PageLoader,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            // The configured default base URL (/home), or /home after more than 5 redirects.
            { index: true, element: <RootRedirect /> },
            {
              path: HASH_PATHS.home,
              lazy: async () => ({ Component: (await import('../routes/home')).HomeRoute }),
            },
            // Signing in and up: the auth feature's full-screen pages.
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
            // The square: the ranking (/strategy) and the community feed (/square).
            {
              path: HASH_PATHS.strategy,
              lazy: async () => ({
                Component: (await import('../routes/community-trader')).CommunityTraderRoute,
              }),
            },
            {
              path: HASH_PATHS.square,
              lazy: async () => ({
                Component: (await import('../routes/community-recommend')).CommunityRecommendRoute,
              }),
            },
            {
              path: HASH_PATHS.messages,
              lazy: section('MessagesSection'),
              children: guarded([
                { index: true, element: <Navigate to={HASH_PATHS.systemMessages} replace /> },
                { path: HASH_PATHS.systemMessages, lazy: systemMessages },
                { path: HASH_PATHS.announcement, lazy: announcementList },
                { path: HASH_PATHS.announcementDetail, lazy: announcementDetail },
                { path: '*', element: <Navigate to={HASH_PATHS.systemMessages} replace /> },
              ]),
            },
            publicRoute(PATHS.information, shared),
            publicRoute(PATHS.infomationDetail, shared),
            {
              path: HASH_PATHS.marketDynamics,
              lazy: section('MarketDynamicsSection'),
              children: guarded([
                { index: true, element: <Navigate to={HASH_PATHS.calculator} replace /> },
                { path: HASH_PATHS.calculator, lazy: calculator },
                { path: HASH_PATHS.financeCalendar, lazy: financeCalendar },
                { path: HASH_PATHS.timeTelegram, lazy: timeTelegram },
                { path: '*', element: <Navigate to={HASH_PATHS.calculator} replace /> },
              ]),
            },
            {
              path: HASH_PATHS.about,
              lazy: section('AboutSection'),
              children: guarded([
                { index: true, element: <Navigate to={HASH_PATHS.foreignexchange} replace /> },
                {
                  path: HASH_PATHS.foreignexchange,
                  lazy: async () => ({ Component: (await import('./about-pages')).ForeignExchangeRoute }),
                },
                {
                  path: HASH_PATHS.copyinvest,
                  lazy: async () => ({ Component: (await import('./about-pages')).CopyInvestRoute }),
                },
                {
                  path: HASH_PATHS.traders,
                  lazy: async () => ({ Component: (await import('./about-pages')).BecomeTraderRoute }),
                },
                {
                  path: HASH_PATHS.copy,
                  lazy: async () => ({ Component: (await import('./about-pages')).HowCopyWorksRoute }),
                },
                { path: '*', element: <Navigate to={HASH_PATHS.foreignexchange} replace /> },
              ]),
            },
            {
              path: HASH_PATHS.customer,
              lazy: section('CustomerSection'),
              children: guarded([
                { index: true, element: <Navigate to={HASH_PATHS.problem} replace /> },
                {
                  path: HASH_PATHS.problem,
                  lazy: async () => {
                    const { ModulePageRoute } = await import('@/features/about/routes/module-page');
                    return { element: <ModulePageRoute moduleCode="faq" /> };
                  },
                },
                {
                  path: HASH_PATHS.partner,
                  lazy: async () => ({ Component: (await import('../routes/partner')).PartnerRoute }),
                },
                { path: HASH_PATHS.contactUs, lazy: contactUs },
                { path: HASH_PATHS.addOrBind, lazy: addOrBind },
                { path: '*', element: <Navigate to={HASH_PATHS.problem} replace /> },
              ]),
            },
            // The personal center: the public site's pages, one table.
            { path: PATHS.personalCenter, lazy: personalCenterLayout },
            {
              path: PATHS.personalCenterOf,
              lazy: personalCenterLayout,
              children: guarded(personalCenterPages()),
            },

            // Public paths shared components and the server menu link to.
            {
              path: PATHS.community,
              lazy: async () => ({
                Component: (await import('../routes/community-layout')).CommunityLayoutRoute,
              }),
              children: guarded([
                { index: true, element: <Navigate to={HASH_PATHS.square} replace /> },
                redirect(PATHS.communityRecommend, HASH_PATHS.square),
                redirect(PATHS.square, HASH_PATHS.strategy),
                publicRoute(PATHS.traderProfile, shared),
                publicRoute(PATHS.henchman, shared),
                { path: '*', element: <Navigate to={HASH_PATHS.square} replace /> },
              ]),
            },
            {
              path: PATHS.tools,
              lazy: async () => ({
                Component: (await import('@/features/tools/routes/tools-layout')).ToolsLayoutRoute,
              }),
              children: guarded(
                toolsPages().map((route) => {
                  const moved = route.path ? MOVED_TOOLS[route.path] : undefined;
                  return moved ? redirect(route.path!, moved) : route;
                }),
              ),
            },
            {
              path: aboutUs.path,
              lazy: aboutUs.lazy,
              children: guarded([
                { index: true, element: <Navigate to={PATHS.introduce} replace /> },
                {
                  path: PATHS.introduce,
                  lazy: async () => ({
                    Component: (await import('@/features/about/routes/introduce')).IntroduceRoute,
                  }),
                },
                ...Object.entries(MOVED_ABOUT).map(([path, to]) => redirect(path, to)),
                { path: `${PATHS.announcement}/announcementDetail/:id?`, element: <AnnouncementRedirect /> },
                ...ABOUT_DOC_PAGES.filter((page) => page !== 'faq').map((moduleCode): RouteObject => ({
                  path: aboutPath(moduleCode),
                  lazy: async () => {
                    const { ModulePageRoute } = await import('@/features/about/routes/module-page');
                    return { element: <ModulePageRoute moduleCode={moduleCode} /> };
                  },
                })),
                { path: '*', element: <Navigate to={PATHS.introduce} replace /> },
              ]),
            },
            redirect(PATHS.partner, HASH_PATHS.partner),
            redirect(PATHS.addOrBind, HASH_PATHS.addOrBind),
            redirect(PATHS.bindAccount, HASH_PATHS.addOrBind),
            publicRoute(PATHS.college, shared),
            publicRoute(PATHS.download, shared),
            publicRoute(PATHS.devOutbox, shared),
            { path: '*', element: <Navigate to={PATHS.root} replace /> },
          ],
        },
      ],
    },
  ];
}
