import type { ConcernState, PublicUserCard } from '@copytrade/contracts/social';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { SOCIAL_KEYS } from '../utils/query-keys';

/** GET /community/api/addConcern or cancelConcern?userId: follow a person or stop (both idempotent). */
export async function setConcern(userId: number, follow: boolean): Promise<ConcernState> {
  return firstOf(await request(follow ? 'addConcern' : 'cancelConcern', { query: { userId } }));
}

type CardSnapshot = [readonly unknown[], PublicUserCard | undefined][];

/** Changes every cached public card of `userId` (by account or by person); answers them as they were. */
function patchCards(
  queryClient: QueryClient,
  userId: number,
  patch: (card: PublicUserCard) => Partial<PublicUserCard>,
): CardSnapshot {
  const filters = [{ queryKey: ['social', 'card'] }, { queryKey: ['social', 'person'] }];
  const before = filters.flatMap((filter) => queryClient.getQueriesData<PublicUserCard>(filter));
  for (const filter of filters) {
    queryClient.setQueriesData<PublicUserCard>(filter, (card) =>
      card && card.userId === userId ? { ...card, ...patch(card) } : card,
    );
  }
  return before;
}

/**
 * Follows or unfollows at once on screen (the button and the fans count); an error puts them back and the
 * request layer shows the server's message. The answer's fans count replaces the guess; the attention
 * lists are marked stale (read again when next shown, so an unfollowed row stays until the page changes).
 */
export function useConcern() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, follow }: { userId: number; follow: boolean }) => setConcern(userId, follow),
    onMutate: async ({ userId, follow }) => {
      await queryClient.cancelQueries({ queryKey: ['social', 'card'] });
      return patchCards(queryClient, userId, (card) =>
        card.isFollowing === follow
          ? {}
          : { isFollowing: follow, fansCount: Math.max(0, card.fansCount + (follow ? 1 : -1)) },
      );
    },
    onError: (_error, _variables, before) => {
      for (const [key, data] of before ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (state) => {
      patchCards(queryClient, state.userId, () => ({
        isFollowing: state.isFollowing,
        fansCount: state.fansCount,
      }));
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...SOCIAL_KEYS.mine, 'attention'], refetchType: 'none' }),
  });
}
