import type { IdentityInfo, SrCommunityIdInfoBody } from '@copytrade/contracts/verification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';
import { VERIFICATION_KEYS } from '../utils/query-keys';
import { uploadImage } from './uploads';

/** GET /community/api/srCommunityIdInfo: the caller's real-name verification (the number masked). */
export async function querySrCommunityIdInfo(): Promise<IdentityInfo> {
  return firstOf(await request('querySrCommunityIdInfo', { quiet: true }));
}

export function useIdentityInfo() {
  return useQuery({ queryKey: VERIFICATION_KEYS.identity, queryFn: querySrCommunityIdInfo });
}

export type IdentitySubmission = Omit<SrCommunityIdInfoBody, 'frontImage' | 'backImage'> & {
  front: File;
  back: File | null;
};

/**
 * Uploads the photos (purpose identity), then POST /community/api/srCommunityIdInfo. Quiet: the form
 * shows a refusal under its fields or above them.
 */
export async function submitIdentity({ front, back, ...rest }: IdentitySubmission): Promise<IdentityInfo> {
  const frontImage = await uploadImage(front, 'identity');
  const backImage = back ? await uploadImage(back, 'identity') : undefined;
  const body: SrCommunityIdInfoBody = { ...rest, frontImage, ...(backImage ? { backImage } : {}) };
  return firstOf(await request('srCommunityIdInfo', { body, quiet: true }));
}

export function useSubmitIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitIdentity,
    onSuccess: (info) => queryClient.setQueryData(VERIFICATION_KEYS.identity, info),
    onSettled: () => queryClient.invalidateQueries({ queryKey: VERIFICATION_KEYS.identity }),
  });
}
