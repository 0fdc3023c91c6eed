import { fileTypeFromBuffer } from 'file-type';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { UPLOAD_LIMITS, type AvatarVariant } from '@copytrade/contracts/constants';
import { AVATAR_INPUT_TYPES, AVATAR_SIZE } from '@copytrade/contracts/profile';
import { AppError } from '../../platform/app-error';
import { singleFlight } from '../../platform/single-flight';
import { decodeImage } from '../uploads/image-decode';
import { imageDecodes } from '../uploads/upload-quota';

/**
 * Largest picture decoded, in pixels (about 8000 x 6000). A small compressed file can claim a huge size (a
 * decompression bomb); sharp refuses anything larger before it allocates the pixels.
 */
const MAX_INPUT_PIXELS = 50_000_000;

/** The stored avatar: always our own re-encoded WebP, never the bytes that were sent. */
export type AvatarImage = { mime: 'image/webp'; data: Buffer };

/**
 * The sent picture (data URL or base64) as bytes, checked before any decoding: at most 10 MB, PNG / JPEG /
 * WebP / GIF by its content (`file-type`; a name or a data URL's type is never trusted). The base64 is
 * decoded a slice at a time, so a 10 MB picture does not hold the event loop.
 */
export async function readAvatarInput(text: string): Promise<Buffer> {
  const decoded = await decodeImage(text, UPLOAD_LIMITS.AVATAR_MAX_BYTES);
  if ('error' in decoded)
    throw new AppError(decoded.error === 'tooLarge' ? 'AVATAR_TOO_LARGE' : 'AVATAR_NOT_IMAGE');
  const type = await fileTypeFromBuffer(decoded.bytes);
  if (!type || !(AVATAR_INPUT_TYPES as readonly string[]).includes(type.mime))
    throw new AppError('AVATAR_NOT_IMAGE');
  return decoded.bytes;
}

/**
 * Turns checked bytes (`readAvatarInput`) into the stored avatar: decoded by sharp off the event loop (at
 * most DECODES_AT_ONCE pictures at a time in the process, the others wait), turned upright by its EXIF
 * orientation, cover-cropped to 256 x 256 and encoded as WebP without any metadata (EXIF, GPS, ICC
 * comments are dropped), first frame only for an animation. A file sharp cannot decode is
 * AVATAR_UNREADABLE.
 */
export async function toAvatarImage(bytes: Buffer): Promise<AvatarImage> {
  try {
    const data = await imageDecodes.run(() =>
      sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
        .webp({ quality: 85 })
        .toBuffer(),
    );
    return { mime: 'image/webp', data };
  } catch (error) {
    throw new AppError('AVATAR_UNREADABLE', { cause: error, detail: 'sharp could not decode the avatar' });
  }
}

/**
 * The smaller pictures made from stored avatars, by upload id and side: an upload's bytes never change (a
 * new avatar is a new upload), so a made picture stays right until it is pushed out. Bounded by bytes
 * (a 64 px WebP is about 1-2 kB, a 128 px one 3-5 kB).
 */
const variants = new LRUCache<string, Buffer>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (data) => data.length,
});
/** The same picture asked for by many visitors at once is made once. */
const making = singleFlight<Buffer>();

/**
 * A stored avatar (our own 256 x 256 WebP) at a smaller side, for lists and cards: resized by sharp off
 * the event loop, within the process's decode slots, and kept in a bounded cache.
 */
export async function avatarVariant(uploadId: number, data: Buffer, size: AvatarVariant): Promise<Buffer> {
  const key = `${uploadId}:${size}`;
  const cached = variants.get(key);
  if (cached) return cached;
  return making(key, async () => {
    const resized = await imageDecodes.run(() =>
      sharp(data, { failOn: 'error' }).resize(size, size, { fit: 'cover' }).webp({ quality: 80 }).toBuffer(),
    );
    variants.set(key, resized);
    return resized;
  });
}
