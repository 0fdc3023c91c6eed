import type { MetaApiSettings, UpdateMetaApiSettingsBody } from '@copytrade/contracts/connections';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-client';
import { AUDIT_KEY } from './site-settings';

export const METAAPI_SETTINGS_KEY = [USER_SCOPE, 'metaapi-settings'] as const;
/** The bind dialog's modes (the accounts feature's key): whether it offers "Through MetaApi" follows this. */
const BIND_MODES_KEY = [USER_SCOPE, 'bind-modes'] as const;

/**
 * GET /community/api/adminQueryMetaApi (site admin): whether the site has a MetaApi token (only its last
 * four characters come back), the region, whether the server has the SDK, how many accounts use it.
 */
export function useMetaApiSettings() {
  return useQuery({
    queryKey: METAAPI_SETTINGS_KEY,
    queryFn: async () => firstOf(await request('adminQueryMetaApi', { quiet: true })),
    staleTime: 0,
  });
}

/**
 * PUT /community/api/adminUpdateMetaApi: a new token and / or the region, or `clear` to turn MetaApi off.
 * Quiet: the tab puts field errors under the fields and shows any other refusal (22013) itself. The
 * answer replaces the cached settings; the bind modes and the audit log are read again.
 */
export function useUpdateMetaApiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateMetaApiSettingsBody): Promise<MetaApiSettings> =>
      firstOf(await request('adminUpdateMetaApi', { body, quiet: true })),
    onSuccess: (saved) => {
      queryClient.setQueryData(METAAPI_SETTINGS_KEY, saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: BIND_MODES_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]);
    },
  });
}
