import type { TradeSettings } from '@copytrade/contracts/profile';
import { useQuery } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-client';

/**
 * GET /community/api/queryTradeSettings: the signed-in user's trade settings (dealV), which the subscribe
 * dialog starts from. Quiet: without them the dialog keeps its own defaults. The key is the settings
 * page's, so a saved change reaches an open dialog.
 */
export async function queryTradeSettings(): Promise<TradeSettings> {
  return firstOf(await request('queryTradeSettings', { quiet: true }));
}

export function useTradeSettingsDefaults(enabled: boolean) {
  return useQuery({ queryKey: [USER_SCOPE, 'tradeSettings'], queryFn: queryTradeSettings, enabled });
}
