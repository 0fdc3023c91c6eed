import type { createDemoAccountBodySchema, createdDemoAccountSchema } from '@copytrade/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { firstOf, request } from '@/lib/api-client';

export type CreateDemoBody = z.input<typeof createDemoAccountBodySchema>;
export type CreatedDemoAccount = z.infer<typeof createdDemoAccountSchema>;

/**
 * POST /community/api/createDemoMTAcc: opens an account on a demo server and binds it in one step. The
 * answer carries the new passwords, shown once. Quiet for the same reasons as the bind call.
 */
export async function createDemoMtAcc(body: CreateDemoBody): Promise<CreatedDemoAccount> {
  return firstOf(await request('createDemoMTAcc', { body, quiet: true }));
}

export function useCreateDemoAccount() {
  return useMutation({ mutationFn: createDemoMtAcc });
}
