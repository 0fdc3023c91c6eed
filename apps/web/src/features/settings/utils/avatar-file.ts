import { AVATAR_INPUT_TYPES } from '@copytrade/contracts/profile';
import { checkAvatarSize } from '@copytrade/contracts/validators';

/**
 * The browser's check of a chosen avatar before it is read: at most 10 MB (the spec's message) and a
 * PNG / JPEG / WebP / GIF by the file's type. The server decides again from the bytes.
 */
export function avatarFileProblem(file: { size: number; type: string }): string | null {
  const tooLarge = checkAvatarSize(file.size);
  if (tooLarge) return tooLarge;
  return (AVATAR_INPUT_TYPES as readonly string[]).includes(file.type) ? null : 'status.AVATAR_NOT_IMAGE';
}

/** The file as a data URL (what uploadAvatar takes). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('read failed'));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
