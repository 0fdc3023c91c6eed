import type { AdminContentRow, AdminContentsQuery } from '@copytrade/contracts/cms-admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { contentEditorKeys } from './query-keys';

export type AdminContentPage = { items: AdminContentRow[]; total: number };

/** GET /community/api/adminQueryContents: a module's items in every state, last changed first, a page at a time. */
export async function adminQueryContents(
  query: AdminContentsQuery,
  signal?: AbortSignal,
): Promise<AdminContentPage> {
  const envelope = await request('adminQueryContents', { query, quiet: true, signal });
  return { items: envelope.content, total: envelope.total ?? envelope.content.length };
}

export const adminContentsQueryOptions = (query: AdminContentsQuery) =>
  queryOptions({
    queryKey: contentEditorKeys.contents(query),
    queryFn: ({ signal }) => adminQueryContents(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminContents(query: AdminContentsQuery) {
  return useQuery(adminContentsQueryOptions(query));
}

/** The most a page holds (the contract's limit): the course picker reads one page of them. */
const COURSE_PAGE_SIZE = 100;

/** The site's courses (items of `course` without a parent), newest changes first, for "lesson of". */
export function useCourses(enabled = true) {
  return useQuery({
    ...adminContentsQueryOptions({ moduleCode: 'course', page: 1, pageSize: COURSE_PAGE_SIZE }),
    select: (page) => page.items.filter((row) => row.parentId === null),
    enabled,
  });
}
