import { CONTENT_EDITOR_LIMITS } from '@copytrade/contracts/cms-admin';

/** What the server takes as an image (it checks the bytes again): PNG, JPEG, GIF, WebP. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const DOCUMENT_ACCEPT = 'application/pdf,.pdf';

export type FileKind = 'image' | 'document';

/** Why a picked file is refused before it is sent ('type' or 'size'), or null when it may go. */
export function refuseFile(
  file: Pick<File, 'type' | 'name' | 'size'>,
  kind: FileKind,
): 'type' | 'size' | null {
  if (kind === 'image') {
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
    return file.size > CONTENT_EDITOR_LIMITS.IMAGE_BYTES ? 'size' : null;
  }
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return 'type';
  return file.size > CONTENT_EDITOR_LIMITS.FILE_BYTES ? 'size' : null;
}

/** A file's size for people: bytes, KB or MB with one decimal. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
