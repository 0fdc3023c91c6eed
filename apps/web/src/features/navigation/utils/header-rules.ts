import type { Locale } from '@copytrade/contracts/locale';
import type { MenuItem } from '@copytrade/contracts/site';
import { PATHS } from '@/lib/paths';

/** Spec 2, Shared header: pages that draw their own full-screen layout without the shared header. */
export const HEADERLESS_PATHS: readonly string[] = [PATHS.forgetPassword, PATHS.register, PATHS.login];
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
  if (front === PATHS.root) return { kind: 'route', path: PATHS.home };
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

/**
 * Sections whose pages all belong to one menu entry, whichever of its pages that entry opens: a menu item
 * "/community/communityRecommend" stays lit on /community/trader and on a trader's profile.
 */
export const MENU_SECTIONS: readonly string[] = [PATHS.community];

function sectionOf(path: string): string | undefined {
  return MENU_SECTIONS.find((section) => path === section || path.startsWith(`${section}/`));
}

const isUnder = (path: string, target: string) => path === target || path.startsWith(`${target}/`);

/**
 * The menu keys to mark selected: every route item whose path is the page or a parent of it. When none is
 * and the page is in a section, the section's items nearest the top of the menu are marked instead.
 */
export function selectedMenuKeys(items: readonly MenuItem[], pathname: string): string[] {
  const current = highlightPath(pathname);
  const keys: string[] = [];
  const walk = (list: readonly MenuItem[]) => {
    for (const item of list) {
      const target = menuTarget(item);
      if (target.kind === 'route' && isUnder(current, target.path)) keys.push(String(item.columnId));
      walk(item.children ?? []);
    }
  };
  walk(items);
  const section = sectionOf(current);
  if (keys.length > 0 || section === undefined) return keys;
  for (
    let level: readonly MenuItem[] = items;
    level.length > 0;
    level = level.flatMap((item) => item.children ?? [])
  ) {
    const inSection = level.filter((item) => {
      const target = menuTarget(item);
      return target.kind === 'route' && sectionOf(target.path) === section;
    });
    if (inSection.length > 0) return inSection.map((item) => String(item.columnId));
  }
  return keys;
}
