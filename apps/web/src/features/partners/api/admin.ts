import type {
  AddUserLevelBody,
  AdminReviewPartnerBody,
  LevelProgress,
  PartnerApplication,
  RebateLevel,
  UpdateUserLevelBody,
} from '@copytrade/contracts/partners';
import type { ReviewState } from '@copytrade/contracts/wallet';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { PARTNER_KEYS, toListPage, type ListPage, type PageQuery } from '../utils/query-keys';

export type ApplicationsQuery = PageQuery & { state?: ReviewState };

/** GET /community/api/adminQueryPartnerApplications?state&page&pageSize (site admin). */
export async function adminQueryPartnerApplications(
  query: ApplicationsQuery,
): Promise<ListPage<PartnerApplication>> {
  return toListPage(await request('adminQueryPartnerApplications', { query, quiet: true }));
}

export const partnerApplicationsQueryOptions = (query: ApplicationsQuery) =>
  queryOptions({
    queryKey: [...PARTNER_KEYS.applications, query.state ?? 'all', query.page, query.pageSize],
    queryFn: () => adminQueryPartnerApplications(query),
    placeholderData: keepPreviousData,
  });

/** POST /community/api/adminReviewPartner (site admin): pass with a level, or reject with a reason. */
export async function adminReviewPartner(body: AdminReviewPartnerBody) {
  return firstOf(await request('adminReviewPartner', { body, quiet: true }));
}

/** GET /community/api/queryUserLevels (site admin): the levels with their partner counts. */
export async function queryUserLevels(): Promise<RebateLevel[]> {
  return (await request('queryUserLevels', { quiet: true })).content;
}

export function useRebateLevels() {
  return useQuery({ queryKey: PARTNER_KEYS.levels, queryFn: queryUserLevels });
}

/** Adds (no id) or changes (with id) a level: POST addUserLevel / updateUserLevel. */
export async function saveUserLevel(body: AddUserLevelBody | UpdateUserLevelBody): Promise<RebateLevel> {
  return 'id' in body
    ? firstOf(await request('updateUserLevel', { body, quiet: true }))
    : firstOf(await request('addUserLevel', { body, quiet: true }));
}

export function useSaveLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserLevel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PARTNER_KEYS.levels }),
  });
}

/** POST /community/api/deleteUserLevel (site admin): refused (30003) while a partner holds it. */
export async function deleteUserLevel(id: number) {
  return firstOf(await request('deleteUserLevel', { body: { id }, quiet: true }));
}

export function useDeleteLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserLevel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PARTNER_KEYS.levels }),
  });
}

/** GET /community/api/queryLevelProgress: the caller's level and the next one (and the site's upgrade mode). */
export async function queryLevelProgress(): Promise<LevelProgress> {
  return firstOf(await request('queryLevelProgress', { quiet: true }));
}

export function useLevelProgress(enabled = true) {
  return useQuery({ queryKey: PARTNER_KEYS.progress, queryFn: queryLevelProgress, enabled });
}

/** POST /community/api/adminUpdateLevelSettings (site admin): automatic level upgrades on or off. */
export async function updateLevelSettings(autoUpgrade: boolean) {
  return firstOf(
    await request('adminUpdateLevelSettings', {
      body: { autoUpgrade },
      quiet: true,
    }),
  );
}

export function useUpdateLevelSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLevelSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PARTNER_KEYS.progress }),
  });
}
