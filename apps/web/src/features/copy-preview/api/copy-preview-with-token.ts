import type { CopyPreview, FollowerCopyPreviewInput } from '@copytrade/contracts/preview';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { PREVIEW_SCOPE } from '../utils/query-keys';

/**
 * POST /community/api/copyPreview: the trader's last 90 days replayed with one of the caller's follow
 * accounts (its equity, leverage and symbols) and the settings as typed. Quiet: shown in place.
 */
export async function followerCopyPreview(
  body: FollowerCopyPreviewInput,
  signal?: AbortSignal,
): Promise<CopyPreview> {
  return firstOf(await request('copyPreviewWithToken', { body, quiet: true, ...(signal ? { signal } : {}) }));
}

export const followerCopyPreviewQueryOptions = (body: FollowerCopyPreviewInput) =>
  queryOptions({
    queryKey: [...PREVIEW_SCOPE, 'follower', body],
    queryFn: ({ signal }) => followerCopyPreview(body, signal),
    staleTime: 30_000,
    retry: false,
  });

/** The preview of `body`; nothing is asked while it is null. The last answer stays while a new one loads. */
export function useFollowerCopyPreview(body: FollowerCopyPreviewInput | null) {
  return useQuery({
    ...followerCopyPreviewQueryOptions(body ?? { mtId: 0, followAccountId: 0 }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}
