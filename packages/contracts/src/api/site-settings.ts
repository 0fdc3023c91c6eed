import { metaApiSettingsSchema, updateMetaApiSettingsBodySchema } from '../connections';
import { endpoint, fileEndpoint, noQuery } from '../endpoint';
import {
  addBannerBodySchema,
  addSiteDomainBodySchema,
  bannerSchema,
  siteAuditEntrySchema,
  siteAuditQuerySchema,
  siteBannerSchema,
  siteDomainCheckSchema,
  setSiteDomainLookBodySchema,
  siteDomainIdBodySchema,
  siteDomainSchema,
  siteImageQuerySchema,
  siteImageResultSchema,
  siteRowParamsSchema,
  siteSettingsSchema,
  sortBannersBodySchema,
  updateBannerBodySchema,
  updateBrandInfoBodySchema,
  updateDomainNameBodySchema,
  updateSiteSettingsBodySchema,
  uploadSiteImageBodySchema,
} from '../site-settings';

/*
 * The site admin's settings (server: apps/server/src/modules/sites, site-settings.*): the settings page,
 * banners, domains, site images and the audit log. Each admin call is under /community/api/ and has its
 * /mam/main/ twin (the same handler), so both shells use them; the spec's MAM calls (updateBrandInfo,
 * updateDomainName, addBanner, updateBanner, deleteBanner, getBannerList) keep the spec's paths there.
 */

const tags = ['site'] as const;
const ADMIN_ONLY = "The site's admin only: anyone else gets 25007 (403); another site's rows answer 404.";
const AUDITED = 'Audited in the site audit log (changed fields before and after) in the same transaction.';

const adminQueryMetaApi = endpoint({
  method: 'GET',
  path: '/community/api/adminQueryMetaApi',
  tags,
  summary: "The site's MetaApi cloud connection (never the token itself)",
  description: `${ADMIN_ONLY} Whether a token is set (its last four characters), the region, whether the server has the MetaApi SDK installed, and how many live accounts use it.`,
  response: metaApiSettingsSchema,
});

const adminUpdateMetaApi = endpoint({
  method: 'POST',
  path: '/community/api/adminUpdateMetaApi',
  tags,
  summary: "Set, change or clear the site's MetaApi token and region",
  description: `${ADMIN_ONLY} ${AUDITED} The token is stored sealed and never sent back; leaving it out keeps the current one; \`clear\` turns MetaApi off (refused with 22013, 409, while live accounts use it). The site's MetaApi client is built again on the next call.`,
  body: updateMetaApiSettingsBodySchema,
  response: metaApiSettingsSchema,
});

const adminQuerySiteSettings = endpoint({
  method: 'GET',
  path: '/community/api/adminQuerySiteSettings',
  tags,
  summary: "The site's settings as its admin edits them",
  description: `${ADMIN_ONLY} Every operator-facing field of spec 3 Site info (texts in all three languages), the footer groups, the domains with their last check, the platform limits (shown, not editable here) and the colour pairs below WCAG AA.`,
  query: noQuery,
  response: siteSettingsSchema,
});

const adminUpdateSiteSettings = endpoint({
  method: 'PUT',
  path: '/community/api/adminUpdateSiteSettings',
  tags,
  summary: "Change the site's settings",
  description: `${ADMIN_ONLY} Any subset of the settings; a field not sent keeps its value. Refused with 40000 and field errors (nothing changes): a colour that is not #rgb / #rrggbb, a font not in the list, a default language not offered, a statistics script that is not https, a link that is neither an in-site path nor http(s), an image that is not one of this site's uploaded site images, a TRC20 address whose checksum fails. Platform fields (copyMaxNumber, masterMaxNumber, validity, version) are not accepted: any unknown field refuses the whole body. Poor contrast is a warning in the answer, not a refusal. ${AUDITED} Takes effect at once (the site's resolver entries are dropped).`,
  body: updateSiteSettingsBodySchema,
  response: siteSettingsSchema,
});

const updateBrandInfo = endpoint({
  method: 'PUT',
  path: '/community/api/updateBrandInfo',
  tags,
  summary: "Change the site's brand: names, logos, colours and font",
  description: `${ADMIN_ONLY} The brand subset of adminUpdateSiteSettings, refused the same way (40000 with field errors). ${AUDITED}`,
  body: updateBrandInfoBodySchema,
  response: siteSettingsSchema,
});

