import { USER_TYPE } from '@copytrade/contracts/constants';
import { MAM_PATHS, type MamPath } from '@/lib/paths';

/** A page of the MAM side menu (its key is the page's name in MAM_PATHS). */
export type MamMenuPage =
  | 'userCenter'
  | 'message'
  | 'invite'
  | 'otherSetting'
  | 'trandeList'
  | 'copyList'
  | 'subscriptionList'
  | 'orderSsupervisorList'
  | 'notMasterCopyList'
  | 'tokenManage'
  | 'billingDetails'
  | 'paymentFlow'
  | 'settlementFlow'
  | 'walletReview'
  | 'complaintReview';

export type MamMenuGroup = 'accounts' | 'funds';

export type MamMenuEntry =
  { kind: 'page'; key: MamMenuPage } | { kind: 'group'; key: MamMenuGroup; pages: MamMenuPage[] };

/** The site's money switches (getSiteOtherInfo): which fund pages it has; `admin`: the site admin's desks. */
export type MamMoney = { openWallet: boolean; openSettlement: boolean; admin?: boolean };

/** The account-management group of a trader (spec 2, Side menu). */
const TRADER_ACCOUNTS: MamMenuPage[] = ['trandeList', 'copyList', 'subscriptionList', 'orderSsupervisorList'];

/**
 * The side menu by role (spec 2 and 6). A trader (userType 3): home, account management (trade accounts,
 * follow accounts, subscription list, copy-order list), messages, invite, settings. Anyone else: follow
 * accounts, messages, settings. Each starts with the page "personal center" opens.
 */
export function mamMenu(userType: number, money?: MamMoney): MamMenuEntry[] {
  const funds = fundsGroup(money);
  if (userType === USER_TYPE.TRADER) {
    return [
      { kind: 'page', key: 'userCenter' },
      { kind: 'group', key: 'accounts', pages: TRADER_ACCOUNTS },
      ...funds,
      { kind: 'page', key: 'message' },
      { kind: 'page', key: 'invite' },
      { kind: 'page', key: 'otherSetting' },
    ];
  }
  return [
    { kind: 'page', key: 'notMasterCopyList' },
    ...funds,
    { kind: 'page', key: 'message' },
    { kind: 'page', key: 'otherSetting' },
  ];
}

/**
 * Funds (issue 15; the spec's MAM menu names no money page, but a MAM site's traders may charge fees):
 * subscription payments always, the wallet and its ledger where the site's wallet is on, the weekly
 * settlement where settlement is on; for the site admin, the review desks of recharges and withdrawals and
 * of payment complaints. Nothing until the site's switches are known.
 */
function fundsGroup(money: MamMoney | undefined): MamMenuEntry[] {
  if (!money) return [];
  const pages: MamMenuPage[] = [
    ...(money.openWallet ? (['tokenManage', 'billingDetails'] as const) : []),
    'paymentFlow',
    ...(money.openSettlement ? (['settlementFlow'] as const) : []),
    ...(money.admin
      ? [...(money.openWallet ? (['walletReview'] as const) : []), 'complaintReview' as const]
      : []),
  ];
  return [{ kind: 'group', key: 'funds', pages }];
}

/** Every page of a menu, groups flattened. */
export function menuPages(entries: readonly MamMenuEntry[]): MamMenuPage[] {
  return entries.flatMap((entry) => (entry.kind === 'group' ? entry.pages : [entry.key]));
}

/** Pages that are not in the menu and light up their list's entry. */
const OWNER_OF: Partial<Record<MamPath, MamMenuPage>> = {
  tradeDetail: 'trandeList',
  copyDetail: 'copyList',
  notMasterCopyDetail: 'notMasterCopyList',
  personSetting: 'otherSetting',
  infoV: 'otherSetting',
  payV: 'otherSetting',
  siteSetting: 'otherSetting',
  rechargeRecord: 'tokenManage',
  outerRecord: 'tokenManage',
  income: 'billingDetails',
  expend: 'billingDetails',
};

/** The menu entry that is lit on `pathname` (a detail page lights its list), or null. */
export function selectedMenuPage(pathname: string): MamMenuPage | null {
  const path = pathname.replace(/\/+$/, '');
  const found = (Object.keys(MAM_PATHS) as MamPath[]).find(
    (key) => key !== 'user' && MAM_PATHS[key].startsWith(`${MAM_PATHS.user}/`) && MAM_PATHS[key] === path,
  );
  if (!found) return null;
  return OWNER_OF[found] ?? (found as MamMenuPage);
}

/** Where a menu page leads (settings open their first tab). */
export function menuTarget(page: MamMenuPage): string {
  if (page === 'otherSetting') return MAM_PATHS.personSetting;
  if (page === 'tokenManage') return MAM_PATHS.rechargeRecord;
  if (page === 'billingDetails') return MAM_PATHS.income;
  return MAM_PATHS[page];
}
