import type { AdminContentType, SaveContentTypeBody } from '@copytrade/contracts/cms-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { refreshModule } from './query-keys';

/**
 * POST /community/api/adminSaveContentType: adds a class (without typeId) or renames, describes, hides or
 * shows one. Quiet: the dialog puts field errors under its fields.
 */
export async function adminSaveContentType(body: SaveContentTypeBody): Promise<AdminContentType> {
  return firstOf(await request('adminSaveContentType', { body, quiet: true }));
}

export function useSaveContentType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminSaveContentType,
    onSuccess: (_saved, body) => refreshModule(queryClient, body.moduleCode),
  });
}
