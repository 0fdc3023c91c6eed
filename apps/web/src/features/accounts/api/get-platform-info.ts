import type { Platform } from '@copytrade/contracts/accounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/** GET /community/api/getPlatformInfo: the site's brokers, optionally those whose name contains `platformName`. */
export async function getPlatformInfo(platformName: string): Promise<Platform[]> {
  const name = platformName.trim();
  return (await request('getPlatformInfo', { query: { platformName: name || undefined } })).content;
}

export const platformsQueryOptions = (platformName: string) =>
  queryOptions({
    queryKey: ['platforms', platformName.trim()],
    queryFn: () => getPlatformInfo(platformName),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export function usePlatforms(platformName: string, enabled = true) {
  return useQuery({ ...platformsQueryOptions(platformName), enabled });
}
