import type { ForgetPasswordBody } from '@copytrade/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/** POST /community/front/forgetpassword: sets a new password with a resetPassword code. */
export async function forgetPassword(body: ForgetPasswordBody): Promise<void> {
  await request('forgetpassword', { body });
}

export function useForgetPassword() {
  return useMutation({ mutationFn: forgetPassword });
}
