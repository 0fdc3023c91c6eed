import type { TradeSettings, UpdateTradeSettingsBody } from '@copytrade/contracts/profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { SETTINGS_KEYS } from '../utils/query-keys';

/** GET /community/api/queryTradeSettings: the saved defaults of the subscribe dialog (or the site's). */
export async function queryTradeSettings(): Promise<TradeSettings> {
  return firstOf(await request('queryTradeSettings', { quiet: true }));
}

export function useTradeSettings() {
  return useQuery({ queryKey: SETTINGS_KEYS.tradeSettings, queryFn: queryTradeSettings });
}

/** POST /community/api/updateTradeSettings. Quiet: the card shows field errors and refusals itself. */
export async function updateTradeSettings(body: UpdateTradeSettingsBody): Promise<TradeSettings> {
  return firstOf(await request('updateTradeSettings', { body, quiet: true }));
}

export function useUpdateTradeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTradeSettings,
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEYS.tradeSettings, settings),
  });
}
