import type { UploadPurpose } from '@copytrade/contracts/payments';
import { firstOf, request } from '@/lib/api-client';
import { readAsDataUrl } from '@/lib/upload-file';

/** POST /community/api/base64Pic {purpose, image}: stores one image; answers its upload id. */
export async function uploadImage(file: File, purpose: UploadPurpose): Promise<number> {
  const image = await readAsDataUrl(file);
  return firstOf(await request('base64Pic', { body: { purpose, image }, quiet: true })).uploadId;
}
