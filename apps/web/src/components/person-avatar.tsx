import { AVATAR_VARIANTS, LAYOUT } from '@copytrade/contracts/constants';
import { Avatar } from 'antd';
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

/** A person's picture, or the first letter of the name on the theme colour (spec 2, Shared header). */
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
  return src ? (
    <Avatar size={size} src={src} alt={name} />
  ) : (
    <Avatar size={size} className={styles.initial}>
      {avatarInitial(name)}
    </Avatar>
  );
}
