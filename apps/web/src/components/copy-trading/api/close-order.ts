import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_SCOPE } from '@/lib/account-session';
import { request } from '@/lib/api-client';
import { COPY_SCOPE } from '../utils/query-keys';

/** GET /mam/main/closeOrder?linkId: the follower closes one of his copied positions himself; the link ends. */
export async function closeOrder(linkId: number): Promise<void> {
  await request('closeOrder', { query: { linkId } });
}

export function useCloseCopy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: COPY_SCOPE }),
        queryClient.invalidateQueries({ queryKey: ACCOUNT_SCOPE }),
      ]),
  });
}
