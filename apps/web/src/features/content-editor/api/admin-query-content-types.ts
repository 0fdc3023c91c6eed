import type { AdminContentType } from '@copytrade/contracts/cms-admin';
import type { EducationModule } from '@copytrade/contracts/cms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { contentEditorKeys } from './query-keys';

/** GET /community/api/adminQueryContentTypes: a module's class tree, hidden classes too, with item counts. */
export async function adminQueryContentTypes(
  moduleCode: EducationModule,
  signal?: AbortSignal,
): Promise<AdminContentType[]> {
  return (await request('adminQueryContentTypes', { query: { moduleCode }, quiet: true, signal })).content;
}

export const contentTypesQueryOptions = (moduleCode: EducationModule) =>
  queryOptions({
    queryKey: contentEditorKeys.types(moduleCode),
    queryFn: ({ signal }) => adminQueryContentTypes(moduleCode, signal),
    staleTime: 0,
  });

export function useContentTypes(moduleCode: EducationModule) {
  return useQuery(contentTypesQueryOptions(moduleCode));
}
