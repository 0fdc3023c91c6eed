import type { Locale } from '@copytrade/contracts/locale';
import type { MenuItem } from '@copytrade/contracts/site';

/** Spec 2, Shared header: pages that draw their own full-screen layout without the shared header. */
export const HEADERLESS_PATHS = ['/forgertPassword', '/reg/register', '/login'];
/** Routes meant to be embedded in other pages (hash-mode /iframeStrategy and its relatives). */
export const IFRAME_ROUTE_PREFIX = '/iframe';

export function isHeaderHidden(pathname: string, inIframe: boolean): boolean {
  if (inIframe) return true;
  const path = pathname.replace(/\/+$/, '') || '/';
  if (HEADERLESS_PATHS.includes(path)) return true;
  return path.toLowerCase().startsWith(IFRAME_ROUTE_PREFIX);
}

export type MenuTarget =
  { kind: 'external'; href: string } | { kind: 'route'; path: string } | { kind: 'none' };

/** An item with a content URL opens it in a new tab; others route by front URL, with '/' meaning /home. */
export function menuTarget(item: Pick<MenuItem, 'contentUrl' | 'frontUrl'>): MenuTarget {
  const external = item.contentUrl?.trim();
  if (external) return { kind: 'external', href: external };
  const front = item.frontUrl?.trim();
  if (!front) return { kind: 'none' };
  if (front === '/') return { kind: 'route', path: '/home' };
  return { kind: 'route', path: front.startsWith('/') ? front : `/${front}` };
}

/** The information entry is a Chinese-language news module: it shows only for zh_CN readers. */
export function isInformationEntry(item: Pick<MenuItem, 'frontUrl'>): boolean {
  return (item.frontUrl ?? '').includes('/information');
}

/** The menu as this reader sees it: no info entry outside zh_CN, at most three levels. */
export function visibleMenu(items: readonly MenuItem[], locale: Locale, depth = 1): MenuItem[] {
  return items
    .filter((item) => locale === 'zh_CN' || !isInformationEntry(item))
    .map((item) => ({
      ...item,
      children:
        depth < 3 && item.isShowSecondMenu !== 0 ? visibleMenu(item.children ?? [], locale, depth + 1) : [],
    }));
}

/** Which menu path lights up for the page: strategy square pages light up /strategy. */
export function highlightPath(pathname: string): string {
  if (pathname.includes('square')) return '/strategy';
  return pathname;
}

/** The menu keys to mark selected: every route item whose path is the page or a parent of it. */
export function selectedMenuKeys(items: readonly MenuItem[], pathname: string): string[] {
  const current = highlightPath(pathname);
  const keys: string[] = [];
  const walk = (list: readonly MenuItem[]) => {
    for (const item of list) {
      const target = menuTarget(item);
      if (target.kind === 'route' && (current === target.path || current.startsWith(`${target.path}/`))) {
        keys.push(String(item.columnId));
      }
      walk(item.children ?? []);
    }
  };
  walk(items);
  return keys;
}
