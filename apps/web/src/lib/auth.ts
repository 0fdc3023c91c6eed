import { TIMINGS_MS } from '@copytrade/contracts/constants';
import type { Cust, LoginResult } from '@copytrade/contracts/auth';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { accountListQueryOptions, resetAccountSelection } from './account-session';
import { firstOf, request } from './api-client';
import { closeLoginDialog } from './login-dialog';
import { USER_SCOPE } from './query-client';
import { clearAllStorage, saveLogin, saveUser, useSession } from './session';
import { useSiteConfig } from './site-config';
import { PATHS } from './paths';

/** Spec 9: the logout redirect waits 1 s. */
export const LOGOUT_REDIRECT_MS = TIMINGS_MS.LOGOUT_REDIRECT;

/** GET /community/api/selectCommunityUserInfo: the signed-in user; also refreshes the stored userInfo. */
export async function getCurrentUser(): Promise<Cust> {
  const user = firstOf(await request('selectCommunityUserInfo'));
  saveUser(user);
  return user;
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: [USER_SCOPE, 'user-info'], queryFn: getCurrentUser, staleTime: 5 * 60_000 });

/** The signed-in user (the stored copy until the server answers), or null for a visitor. */
export function useCurrentUser(): Cust | null {
  const session = useSession();
  const query = useQuery({ ...currentUserQueryOptions(), enabled: session.token !== null });
  if (session.token === null) return null;
  return query.data ?? session.user;
}

/**
 * Spec 4, Session: login success stores token, token time and user info, closes the dialog, loads the
 * account list with the first account selected, and loads the user (avatar).
 */
export async function completeLogin(result: LoginResult, queryClient: QueryClient): Promise<void> {
  saveLogin(result);
  closeLoginDialog();
  queryClient.removeQueries({ queryKey: [USER_SCOPE] });
  resetAccountSelection();
  await Promise.all([
    queryClient.prefetchQuery(currentUserQueryOptions()),
    queryClient.prefetchQuery(accountListQueryOptions()),
  ]);
}

/** Where logout lands (spec 4): home on custom-branded sites (version 1), otherwise the login page. */
export function logoutTarget(version: number): string {
  return version === 1 ? PATHS.home : PATHS.login;
}

/**
 * Spec 4, Session: POST logout, clear the token, the user and all local storage, then after 1 s go home
 * (version 1) or to /login. Local data is cleared even when the server call fails.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const site = useSiteConfig();
  return useMutation({
    mutationFn: async () => {
      try {
        await request('logout', { quiet: true, ignoreUnauthorized: true });
      } finally {
        clearAllStorage();
        queryClient.removeQueries({ queryKey: [USER_SCOPE] });
      }
    },
    onSettled: () => {
      window.setTimeout(() => void navigate(logoutTarget(site.version)), LOGOUT_REDIRECT_MS);
    },
  });
}
