import { lazy, Suspense } from 'react';
import type { UserMenuProps } from './user-menu';
import styles from './user-menu.module.css';

const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

/**
 * The avatar menu as the headers show it: only a signed-in user has one, so its chunk (the dropdown, the
 * account list, its icons) stays off a visitor's first page. Until it arrives, a blank of the avatar's
 * size holds its place.
 */
export function LazyUserMenu(props: UserMenuProps) {
  return (
    <Suspense fallback={<span className={styles.pending} aria-hidden />}>
      <UserMenu {...props} />
    </Suspense>
  );
}
