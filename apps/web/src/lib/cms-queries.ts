import type {
  ContentDetail,
  ContentItem,
  ContentListQuery,
  SearchHit,
  SearchQuery,
} from '@copytrade/contracts/cms';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError, request } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';

/*
 * The education area's calls (/cms/front/..., issue 17). Texts come in the reader's language; a language
 * change reloads the page, so the query keys need no locale.
 */

export type ContentPage = { items: ContentItem[]; total: number };
export type SearchPage = { hits: SearchHit[]; total: number };

export const cmsKeys = {
  module: (moduleCode: string) => ['cms', 'module', moduleCode] as const,
  tags: (moduleCode?: string, typeId?: number) => ['cms', 'tags', moduleCode ?? '', typeId ?? 0] as const,
  list: (query: ContentListQuery) => ['cms', 'list', query] as const,
  detail: (contentId: number) => ['cms', 'detail', contentId] as const,
  search: (query: SearchQuery) => ['cms', 'search', query] as const,
  progress: (courseId: number) => ['cms', 'progress', courseId] as const,
};

/** A module's name, whether the site shows it, its item count and class tree. */
export function useModuleShowInfo(moduleCode: string) {
  return useQuery({
    queryKey: cmsKeys.module(moduleCode),
    queryFn: async () =>
      (await request('getModuleShowInfo', { query: { moduleCode }, quiet: true })).content[0] ?? null,
  });
}

/** Tags used by a module's (or a class's) published items, most used first. */
export function useContentTags(moduleCode?: string, typeId?: number) {
  return useQuery({
    queryKey: cmsKeys.tags(moduleCode, typeId),
    queryFn: async () =>
      (
        await request('getTagListOfContent', {
          query: { ...(moduleCode ? { moduleCode } : {}), ...(typeId ? { typeId } : {}) },
          quiet: true,
        })
      ).content,
  });
}

export const contentListOptions = (query: ContentListQuery) =>
  queryOptions({
    queryKey: cmsKeys.list(query),
    queryFn: async (): Promise<ContentPage> => {
      const envelope = await request('getModuleContentList', { query, quiet: true });
      return { items: envelope.content, total: envelope.total ?? envelope.content.length };
    },
    placeholderData: keepPreviousData,
  });

/** A module's published items: by class, tag or letter, paged. */
export function useContentList(query: ContentListQuery) {
  return useQuery(contentListOptions(query));
}

/** One item with its body, neighbours, related items and course; null when it is not (or no longer) published. */
export function useContentDetail(contentId: number | null) {
  return useQuery({
    queryKey: cmsKeys.detail(contentId ?? 0),
    enabled: contentId !== null && contentId > 0,
    queryFn: async (): Promise<ContentDetail | null> => {
      try {
        return (
          (await request('getContentByContentId', { query: { contentId: contentId ?? 0 }, quiet: true }))
            .content[0] ?? null
        );
      } catch (error) {
        if (isApiError(error) && error.httpStatus === 404) return null;
        throw error;
      }
    },
  });
}

/** Search over the education area in the reader's language; disabled while the text is empty. */
export function useContentSearch(query: SearchQuery) {
  return useQuery({
    queryKey: cmsKeys.search(query),
    enabled: query.q.trim().length > 0,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<SearchPage> => {
      const envelope = await request('searchContent', { query, quiet: true });
      return { hits: envelope.content, total: envelope.total ?? envelope.content.length };
    },
  });
}

/** The signed-in reader's lessons read in a course (nothing for a visitor). */
export function useCourseProgress(courseId: number | null) {
  const signedIn = useIsLoggedIn();
  return useQuery({
    queryKey: cmsKeys.progress(courseId ?? 0),
    enabled: signedIn && courseId !== null && courseId > 0,
    queryFn: async () =>
      (await request('queryCourseProgress', { query: { courseId: courseId ?? 0 }, quiet: true }))
        .content[0] ?? null,
  });
}

/** Marks a lesson read for the signed-in reader and stores the course's new progress. */
export function useReadLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (contentId: number) =>
      (await request('readCourseLesson', { body: { contentId }, quiet: true })).content[0] ?? null,
    onSuccess: (progress) => {
      if (progress) client.setQueryData(cmsKeys.progress(progress.courseId), progress);
    },
  });
}
