import type { UpdateRecommendedTodayBody } from '@copytrade/contracts/discovery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { refreshStars } from './refresh-stars';

/** PUT /mam/main/updateRecommendedToday: change a recommendation's days, order or reason (site admin). */
export async function updateRecommendedToday(body: UpdateRecommendedTodayBody): Promise<void> {
  await request('updateRecommendedToday', { body, quiet: true });
}

export function useUpdateRecommendedToday() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRecommendedToday, onSuccess: () => refreshStars(queryClient) });
}
