import { describe, expect, it } from 'vitest';
import { menuGroups, ownPath, pageOf, pagePath } from './pages';

describe('personal center paths', () => {
  it('reads the account page of a path and rewrites a path to the own id', () => {
    expect(pageOf('/personalCenter/7/account/transactionOrder')).toBe('transactionOrder');
    expect(pageOf('/personalCenter/7/account/subscriptionTotal')).toBe('subscriptionTotal');
    expect(pageOf('/personalCenter/7/account/copyOrder')).toBe('copyOrder');
    expect(pageOf('/personalCenter/7/setting/basicsV')).toBe('basicsV');
    expect(pageOf('/personalCenter/7/setting/unknown')).toBeNull();
    expect(pageOf('/personalCenter/7/account/dataindex')).toBe('dataindex');
    expect(pagePath('payV')).toBe('setting/payV');
    expect(pagePath('dataindex')).toBe('account/dataindex');
    expect(pagePath('messages')).toBe('messages');
    expect(pagePath('reviewDesk')).toBe('reviewDesk');
    expect(ownPath('/personalCenter/99/account/transactionOrder', 7)).toBe(
      '/personalCenter/7/account/transactionOrder',
    );
    expect(ownPath('/personalCenter/99', 7)).toBe('/personalCenter/7/account/transactionAnalysis');
    expect(ownPath('/personalCenter', 7)).toBe('/personalCenter/7/account/transactionAnalysis');
  });

  it('finds the community pages outside /account, attention on either tab', () => {
    expect(pageOf('/personalCenter/7/optional')).toBe('optional');
    expect(pageOf('/personalCenter/7/attention/attenOther')).toBe('attention');
    expect(pageOf('/personalCenter/7/attention/otherAtten')).toBe('attention');
    expect(pageOf('/personalCenter/7/collect')).toBe('collect');
    expect(pageOf('/personalCenter/7/account/optional')).toBeNull();
    expect(pagePath('optional')).toBe('optional');
    expect(pagePath('attention')).toBe('attention/attenOther');
    expect(pagePath('collect')).toBe('collect');
    expect(pagePath('copyOrder')).toBe('account/copyOrder');
    expect(ownPath('/personalCenter/99/attention/otherAtten', 7)).toBe(
      '/personalCenter/7/attention/otherAtten',
    );
  });

  it('lists the trader pages for traders only, and the community, wallet and settings pages for everyone', () => {
    expect(menuGroups(false).map((group) => group.pages)).toEqual([
      ['dataindex', 'transactionAnalysis', 'transactionOrder', 'accountSetting'],
      ['subscriptionTotal', 'copyOrder', 'paymentFlow', 'settlementFlow'],
      ['optional', 'attention', 'collect'],
      ['tokenManage', 'billingDetails'],
      ['invite', 'referrer', 'userReferrer'],
      ['messages', 'basicsV', 'securityV', 'infoV', 'payV', 'dealV'],
    ]);
    expect(menuGroups(true)[1]?.pages).toEqual([
      'subscriptionTotal',
      'copyOrder',
      'subscribers',
      'masterOrder',
      'paymentFlow',
      'settlementFlow',
    ]);
  });

  it('finds the wallet pages on any tab, and gives the site admin his desk', () => {
    expect(pageOf('/personalCenter/7/tokenManage/rechargeRecord')).toBe('tokenManage');
    expect(pageOf('/personalCenter/7/tokenManage/outerRecord')).toBe('tokenManage');
    expect(pageOf('/personalCenter/7/billingDetails/expend')).toBe('billingDetails');
    expect(pageOf('/personalCenter/7/walletReview')).toBe('walletReview');
    expect(pagePath('tokenManage')).toBe('tokenManage/rechargeRecord');
    expect(pagePath('billingDetails')).toBe('billingDetails/income');
    expect(pagePath('walletReview')).toBe('walletReview');
    expect(menuGroups(false, false).map((group) => group.key)).not.toContain('admin');
    const desk = menuGroups(false, true).find((group) => group.key === 'admin');
    expect(desk?.pages).toEqual([
      'siteSetting',
      'reviewDesk',
      'publicMessages',
      'mailLog',
      'walletReview',
      'partnerReview',
    ]);
    expect(pageOf('/personalCenter/7/mailLog')).toBe('mailLog');
    expect(pagePath('mailLog')).toBe('mailLog');
    expect(pageOf('/personalCenter/7/siteSetting')).toBe('siteSetting');
    expect(pagePath('siteSetting')).toBe('siteSetting');
    // The separate desks stay reachable by their paths (the review desk shows them as tabs).
    expect(pageOf('/personalCenter/7/contactReview')).toBe('contactReview');
    expect(pageOf('/personalCenter/7/complaintReview')).toBe('complaintReview');
  });

  it('leaves the wallet out where the site has none, except for the site admin', () => {
    expect(menuGroups(false, false, false).map((group) => group.key)).toEqual([
      'account',
      'copy',
      'community',
      'partners',
      'settings',
    ]);
    expect(menuGroups(false, true, false).map((group) => group.key)).toContain('wallet');
  });

  it('finds the money pages: payments, settlements, referral with their first tabs', () => {
    expect(pageOf('/personalCenter/7/paymentFlow')).toBe('paymentFlow');
    expect(pageOf('/personalCenter/7/settlementFlow')).toBe('settlementFlow');
    expect(pageOf('/personalCenter/7/invite/rebate')).toBe('invite');
    expect(pageOf('/personalCenter/7/userReferrer/management/client')).toBe('userReferrer');
    expect(pagePath('invite')).toBe('invite/inviteClient');
    expect(pagePath('userReferrer')).toBe('userReferrer/userReferrerIndex');
    expect(pagePath('complaintReview')).toBe('complaintReview');
  });
});
