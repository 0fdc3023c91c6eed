import { USER_TYPE } from '@copytrade/contracts/constants';
import { MAM_PATHS } from '@/lib/paths';

/**
 * Where a notice leads in the MAM back office. Notices carry the community site's paths (the server writes
 * one link per event: `/personalCenter/{userId}/...`); the back office has its own pages for some of them
 * and none for the rest (wallet, payments, settlement, community), which then lead nowhere ('').
 */
export function mamNoticeLink(link: string, userType: number): string {
  const trader = userType === USER_TYPE.TRADER;
  const followList = trader ? MAM_PATHS.copyList : MAM_PATHS.notMasterCopyList;
  const page = /^\/personalCenter\/\d+\/([^?#]*)/.exec(link)?.[1];
  if (page === undefined) return '';
  if (page === 'messages') return MAM_PATHS.message;
  if (page.startsWith('setting/')) return MAM_PATHS.personSetting;
  if (page === 'account/subscriptionTotal' || page === 'account/copyOrder') return followList;
  if (page === 'account/subscribers') return trader ? MAM_PATHS.subscriptionList : '';
  if (page === 'account/accountSetting') return trader ? MAM_PATHS.trandeList : MAM_PATHS.notMasterCopyList;
  if (page === 'referrer' || page.startsWith('userReferrer/')) return trader ? MAM_PATHS.invite : '';
  return '';
}
