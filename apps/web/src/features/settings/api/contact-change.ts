import type { CodeSent } from '@copytrade/contracts/auth';
import type { SelfUserInfo } from '@copytrade/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { userChanged } from './self-info';

export type ContactKind = 'email' | 'phone';

/**
 * GET /community/api/sendEmailCode?email= or sendPhoneCode?phone=: a code to the NEW address. Quiet: the
 * dialog shows a refusal (taken, same as now, too frequent) under the address.
 */
export async function sendContactCode(kind: ContactKind, address: string): Promise<CodeSent> {
  const envelope =
    kind === 'email'
      ? await request('sendEmailCode', { query: { email: address }, quiet: true })
      : await request('sendPhoneCode', { query: { phone: address }, quiet: true });
  return firstOf(envelope);
}

export function useSendContactCode(kind: ContactKind) {
  return useMutation({ mutationFn: (address: string) => sendContactCode(kind, address) });
}

export type ContactChange = { address: string; code: string; password: string };

/**
 * GET /community/api/modifyemail or updatephone (the seed's GET) with the new address, its code and the
 * current password. Answers the updated user.
 */
export async function changeContact(kind: ContactKind, change: ContactChange): Promise<SelfUserInfo> {
  const query = { code: change.code, password: change.password };
  const envelope =
    kind === 'email'
      ? await request('modifyemail', {
          query: { ...query, email: change.address },
          quiet: true,
        })
      : await request('updatephone', {
          query: { ...query, phone: change.address },
          quiet: true,
        });
  return firstOf(envelope);
}

export function useChangeContact(kind: ContactKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ContactChange) => changeContact(kind, change),
    onSuccess: (user) => userChanged(queryClient, user),
  });
}
