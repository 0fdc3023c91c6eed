import { USER_TYPE } from '@copytrade/contracts/constants';
import type { ReactNode } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useNavigation, type Location } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import { MAM_PATHS, mamPersonalCenterPath } from '@/lib/paths';
import { RealtimeBridge } from '../realtime-bridge';
import { RootRedirect } from './root-redirect';
import styles from './mam-root.module.css';

/** A freshly loaded page keeps its own scroll position (see the public shell). */
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}

/** Around every MAM route: the loading bar, the realtime connection (toasts, 401) and scroll restoration. */
export function MamRoot() {
  const navigation = useNavigation();
  return (
    <div className={styles.root}>
      {navigation.state === 'loading' ? (
        <div className={styles.progress} role="progressbar" aria-busy />
      ) : null}
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
