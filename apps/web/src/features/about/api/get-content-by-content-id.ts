import type { ContentItem as ModuleContent } from '@copytrade/contracts/cms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, request } from '@/lib/api-client';

/** GET /cms/front/getContentByContentId?contentId=: one item (an announcement); null when it is gone. */
export async function getContentByContentId(contentId: number): Promise<ModuleContent | null> {
  try {
    const envelope = await request('getContentByContentId', {
      query: { contentId },
      quiet: true,
    });
    return envelope.content[0] ?? null;
  } catch (error) {
    if (isApiError(error) && error.httpStatus === 404) return null;
    throw error;
  }
}

export const contentQueryOptions = (contentId: number) =>
  queryOptions({ queryKey: ['content', contentId], queryFn: () => getContentByContentId(contentId) });

export function useContent(contentId: number | null) {
  return useQuery({ ...contentQueryOptions(contentId ?? 0), enabled: contentId !== null && contentId > 0 });
}
