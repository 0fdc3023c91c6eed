import type { AdminContent } from '@copytrade/contracts/cms-admin';
import { useQuery } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { contentEditorKeys } from './query-keys';

/** GET /community/api/adminQueryContent: one item with every language, as the editor edits it. */
export async function adminQueryContent(contentId: number, signal?: AbortSignal): Promise<AdminContent> {
  return firstOf(await request('adminQueryContent', { query: { contentId }, quiet: true, signal }));
}

/** The item being edited; nothing is asked for a new one (`contentId` null). */
export function useAdminContent(contentId: number | null) {
  return useQuery({
    queryKey: contentEditorKeys.content(contentId ?? 0),
    queryFn: ({ signal }) => adminQueryContent(contentId ?? 0, signal),
    enabled: contentId !== null,
    staleTime: 0,
  });
}