const updateDomainName = endpoint({
  method: 'PUT',
  path: '/community/api/updateDomainName',
  tags,
  summary: "Set the site's primary domain",
  description: `${ADMIN_ONLY} A lower-case host with an optional port (40000 otherwise). A domain the site has not got yet is added first: used by any site 35005 (409), more than 20 domains 21202. ${AUDITED}`,
  body: updateDomainNameBodySchema,
  response: siteDomainSchema,
});

const getBannerList = endpoint({
  method: 'GET',
  path: '/community/front/getBannerList',
  tags,
  summary: "The site's banners for the reader's language",
  description:
    "Public. The enabled banners of the request's site for the reader's language (the `language` header) and those for every language, in the admin's order.",
  query: noQuery,
  response: bannerSchema,
});

const adminQuerySiteBanners = endpoint({
  method: 'GET',
  path: '/community/api/adminQuerySiteBanners',
  tags,
  summary: 'Every banner of the site, for its admin',
  description: `${ADMIN_ONLY} Enabled and disabled, every language, in order.`,
  query: noQuery,
  response: siteBannerSchema,
});

const addBanner = endpoint({
  method: 'POST',
  path: '/community/api/addBanner',
  tags,
  summary: 'Add a banner',
  description: `${ADMIN_ONLY} An uploaded site image and/or a title (one is required), an optional link (in-site path or http(s)), a language ('' for all); it goes last. 40000 with field errors for bad input; more than 20 banners: 21204 (409). ${AUDITED}`,
  body: addBannerBodySchema,
  response: siteBannerSchema,
});

const updateBanner = endpoint({
  method: 'PUT',
  path: '/community/api/updateBanner',
  tags,
  summary: 'Change a banner',
  description: `${ADMIN_ONLY} Any of image, link, title, language, enabled. 40000 with field errors for bad input; a banner of another site or none: 404. ${AUDITED}`,
  body: updateBannerBodySchema,
  response: siteBannerSchema,
});

const deleteBanner = endpoint({
  method: 'DELETE',
  path: '/community/api/deleteBanner/:id',
  tags,
  summary: 'Delete a banner',
  description: `${ADMIN_ONLY} A banner of another site or none: 404. ${AUDITED}`,
  params: siteRowParamsSchema,
  response: siteBannerSchema,
});

const adminSortSiteBanners = endpoint({
  method: 'PUT',
  path: '/community/api/adminSortSiteBanners',
  tags,
  summary: "Put the site's banners in a new order",
  description: `${ADMIN_ONLY} The ids of every banner of the site, each once, in the new order (40000 otherwise). ${AUDITED}`,
  body: sortBannersBodySchema,
  response: siteBannerSchema,
});

const adminQuerySiteAudit = endpoint({
  method: 'GET',
  path: '/community/api/adminQuerySiteAudit',
  tags,
  summary: "The site's audit log",
  description: `${ADMIN_ONLY} Newest first, paged: who changed what and when, the changed fields before and after.`,
  query: siteAuditQuerySchema,
  response: siteAuditEntrySchema,
});

const adminAddSiteDomain = endpoint({
  method: 'POST',
  path: '/community/api/adminAddSiteDomain',
  tags,
  summary: 'Add a domain the site answers on',
  description: `${ADMIN_ONLY} A host with an optional port, lower-cased (40000 otherwise); used by any site (this one included): 35005 (409); at most 20 per site: 21202 (409). The resolver answers on it at once. Answers the site's domains. ${AUDITED}`,
  body: addSiteDomainBodySchema,
  response: siteDomainSchema,
});

const adminSetSiteDomainLook = endpoint({
  method: 'POST',
  path: '/community/api/adminSetSiteDomainLook',
  tags,
  summary: 'Choose what one of the domains shows: a template or the hash-mode site',
  description: `${ADMIN_ONLY} Community sites only (a MAM site: 40000 on look). look is t1-t4 (a template of the public site), hash (the hash-mode site) or null (the site's own type and template); the data is the site's on every domain. A domain of another site or none: 404. Answers the site's domains. ${AUDITED}`,
  body: setSiteDomainLookBodySchema,
  response: siteDomainSchema,
});

const adminCheckSiteDomain = endpoint({
  method: 'POST',
  path: '/community/api/adminCheckSiteDomain',
  tags,
  summary: 'Check that the site answers on one of its domains',
  description: `${ADMIN_ONLY} One request to http://<domain>/cms/front/getSiteConfig (3 s at most, no redirect followed, \`*.localhost\` is the loopback address); it passes when the answer is this site. Stores the time and the outcome; a domain of another site or none: 404.`,
  body: siteDomainIdBodySchema,
  response: siteDomainCheckSchema,
});

