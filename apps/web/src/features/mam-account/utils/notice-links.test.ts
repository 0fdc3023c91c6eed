import { describe, expect, it } from 'vitest';
import { mamNoticeLink } from './notice-links';

describe("a notice's link in the MAM back office", () => {
  it('leads to the back office page of the same thing, by role', () => {
    expect(mamNoticeLink('/personalCenter/7/account/subscribers', 3)).toBe('/user/subscriptionList');
    expect(mamNoticeLink('/personalCenter/7/account/subscriptionTotal', 3)).toBe('/user/copyList');
    expect(mamNoticeLink('/personalCenter/7/account/subscriptionTotal', 1)).toBe('/user/notMasterCopyList');
    expect(mamNoticeLink('/personalCenter/7/account/copyOrder?subscriptionId=4&tab=skipped', 1)).toBe(
      '/user/notMasterCopyList',
    );
    expect(mamNoticeLink('/personalCenter/7/setting/payV', 1)).toBe('/user/otherSetting/payV');
    expect(mamNoticeLink('/personalCenter/7/setting/basicsV', 1)).toBe('/user/otherSetting/personSetting');
    expect(mamNoticeLink('/personalCenter/7/paymentFlow?paymentId=9', 1)).toBe(
      '/user/paymentFlow?paymentId=9',
    );
    expect(mamNoticeLink('/personalCenter/7/tokenManage/rechargeRecord', 3)).toBe(
      '/user/tokenManage/rechargeRecord',
    );
    expect(mamNoticeLink('/personalCenter/7/settlementFlow', 1)).toBe('/user/settlementFlow');
    expect(mamNoticeLink('/personalCenter/7/messages', 1)).toBe('/user/message');
    expect(mamNoticeLink('/personalCenter/7/referrer', 3)).toBe('/user/invite');
  });

  it('leads nowhere where the back office has no such page', () => {
    expect(mamNoticeLink('/personalCenter/7/optional', 3)).toBe('');
    expect(mamNoticeLink('/personalCenter/7/account/subscribers', 1)).toBe('');
    expect(mamNoticeLink('/community/trader/12?tab=comments', 3)).toBe('');
    expect(mamNoticeLink('', 3)).toBe('');
  });
});
