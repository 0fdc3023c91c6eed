import { useTranslation } from 'react-i18next';
import { UploadImage as Shared, UploadImages as SharedImages } from '@/components/upload-image';

/**
 * An uploaded image (an ID photo, a QR code), loaded with the token; a click opens it large (the reviewer
 * reads the document's details there).
 */
export function UploadImage(props: { uploadId: number; alt: string; width?: number; height?: number }) {
  const { t } = useTranslation();
  return <Shared {...props} failedLabel={t('verification.image.failed')} look="filled" />;
}

/** Several uploaded images side by side, previewed as one group. */
export function UploadImages(props: {
  images: { id: number; alt: string }[];
  width?: number;
  height?: number;
}) {
  const { t } = useTranslation();
  return <SharedImages {...props} failedLabel={t('verification.image.failed')} look="filled" />;
}
