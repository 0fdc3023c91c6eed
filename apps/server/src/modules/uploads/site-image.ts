import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { statusText } from '@copytrade/contracts/messages';
import type { Locale } from '@copytrade/contracts/locale';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '@copytrade/contracts/payments';
import { SITE_IMAGE_KINDS, type SiteImageKind } from '@copytrade/contracts/site-settings';
import { AppError } from '../../platform/app-error';
import { decodeImage } from './image-decode';
import { imageDecodes } from './upload-quota';

/** Largest picture decoded, in pixels (a small file can claim a huge size: a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;

/** A site image as stored: our own encoding, never the bytes that were sent. */
export type SiteImage = {
  mime: 'image/png' | 'image/jpeg' | 'image/webp';
  data: Buffer;
  width: number;
  height: number;
};

/** A refusal that names the field, so the page shows it under the picker. */
function refused(code: 'UPLOAD_NOT_IMAGE' | 'UPLOAD_TOO_LARGE', locale: Locale): AppError {
  return new AppError(code, { fieldErrors: [{ field: 'image', message: statusText(locale, code) }] });
}

/**
 * The sent picture (data URL or base64) as checked bytes: at most 2 MB (spec 5: other images), PNG /
 * JPEG / GIF / WebP by its content (`file-type`; a name or a data URL's type is never trusted, so a text
 * file renamed .png is refused).
 */
export async function readSiteImageInput(text: string, locale: Locale): Promise<Buffer> {
  const decoded = await decodeImage(text, UPLOAD_MAX_BYTES);
  if ('error' in decoded)
    throw refused(decoded.error === 'tooLarge' ? 'UPLOAD_TOO_LARGE' : 'UPLOAD_NOT_IMAGE', locale);
  const type = await fileTypeFromBuffer(decoded.bytes);
  if (!type || !(UPLOAD_MIME_TYPES as readonly string[]).includes(type.mime))
    throw refused('UPLOAD_NOT_IMAGE', locale);
  return decoded.bytes;
}

/**
 * Re-encodes checked bytes for the site (off the event loop, at most DECODES_AT_ONCE at a time): upright
 * by EXIF, scaled down to the kind's box (never up), metadata dropped, first frame only. JPEG stays JPEG,
 * WebP stays WebP, PNG and GIF become PNG (transparency kept). A file sharp cannot decode is
 * AVATAR_UNREADABLE ("the image is damaged").
 */
export async function toSiteImage(bytes: Buffer, kind: SiteImageKind): Promise<SiteImage> {
  const box = SITE_IMAGE_KINDS[kind];
  try {
    return await imageDecodes.run(async () => {
      const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
      const { format } = await input.metadata();
      const pipeline = input
        .rotate()
        .resize(box.width, box.height, { fit: 'inside', withoutEnlargement: true });
      const [encoded, mime] =
        format === 'jpeg'
          ? ([pipeline.jpeg({ quality: 88, mozjpeg: true }), 'image/jpeg'] as const)
          : format === 'webp'
            ? ([pipeline.webp({ quality: 90 }), 'image/webp'] as const)
            : ([pipeline.png({ compressionLevel: 9 }), 'image/png'] as const);
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { mime, data, width: info.width, height: info.height };
    });
  } catch (error) {
    throw new AppError('AVATAR_UNREADABLE', {
      cause: error,
      detail: 'sharp could not decode the site image',
    });
  }
}
