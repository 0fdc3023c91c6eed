import type { CallTwins } from '@/lib/api-client';

/**
 * The site settings' calls as a MAM shell makes them (their /mam/main/ twins, the same definitions): a
 * shell's twin table spreads this in (app/routes), so the page calls /mam/main/... on a MAM site.
 */
export const SITE_SETTINGS_CALL_TWINS: CallTwins = {
  adminQuerySiteSettings: 'mamAdminQuerySiteSettings',
  adminUpdateSiteSettings: 'mamAdminUpdateSiteSettings',
  updateBrandInfo: 'mamUpdateBrandInfo',
  updateDomainName: 'mamUpdateDomainName',
  adminQuerySiteBanners: 'mamAdminQuerySiteBanners',
  addBanner: 'mamAddBanner',
  updateBanner: 'mamUpdateBanner',
  deleteBanner: 'mamDeleteBanner',
  adminSortSiteBanners: 'mamAdminSortSiteBanners',
  adminQuerySiteAudit: 'mamAdminQuerySiteAudit',
  adminAddSiteDomain: 'mamAdminAddSiteDomain',
  adminCheckSiteDomain: 'mamAdminCheckSiteDomain',
  adminRemoveSiteDomain: 'mamAdminRemoveSiteDomain',
  adminUploadSiteImage: 'mamAdminUploadSiteImage',
  adminQueryMetaApi: 'mamAdminQueryMetaApi',
  adminUpdateMetaApi: 'mamAdminUpdateMetaApi',
};
