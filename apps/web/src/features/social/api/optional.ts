import type { OptionalState } from '@copytrade/contracts/social';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { SOCIAL_KEYS } from '../utils/query-keys';

/*
 * The optional list (watchlist) of trade accounts. Its seed paths are public (/community/front/), but
 * adding and removing still need a token.
 */

/** POST /community/front/addSrCommunityOptional {mtId}. */
export async function addOptional(mtId: number): Promise<OptionalState> {
  return firstOf(await request('addSrCommunityOptional', { body: { mtId } }));
}

/** GET /community/front/delSrCommunityOptional?mtId (idempotent). */
export async function removeOptional(mtId: number): Promise<OptionalState> {
  return firstOf(await request('delSrCommunityOptional', { query: { mtId } }));
}

/** GET /community/front/queryIsTraderOptional?mtId: false for visitors. */
export async function queryIsTraderOptional(mtId: number): Promise<OptionalState> {
  return firstOf(await request('queryIsTraderOptional', { query: { mtId }, quiet: true }));
}

export const isOptionalQueryOptions = (mtId: number) =>
  queryOptions({ queryKey: SOCIAL_KEYS.isOptional(mtId), queryFn: () => queryIsTraderOptional(mtId) });

export function useIsOptional(mtId: number, signedIn: boolean) {
  return useQuery({ ...isOptionalQueryOptions(mtId), enabled: signedIn && mtId > 0 });
}

/** Adds or removes at once on screen; an error puts the state back. The optional page is read again. */
export function useOptionalToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mtId, optional }: { mtId: number; optional: boolean }) =>
      optional ? addOptional(mtId) : removeOptional(mtId),
    onMutate: async ({ mtId, optional }) => {
      const key = SOCIAL_KEYS.isOptional(mtId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<OptionalState>(key);
      queryClient.setQueryData<OptionalState>(key, { mtAccId: mtId, isOptional: optional });
      return { key, before };
    },
    onError: (_error, _variables, context) => {
      if (context) queryClient.setQueryData(context.key, context.before);
    },
    onSuccess: (state) => queryClient.setQueryData(SOCIAL_KEYS.isOptional(state.mtAccId), state),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SOCIAL_KEYS.optionals }),
  });
}
