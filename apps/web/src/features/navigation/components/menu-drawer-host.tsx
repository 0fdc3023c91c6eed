import { Suspense } from 'react';
import { lazyScoped } from '@/components/antd-scope/load-scope';
import { useOpenedOnce } from '@/lib/use-opened-once';
import type { MenuDrawerProps } from './menu-drawer';

const MenuDrawer = lazyScoped(async () => (await import('./menu-drawer')).MenuDrawer);

/**
 * Mounts the phone menu's chunk (Ant Design's Drawer with it) the first time it is opened, and keeps it for
 * its close animation: the first page a visitor opens does not download it.
 */
export function MenuDrawerHost(props: MenuDrawerProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <MenuDrawer {...props} />
    </Suspense>
  );
}
