import { LAYOUT } from '@copytrade/contracts/constants';
import { Avatar } from 'antd';
import { assetUrl } from '@/lib/api-client';
import styles from './person-avatar.module.css';

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
  const src = assetUrl(image);
  return src ? (
    <Avatar size={size} src={src} alt={name} />
  ) : (
    <Avatar size={size} className={styles.initial}>
      {avatarInitial(name)}
    </Avatar>
  );
}
