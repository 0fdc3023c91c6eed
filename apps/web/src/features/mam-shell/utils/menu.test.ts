import { describe, expect, it } from 'vitest';
import { MAM_PATHS } from '@/lib/paths';
import { mamMenu, menuPages, menuTarget, selectedMenuPage } from './menu';

describe('the MAM side menu by role (spec 2, Side menu)', () => {
  it('gives a trader home, account management with its four pages, messages, invite and settings', () => {
    const menu = mamMenu(3);
    expect(menu.map((entry) => entry.key)).toEqual([
      'userCenter',
      'accounts',
      'message',
      'invite',
      'otherSetting',
    ]);
    expect(menu.find((entry) => entry.kind === 'group')).toEqual({
      kind: 'group',
      key: 'accounts',
      pages: ['trandeList', 'copyList', 'subscriptionList', 'orderSsupervisorList'],
    });
  });

  it('gives anyone else follow accounts, messages and settings only', () => {
    for (const userType of [0, 1, 2]) {
      expect(menuPages(mamMenu(userType))).toEqual(['notMasterCopyList', 'message', 'otherSetting']);
    }
  });

  it("adds the funds the site's switches offer once they are known: payments always", () => {
    expect(menuPages(mamMenu(1, { openWallet: false, openSettlement: false }))).toEqual([
      'notMasterCopyList',
      'paymentFlow',
      'message',
      'otherSetting',
    ]);
    const trader = mamMenu(3, { openWallet: true, openSettlement: true });
    expect(trader.map((entry) => entry.key)).toEqual([
      'userCenter',
      'accounts',
      'funds',
      'message',
      'invite',
      'otherSetting',
    ]);
    expect(trader[2]).toEqual({
      kind: 'group',
      key: 'funds',
      pages: ['tokenManage', 'billingDetails', 'paymentFlow', 'settlementFlow'],
    });
    // The site admin also reviews recharges and withdrawals (with a wallet) and payment complaints.
    expect(menuPages(mamMenu(1, { openWallet: true, openSettlement: false, admin: true }))).toContain(
      'walletReview',
    );
    expect(menuPages(mamMenu(1, { openWallet: false, openSettlement: false, admin: true }))).toEqual([
      'notMasterCopyList',
      'paymentFlow',
      'complaintReview',
      'message',
      'otherSetting',
    ]);
  });

  it("lights the page's entry, and a detail or settings tab lights its list", () => {
    expect(selectedMenuPage('/user/tokenManage/outerRecord')).toBe('tokenManage');
    expect(selectedMenuPage('/user/billingDetails/expend')).toBe('billingDetails');
    expect(selectedMenuPage('/user/otherSetting/payV')).toBe('otherSetting');
    expect(selectedMenuPage('/user/paymentFlow')).toBe('paymentFlow');
    expect(selectedMenuPage('/user/userCenter')).toBe('userCenter');
    expect(selectedMenuPage('/user/tradeDetail')).toBe('trandeList');
    expect(selectedMenuPage('/user/copyDetail')).toBe('copyList');
    expect(selectedMenuPage('/user/notMasterCopyDetail/')).toBe('notMasterCopyList');
    expect(selectedMenuPage('/user/otherSetting/siteSetting')).toBe('otherSetting');
    expect(selectedMenuPage('/user/nothing')).toBeNull();
    expect(selectedMenuPage('/login')).toBeNull();
  });

  it('opens settings on their first tab', () => {
    expect(menuTarget('otherSetting')).toBe(MAM_PATHS.personSetting);
    expect(menuTarget('orderSsupervisorList')).toBe('/user/orderSsupervisorList');
    expect(menuTarget('tokenManage')).toBe(MAM_PATHS.rechargeRecord);
    expect(menuTarget('billingDetails')).toBe(MAM_PATHS.income);
  });
});
