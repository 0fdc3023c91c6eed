import type { AddRecommendedTodayBody } from '@copytrade/contracts/discovery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { refreshStars } from './refresh-stars';

/** POST /mam/main/addSrRecommendedToday: recommend a trade account (site admin). Quiet: the form shows refusals. */
export async function addRecommendedToday(body: AddRecommendedTodayBody): Promise<void> {
  await request('addSrRecommendedToday', { body, quiet: true });
}

export function useAddRecommendedToday() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addRecommendedToday, onSuccess: () => refreshStars(queryClient) });
}
