import type { Locale } from '@copytrade/contracts/locale';
import type { MenuItem } from '@copytrade/contracts/site';
import { EllipsisOutlined } from '@ant-design/icons';
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { menuTarget, selectedMenuKeys, visibleMenu } from '../utils/header-rules';
import { localizedMenuName } from '../utils/menu-name';
import styles from './header-nav.module.css';

export type HeaderNavProps = {
  items: readonly MenuItem[];
  locale: Locale;
  className?: string;
};

/**
 * The server menu across the community header (spec 2, Shared header), up to three levels: the top entries
 * in a row, the lower levels in panels that open on hover, on keyboard focus and on a tap (the disclosure
 * navigation pattern: plain links, Escape closes). Plain markup rather than antd's Menu, whose code was
 * about 15 kB compressed of every visitor's first page; the phone drawer and the other templates keep antd's.
 */
export function HeaderNav({ items, locale, className }: HeaderNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const visible = useMemo(() => visibleMenu(items, locale), [items, locale]);
  const selected = useMemo(() => new Set(selectedMenuKeys(visible, pathname)), [visible, pathname]);
  const { bar, ghost, count } = useEntriesThatFit(visible.length);
  if (visible.length === 0) return null;
  const shown = visible.slice(0, count);
  const folded = visible.slice(count);
  return (
    <>
      <ul ref={bar} className={`${styles.bar} ${className ?? ''}`}>
        {shown.map((item) => (
          <Entry key={item.columnId} item={item} locale={locale} selected={selected} level={1} />
        ))}
        {folded.length > 0 ? (
          <MoreEntry label={t('header.moreMenu')} items={folded} locale={locale} selected={selected} />
        ) : null}
      </ul>
      <ul ref={ghost} className={`${styles.bar} ${styles.ghost}`} aria-hidden>
        {visible.map((item) => (
          <li key={item.columnId} className={`${styles.entry} ${styles.top}`}>
            <span className={`${styles.label} ${item.children.length > 0 ? styles.parent : ''}`}>
              {localizedMenuName(item, locale)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Room kept at the end of the row for the "more" entry when some entries do not fit. */
const MORE_WIDTH = 56;

/**
 * How many top entries fit the row, as antd's Menu folded the rest into "…". A hidden copy of the row
 * (the ghost) holds every entry at its natural width; whenever the row or the ghost changes size (a
 * narrower window, another language, a new menu), the widths decide again.
 */
function useEntriesThatFit(entries: number) {
  const bar = useRef<HTMLUListElement>(null);
  const ghost = useRef<HTMLUListElement>(null);
  const [count, setCount] = useState<number | null>(null);

  useLayoutEffect(() => {
    const row = bar.current;
    const copy = ghost.current;
    if (!row || !copy || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => {
      const widths = [...copy.children].map((entry) => entry.getBoundingClientRect().width);
      const room = row.clientWidth;
      let used = widths.reduce((sum, width) => sum + width, 0);
      if (used <= room) return setCount(null);
      used = 0;
      let fits = 0;
      while (fits < widths.length && used + widths[fits]! <= room - MORE_WIDTH) {
        used += widths[fits]!;
        fits += 1;
      }
      setCount(fits);
    });
    observer.observe(row);
    observer.observe(copy);
    return () => {
      observer.disconnect();
    };
  }, [entries]);

  return { bar, ghost, count: count ?? entries };
}

function MoreEntry({
  label,
  items,
  locale,
  selected,
}: {
  label: string;
  items: readonly MenuItem[];
  locale: Locale;
  selected: ReadonlySet<string>;
}) {
  const panel = usePanel(true);
  const lit = items.some((item) => containsSelected(item, selected));
  return (
    <li className={`${styles.entry} ${styles.top} ${panel.open ? styles.open : ''}`} {...panel.itemProps}>
      <button
        type="button"
        className={`${styles.label} ${lit ? styles.lit : ''}`}
        aria-label={label}
        aria-expanded={panel.open}
        onClick={panel.toggle}
      >
        <EllipsisOutlined />
      </button>
      <ul className={`${styles.panel} ${styles.alignEnd}`}>
        {items.map((item) => (
          <Entry key={item.columnId} item={item} locale={locale} selected={selected} level={2} />
        ))}
      </ul>
    </li>
  );
}

type EntryProps = { item: MenuItem; locale: Locale; selected: ReadonlySet<string>; level: number };

function containsSelected(item: MenuItem, selected: ReadonlySet<string>): boolean {
  return (
    selected.has(String(item.columnId)) || item.children.some((child) => containsSelected(child, selected))
  );
}

/**
 * An entry's panel: open while hovered or focused (CSS), or after a tap on a label with no page of its own
 * (touch screens have no hover); leaving the entry or Escape closes it.
 */
function usePanel(hasPanel: boolean) {
  const [open, setOpen] = useState(false);
  const itemProps = {
    onMouseLeave: () => setOpen(false),
    onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => {
      if (event.key !== 'Escape' || !hasPanel) return;
      event.stopPropagation();
      setOpen(false);
      // Focus inside keeps the panel open through :focus-within.
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    },
  };
  return { open, toggle: () => setOpen((was) => !was), itemProps };
}

function Entry({ item, locale, selected, level }: EntryProps) {
  const name = localizedMenuName(item, locale);
  const target = menuTarget(item);
  const current = selected.has(String(item.columnId));
  const lit = containsSelected(item, selected);
  const hasPanel = item.children.length > 0;
  const panel = usePanel(hasPanel);
  const labelClass = `${styles.label} ${lit ? styles.lit : ''} ${hasPanel ? styles.parent : ''}`;

  const label =
    target.kind === 'external' ? (
      <a className={labelClass} href={target.href} target="_blank" rel="noopener noreferrer">
        {name}
      </a>
    ) : target.kind === 'route' ? (
      <Link className={labelClass} to={target.path} aria-current={current ? 'page' : undefined}>
        {name}
      </Link>
    ) : (
      <button
        type="button"
        className={labelClass}
        aria-expanded={hasPanel ? panel.open : undefined}
        onClick={panel.toggle}
      >
        {name}
      </button>
    );

  return (
    <li
      className={`${styles.entry} ${level === 1 ? styles.top : styles.nested} ${panel.open ? styles.open : ''}`}
      {...panel.itemProps}
    >
      {label}
      {hasPanel ? (
        <ul className={level === 1 ? styles.panel : styles.flyout}>
          {item.children.map((child) => (
            <Entry key={child.columnId} item={child} locale={locale} selected={selected} level={level + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
