import type { ContentFile } from '@copytrade/contracts/cms-admin';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { readAsDataUrl } from '@/lib/upload-file';
import { useUploadContentFile } from '../api/admin-upload-content-file';
import { refuseFile, type FileKind } from '../utils/files';

/** A refused or failed upload, with the text to show. */
export class UploadRefused extends Error {}

/**
 * Uploads a picked file for the editor: the type and size are checked first (the server checks the bytes
 * again), then it goes as a data URL. Rejects with an UploadRefused holding the reason to show.
 */
export function useFileUpload() {
  const { t } = useTranslation();
  const mutation = useUploadContentFile();

  const upload = async (file: File, kind: FileKind): Promise<ContentFile> => {
    const refusal = refuseFile(file, kind);
    if (refusal) throw new UploadRefused(t(`contentEditor.file.${kind}.${refusal}`));
    let uploaded: ContentFile;
    try {
      uploaded = await mutation.mutateAsync({ fileName: file.name, data: await readAsDataUrl(file) });
    } catch (failure) {
      throw new UploadRefused(
        isApiError(failure)
          ? (failure.fieldErrors[0]?.message ?? failure.message)
          : t('contentEditor.file.failed'),
      );
    }
    if (uploaded.kind !== kind) throw new UploadRefused(t(`contentEditor.file.${kind}.type`));
    return uploaded;
  };

  return { upload, uploading: mutation.isPending };
}

/** The text of an upload's failure. */
export function uploadFailure(error: unknown, fallback: string): string {
  return error instanceof UploadRefused ? error.message : fallback;
}
