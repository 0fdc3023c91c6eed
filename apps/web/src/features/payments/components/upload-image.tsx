import { PictureOutlined } from '@ant-design/icons';
import { Image, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUploadImage } from '../api/query-upload-file';
import styles from './payments.module.css';

/** An uploaded image (voucher, evidence, payment code), loaded with the token; a click previews it large. */
export function UploadImage({ uploadId, alt, size = 96 }: { uploadId: number; alt: string; size?: number }) {
  const { t } = useTranslation();
  const { url, isError } = useUploadImage(uploadId);
  const box = { width: size, height: size };
  if (isError) {
    return (
      <span className={styles.image} style={box} title={t('payments.image.failed')}>
        <PictureOutlined aria-label={t('payments.image.failed')} />
      </span>
    );
  }
  if (!url) return <Skeleton.Image active style={box} />;
  return (
    <span className={styles.image} style={box}>
      <Image src={url} alt={alt} width={size} height={size} />
    </span>
  );
}

/** Several uploaded images side by side, previewed as one group. */
export function UploadImages({ ids, label, size }: { ids: readonly number[]; label: string; size?: number }) {
  if (ids.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <div className={styles.images} role="group" aria-label={label}>
        {ids.map((id, index) => (
          <UploadImage key={id} uploadId={id} alt={`${label} ${index + 1}`} size={size} />
        ))}
      </div>
    </Image.PreviewGroup>
  );
}
