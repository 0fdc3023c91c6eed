import { assetUrl } from '@/lib/api-client';
import { ModuleIcon } from './module-icon';
import styles from './content-cover.module.css';

export type ContentCoverProps = {
  cover: string;
  moduleCode: string;
  /** Seeds the placeholder's tint so neighbouring cards differ. */
  seed?: number;
  className?: string;
};

/** An item's cover image, or a theme-coloured panel with its module's icon when it has none. */
export function ContentCover({ cover, moduleCode, seed = 0, className }: ContentCoverProps) {
  const src = assetUrl(cover);
  const frame = className ? `${styles.cover} ${className}` : styles.cover;
  if (src) {
    return (
      <span className={frame}>
        <img src={src} alt="" loading="lazy" className={styles.image} />
      </span>
    );
  }
  return (
    <span className={`${frame} ${styles.placeholder} ${styles[`tint${Math.abs(seed) % 3}`] ?? ''}`}>
      <span className={styles.icon}>
        <ModuleIcon moduleCode={moduleCode} />
      </span>
    </span>
  );
}
