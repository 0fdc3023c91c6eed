import type { Locale } from '@copytrade/contracts/locale';
import { statusText, translate } from '@copytrade/contracts/messages';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '@copytrade/contracts/payments';

/** What the file picker offers (the server checks the bytes again). */
export const IMAGE_ACCEPT = UPLOAD_MIME_TYPES.join(',');

/**
 * Checks a picked image before anything is sent (spec 9: other images at most 2 MB): one of the image
 * types the server accepts and at most 2 MB. Answers the refusal text in the reader's language, or null.
 */
export function refuseImage(file: File, locale: Locale): string | null {
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type))
    return statusText(locale, 'UPLOAD_NOT_IMAGE');
  if (file.size > UPLOAD_MAX_BYTES) return translate(locale, 'validation.upload.imageTooLarge');
  return null;
}

/** A file as a data URL ('data:image/png;base64,...'), the form base64Pic takes. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('not a data URL'));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
