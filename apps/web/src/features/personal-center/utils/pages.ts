import { CENTER_PATHS, centerPath, PATHS, type CenterPath } from '@/lib/paths';
/** The personal center's account pages, under /account (spec 2, Personal center): dataindex is the overview. */
export const ACCOUNT_PAGES = [
  'dataindex',
  'transactionAnalysis',
  'transactionOrder',
  'accountSetting',
] as const;
/** Copy trading as a follower: subscriptionTotal (spec 2) and the copy orders. */
export const COPY_PAGES = ['subscriptionTotal', 'copyOrder'] as const;
/** Copy trading as a trader (userType 3; spec 2, Side menu: subscription list, copy-order list). */
export const TRADER_PAGES = ['subscribers', 'masterOrder'] as const;
/** The community side (spec 2): optional, attention (attenOther, otherAtten) and collect. */
export const SOCIAL_PAGES = ['optional', 'attention', 'collect'] as const;
/** The site admin's answers to the contact form (our own path), in the community group. */
export const CONTACT_ADMIN_PAGES = ['contactReview'] as const;
/** The USDT wallet (spec 2): tokenManage (recharge and withdrawal records) and billingDetails (income, expend). */
export const WALLET_PAGES = ['tokenManage', 'billingDetails'] as const;
/** The site admin's review of recharges and withdrawals and the ledger audit (our own path, not in the spec). */
export const WALLET_ADMIN_PAGES = ['walletReview'] as const;
/** Subscription payments (issue 6): the payer's and the trader's records, in the copy group. */
export const PAYMENT_PAGES = ['paymentFlow'] as const;
/** Weekly performance settlement (issue 6): the follower's and the trader's settlements, in the copy group. */
export const SETTLEMENT_PAGES = ['settlementFlow'] as const;
/** The site admin's desk for complained subscription payments (our own path), beside walletReview. */
export const PAYMENT_ADMIN_PAGES = ['complaintReview'] as const;
/** Referral (spec 2): invite (inviteClient, rebate), referrer, userReferrer (the partner's index and management). */
export const PARTNER_PAGES = ['invite', 'referrer', 'userReferrer'] as const;
/** The site admin's partner applications and rebate levels (our own path). */
export const PARTNER_ADMIN_PAGES = ['partnerReview'] as const;
/** Settings (spec 2, setting: dealV, basicsV, securityV, infoV, payV), under /setting, in the menu's order. */
export const SETTING_PAGES = ['basicsV', 'securityV', 'infoV', 'payV', 'dealV'] as const;
/** The signed-in user's messages inside the personal center (the same page as /aboutUs/systemMessages). */
export const MESSAGE_PAGES = ['messages'] as const;
/**
 * The site admin's desk (our own paths): one review desk for real-name, payment information, recharges and
 * withdrawals, complaints, partner applications and contact messages; public messages; the mail and SMS log
 * (messages no transport carried, newcomers' codes among them); the site settings first (brand, look,
 * texts, banners, domains, the payment settings' deposit address and CNY rate, the audit log); the wallet's
 * ledger audit and the rebate levels keep their pages.
 */
export const ADMIN_PAGES = ['siteSetting', 'reviewDesk', 'publicMessages', 'mailLog'] as const;

export type AccountPage = (typeof ACCOUNT_PAGES)[number];
export type SocialPage = (typeof SOCIAL_PAGES)[number];
export type WalletPage = (typeof WALLET_PAGES)[number] | (typeof WALLET_ADMIN_PAGES)[number];
export type PaymentPage = (typeof PAYMENT_PAGES)[number] | (typeof PAYMENT_ADMIN_PAGES)[number];
export type PartnerPage = (typeof PARTNER_PAGES)[number] | (typeof PARTNER_ADMIN_PAGES)[number];
export type SettingPage = (typeof SETTING_PAGES)[number];
export type CenterPage =
  | AccountPage
  | (typeof COPY_PAGES)[number]
  | (typeof TRADER_PAGES)[number]
  | SocialPage
  | WalletPage
  | PaymentPage
  | PartnerPage
  | (typeof SETTLEMENT_PAGES)[number]
  | (typeof CONTACT_ADMIN_PAGES)[number]
  | SettingPage
  | (typeof MESSAGE_PAGES)[number]
  | (typeof ADMIN_PAGES)[number];

