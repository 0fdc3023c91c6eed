import { describe, expect, it } from 'vitest';
import {
  announcementPath,
  centerPath,
  loginPath,
  mamFollowTraderPath,
  PATHS,
  squarePath,
  traderPath,
} from './paths';

describe('the route table', () => {
  it('builds the paths with parameters', () => {
    expect(centerPath(7, 'transactionAnalysis')).toBe('/personalCenter/7/account/transactionAnalysis');
    expect(centerPath(7, 'payV')).toBe('/personalCenter/7/setting/payV');
    expect(centerPath(7, 'paymentFlow', 'paymentId=3')).toBe('/personalCenter/7/paymentFlow?paymentId=3');
    expect(traderPath(12)).toBe('/community/trader/12');
    expect(traderPath(12, 'comments')).toBe('/community/trader/12?tab=comments');
    expect(squarePath('')).toBe(PATHS.square);
    expect(squarePath('sort=growth')).toBe('/community/trader?sort=growth');
    expect(announcementPath(5)).toBe('/aboutUs/announcement/announcementDetail/5');
    expect(loginPath('a b@x.test')).toBe('/login?userName=a%20b%40x.test');
  });

  it("leads to the MAM user's own follow-account list with the trade account to follow", () => {
    expect(mamFollowTraderPath(1, 63)).toBe('/user/notMasterCopyList?follow=63');
    expect(mamFollowTraderPath(3, 63)).toBe('/user/copyList?follow=63');
  });
});
