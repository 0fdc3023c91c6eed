import type { Locale } from '@copytrade/contracts/locale';
import type { MenuItem } from '@copytrade/contracts/site';
import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { menuTarget, selectedMenuKeys, visibleMenu } from '../utils/header-rules';
import { localizedMenuName } from '../utils/menu-name';

type AntdItems = NonNullable<MenuProps['items']>;

function itemLabel(item: MenuItem, locale: Locale, onNavigate?: () => void) {
  const name = localizedMenuName(item, locale);
  const target = menuTarget(item);
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer">
        {name}
      </a>
    );
  }
  if (target.kind === 'route') {
    return (
      <Link to={target.path} onClick={onNavigate}>
        {name}
      </Link>
    );
  }
  return name;
}

function toAntdItems(items: readonly MenuItem[], locale: Locale, onNavigate?: () => void): AntdItems {
  return items.map((item) => {
    const key = String(item.columnId);
    const label = itemLabel(item, locale, onNavigate);
    if (item.children.length > 0) {
      return { key, label, children: toAntdItems(item.children, locale, onNavigate) };
    }
    return { key, label };
  });
}

export type NavMenuProps = {
  items: readonly MenuItem[];
  locale: Locale;
  mode: 'horizontal' | 'inline';
  theme: 'dark' | 'light';
  className?: string;
  onNavigate?: () => void;
};

/** The server menu (spec 2, Shared header), up to three levels. */
export function NavMenu({ items, locale, mode, theme, className, onNavigate }: NavMenuProps) {
  const { pathname } = useLocation();
  const visible = useMemo(() => visibleMenu(items, locale), [items, locale]);
  const antdItems = useMemo(() => toAntdItems(visible, locale, onNavigate), [visible, locale, onNavigate]);
  const selected = useMemo(() => selectedMenuKeys(visible, pathname), [visible, pathname]);
  if (visible.length === 0) return null;
  return (
    <Menu
      className={className}
      mode={mode}
      theme={theme}
      items={antdItems}
      selectedKeys={selected}
      {...(mode === 'inline' ? { defaultOpenKeys: selected } : {})}
      disabledOverflow={false}
    />
  );
}
