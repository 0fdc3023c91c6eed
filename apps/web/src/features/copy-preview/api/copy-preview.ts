import type { CopyPreview, CopyPreviewInput } from '@copytrade/contracts/preview';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { PREVIEW_SCOPE } from '../utils/query-keys';

/**
 * POST /community/front/copyPreview: the trader's last 90 days replayed with an amount and a leverage
 * typed in (public). Quiet: the panel shows a failure in place.
 */
export async function copyPreview(body: CopyPreviewInput, signal?: AbortSignal): Promise<CopyPreview> {
  return firstOf(await request('copyPreview', { body, quiet: true, ...(signal ? { signal } : {}) }));
}

export const copyPreviewQueryOptions = (body: CopyPreviewInput) =>
  queryOptions({
    queryKey: [...PREVIEW_SCOPE, 'visitor', body],
    queryFn: ({ signal }) => copyPreview(body, signal),
    staleTime: 60_000,
    retry: false,
  });

/** The preview of `body`; nothing is asked while it is null. The last answer stays while a new one loads. */
export function useCopyPreview(body: CopyPreviewInput | null) {
  return useQuery({
    ...copyPreviewQueryOptions(body ?? { mtId: 0, amount: 0 }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}
