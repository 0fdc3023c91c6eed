import type { EducationModule } from '@copytrade/contracts/cms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { refreshModule } from './query-keys';

export type SortContentTypesInput = {
  moduleCode: EducationModule;
  parentId: number | null;
  /** Every sibling under `parentId`, in the new order. */
  typeIds: number[];
};

/** POST /community/api/adminSortContentTypes: the new order of a class's children (or the top classes). */
export async function adminSortContentTypes(body: SortContentTypesInput): Promise<void> {
  await request('adminSortContentTypes', { body, quiet: true });
}

export function useSortContentTypes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminSortContentTypes,
    onSuccess: (_done, body) => refreshModule(queryClient, body.moduleCode),
  });
}
