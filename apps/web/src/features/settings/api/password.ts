import type { PasswordChanged, UpdatePasswordBody } from '@copytrade/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { SETTINGS_KEYS } from '../utils/query-keys';

/** POST /community/api/updatePassword. Quiet: the card puts the refusal under its field. */
export async function updatePassword(body: UpdatePasswordBody): Promise<PasswordChanged> {
  return firstOf(await request('updatePassword', { body, quiet: true }));
}

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    // The other sessions ended: the list shrinks to this one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEYS.sessions }),
  });
}
