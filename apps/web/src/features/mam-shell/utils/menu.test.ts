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

  it("lights the page's entry, and a detail or settings tab lights its list", () => {
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
  });
});
