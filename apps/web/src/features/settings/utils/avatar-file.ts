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
