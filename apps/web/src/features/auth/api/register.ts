import type { RegisterBody } from '@copytrade/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';

/** POST /community/front/reg: content[0] is { userId }. */
export async function register(body: RegisterBody): Promise<{ userId: number }> {
  return firstOf(await request('reg', { body }));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
