import type { ContentItem as ModuleContent } from '@copytrade/contracts/cms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, request } from '@/lib/api-client';

/**
 * GET /cms/front/getModuleContent?moduleCode=: one content page (Markdown). A module the operator has not
 * written yet is null, not an error.
 */
export async function getModuleContent(moduleCode: string): Promise<ModuleContent | null> {
  try {
    const envelope = await request('getModuleContent', { query: { moduleCode }, quiet: true });
    return envelope.content[0] ?? null;
  } catch (error) {
    if (isApiError(error) && error.httpStatus === 404) return null;
    throw error;
  }
}

export const moduleContentQueryOptions = (moduleCode: string) =>
  queryOptions({ queryKey: ['module-content', moduleCode], queryFn: () => getModuleContent(moduleCode) });

export function useModuleContent(moduleCode: string) {
  return useQuery(moduleContentQueryOptions(moduleCode));
}
