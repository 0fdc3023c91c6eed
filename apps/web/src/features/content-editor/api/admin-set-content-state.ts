import type { AdminContent } from '@copytrade/contracts/cms-admin';
import type { EducationModule } from '@copytrade/contracts/cms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { contentEditorKeys, refreshModule } from './query-keys';

export type SetContentStateInput = {
  contentId: number;
  publish: 'draft' | 'now' | 'at';
  publishTime?: number;
};

/** POST /community/api/adminSetContentState: publish now, at a time, or take back to draft. */
export async function adminSetContentState(body: SetContentStateInput): Promise<AdminContent> {
  return firstOf(await request('adminSetContentState', { body, quiet: true }));
}

export function useSetContentState(moduleCode: EducationModule) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminSetContentState,
    onSuccess: (saved) => {
      queryClient.setQueryData(contentEditorKeys.content(saved.contentId), saved);
      return refreshModule(queryClient, moduleCode);
    },
  });
}
