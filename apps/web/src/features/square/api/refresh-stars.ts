import type { QueryClient } from '@tanstack/react-query';
import { SQUARE_SCOPE } from '../utils/query-keys';
import { STARS_ADMIN_SCOPE } from './get-choose-today-star-list';

/** After an admin change: the admin's list, today's stars and the home page's stars are read again. */
export async function refreshStars(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: STARS_ADMIN_SCOPE }),
    queryClient.invalidateQueries({ queryKey: SQUARE_SCOPE }),
  ]);
}
