import type { AdminContentsQuery } from '@copytrade/contracts/cms-admin';
import type { EducationModule } from '@copytrade/contracts/cms';
import type { QueryClient } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

const ALL = [USER_SCOPE, 'content-editor'] as const;

/** The editor's caches: the site admin's own data, dropped on logout with the rest of USER_SCOPE. */
export const contentEditorKeys = {
  all: ALL,
  types: (moduleCode: EducationModule) => [...ALL, 'types', moduleCode] as const,
  contentsOf: (moduleCode: EducationModule) => [...ALL, 'contents', moduleCode] as const,
  contents: (query: AdminContentsQuery) => [...ALL, 'contents', query.moduleCode, query] as const,
  content: (contentId: number) => [...ALL, 'content', contentId] as const,
  navigation: () => [...ALL, 'navigation'] as const,
};

/**
 * The public pages' caches that show what the editor changes: the education area's (the cms feature's
 * `['cms', ...]` keys) and the header's menu (the navigation feature's `['header-data']`). Named by value:
 * features do not import each other.
 */
const PUBLIC_CONTENT_KEY = ['cms'] as const;
export const HEADER_DATA_KEY = ['header-data'] as const;

/** After a change of a module's classes or items: the editor's lists of it and the public pages read again. */
export function refreshModule(queryClient: QueryClient, moduleCode: EducationModule): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: contentEditorKeys.types(moduleCode) }),
    queryClient.invalidateQueries({ queryKey: contentEditorKeys.contentsOf(moduleCode) }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_CONTENT_KEY }),
  ]);
}
