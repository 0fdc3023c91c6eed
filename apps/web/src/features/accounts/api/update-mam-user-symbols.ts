import type { updateSymbolsBodySchema } from '@copytrade/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/api-client';
import { accountSymbolsQueryKey } from './query-mam-user-symbols';

export type UpdateSymbolsBody = z.input<typeof updateSymbolsBodySchema>;

/** POST /mam/main/updateMamUserSymbols: maps symbols to standard symbols ('' leaves one unbound). */
export async function updateMamUserSymbols(body: UpdateSymbolsBody): Promise<void> {
  await request('updateMamUserSymbols', { body });
}

export function useUpdateSymbols() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMamUserSymbols,
    onSuccess: (_data, body) =>
      queryClient.invalidateQueries({ queryKey: accountSymbolsQueryKey(body.mtAccountId) }),
  });
}
