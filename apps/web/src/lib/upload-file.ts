import type { Locale } from '@copytrade/contracts/locale';
import { statusText, translate } from '@copytrade/contracts/messages';
import { MAX_PAYMENT_FILES, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '@copytrade/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { API_ROUTES } from 'virtual:api-routes';
import { buildUrl } from './api-client';
import { USER_SCOPE } from './query-client';
import { getToken } from './session';

/** What the file pickers offer (the server checks the bytes again). */
export const IMAGE_ACCEPT = UPLOAD_MIME_TYPES.join(',');

/**
 * Checks a picked image before anything is sent (spec 9: other images at most 2 MB): one of the image
 * types the server accepts and at most 2 MB. Answers the refusal text in the reader's language, or null.
 */
export function refuseImage(file: File, locale: Locale): string | null {
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) {
    return statusText(locale, 'UPLOAD_NOT_IMAGE');
  }
  if (file.size > UPLOAD_MAX_BYTES) return translate(locale, 'validation.upload.imageTooLarge');
  return null;
}

/**
 * Checks the files of one pick (spec 9: at most 3 files, each as `refuseImage` wants): too many files
 * refuses the whole pick. Answers the refusal text in the reader's language, or null.
 */
export function refuseFiles(
  picked: readonly File[],
  alreadyChosen: number,
  locale: Locale,
  max: number = MAX_PAYMENT_FILES,
): string | null {
  if (alreadyChosen + picked.length > max) return translate(locale, 'validation.upload.tooManyFiles');
  for (const file of picked) {
    const refusal = refuseImage(file, locale);
    if (refusal !== null) return refusal;
  }
  return null;
}

/** A file as a data URL ('data:image/png;base64,...'), the form the upload endpoints take. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('not a data URL'));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * GET /community/api/uploadFile?id: the image itself (not an envelope), only for the people concerned (its
 * owner, the site admin, the other side of a payment), so it is fetched with the bearer token (an <img src>
 * cannot send it) and shown through an object URL.
 */
export async function queryUploadFile(uploadId: number): Promise<Blob> {
  const token = getToken();
  const response = await fetch(buildUrl(API_ROUTES.queryUploadFile.path, { id: uploadId }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`image ${uploadId}: ${response.status}`);
  return response.blob();
}

/** The object URL of an uploaded image (revoked when the image changes or leaves the screen). */
export function useUploadImage(uploadId: number | null) {
  const query = useQuery({
    queryKey: [USER_SCOPE, 'upload', uploadId ?? 0],
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
