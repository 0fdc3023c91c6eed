import type { FavourBody, FavourState } from '@copytrade/contracts/social';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { SOCIAL_KEYS } from '../utils/query-keys';
import { patchComment, restoreComments } from './acc-and-comment-info';

/** POST /community/api/favorAdd or favorDelete: collect or drop a comment or a strategy (idempotent). */
export async function setFavourite(target: FavourBody, collected: boolean): Promise<FavourState> {
  return firstOf(await request(collected ? 'favorAdd' : 'favorDelete', { body: target }));
}

/** GET /community/api/queryIsCollected?targetType&targetId (signed-in readers only). */
export async function queryIsCollected(target: FavourBody): Promise<FavourState> {
  return firstOf(await request('queryIsCollected', { query: target, quiet: true }));
}

export const isCollectedQueryOptions = (target: FavourBody) =>
  queryOptions({
    queryKey: SOCIAL_KEYS.isCollected(target.targetType, target.targetId),
    queryFn: () => queryIsCollected(target),
  });

export function useIsCollected(target: FavourBody, signedIn: boolean) {
  return useQuery({ ...isCollectedQueryOptions(target), enabled: signedIn && target.targetId > 0 });
}

/**
 * Collects or drops at once on screen (the strategy's star, a comment's bookmark); an error puts the
 * state back. The favourites page is read again after any change.
 */
export function useFavouriteToggle(options: { commentsOf?: number } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, collected }: { target: FavourBody; collected: boolean }) =>
      setFavourite(target, collected),
    onMutate: async ({ target, collected }) => {
      const key = SOCIAL_KEYS.isCollected(target.targetType, target.targetId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<FavourState>(key);
      queryClient.setQueryData<FavourState>(key, { ...target, collected });
      const comments =
        options.commentsOf !== undefined && target.targetType === 'comment'
          ? patchComment(queryClient, options.commentsOf, target.targetId, () => ({
              collectedByMe: collected,
            }))
          : [];
      return { key, before, comments };
    },
    onError: (_error, _variables, context) => {
      if (!context) return;
      queryClient.setQueryData(context.key, context.before);
      restoreComments(queryClient, context.comments);
    },
    onSuccess: (state) => {
      queryClient.setQueryData(SOCIAL_KEYS.isCollected(state.targetType, state.targetId), state);
      if (options.commentsOf !== undefined && state.targetType === 'comment') {
        patchComment(queryClient, options.commentsOf, state.targetId, () => ({
          collectedByMe: state.collected,
        }));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SOCIAL_KEYS.collection }),
  });
}
