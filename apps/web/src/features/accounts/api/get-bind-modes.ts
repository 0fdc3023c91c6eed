import type { BindModes } from '@copytrade/contracts/connections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-client';

/**
 * GET /community/api/getBindModes: which ways of binding the dialog offers besides the password (the EA
 * bridge; MetaApi when the site's admin has set a token). Quiet: on a failure the dialog simply offers
 * the password and the EA, as before MetaApi existed.
 */
export async function getBindModes(): Promise<BindModes> {
  return firstOf(await request('getBindModes', { quiet: true }));
}

/** The site settings' MetaApi tab marks this key stale after a change (the same literal key there). */
export const bindModesQueryKey = [USER_SCOPE, 'bind-modes'] as const;

export const bindModesQueryOptions = () =>
  queryOptions({ queryKey: bindModesQueryKey, queryFn: getBindModes, staleTime: 60_000 });

export function useBindModes(enabled = true) {
  return useQuery({ ...bindModesQueryOptions(), enabled });
}