const ACCOUNT_SECTION: readonly CenterPage[] = [...ACCOUNT_PAGES, ...COPY_PAGES, ...TRADER_PAGES];

/** The default page: /personalCenter/{id}/account/transactionAnalysis. */
export const DEFAULT_PAGE: AccountPage = 'transactionAnalysis';

/** A side-menu group and its pages, in menu order. */
export type MenuGroup = {
  key: 'account' | 'copy' | 'community' | 'wallet' | 'partners' | 'settings' | 'admin';
  pages: readonly CenterPage[];
};

/**
 * The menu for a user: traders also get their subscribers and their copied orders; the site admin also gets
 * his desk (the review desk, public messages, the wallet's ledger audit, partner levels). Where the site
 * has no wallet (openWallet off) the wallet pages are left out for everyone but the admin.
 */
export function menuGroups(trader: boolean, admin = false, walletOpen = true): MenuGroup[] {
  const groups: MenuGroup[] = [
    { key: 'account', pages: ACCOUNT_PAGES },
    {
      key: 'copy',
      pages: trader
        ? [...COPY_PAGES, ...TRADER_PAGES, ...PAYMENT_PAGES, ...SETTLEMENT_PAGES]
        : [...COPY_PAGES, ...PAYMENT_PAGES, ...SETTLEMENT_PAGES],
    },
    { key: 'community', pages: SOCIAL_PAGES },
    { key: 'wallet', pages: WALLET_PAGES },
    { key: 'partners', pages: PARTNER_PAGES },
    { key: 'settings', pages: [...MESSAGE_PAGES, ...SETTING_PAGES] },
  ];
  if (admin) {
    groups.push({
      key: 'admin',
      pages: [...ADMIN_PAGES, ...WALLET_ADMIN_PAGES, ...PARTNER_ADMIN_PAGES],
    });
  }
  return walletOpen || admin ? groups : groups.filter((group) => group.key !== 'wallet');
}

/** Sections that sit directly under /personalCenter/{id} (not under /account). */
const TOP_PAGES: readonly CenterPage[] = [
  ...SOCIAL_PAGES,
  ...CONTACT_ADMIN_PAGES,
  ...WALLET_PAGES,
  ...WALLET_ADMIN_PAGES,
  ...PAYMENT_PAGES,
  ...SETTLEMENT_PAGES,
  ...PAYMENT_ADMIN_PAGES,
  ...PARTNER_PAGES,
  ...PARTNER_ADMIN_PAGES,
  ...MESSAGE_PAGES,
  ...ADMIN_PAGES,
];

/** Sections whose menu entry opens their first tab. */
const FIRST_TABS: Partial<Record<CenterPage, CenterPath>> = {
  attention: 'attenOther',
  tokenManage: 'rechargeRecord',
  billingDetails: 'income',
  invite: 'inviteClient',
  userReferrer: 'userReferrerIndex',
};

/** The route-table entry a menu page opens: attention, tokenManage, billingDetails, ... open their first tab. */
export function pageTarget(page: CenterPage): CenterPath {
  return FIRST_TABS[page] ?? page;
}

/**
 * Where a page lives under /personalCenter/{id}: the account pages under /account, the settings under
 * /setting (the route table says).
 */
export function pagePath(page: CenterPage): string {
  return CENTER_PATHS[pageTarget(page)];
}

/** The page a path shows, if any. */
export function pageOf(pathname: string): CenterPage | null {
  const rest = /^\/personalCenter\/[^/]+\/(.+)$/.exec(pathname)?.[1] ?? '';
  const [section, child] = rest.split('/');
  if (section === 'account') return ACCOUNT_SECTION.find((item) => item === child) ?? null;
  if (section === 'setting') return SETTING_PAGES.find((item) => item === child) ?? null;
  return TOP_PAGES.find((item) => item === section) ?? null;
}

/** The same page under the signed-in user's own id (someone else's id is never shown). */
export function ownPath(pathname: string, userId: number): string {
  const rest = /^\/personalCenter\/[^/]+(\/.*)?$/.exec(pathname)?.[1] ?? '';
  return rest ? `${PATHS.personalCenter}/${userId}${rest}` : centerPath(userId, DEFAULT_PAGE);
}
