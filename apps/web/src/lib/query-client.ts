import { QueryClient } from '@tanstack/react-query';

/**
 * Errors are already shown by the request layer, so a retry would repeat the popup: no retries, no
 * refetch on focus. Query keys that start with 'me' belong to the signed-in user and are dropped on logout.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

/** First element of every query key that holds the signed-in user's data. */
export const USER_SCOPE = 'me';
