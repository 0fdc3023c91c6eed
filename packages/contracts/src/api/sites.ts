import { endpoint, noQuery } from '../endpoint';
import { dictItemSchema, dictQuerySchema, siteConfigSchema, siteOtherInfoSchema } from '../site';
import { sitePaymentSettingsSchema, updateSitePaymentSettingsBodySchema } from '../site-payment';

/**
 * The sites module's calls (server: apps/server/src/modules/sites): the site's public configuration and
 * dictionaries, and the site admin's payment settings.
 */
export const sitesApi = {
  getSiteConfig: endpoint({
    method: 'POST',
    path: '/cms/front/getSiteConfig',
    tags: ['site'],
    summary: 'Configuration of the site the request is for',
    description:
      "Public. The site's public face (names, contacts, branding, theme, languages, limits), found by domainName, then Host, then the default site; texts in the reader's language.",
    response: siteConfigSchema,
  }),
  getSiteOtherInfo: endpoint({
    method: 'GET',
    path: '/community/front/getSiteOtherInfo',
    tags: ['site'],
    summary: 'Money switches of the site',
    description:
      'Public. Subscription price, settlement, wallet, proportion and margin switches, with the USDT deposit address and CNY rate.',
    response: siteOtherInfoSchema,
  }),
  getDictListByType: endpoint({
    method: 'GET',
    path: '/community/front/getDictListByType',
    tags: ['site'],
    summary: 'Dictionary rows of one type',
    description:
      "Public. The rows of one dictionary type (gender, country, copyType, ...): the site's own, else the shared ones; labels in the reader's language, an unknown type answers an empty list.",
    query: dictQuerySchema,
    response: dictItemSchema,
  }),
  adminQuerySitePaymentSettings: endpoint({
    method: 'GET',
    path: '/community/api/adminQuerySitePaymentSettings',
    tags: ['site'],
    summary: "The site's USDT deposit address and CNY rate",
    description:
      "The site's admin only (25007 for anyone else): the USDT TRC20 deposit address and the CNY rate (CNY per 1 USDT).",
    query: noQuery,
    response: sitePaymentSettingsSchema,
  }),
  adminUpdateSitePaymentSettings: endpoint({
    method: 'POST',
    path: '/community/api/adminUpdateSitePaymentSettings',
    tags: ['site'],
    summary: "Set the site's USDT deposit address and CNY rate",
    description:
      "The site's admin only (25007 for anyone else). Address: '' for none, else a TRC20 address whose checksum the server verifies (40000 otherwise); rate: '' for none, else at most 4 decimals with 0 < rate <= 1000.",
    body: updateSitePaymentSettingsBodySchema,
    response: sitePaymentSettingsSchema,
  }),
};
