import type {
  CreateSiteBody,
  OperatorLoginBody,
  OperatorSite,
  OperatorSiteDetail,
  SiteAuditEntry,
  SiteLimits,
  SiteState,
} from '@copytrade/contracts/operator';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { clearOperatorSession, saveOperatorLogin } from '@/lib/operator-session';
import type { PageQuery } from '@/lib/use-paged-query';

/** The console's query keys: everything under 'operator' is the signed-in operator's. */
export const OPERATOR_KEYS = {
  all: ['operator'] as const,
  me: ['operator', 'me'] as const,
  sites: ['operator', 'sites'] as const,
  site: (siteId: number) => ['operator', 'site', siteId] as const,
  audit: (siteId: number) => ['operator', 'audit', siteId] as const,
};

export type ListPage<T> = { items: T[]; total: number };

/** POST /operator/front/login: email, password and the one-time code; the console keeps the token. */
export async function operatorLogin(body: OperatorLoginBody) {
  const result = firstOf(await request('operatorLogin', { body, quiet: true }));
  saveOperatorLogin(result);
  return result;
}

export function useOperatorLogin() {
  return useMutation({ mutationFn: operatorLogin });
}

export function useOperatorLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await request('operatorLogout', { ignoreUnauthorized: true, quiet: true }).catch(() => undefined);
    },
    onSettled: () => {
      clearOperatorSession();
      queryClient.removeQueries({ queryKey: OPERATOR_KEYS.all });
    },
  });
}

export function useOperatorMe(enabled: boolean) {
  return useQuery({
    queryKey: OPERATOR_KEYS.me,
    queryFn: async () => firstOf(await request('operatorMe', { quiet: true })),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export type SitesQuery = PageQuery & { keyword?: string | undefined; state?: SiteState | undefined };

export const sitesQueryOptions = (query: SitesQuery) =>
  queryOptions({
    queryKey: [...OPERATOR_KEYS.sites, query.keyword ?? '', query.state ?? 'all', query.page, query.pageSize],
    queryFn: async (): Promise<ListPage<OperatorSite>> => {
      const envelope = await request('operatorQuerySites', {
        query: {
          page: query.page,
          pageSize: query.pageSize,
          ...(query.keyword ? { keyword: query.keyword } : {}),
          ...(query.state ? { state: query.state } : {}),
        },
        quiet: true,
      });
      return { items: envelope.content, total: envelope.total ?? envelope.content.length };
    },
    placeholderData: keepPreviousData,
  });

export function useSiteDetail(siteId: number) {
  return useQuery({
    queryKey: OPERATOR_KEYS.site(siteId),
    queryFn: async (): Promise<OperatorSiteDetail> =>
      firstOf(await request('operatorQuerySiteDetail', { query: { siteId }, quiet: true })),
  });
}

export const auditQueryOptions = (siteId: number, page: PageQuery) =>
  queryOptions({
    queryKey: [...OPERATOR_KEYS.audit(siteId), page.page, page.pageSize],
    queryFn: async (): Promise<ListPage<SiteAuditEntry>> => {
      const envelope = await request('operatorQuerySiteAudit', { query: { siteId, ...page }, quiet: true });
      return { items: envelope.content, total: envelope.total ?? envelope.content.length };
    },
    placeholderData: keepPreviousData,
  });

/** After any change of a site: its page, its audit and the list read again. */
function useSiteChanged() {
  const queryClient = useQueryClient();
  return (siteId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: OPERATOR_KEYS.site(siteId) }),
      queryClient.invalidateQueries({ queryKey: OPERATOR_KEYS.audit(siteId) }),
      queryClient.invalidateQueries({ queryKey: OPERATOR_KEYS.sites }),
    ]);
}

export function useCreateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateSiteBody) =>
      firstOf(await request('operatorCreateSite', { body, quiet: true })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATOR_KEYS.sites }),
  });
}

/** Every change the site page makes, one mutation each; each refreshes the site, its audit and the list. */
export function useSiteChanges(siteId: number) {
  const changed = useSiteChanged();
  const after = { onSuccess: () => changed(siteId) };
  return {
    suspend: useMutation({
      mutationFn: async (reason: string) =>
        firstOf(await request('operatorSuspendSite', { body: { siteId, reason }, quiet: true })),
      ...after,
    }),
    resume: useMutation({
      mutationFn: async () => firstOf(await request('operatorResumeSite', { body: { siteId }, quiet: true })),
      ...after,
    }),
    renew: useMutation({
      mutationFn: async (validity: { beginTime?: number; endTime: number }) =>
        firstOf(await request('operatorRenewSite', { body: { siteId, ...validity }, quiet: true })),
      ...after,
    }),
    limits: useMutation({
      mutationFn: async (limits: SiteLimits) =>
        firstOf(await request('operatorUpdateSiteLimits', { body: { siteId, ...limits }, quiet: true })),
      ...after,
    }),
    version: useMutation({
      mutationFn: async (value: { version: 0 | 1; freeUpgradeFlag: boolean }) =>
        firstOf(await request('operatorUpdateSiteVersion', { body: { siteId, ...value }, quiet: true })),
      ...after,
    }),
    addAdmin: useMutation({
      mutationFn: async (email: string) =>
        firstOf(await request('operatorAddSiteAdmin', { body: { siteId, email }, quiet: true })),
      ...after,
    }),
    removeAdmin: useMutation({
      mutationFn: async (userId: number) => {
        await request('operatorRemoveSiteAdmin', { body: { siteId, userId }, quiet: true });
      },
      ...after,
    }),
  };
}
