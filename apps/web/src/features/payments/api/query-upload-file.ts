import { API } from '@copytrade/contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { buildUrl } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { PAYMENT_KEYS } from '../utils/query-keys';

/**
 * GET /community/api/uploadFile?id: the image itself, not an envelope, and only for the people concerned,
 * so it is fetched with the bearer token (an <img src> cannot send it) and shown through an object URL.
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
    queryKey: PAYMENT_KEYS.upload(uploadId ?? 0),
    queryFn: () => queryUploadFile(uploadId ?? 0),
    enabled: uploadId !== null,
    staleTime: 300_000,
    retry: 1,
  });
  const blob = query.data;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return { url, isError: query.isError, isLoading: query.isLoading };
}
