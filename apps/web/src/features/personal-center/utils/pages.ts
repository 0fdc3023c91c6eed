/** The personal center's account pages built so far, under /account (spec 2, Personal center). */
export const ACCOUNT_PAGES = ['transactionAnalysis', 'transactionOrder', 'accountSetting'] as const;
/** Copy trading as a follower: subscriptionTotal (spec 2) and the copy orders. */
export const COPY_PAGES = ['subscriptionTotal', 'copyOrder'] as const;
/** Copy trading as a trader (userType 3; spec 2, Side menu: subscription list, copy-order list). */
export const TRADER_PAGES = ['subscribers', 'masterOrder'] as const;
/** The community side (spec 2): optional, attention (attenOther, otherAtten) and collect. */
export const SOCIAL_PAGES = ['optional', 'attention', 'collect'] as const;
/** The USDT wallet (spec 2): tokenManage (recharge and withdrawal records) and billingDetails (income, expend). */
export const WALLET_PAGES = ['tokenManage', 'billingDetails'] as const;
/** The site admin's review of recharges and withdrawals and the ledger audit (our own path, not in the spec). */
export const WALLET_ADMIN_PAGES = ['walletReview'] as const;

export type AccountPage = (typeof ACCOUNT_PAGES)[number];
export type SocialPage = (typeof SOCIAL_PAGES)[number];
export type WalletPage = (typeof WALLET_PAGES)[number] | (typeof WALLET_ADMIN_PAGES)[number];
export type CenterPage =
  AccountPage | (typeof COPY_PAGES)[number] | (typeof TRADER_PAGES)[number] | SocialPage | WalletPage;

const ACCOUNT_SECTION: readonly CenterPage[] = [...ACCOUNT_PAGES, ...COPY_PAGES, ...TRADER_PAGES];

/** The default page: /personalCenter/{id}/account/transactionAnalysis. */
export const DEFAULT_PAGE: AccountPage = 'transactionAnalysis';

/** A side-menu group and its pages, in menu order. */
export type MenuGroup = { key: 'account' | 'copy' | 'community' | 'wallet'; pages: readonly CenterPage[] };

/**
 * The menu for a user: traders also get their subscribers and their copied orders; the site admin also gets
 * the wallet review.
 */
export function menuGroups(trader: boolean, admin = false): MenuGroup[] {
  return [
    { key: 'account', pages: ACCOUNT_PAGES },
    { key: 'copy', pages: trader ? [...COPY_PAGES, ...TRADER_PAGES] : COPY_PAGES },
    { key: 'community', pages: SOCIAL_PAGES },
    { key: 'wallet', pages: admin ? [...WALLET_PAGES, ...WALLET_ADMIN_PAGES] : WALLET_PAGES },
  ];
}

/** Sections that sit directly under /personalCenter/{id} (not under /account). */
const TOP_PAGES: readonly CenterPage[] = [...SOCIAL_PAGES, ...WALLET_PAGES, ...WALLET_ADMIN_PAGES];

/**
 * Where a page lives under /personalCenter/{id}: the account pages under /account; attention, tokenManage
 * and billingDetails open their first tab.
 */
export function pagePath(page: CenterPage): string {
  if (page === 'attention') return 'attention/attenOther';
  if (page === 'tokenManage') return 'tokenManage/rechargeRecord';
  if (page === 'billingDetails') return 'billingDetails/income';
  return TOP_PAGES.includes(page) ? page : `account/${page}`;
}

/** The page a path shows, if any. */
export function pageOf(pathname: string): CenterPage | null {
  const rest = /^\/personalCenter\/[^/]+\/(.+)$/.exec(pathname)?.[1] ?? '';
  const [section, child] = rest.split('/');
  if (section === 'account') return ACCOUNT_SECTION.find((item) => item === child) ?? null;
  return TOP_PAGES.find((item) => item === section) ?? null;
}

/** The same page under the signed-in user's own id (someone else's id is never shown). */
export function ownPath(pathname: string, userId: number): string {
  const rest = /^\/personalCenter\/[^/]+(\/.*)?$/.exec(pathname)?.[1] ?? '';
  return `/personalCenter/${userId}${rest || `/account/${DEFAULT_PAGE}`}`;
}
