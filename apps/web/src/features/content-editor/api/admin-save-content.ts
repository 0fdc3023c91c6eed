import type { AdminContent, SaveContentBody } from '@copytrade/contracts/cms-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { contentEditorKeys, refreshModule } from './query-keys';

/**
 * POST /community/api/adminSaveContent: adds (without contentId) or changes an item, as a draft, published
 * now or at a time. Quiet: the editor puts the 40000 field errors under its fields.
 */
export async function adminSaveContent(body: SaveContentBody): Promise<AdminContent> {
  return firstOf(await request('adminSaveContent', { body, quiet: true }));
}

export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminSaveContent,
    onSuccess: (saved, body) => {
      queryClient.setQueryData(contentEditorKeys.content(saved.contentId), saved);
      return refreshModule(queryClient, body.moduleCode);
    },
  });
}
