import type { OptionalRow, OptionalState } from '@copytrade/contracts/social';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { SOCIAL_KEYS, toListPage, type ListPage } from '../utils/query-keys';
import { removeOptional } from './optional';

export type PageQuery = { page: number; pageSize: number };

/** GET /community/front/querySrCommunityOptionals?page&pageSize: my optional accounts as ranking rows. */
export async function querySrCommunityOptionals(query: PageQuery): Promise<ListPage<OptionalRow>> {
  return toListPage(await request('querySrCommunityOptionals', { query, quiet: true }));
}

export const optionalsQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: [...SOCIAL_KEYS.optionals, query.page, query.pageSize],
    queryFn: () => querySrCommunityOptionals(query),
    placeholderData: keepPreviousData,
  });

/** Removes a row at once; an error brings it back. The page is then read again (the next row moves up). */
export function useRemoveOptional() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeOptional,
    onMutate: async (mtId) => {
      await queryClient.cancelQueries({ queryKey: SOCIAL_KEYS.optionals });
      const before = queryClient.getQueriesData<ListPage<OptionalRow>>({ queryKey: SOCIAL_KEYS.optionals });
      queryClient.setQueriesData<ListPage<OptionalRow>>({ queryKey: SOCIAL_KEYS.optionals }, (page) =>
        page && page.items.some((row) => row.mtAccId === mtId)
          ? { items: page.items.filter((row) => row.mtAccId !== mtId), total: page.total - 1 }
          : page,
      );
      return before;
    },
    onError: (_error, _mtId, before) => {
      for (const [key, data] of before ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (state: OptionalState) =>
      queryClient.setQueryData(SOCIAL_KEYS.isOptional(state.mtAccId), state),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SOCIAL_KEYS.optionals }),
  });
}
