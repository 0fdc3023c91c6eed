import { API } from '@copytrade/contracts/api-paths';
import type { UploadPurpose, UploadResult } from '@copytrade/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { buildUrl, firstOf, request } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { readAsDataUrl } from '../utils/images';
import { VERIFICATION_KEYS } from '../utils/query-keys';

/** POST /community/api/base64Pic {purpose, image}: stores one image; answers its upload id. */
export async function uploadImage(file: File, purpose: UploadPurpose): Promise<number> {
  const image = await readAsDataUrl(file);
  return firstOf(await request<UploadResult>('base64Pic', { body: { purpose, image }, quiet: true }))
    .uploadId;
}

/**
 * GET /community/api/uploadFile?id: the image itself (not an envelope), only for its owner and the site
 * admin (ID photos) or the people concerned, so it is fetched with the bearer token and shown through an
 * object URL.
 */
export async function queryUploadFile(uploadId: number): Promise<Blob> {
  const token = getToken();
  const response = await fetch(buildUrl(API.queryUploadFile.path, { id: uploadId }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`image ${uploadId}: ${response.status}`);
  return response.blob();
}

/** The object URL of an uploaded image (revoked when the image changes or leaves the screen). */
export function useUploadImage(uploadId: number | null) {
  const query = useQuery({
    queryKey: VERIFICATION_KEYS.upload(uploadId ?? 0),
    queryFn: () => queryUploadFile(uploadId ?? 0),
    enabled: uploadId !== null,
    staleTime: 300_000,
    retry: 1,
  });
  const blob = query.data;
  const url = useMemo(
    () => (blob && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null),
    [blob],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return { url, isError: query.isError, isLoading: query.isLoading };
}
