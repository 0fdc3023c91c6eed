import { PictureOutlined } from '@ant-design/icons';
import { Image, Skeleton } from 'antd';
import { useUploadImage } from '@/lib/upload-file';
import styles from './upload-image.module.css';

export type UploadImageLook = 'filled' | 'plain';

/** An uploaded image, loaded with the token; a click opens it large. */
export function UploadImage({
  uploadId,
  alt,
  failedLabel,
  look,
  width = 96,
  height = width,
}: {
  uploadId: number;
  alt: string;
  /** Said (and shown as the title) when the image cannot be loaded. */
  failedLabel: string;
  look: UploadImageLook;
  width?: number;
  height?: number;
}) {
  const { url, isError } = useUploadImage(uploadId);
  const box = { width, height };
  const frame = `${styles.image} ${styles[look]}`;
  if (isError) {
    return (
      <span className={frame} style={box} title={failedLabel}>
        <PictureOutlined aria-label={failedLabel} />
      </span>
    );
  }
  if (!url) return <Skeleton.Image active style={box} />;
  return (
    <span className={frame} style={box}>
      <Image src={url} alt={alt} width={width} height={height} />
    </span>
  );
}

/** Several uploaded images side by side, previewed as one group (named by `label`, when given). */
export function UploadImages({
  images,
  label,
  failedLabel,
  look,
  width,
  height,
}: {
  images: readonly { id: number; alt: string }[];
  label?: string;
  failedLabel: string;
  look: UploadImageLook;
  width?: number;
  height?: number;
}) {
  if (images.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <span className={styles.images} role={label ? 'group' : undefined} aria-label={label}>
        {images.map((image) => (
          <UploadImage
            key={image.id}
            uploadId={image.id}
            alt={image.alt}
            failedLabel={failedLabel}
            look={look}
            width={width}
            height={height}
          />
        ))}
      </span>
    </Image.PreviewGroup>
  );
}
