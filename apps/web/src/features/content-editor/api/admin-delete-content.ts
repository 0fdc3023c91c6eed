import type { EducationModule } from '@copytrade/contracts/cms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { contentEditorKeys, refreshModule } from './query-keys';

/** POST /community/api/adminDeleteContent: deletes an item (a course with its lessons). */
export async function adminDeleteContent(contentId: number): Promise<void> {
  await request('adminDeleteContent', { body: { contentId }, quiet: true });
}

export function useDeleteContent(moduleCode: EducationModule) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminDeleteContent,
    onSuccess: (_done, contentId) => {
      queryClient.removeQueries({ queryKey: contentEditorKeys.content(contentId) });
      return refreshModule(queryClient, moduleCode);
    },
  });
}
