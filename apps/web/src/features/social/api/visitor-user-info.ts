import type { PublicUserCard, VisitorUserInfoQuery } from '@copytrade/contracts/social';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { SOCIAL_KEYS } from '../utils/query-keys';

/**
 * GET /community/front/visitorQueryCommunityUserInfo?userId|mtId: a person's public card (fans, following,
 * public trade accounts, whether the reader follows them). Depends on who asks: the viewer is in the key.
 */
export async function visitorQueryCommunityUserInfo(query: VisitorUserInfoQuery): Promise<PublicUserCard> {
  return firstOf(await request('visitorQueryCommunityUserInfo', { query: { ...query }, quiet: true }));
}

/** The card of a trade account's owner (the profile's follow button). */
export const accountOwnerCardQueryOptions = (mtId: number, viewer: number) =>
  queryOptions({
    queryKey: [...SOCIAL_KEYS.card(mtId), viewer],
    queryFn: () => visitorQueryCommunityUserInfo({ mtId }),
    staleTime: 30_000,
  });

export function useAccountOwnerCard(mtId: number, viewer: number) {
  return useQuery({ ...accountOwnerCardQueryOptions(mtId, viewer), enabled: mtId > 0 });
}

/** A person's card by id (their public trade accounts, in the attention lists). */
export const personCardQueryOptions = (userId: number, viewer: number) =>
  queryOptions({
    queryKey: [...SOCIAL_KEYS.personCard(userId), viewer],
    queryFn: () => visitorQueryCommunityUserInfo({ userId }),
    staleTime: 30_000,
  });

export function usePersonCard(userId: number, viewer: number, enabled: boolean) {
  return useQuery({ ...personCardQueryOptions(userId, viewer), enabled: enabled && userId > 0 });
}
