import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { refreshStars } from './refresh-stars';

/** DELETE /mam/main/srRecommendedToday/:id: remove a recommendation (site admin). */
export async function deleteRecommendedToday(id: number): Promise<void> {
  await request('deleteRecommendedToday', { params: { id }, quiet: true });
}

export function useDeleteRecommendedToday() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRecommendedToday, onSuccess: () => refreshStars(queryClient) });
}
