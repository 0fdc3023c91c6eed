import type { NewsFlash } from '@copytrade/contracts/market-news';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { marketNewsKeys } from './query-keys';

export const FLASH_PAGE = 20;

type Cursor = { beforeTime: number; beforeId: number } | null;

/** GET /cms/front/getNewsFlashes: a page of items, newest first, older than the cursor. */
async function getNewsFlashes(cursor: Cursor, importantOnly: boolean): Promise<NewsFlash[]> {
  return (
    await request('getNewsFlashes', {
      query: {
        pageSize: FLASH_PAGE,
        ...(cursor ?? {}),
        ...(importantOnly ? { importantOnly: 'true' as const } : {}),
      },
      quiet: true,
    })
  ).content;
}

/** The timeline: pages loaded one after another ("load more"); live items are put on the first page. */
export function useNewsFlashes(importantOnly: boolean) {
  return useInfiniteQuery({
    queryKey: marketNewsKeys.flashes(importantOnly),
    queryFn: ({ pageParam }) => getNewsFlashes(pageParam, importantOnly),
    initialPageParam: null as Cursor,
    getNextPageParam: (last): Cursor | undefined => {
      const oldest = last.at(-1);
      return last.length < FLASH_PAGE || !oldest
        ? undefined
        : { beforeTime: oldest.time, beforeId: oldest.flashId };
    },
  });
}
