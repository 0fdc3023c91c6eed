import type { LoginBody, LoginResult } from '@copytrade/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { completeLogin } from '@/lib/auth';

/** POST /community/front/login */
export async function login(body: LoginBody): Promise<LoginResult> {
  return firstOf(await request('login', { body }));
}

/** Logs in and stores the session (spec 4: token, token time, user; the dialog closes). */
export function useLogin(options: { onSuccess?: (result: LoginResult) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (result) => {
      await completeLogin(result, queryClient);
      options.onSuccess?.(result);
    },
  });
}
