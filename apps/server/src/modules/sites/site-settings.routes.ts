import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import type { updateSiteSettingsBodySchema } from '@copytrade/contracts/site-settings';
import { defaultLangOffered, siteSettingsShape } from '@copytrade/contracts/site-settings';
import { updateSitePaymentSettingsBodySchema } from '@copytrade/contracts/site-payment';
import { z } from 'zod';
import { callerOf } from '../../platform/context';
import { defineFileRoute, defineRoute } from '../../platform/route';
import { isTrc20Address } from '../wallet/trc20';
import type { RequestHosts, SiteSettingsService } from './site-settings.service';

/** Room for 2 MB of image as base64 (about 2.8 MB) and the JSON around it (as base64Pic). */
const UPLOAD_BODY_LIMIT = 3 * 1024 * 1024 + 64 * 1024;

/** The TRC20 address with its base58check checksum verified (the contracts check its format only). */
const trc20Address = siteSettingsShape.usdtTrc20Address
  .unwrap()
  .refine((address) => address === '' || isTrc20Address(address), {
    error: 'validation.usdtAddress.invalid',
  });

/** The settings body, the address's checksum verified by the server. */
const settingsBody = z
  .strictObject({ ...siteSettingsShape, usdtTrc20Address: trc20Address.optional() })
  .superRefine(defaultLangOffered) satisfies z.ZodType<z.output<typeof updateSiteSettingsBodySchema>>;

const paymentSettingsBody = updateSitePaymentSettingsBodySchema.extend({ usdtTrc20Address: trc20Address });

/** The hosts the request came through, to mark the domain the admin is using. */
function hostsOf(req: FastifyRequest): RequestHosts {
  const header = req.headers.domainname;
  return { domainName: Array.isArray(header) ? header[0] : header, host: req.headers.host };
}

/**
 * The site admin's settings, banners, domains, site images and audit log (site-settings.service.ts); each
 * admin call also at its /mam/main/ twin, with the same handler.
 */
export function siteSettingsRoutes(settings: SiteSettingsService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    for (const api of [API.adminQuerySiteSettings, API.mamAdminQuerySiteSettings]) {
      defineRoute(app, api, {
        handler: async (req) => [await settings.settings(req.site, callerOf(req), hostsOf(req))],
      });
    }
    for (const api of [API.adminUpdateSiteSettings, API.mamAdminUpdateSiteSettings]) {
      defineRoute(app, api, {
        body: settingsBody,
        handler: async (req) => [
          await settings.update(req.site, callerOf(req), req.body, req.locale, hostsOf(req), 'settings'),
        ],
      });
    }
    for (const api of [API.updateBrandInfo, API.mamUpdateBrandInfo]) {
      defineRoute(app, api, {
        handler: async (req) => [
          await settings.update(req.site, callerOf(req), req.body, req.locale, hostsOf(req), 'brand'),
        ],
      });
    }
    defineRoute(app, API.adminUpdateSitePaymentSettings, {
      body: paymentSettingsBody,
      handler: async (req) => [await settings.updatePayment(req.site, callerOf(req), req.body, req.locale)],
    });
    for (const api of [API.updateDomainName, API.mamUpdateDomainName]) {
      defineRoute(app, api, {
        handler: async (req) => [
          await settings.setPrimaryDomain(req.site, callerOf(req), req.body.domainName, hostsOf(req)),
        ],
      });
    }
    for (const api of [API.adminQuerySiteAudit, API.mamAdminQuerySiteAudit]) {
      defineRoute(app, api, {
        handler: (req) => settings.audit(req.site, callerOf(req), req.query),
      });
    }
    for (const api of [API.adminUploadSiteImage, API.mamAdminUploadSiteImage]) {
      defineRoute(app, api, {
        bodyLimit: UPLOAD_BODY_LIMIT,
        handler: async (req) => [await settings.uploadImage(req.site, callerOf(req), req.body, req.locale)],
      });
    }
    // The image itself, not the envelope (errors still answer the envelope). Public: logos and banners.
    defineFileRoute(app, API.querySiteImage, async (req, reply) => {
      const file = await settings.image(req.site, req.query.id);
      return reply
        .header('Content-Type', file.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(file.data);
    });

    // Domains.
    for (const api of [API.adminAddSiteDomain, API.mamAdminAddSiteDomain]) {
      defineRoute(app, api, {
        handler: (req) => settings.addDomain(req.site, callerOf(req), req.body.domain, hostsOf(req)),
      });
    }
    defineRoute(app, API.adminSetSiteDomainLook, {
      handler: (req) => settings.setDomainLook(req.site, callerOf(req), req.body, hostsOf(req), req.locale),
    });
    for (const api of [API.adminCheckSiteDomain, API.mamAdminCheckSiteDomain]) {
      defineRoute(app, api, {
        handler: async (req) => [
          await settings.checkDomain(req.site, callerOf(req), req.body.id, hostsOf(req)),
        ],
      });
    }
    for (const api of [API.adminRemoveSiteDomain, API.mamAdminRemoveSiteDomain]) {
      defineRoute(app, api, {
        handler: (req) => settings.removeDomain(req.site, callerOf(req), req.params.id, hostsOf(req)),
      });
    }

    // Banners.
    for (const api of [API.getBannerList, API.mamGetBannerList]) {
      defineRoute(app, api, { handler: (req) => settings.publicBanners(req.site, req.locale) });
    }
    for (const api of [API.adminQuerySiteBanners, API.mamAdminQuerySiteBanners]) {
      defineRoute(app, api, { handler: (req) => settings.banners(req.site, callerOf(req)) });
    }
    for (const api of [API.addBanner, API.mamAddBanner]) {
      defineRoute(app, api, {
        handler: async (req) => [await settings.addBanner(req.site, callerOf(req), req.body, req.locale)],
      });
    }
    for (const api of [API.updateBanner, API.mamUpdateBanner]) {
      defineRoute(app, api, {
        handler: async (req) => [await settings.updateBanner(req.site, callerOf(req), req.body, req.locale)],
      });
    }
    for (const api of [API.deleteBanner, API.mamDeleteBanner]) {
      defineRoute(app, api, {
        handler: async (req) => [await settings.deleteBanner(req.site, callerOf(req), req.params.id)],
      });
    }
    for (const api of [API.adminSortSiteBanners, API.mamAdminSortSiteBanners]) {
      defineRoute(app, api, {
        handler: (req) => settings.sortBanners(req.site, callerOf(req), req.body.ids, req.locale),
      });
    }
    done();
  };
  return routes;
}
