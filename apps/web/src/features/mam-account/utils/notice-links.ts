import { USER_TYPE } from '@copytrade/contracts/constants';
import { MAM_PATHS } from '@/lib/paths';

/** The money pages the back office hosts, by their path under the community's personal center. */
const MONEY_PAGES: Record<string, string> = {
  'tokenManage/rechargeRecord': MAM_PATHS.rechargeRecord,
  'tokenManage/outerRecord': MAM_PATHS.outerRecord,
  'billingDetails/income': MAM_PATHS.income,
  'billingDetails/expend': MAM_PATHS.expend,
  paymentFlow: MAM_PATHS.paymentFlow,
  settlementFlow: MAM_PATHS.settlementFlow,
  walletReview: MAM_PATHS.walletReview,
  complaintReview: MAM_PATHS.complaintReview,
};

/**
 * Where a notice leads in the MAM back office. Notices carry the community site's paths (the server writes
 * one link per event: `/personalCenter/{userId}/...`); the back office has its own pages for most of them
 * (the money pages keep their search: `?paymentId=`), none for the community's, which lead nowhere ('').
 */
export function mamNoticeLink(link: string, userType: number): string {
  const trader = userType === USER_TYPE.TRADER;
  const followList = trader ? MAM_PATHS.copyList : MAM_PATHS.notMasterCopyList;
  const page = /^\/personalCenter\/\d+\/([^?#]*)/.exec(link)?.[1];
  if (page === undefined) return '';
  if (page === 'messages') return MAM_PATHS.message;
  const money = MONEY_PAGES[page];
  if (money) return `${money}${/\?[^#]*/.exec(link)?.[0] ?? ''}`;
  if (page === 'setting/infoV') return MAM_PATHS.infoV;
  if (page === 'setting/payV') return MAM_PATHS.payV;
  if (page.startsWith('setting/')) return MAM_PATHS.personSetting;
  if (page === 'account/subscriptionTotal' || page === 'account/copyOrder') return followList;
  if (page === 'account/subscribers') return trader ? MAM_PATHS.subscriptionList : '';
  if (page === 'account/accountSetting') return trader ? MAM_PATHS.trandeList : MAM_PATHS.notMasterCopyList;
  if (page === 'referrer' || page.startsWith('userReferrer/')) return trader ? MAM_PATHS.invite : '';
  return '';
}
