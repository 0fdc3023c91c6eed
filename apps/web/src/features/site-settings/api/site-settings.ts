import type {
  AddBannerBody,
  SiteBanner,
  SetSiteDomainLookBody,
  SiteDomain,
  SiteSettings,
  UpdateBannerBody,
  UpdateSiteSettingsBody,
  UploadSiteImageBody,
} from '@copytrade/contracts/site-settings';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-client';
import { siteConfigQueryOptions } from '@/lib/site-config';
import { SITE_MONEY_KEY } from '@/lib/site-money';

export const SITE_SETTINGS_KEY = [USER_SCOPE, 'site-settings'] as const;
const BANNERS_KEY = [USER_SCOPE, 'site-banners'] as const;
/** The audit log's key: every audited change reads it again. */
export const AUDIT_KEY = [USER_SCOPE, 'site-audit'] as const;
/** The footer's content (brand, logo, groups, statement): the footer feature's key, read again after a save. */
const SITE_FOOTER_KEY = ['site-footer'] as const;

/** GET /community/api/adminQuerySiteSettings (site admin): every setting, the domains, the platform limits. */
export function useSiteSettings() {
  return useQuery({
    queryKey: SITE_SETTINGS_KEY,
    queryFn: async () => firstOf(await request('adminQuerySiteSettings', { quiet: true })),
    staleTime: 0,
  });
}

/**
 * PUT /community/api/adminUpdateSiteSettings: the fields of one section. Quiet: the section puts field errors
 * under its fields. The running page follows at once: the site config (theme, logos, names), the footer's
 * content and the money info are read again, and the audit log shows the change.
 */
export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateSiteSettingsBody) =>
      firstOf(await request('adminUpdateSiteSettings', { body, quiet: true })),
    onSuccess: (saved) => {
      queryClient.setQueryData(SITE_SETTINGS_KEY, saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: siteConfigQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: SITE_FOOTER_KEY }),
        queryClient.invalidateQueries({ queryKey: SITE_MONEY_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]);
    },
  });
}

/** POST /community/api/adminUploadSiteImage: the public address of the re-encoded image. */
export function useUploadSiteImage() {
  return useMutation({
    mutationFn: async (body: UploadSiteImageBody) =>
      firstOf(await request('adminUploadSiteImage', { body, quiet: true })),
  });
}

/* ---------- domains ---------- */

function useDomainChange<V>(call: (value: V) => Promise<SiteDomain[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (domains) => {
      queryClient.setQueryData<SiteSettings>(SITE_SETTINGS_KEY, (old) => (old ? { ...old, domains } : old));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: SITE_SETTINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]);
    },
  });
}

/** POST /community/api/adminAddSiteDomain {domain}. */
export function useAddDomain() {
  return useDomainChange(
    async (domain: string) =>
      (await request('adminAddSiteDomain', { body: { domain }, quiet: true })).content,
  );
}

/** POST /community/api/adminSetSiteDomainLook {id, look}: what one domain shows (community sites). */
export function useSetDomainLook() {
  return useDomainChange(
    async (body: SetSiteDomainLookBody) =>
      (await request('adminSetSiteDomainLook', { body, quiet: true })).content,
  );
}

/** DELETE /community/api/adminRemoveSiteDomain/:id. */
export function useRemoveDomain() {
  return useDomainChange(
    async (id: number) => (await request('adminRemoveSiteDomain', { params: { id }, quiet: true })).content,
  );
}

/** PUT /community/api/updateDomainName {domainName}: the primary domain. */
export function useSetPrimaryDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (domainName: string) =>
      firstOf(await request('updateDomainName', { body: { domainName }, quiet: true })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SITE_SETTINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]),
  });
}

/** POST /community/api/adminCheckSiteDomain {id}: one request to the domain; the outcome is stored. */
export function useCheckDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      firstOf(await request('adminCheckSiteDomain', { body: { id }, quiet: true })),
    onSuccess: (checked) => {
      queryClient.setQueryData<SiteSettings>(SITE_SETTINGS_KEY, (old) =>
        old
          ? {
              ...old,
              domains: old.domains.map((d) =>
                d.id === checked.id ? { ...d, checkOk: checked.checkOk, checkedAt: checked.checkedAt } : d,
              ),
            }
          : old,
      );
    },
  });
}

/* ---------- banners ---------- */

/** GET /community/api/adminQuerySiteBanners: every banner in order. */
export function useSiteBanners() {
  return useQuery({
    queryKey: BANNERS_KEY,
    queryFn: async () => (await request('adminQuerySiteBanners', { quiet: true })).content,
    staleTime: 0,
  });
}

function useBannerChange<V>(call: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BANNERS_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
        // The public list (the landing page) reads them again.
        queryClient.invalidateQueries({ queryKey: ['site', 'banners'] }),
      ]),
  });
}

export function useAddBanner() {
  return useBannerChange(async (body: AddBannerBody) =>
    firstOf(await request('addBanner', { body, quiet: true })),
  );
}

export function useUpdateBanner() {
  return useBannerChange(async (body: UpdateBannerBody) =>
    firstOf(await request('updateBanner', { body, quiet: true })),
  );
}

export function useDeleteBanner() {
  return useBannerChange(async (id: number) =>
    firstOf(await request('deleteBanner', { params: { id }, quiet: true })),
  );
}

/** PUT /community/api/adminSortSiteBanners {ids}: every banner in the new order (the list shows it at once). */
export function useSortBanners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (await request('adminSortSiteBanners', { body: { ids }, quiet: true })).content,
    onMutate: (ids) => {
      const previous = queryClient.getQueryData<SiteBanner[]>(BANNERS_KEY);
      if (previous) {
        const byId = new Map(previous.map((b) => [b.id, b]));
        queryClient.setQueryData(
          BANNERS_KEY,
          ids.map((id) => byId.get(id)).filter((b): b is SiteBanner => b !== undefined),
        );
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(BANNERS_KEY, context.previous);
    },
    onSuccess: (banners) => {
      queryClient.setQueryData(BANNERS_KEY, banners);
      return queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
    },
  });
}

/* ---------- the audit log ---------- */

export const siteAuditQueryOptions = (page: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...AUDIT_KEY, page.page, page.pageSize],
    queryFn: async () => {
      const envelope = await request('adminQuerySiteAudit', { query: page, quiet: true });
      return { items: envelope.content, total: envelope.total ?? envelope.content.length };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
