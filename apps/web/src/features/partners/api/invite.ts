import type { InviteInfo, InvitedUser, Referrer } from '@copytrade/contracts/partners';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { PARTNER_KEYS, toListPage, type ListPage, type PageQuery } from '../utils/query-keys';

/** GET /community/api/queryInviteInfo: my invite code and link, how many I invited, my partner state. */
export async function queryInviteInfo(): Promise<InviteInfo> {
  return firstOf(await request('queryInviteInfo', { quiet: true }));
}

export function useInviteInfo() {
  return useQuery({ queryKey: PARTNER_KEYS.invite, queryFn: queryInviteInfo });
}

/** GET /community/api/queryInvitedUsers?page&pageSize: the people who registered with my code. */
export async function queryInvitedUsers(query: PageQuery): Promise<ListPage<InvitedUser>> {
  return toListPage(await request('queryInvitedUsers', { query, quiet: true }));
}

export const invitedUsersQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: [...PARTNER_KEYS.invited, query.page, query.pageSize],
    queryFn: () => queryInvitedUsers(query),
    placeholderData: keepPreviousData,
  });

/** GET /community/api/queryReferrer: who invited me (null when nobody did). */
export async function queryReferrer(): Promise<Referrer | null> {
  const envelope = await request('queryReferrer', { quiet: true });
  return envelope.content[0] ?? null;
}

export function useReferrer() {
  return useQuery({ queryKey: PARTNER_KEYS.referrer, queryFn: queryReferrer });
}
