import type { NavigationItem, NavigationItemInput } from '@copytrade/contracts/cms-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { contentEditorKeys, HEADER_DATA_KEY } from './query-keys';

/**
 * PUT /community/api/adminSaveNavigation: replaces the whole header menu. Quiet: the editor marks the
 * entries the server refused.
 */
export async function adminSaveNavigation(items: NavigationItemInput[]): Promise<NavigationItem[]> {
  return (await request('adminSaveNavigation', { body: { items }, quiet: true })).content;
}

export function useSaveNavigation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminSaveNavigation,
    onSuccess: (saved) => {
      queryClient.setQueryData(contentEditorKeys.navigation(), saved);
      // The header of this page follows at once (other visitors' on their next page load).
      return queryClient.invalidateQueries({ queryKey: HEADER_DATA_KEY });
    },
  });
}
