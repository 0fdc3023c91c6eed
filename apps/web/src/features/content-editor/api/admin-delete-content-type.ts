import type { EducationModule } from '@copytrade/contracts/cms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { refreshModule } from './query-keys';

/**
 * POST /community/api/adminDeleteContentType: deletes an empty class. A class with items or subclasses is
 * refused (40900); quiet, so the tree shows the server's reason.
 */
export async function adminDeleteContentType(typeId: number): Promise<void> {
  await request('adminDeleteContentType', { body: { typeId }, quiet: true });
}

export function useDeleteContentType(moduleCode: EducationModule) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminDeleteContentType,
    onSuccess: () => refreshModule(queryClient, moduleCode),
  });
}
