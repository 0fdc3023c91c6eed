import { USER_TYPE } from '@copytrade/contracts/constants';
import { useMemo, type ReactNode } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
import { RouteProgress } from '@/components/route-progress';
import { useCurrentUser } from '@/lib/auth';
import { MAM_PATHS, mamPersonalCenterPath, type CenterPath } from '@/lib/paths';
import { CenterPathsProvider } from '@/lib/use-center-path';
import { RealtimeBridge } from '../realtime-bridge';
import { RootRedirect } from './root-redirect';
import styles from './mam-root.module.css';

/** A freshly loaded page keeps its own scroll position (see the public shell). */
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}

/** The personal-center pages the back office hosts, at their MAM paths. */
const MAM_CENTER_PAGES: Partial<Record<CenterPath, string>> = {
  messages: MAM_PATHS.message,
  tokenManage: MAM_PATHS.rechargeRecord,
  rechargeRecord: MAM_PATHS.rechargeRecord,
  outerRecord: MAM_PATHS.outerRecord,
  billingDetails: MAM_PATHS.income,
  income: MAM_PATHS.income,
  expend: MAM_PATHS.expend,
  paymentFlow: MAM_PATHS.paymentFlow,
  settlementFlow: MAM_PATHS.settlementFlow,
  walletReview: MAM_PATHS.walletReview,
  complaintReview: MAM_PATHS.complaintReview,
  setting: MAM_PATHS.personSetting,
  basicsV: MAM_PATHS.personSetting,
  securityV: MAM_PATHS.personSetting,
  infoV: MAM_PATHS.infoV,
  payV: MAM_PATHS.payV,
  invite: MAM_PATHS.invite,
};

/**
 * Where shared components (the subscribe dialog, subscription cards, the payment dialog) lead on a MAM
 * site: the hosted pages at their MAM paths; the subscriptions and copies of the community's center to
 * the user's follow accounts, where each follow account shows its subscriptions and copies.
 */
export function mamCenterPaths(userType: number): (page: CenterPath, search?: string) => string {
  return (page, search) => {
    const followAccounts = userType === USER_TYPE.TRADER ? MAM_PATHS.copyList : MAM_PATHS.notMasterCopyList;
    const path = MAM_CENTER_PAGES[page] ?? followAccounts;
    return search ? `${path}?${search.replace(/^\?/, '')}` : path;
  };
}

/** Around every MAM route: the loading bar, the realtime connection (toasts, 401) and scroll restoration. */
export function MamRoot() {
  const user = useCurrentUser();
  const userType = user?.userType ?? 0;
  const paths = useMemo(() => mamCenterPaths(userType), [userType]);
  return (
    <CenterPathsProvider paths={paths}>
      <MamFrame />
    </CenterPathsProvider>
  );
}

function MamFrame() {
  return (
    <div className={styles.root}>
      <RouteProgress />
      <Outlet />
      <RealtimeBridge />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}

/** '/' of the standalone back office (version 0): the configured path, else /login; /login after 5 loops. */
export function MamLoginRedirect() {
  return <RootRedirect targets={{ fallback: MAM_PATHS.login, cap: MAM_PATHS.login }} />;
}

/** /user and unknown pages under it: the personal center of the user's role (spec 2). */
export function MamCenterRedirect() {
  const user = useCurrentUser();
  return <Navigate to={user ? mamPersonalCenterPath(user.userType) : MAM_PATHS.login} replace />;
}

/** The other role's twin of a follow-account page (query kept); anything else: that role's own home. */
const FOLLOW_TWINS: Record<string, string> = {
  [MAM_PATHS.copyList]: MAM_PATHS.notMasterCopyList,
  [MAM_PATHS.copyDetail]: MAM_PATHS.notMasterCopyDetail,
  [MAM_PATHS.notMasterCopyList]: MAM_PATHS.copyList,
  [MAM_PATHS.notMasterCopyDetail]: MAM_PATHS.copyDetail,
};

/**
 * A page of one role (spec 6): the trader's pages (userType 3) send anyone else to his follow accounts;
 * the non-trader's follow-account pages send a trader to his own follow-account pages, query kept.
 */
export function RoleGate({ trader, children }: { trader: boolean; children: ReactNode }) {
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  if (!user) return <Navigate to={MAM_PATHS.login} replace />;
  const isTrader = user.userType === USER_TYPE.TRADER;
  if (isTrader === trader) return children;
  const twin = FOLLOW_TWINS[pathname.replace(/\/+$/, '')];
  return <Navigate to={twin ? `${twin}${search}` : mamPersonalCenterPath(user.userType)} replace />;
}
