import type { ContentItem as ModuleContent } from '@copytrade/contracts/cms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

export type ModuleListQuery = { moduleCode: string; page: number; pageSize: number };
export type ModuleListPage = { items: ModuleContent[]; total: number };

/** GET /cms/front/getModuleContentList: a module's items (announcements), newest first, paged. */
export async function getModuleContentList(query: ModuleListQuery): Promise<ModuleListPage> {
  const envelope = await request('getModuleContentList', { query, quiet: true });
  return { items: envelope.content, total: envelope.total ?? envelope.content.length };
}

export const moduleContentListQueryOptions = (query: ModuleListQuery) =>
  queryOptions({
    queryKey: ['module-content-list', query],
    queryFn: () => getModuleContentList(query),
    placeholderData: keepPreviousData,
  });

export function useModuleContentList(query: ModuleListQuery) {
  return useQuery(moduleContentListQueryOptions(query));
}
