import type { CollectionItem, FavouriteTarget } from '@copytrade/contracts/social';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { SOCIAL_KEYS, toListPage, type ListPage } from '../utils/query-keys';
import { setFavourite } from './favourite';
import type { PageQuery } from './query-optionals';

export type CollectionQuery = PageQuery & { targetType?: FavouriteTarget };

/** GET /community/api/queryCollectionInformation?page&pageSize&targetType: my favourites, newest first. */
export async function queryCollectionInformation(query: CollectionQuery): Promise<ListPage<CollectionItem>> {
  return toListPage(await request('queryCollectionInformation', { query, quiet: true }));
}

export const collectionQueryOptions = (query: CollectionQuery) =>
  queryOptions({
    queryKey: [...SOCIAL_KEYS.collection, query.targetType ?? 'all', query.page, query.pageSize],
    queryFn: () => queryCollectionInformation(query),
    placeholderData: keepPreviousData,
  });

const sameItem = (item: CollectionItem, target: { targetType: FavouriteTarget; targetId: number }) =>
  item.targetType === target.targetType && item.targetId === target.targetId;

/** Removes a favourite card at once; an error brings it back. The pages are then read again. */
export function useRemoveFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { targetType: FavouriteTarget; targetId: number }) => setFavourite(target, false),
    onMutate: async (target) => {
      await queryClient.cancelQueries({ queryKey: SOCIAL_KEYS.collection });
      const before = queryClient.getQueriesData<ListPage<CollectionItem>>({
        queryKey: SOCIAL_KEYS.collection,
      });
      queryClient.setQueriesData<ListPage<CollectionItem>>({ queryKey: SOCIAL_KEYS.collection }, (page) =>
        page && page.items.some((item) => sameItem(item, target))
          ? { items: page.items.filter((item) => !sameItem(item, target)), total: page.total - 1 }
          : page,
      );
      return before;
    },
    onError: (_error, _target, before) => {
      for (const [key, data] of before ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (state) =>
      queryClient.setQueryData(SOCIAL_KEYS.isCollected(state.targetType, state.targetId), state),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SOCIAL_KEYS.collection }),
  });
}
