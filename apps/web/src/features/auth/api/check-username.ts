import type { QueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';

/** GET /community/front/checkusername?userName=: whether the phone number or email is still free. */
export async function checkUsername(userName: string): Promise<boolean> {
  return firstOf(await request('checkusername', { query: { userName }, quiet: true })).available;
}

/** Cached per name for a minute, so blur and submit do not ask twice. */
export function fetchUsernameAvailable(queryClient: QueryClient, userName: string): Promise<boolean> {
  return queryClient.fetchQuery({
    queryKey: ['username-available', userName],
    queryFn: () => checkUsername(userName),
    staleTime: 60_000,
  });
}