const adminRemoveSiteDomain = endpoint({
  method: 'DELETE',
  path: '/community/api/adminRemoveSiteDomain/:id',
  tags,
  summary: 'Remove a domain from the site',
  description: `${ADMIN_ONLY} Never the site's last domain: 21203 (409); the domain in use by this page only while another remains (so never the last). The primary domain moves to the oldest remaining one. A domain of another site or none: 404. Answers the site's domains. ${AUDITED}`,
  params: siteRowParamsSchema,
  response: siteDomainSchema,
});

const adminUploadSiteImage = endpoint({
  method: 'POST',
  path: '/community/api/adminUploadSiteImage',
  tags,
  summary: 'Upload a logo, banner or QR code of the site',
  description: `${ADMIN_ONLY} PNG, JPEG, GIF or WebP by content, at most 2 MB: not an image 28005, larger 28006 (both with the field error on image), damaged 32007. Re-encoded (PNG or WebP keep transparency, JPEG stays JPEG, metadata dropped) and scaled down to the kind's size; counts against the admin's daily upload quota (28013) and 3 uploads at once (28014). Answers the public address to put in a setting or a banner.`,
  body: uploadSiteImageBodySchema,
  response: siteImageResultSchema,
});

export const siteSettingsApi = {
  adminQueryMetaApi,
  mamAdminQueryMetaApi: endpoint({ ...adminQueryMetaApi, path: '/mam/main/adminQueryMetaApi' }),
  adminUpdateMetaApi,
  mamAdminUpdateMetaApi: endpoint({ ...adminUpdateMetaApi, path: '/mam/main/adminUpdateMetaApi' }),
  adminQuerySiteSettings,
  mamAdminQuerySiteSettings: endpoint({
    ...adminQuerySiteSettings,
    path: '/mam/main/adminQuerySiteSettings',
  }),
  adminUpdateSiteSettings,
  mamAdminUpdateSiteSettings: endpoint({
    ...adminUpdateSiteSettings,
    path: '/mam/main/adminUpdateSiteSettings',
  }),
  updateBrandInfo,
  mamUpdateBrandInfo: endpoint({ ...updateBrandInfo, path: '/mam/main/updateBrandInfo' }),
  updateDomainName,
  mamUpdateDomainName: endpoint({ ...updateDomainName, path: '/mam/main/updateDomainName' }),
  getBannerList,
  mamGetBannerList: endpoint({ ...getBannerList, path: '/mam/visitor/getBannerList' }),
  adminQuerySiteBanners,
  mamAdminQuerySiteBanners: endpoint({ ...adminQuerySiteBanners, path: '/mam/main/adminQuerySiteBanners' }),
  addBanner,
  mamAddBanner: endpoint({ ...addBanner, path: '/mam/main/addBanner' }),
  updateBanner,
  mamUpdateBanner: endpoint({ ...updateBanner, path: '/mam/main/updateBanner' }),
  deleteBanner,
  mamDeleteBanner: endpoint({ ...deleteBanner, path: '/mam/main/deleteBanner/:id' }),
  adminSortSiteBanners,
  mamAdminSortSiteBanners: endpoint({ ...adminSortSiteBanners, path: '/mam/main/adminSortSiteBanners' }),
  adminQuerySiteAudit,
  mamAdminQuerySiteAudit: endpoint({ ...adminQuerySiteAudit, path: '/mam/main/adminQuerySiteAudit' }),
  adminAddSiteDomain,
  mamAdminAddSiteDomain: endpoint({ ...adminAddSiteDomain, path: '/mam/main/adminAddSiteDomain' }),
  adminSetSiteDomainLook,
  adminCheckSiteDomain,
  mamAdminCheckSiteDomain: endpoint({ ...adminCheckSiteDomain, path: '/mam/main/adminCheckSiteDomain' }),
  adminRemoveSiteDomain,
  mamAdminRemoveSiteDomain: endpoint({
    ...adminRemoveSiteDomain,
    path: '/mam/main/adminRemoveSiteDomain/:id',
  }),
  adminUploadSiteImage,
  mamAdminUploadSiteImage: endpoint({ ...adminUploadSiteImage, path: '/mam/main/adminUploadSiteImage' }),
  querySiteImage: fileEndpoint({
    method: 'GET',
    path: '/community/front/querySiteImage',
    tags,
    summary: 'A site image (logo, banner, QR code): public',
    description:
      "Public. The re-encoded image with nosniff, cached for a year (an upload never changes). Only the site images of the request's site: any other upload, or another site's, answers 404.",
    query: siteImageQuerySchema,
    file: 'The image bytes (image/png, image/jpeg, image/webp)',
  }),
};
