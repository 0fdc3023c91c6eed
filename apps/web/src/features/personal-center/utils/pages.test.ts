import { describe, expect, it } from 'vitest';
import { menuGroups, ownPath, pageOf } from './pages';

describe('personal center paths', () => {
  it('reads the account page of a path and rewrites a path to the own id', () => {
    expect(pageOf('/personalCenter/7/account/transactionOrder')).toBe('transactionOrder');
    expect(pageOf('/personalCenter/7/account/subscriptionTotal')).toBe('subscriptionTotal');
    expect(pageOf('/personalCenter/7/account/copyOrder')).toBe('copyOrder');
    expect(pageOf('/personalCenter/7/setting/basicsV')).toBeNull();
    expect(ownPath('/personalCenter/99/account/transactionOrder', 7)).toBe(
      '/personalCenter/7/account/transactionOrder',
    );
    expect(ownPath('/personalCenter/99', 7)).toBe('/personalCenter/7/account/transactionAnalysis');
    expect(ownPath('/personalCenter', 7)).toBe('/personalCenter/7/account/transactionAnalysis');
  });

  it('lists the trader pages for traders only', () => {
    expect(menuGroups(false).map((group) => group.pages)).toEqual([
      ['transactionAnalysis', 'transactionOrder', 'accountSetting'],
      ['subscriptionTotal', 'copyOrder'],
    ]);
    expect(menuGroups(true)[1]?.pages).toEqual([
      'subscriptionTotal',
      'copyOrder',
      'subscribers',
      'masterOrder',
    ]);
  });
});
