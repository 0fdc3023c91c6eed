import type { symbolRefreshSchema } from '@copytrade/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { firstOf, request } from '@/lib/api-client';

export type SymbolRefresh = z.infer<typeof symbolRefreshSchema>;

/** GET /mam/main/syncMamUserSymbols: queues a refresh of an account's symbols (done within 24 hours). */
export async function syncMamUserSymbols(mtId: number): Promise<SymbolRefresh> {
  return firstOf(await request('syncMamUserSymbols', { query: { mtId } }));
}

export function useSyncSymbols() {
  return useMutation({ mutationFn: syncMamUserSymbols });
}
