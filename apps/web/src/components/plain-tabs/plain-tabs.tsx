import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { rovingIndex, TAB_KEYS } from '@/lib/roving-index';
import styles from './plain-tabs.module.css';

export type PlainTab = { key: string; label: ReactNode; children: ReactNode };

export type PlainTabsProps = {
  items: PlainTab[];
  activeKey: string;
  onChange: (key: string) => void;
  className?: string;
};

/**
 * Tabs with antd 6's line look (the site's `--ct-*` colours) without antd's Tabs, for a first screen that
 * needs nothing else of antd (the trader profile). The WAI-ARIA tabs pattern: a tablist of buttons, arrow
 * keys, Home and End move between them and open the one reached; each tab's panel is labelled by its tab.
 * As antd's, a panel once opened stays mounted (hidden) so coming back keeps its state; the others are
 * drawn when first opened. On a narrow screen the row of tabs scrolls sideways.
 */
export function PlainTabs({ items, activeKey, onChange, className }: PlainTabsProps) {
  const id = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([activeKey]));
  if (!opened.has(activeKey)) setOpened(new Set([...opened, activeKey]));

  const select = (key: string) => {
    if (key !== activeKey) onChange(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.key === activeKey);
    const target = rovingIndex(event.key, index, items.length, TAB_KEYS);
    const item = target === null ? undefined : items[target];
    if (!item) return;
    event.preventDefault();
    select(item.key);
    tabRefs.current.get(item.key)?.focus();
  };

  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = (key: string) => `${id}-panel-${key}`;
  return (
    <div className={className ? `${styles.tabs} ${className}` : styles.tabs}>
      <div role="tablist" className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <button
              key={item.key}
              ref={(element) => {
                if (element) tabRefs.current.set(item.key, element);
                else tabRefs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={active}
              aria-controls={panelId(item.key)}
              tabIndex={active ? 0 : -1}
              className={active ? `${styles.tab} ${styles.active}` : styles.tab}
              onClick={() => select(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        opened.has(item.key) ? (
          <div
            key={item.key}
            role="tabpanel"
            id={panelId(item.key)}
            aria-labelledby={tabId(item.key)}
            hidden={item.key !== activeKey}
            className={styles.panel}
          >
            {item.children}
          </div>
        ) : null,
      )}
    </div>
  );
}
