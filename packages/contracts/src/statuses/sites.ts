import { defineStatuses } from './define';

/** The site itself (21xxx). */
export const sitesStatuses = defineStatuses({
  SITE_UNAVAILABLE: {
    code: 21001,
    http: 403,
    meaning: 'The site is disabled or outside its validity period.',
    text: {
      zh_CN: '站点已停用或已过期',
      en_US: 'This site is disabled or has expired',
      zh_Hant: '站點已停用或已過期',
    },
  },
});
