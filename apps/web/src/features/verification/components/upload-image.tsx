import { PictureOutlined } from '@ant-design/icons';
import { Image, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUploadImage } from '../api/uploads';
import styles from './verification.module.css';

/**
 * An uploaded image (an ID photo, a QR code), loaded with the token; a click opens it large (the reviewer
 * reads the document's details there).
 */
export function UploadImage({
  uploadId,
  alt,
  width = 96,
  height = width,
}: {
  uploadId: number;
  alt: string;
  width?: number;
  height?: number;
}) {
  const { t } = useTranslation();
  const { url, isError } = useUploadImage(uploadId);
  const box = { width, height };
  if (isError) {
    return (
      <span className={styles.image} style={box} title={t('verification.image.failed')}>
        <PictureOutlined aria-label={t('verification.image.failed')} />
      </span>
    );
  }
  if (!url) return <Skeleton.Image active style={box} />;
  return (
    <span className={styles.image} style={box}>
      <Image src={url} alt={alt} width={width} height={height} />
    </span>
  );
}

/** Several uploaded images side by side, previewed as one group. */
export function UploadImages({
  images,
  width,
  height,
}: {
  images: { id: number; alt: string }[];
  width?: number;
  height?: number;
}) {
  if (images.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <span className={styles.images}>
        {images.map((image) => (
          <UploadImage key={image.id} uploadId={image.id} alt={image.alt} width={width} height={height} />
        ))}
      </span>
    </Image.PreviewGroup>
  );
}
