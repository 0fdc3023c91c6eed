import { lazy, Suspense, useState } from 'react';
import type { MenuDrawerProps } from './menu-drawer';

const MenuDrawer = lazy(async () => ({ default: (await import('./menu-drawer')).MenuDrawer }));

/**
 * Mounts the phone menu's chunk (Ant Design's Drawer with it) the first time it is opened, and keeps it for
 * its close animation: the first page a visitor opens does not download it.
 */
export function MenuDrawerHost(props: MenuDrawerProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MenuDrawer {...props} />
    </Suspense>
  );
}
