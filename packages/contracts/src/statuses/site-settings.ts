import { defineStatuses } from './define';

/** The site admin's settings: domains and banners (212xx; a domain in use is the operator table's 35005). */
export const siteSettingsStatuses = defineStatuses({
  SITE_DOMAIN_LIMIT: {
    code: 21202,
    http: 409,
    meaning: 'The site already has the most domains it may have.',
    text: {
      zh_CN: '每个站点最多 {max} 个域名',
      en_US: 'A site can have at most {max} domains',
      zh_Hant: '每個站點最多 {max} 個域名',
    },
  },
  SITE_DOMAIN_LAST: {
    code: 21203,
    http: 409,
    meaning: "The site's last domain cannot be removed.",
    text: {
      zh_CN: '站点至少需要保留一个域名',
      en_US: 'The site must keep at least one domain',
      zh_Hant: '站點至少需要保留一個域名',
    },
  },
  SITE_BANNER_LIMIT: {
    code: 21204,
    http: 409,
    meaning: 'The site already has the most banners it may have.',
    text: {
      zh_CN: '每个站点最多 {max} 个横幅',
      en_US: 'A site can have at most {max} banners',
      zh_Hant: '每個站點最多 {max} 個橫幅',
    },
  },
});
