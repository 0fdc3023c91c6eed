import type { MenuItem } from '@copytrade/contracts/site';
import { PATHS } from '@/lib/paths';

/**
 * The hash-mode site's own paths (spec 2, Hash-mode variant; siteType 3), spelled as the spec spells them.
 * Pages it shares with the public site keep their public paths (PATHS) in its table as well.
 */
export const HASH_PATHS = {
  home: '/home',
  messages: '/messages',
  systemMessages: '/messages/systemMessages',
  announcement: '/messages/announcement',
  announcementDetail: '/messages/announcement/announcementDetail/:id?',
  marketDynamics: '/marketDynamics',
  calculator: '/marketDynamics/calculator',
  financeCalendar: '/marketDynamics/financeCalendar',
  timeTelegram: '/marketDynamics/timeTelegram',
  /** The strategy square with its ranking. */
  strategy: '/strategy',
  /** The community square: today's stars, the preset rankings and the live feeds. */
  square: '/square',
  about: '/about',
  foreignexchange: '/about/foreignexchange',
  copyinvest: '/about/copyinvest',
  traders: '/about/traders',
  copy: '/about/copy',
  customer: '/customer',
  problem: '/customer/problem',
  partner: '/customer/partner',
  contactUs: '/customer/contactUs',
  addOrBind: '/customer/addOrBingNewAccount',
  iframeStrategy: '/iframeStrategy',
} as const;

/**
 * Public-site paths (the server menu, shared components' links) and where the hash site shows the same page.
 * Paths not named here are routes of the hash site as they are (trader profile, college, downloads, ...).
 */
export const PUBLIC_TO_HASH: Readonly<Record<string, string>> = {
  [PATHS.community]: HASH_PATHS.strategy,
  [PATHS.communityRecommend]: HASH_PATHS.square,
  [PATHS.square]: HASH_PATHS.strategy,
  [PATHS.tools]: HASH_PATHS.marketDynamics,
  [PATHS.calculator]: HASH_PATHS.calculator,
  [PATHS.financeCalendar]: HASH_PATHS.financeCalendar,
  [PATHS.timeTelegram]: HASH_PATHS.timeTelegram,
  [PATHS.contactUs]: HASH_PATHS.contactUs,
  [PATHS.systemMessages]: HASH_PATHS.systemMessages,
  [PATHS.announcement]: HASH_PATHS.announcement,
  [PATHS.announcementList]: HASH_PATHS.announcement,
  [`${PATHS.aboutUs}/faq`]: HASH_PATHS.problem,
  [PATHS.partner]: HASH_PATHS.partner,
  [PATHS.addOrBind]: HASH_PATHS.addOrBind,
  [PATHS.bindAccount]: HASH_PATHS.addOrBind,
};

/** Where the hash site shows a public path ('/tools/calculator' -> '/marketDynamics/calculator'). */
export function hashPathOf(path: string): string {
  const [bare = '', search] = path.split('?', 2);
  const trimmed = bare.replace(/\/+$/, '') || '/';
  const mapped = PUBLIC_TO_HASH[trimmed] ?? bare;
  return search === undefined ? mapped : `${mapped}?${search}`;
}

/** The server menu with its public-site front URLs moved to the hash site's pages. */
export function hashMenu(items: readonly MenuItem[]): MenuItem[] {
  return items.map((item) => ({
    ...item,
    frontUrl: item.frontUrl ? hashPathOf(item.frontUrl) : item.frontUrl,
    children: hashMenu(item.children ?? []),
  }));
}

/** Spec 2, Hash-mode variant: the footer shows only under tools, aboutUs, personalCenter or marketDynamics. */
export const FOOTER_SECTIONS: readonly string[] = [
  PATHS.tools,
  PATHS.aboutUs,
  PATHS.personalCenter,
  HASH_PATHS.marketDynamics,
];

export function showsHashFooter(pathname: string): boolean {
  return FOOTER_SECTIONS.some((section) => pathname === section || pathname.startsWith(`${section}/`));
}

/**
 * A full page load of a real path on the hash site (`/personalCenter/5/...` from window.open, an old link)
 * becomes the same page on hash history: `/#<path><search>`. Null when the address needs no change.
 */
export function hashAddressOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string | null {
  const path = location.pathname.replace(/\/index\.html$/, '/');
  if (path === '/' || location.hash.startsWith('#/')) return null;
  return `/#${path}${location.search}`;
}

/** Moves a real path into the hash before the hash router reads the address (called once at boot). */
export function moveRealPathIntoHash(): void {
  const next = hashAddressOf(window.location);
  if (next !== null) window.history.replaceState(window.history.state, '', next);
}
