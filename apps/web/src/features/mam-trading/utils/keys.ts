import { USER_SCOPE } from '@/lib/query-client';

/** The MAM back office's query keys: all the signed-in user's (dropped at login and logout). */
const ALL = [USER_SCOPE, 'mam'] as const;

export const MAM_KEYS = {
  all: ALL,
  indexTable: [...ALL, 'index-table'],
  statistics: [...ALL, 'statistics'],
  profitSeries: [...ALL, 'profit-series'],
  masterList: [...ALL, 'master-list'],
  followList: [...ALL, 'follow-list'],
  masterData: [...ALL, 'master-data'],
  copyData: [...ALL, 'copy-data'],
  copyInfo: [...ALL, 'copy-info'],
  copyProfit: [...ALL, 'copy-profit'],
  trend: [...ALL, 'trend'],
  masterAll: [...ALL, 'master-all'],
  subscriberAccounts: [...ALL, 'subscriber-accounts'],
  signals: [...ALL, 'signals'],
  siteTraders: [...ALL, 'site-traders'],
  indicators: [...ALL, 'indicators'],
} as const;
