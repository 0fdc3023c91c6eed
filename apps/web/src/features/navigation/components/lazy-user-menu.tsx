import { Suspense } from 'react';
import { lazyScoped } from '@/components/antd-scope/load-scope';
import type { UserMenuProps } from './user-menu';
import styles from './user-menu.module.css';

const UserMenu = lazyScoped(async () => (await import('./user-menu')).UserMenu);

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
