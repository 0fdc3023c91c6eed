import type { NavigationItem } from '@copytrade/contracts/cms-admin';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { contentEditorKeys } from './query-keys';

/** GET /community/api/adminQueryNavigation: the header menu's entries, hidden ones too, up to three levels. */
export async function adminQueryNavigation(signal?: AbortSignal): Promise<NavigationItem[]> {
  return (await request('adminQueryNavigation', { quiet: true, signal })).content;
}

export function useAdminNavigation() {
  return useQuery({
    queryKey: contentEditorKeys.navigation(),
    queryFn: ({ signal }) => adminQueryNavigation(signal),
    staleTime: 0,
  });
}
