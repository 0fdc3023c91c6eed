import type { ContentFile } from '@copytrade/contracts/cms-admin';
import { useMutation } from '@tanstack/react-query';
import { firstOf, request } from '@/lib/api-client';

export type UploadContentFileInput = { fileName: string; data: string };

/**
 * POST /community/api/adminUploadContentFile: an image (cover, picture in the body) or a PDF as a data
 * URL; the server checks it by content (28005 not an image or PDF, 28006 too large). Quiet: the field
 * that uploads shows the refusal.
 */
export async function adminUploadContentFile(body: UploadContentFileInput): Promise<ContentFile> {
  return firstOf(await request('adminUploadContentFile', { body, quiet: true }));
}

export function useUploadContentFile() {
  return useMutation({ mutationFn: adminUploadContentFile });
}
