/** The personal center's pages built so far, all under /account (spec 2, Personal center). */
export const ACCOUNT_PAGES = ['transactionAnalysis', 'transactionOrder', 'accountSetting'] as const;
/** Copy trading as a follower: subscriptionTotal (spec 2) and the copy orders. */
export const COPY_PAGES = ['subscriptionTotal', 'copyOrder'] as const;
/** Copy trading as a trader (userType 3; spec 2, Side menu: subscription list, copy-order list). */
export const TRADER_PAGES = ['subscribers', 'masterOrder'] as const;

export type AccountPage = (typeof ACCOUNT_PAGES)[number];
export type CenterPage = AccountPage | (typeof COPY_PAGES)[number] | (typeof TRADER_PAGES)[number];

const ALL_PAGES: readonly CenterPage[] = [...ACCOUNT_PAGES, ...COPY_PAGES, ...TRADER_PAGES];

/** The default page: /personalCenter/{id}/account/transactionAnalysis. */
export const DEFAULT_PAGE: AccountPage = 'transactionAnalysis';

/** A side-menu group and its pages, in menu order. */
export type MenuGroup = { key: 'account' | 'copy'; pages: readonly CenterPage[] };

/** The menu for a user: traders also get their subscribers and their copied orders. */
export function menuGroups(trader: boolean): MenuGroup[] {
  return [
    { key: 'account', pages: ACCOUNT_PAGES },
    { key: 'copy', pages: trader ? [...COPY_PAGES, ...TRADER_PAGES] : COPY_PAGES },
  ];
}

/** The page a path shows, if any. */
export function pageOf(pathname: string): CenterPage | null {
  const match = /^\/personalCenter\/[^/]+\/account\/([^/]+)/.exec(pathname);
  const page = match?.[1];
  return ALL_PAGES.find((item) => item === page) ?? null;
}

/** The same page under the signed-in user's own id (someone else's id is never shown). */
export function ownPath(pathname: string, userId: number): string {
  const rest = /^\/personalCenter\/[^/]+(\/.*)?$/.exec(pathname)?.[1] ?? '';
  return `/personalCenter/${userId}${rest || `/account/${DEFAULT_PAGE}`}`;
}
