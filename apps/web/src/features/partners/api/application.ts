import type { PartnerApplication, ToBePartnerBody } from '@copytrade/contracts/partners';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { PARTNER_KEYS } from '../utils/query-keys';

/** GET /community/api/queryPartnerApplication: my latest application (null when none). */
export async function queryPartnerApplication(): Promise<PartnerApplication | null> {
  const envelope = await request('queryPartnerApplication', { quiet: true });
  return envelope.content[0] ?? null;
}

export function usePartnerApplication() {
  return useQuery({ queryKey: PARTNER_KEYS.application, queryFn: queryPartnerApplication });
}

/** POST /community/api/toBePartner: files the application. Quiet: the form shows a refusal itself. */
export async function toBePartner(body: ToBePartnerBody): Promise<PartnerApplication> {
  return firstOf(await request('toBePartner', { body, quiet: true }));
}

export function useToBePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toBePartner,
    onSuccess: (application) => queryClient.setQueryData(PARTNER_KEYS.application, application),
  });
}
