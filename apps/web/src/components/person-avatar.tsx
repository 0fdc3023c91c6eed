import { AVATAR_VARIANTS, LAYOUT } from '@copytrade/contracts/constants';
import { useState } from 'react';
import { API_ROUTES } from 'virtual:api-routes';
import { assetUrl } from '@/lib/api-client';
import styles from './person-avatar.module.css';

/** Our own avatar addresses (`queryAvatar`), which also serve smaller pictures. */
const OWN_AVATAR = `${API_ROUTES.queryAvatar.path}?`;

/**
 * The address of a picture shown `size` CSS pixels wide: our own avatars at the smallest side that still
 * covers a high-density screen (twice the size), so a list of 12 traders does not fetch 12 pictures of
 * 256 x 256; any other address as it is.
 */
export function avatarSource(image: string | null | undefined, size: number): string {
  if (!image?.startsWith(OWN_AVATAR)) return assetUrl(image);
  const side = AVATAR_VARIANTS.find((variant) => variant >= size * 2);
  return assetUrl(side === undefined ? image : `${image}&size=${side}`);
}

/** First letter of the nickname for an avatar without a picture. */
export function avatarInitial(nickName: string | null | undefined): string {
  const first = [...(nickName ?? '').trim()][0];
  return first ? first.toUpperCase() : '?';
}

/**
 * A person's picture, or the first letter of the name on the theme colour (spec 2, Shared header); the
 * letter too when the picture fails to load. Plain markup: antd's Avatar brought its avatar group, and with
 * it Popover, Tooltip and their trigger code, to every page with a face on it (docs/performance.md).
 */
export function PersonAvatar({
  name,
  image,
  size = LAYOUT.AVATAR_SIZE,
}: {
  name: string;
  image: string | null | undefined;
  size?: number;
}) {
  const src = avatarSource(image, size);
  const [failed, setFailed] = useState<string | null>(null);
  const box = { width: size, height: size, fontSize: Math.round(size * 0.45) };
  if (src && failed !== src) {
    return (
      <span className={styles.avatar} style={box}>
        <img src={src} alt={name} width={size} height={size} onError={() => setFailed(src)} />
      </span>
    );
  }
  return (
    <span className={`${styles.avatar} ${styles.initial}`} style={box}>
      {avatarInitial(name)}
    </span>
  );
}
