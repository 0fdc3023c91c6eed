import { useTranslation } from 'react-i18next';
import { UploadImage as Shared, UploadImages as SharedImages } from '@/components/upload-image';

/** An uploaded image (voucher, evidence, payment code), loaded with the token; a click previews it large. */
export function UploadImage({ uploadId, alt, size }: { uploadId: number; alt: string; size?: number }) {
  const { t } = useTranslation();
  return (
    <Shared
      uploadId={uploadId}
      alt={alt}
      width={size}
      failedLabel={t('payments.image.failed')}
      look="plain"
    />
  );
}

/** Several uploaded images side by side, previewed as one group. */
export function UploadImages({ ids, label, size }: { ids: readonly number[]; label: string; size?: number }) {
  const { t } = useTranslation();
  return (
    <SharedImages
      images={ids.map((id, index) => ({ id, alt: `${label} ${index + 1}` }))}
      label={label}
      width={size}
      failedLabel={t('payments.image.failed')}
      look="plain"
    />
  );
}
