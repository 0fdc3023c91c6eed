import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { COPY_KEYS } from '../utils/query-keys';
import type { UpdateBody } from '../utils/settings';

/** POST /community/api/updateSubscription: new follow settings; they apply to copies made from now on. */
export async function updateSubscription(body: UpdateBody): Promise<void> {
  await request('updateSubscription', { body, quiet: true });
}

export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscription,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: COPY_KEYS.subscriptions }),
        queryClient.invalidateQueries({ queryKey: COPY_KEYS.subscription }),
      ]),
  });
}
