import { Drawer } from 'antd';
import type { ReactNode } from 'react';

export type MenuDrawerProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  className?: string;
  children: ReactNode;
};

/** The header's menu on a phone: loaded at the first tap on the menu button (`site-header.tsx`). */
export function MenuDrawer({ open, onClose, title, className, children }: MenuDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} placement="right" size={300} title={title} className={className}>
      {children}
    </Drawer>
  );
}
