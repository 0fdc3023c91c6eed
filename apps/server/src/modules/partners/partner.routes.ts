import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { PartnerService } from './partner.service';

/**
 * The origin of the invite link: the site domain the caller uses (the `domainname` header the web sends,
 * else the Host header), reduced to scheme://host[:port] so nothing else of a header reaches the link.
 */
export function originOf(req: FastifyRequest): string {
  const header = req.headers.domainname;
  const domain = Array.isArray(header) ? header[0] : header;
  for (const candidate of [domain, `${req.protocol}://${req.host}`]) {
    if (!candidate) continue;
    try {
      const url = new URL(/^https?:\/\//i.test(candidate) ? candidate : `${req.protocol}://${candidate}`);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // Not a URL: try the next candidate.
    }
  }
  return '';
}

/** Invitations, partner applications and their review, rebate levels, customers and rebate records. */
export function partnerRoutes(partners: PartnerService) {
  const routes: FastifyPluginCallback = (app, _options, done) => {
    defineRoute(app, API.queryInviteInfo, {
      handler: async (req) => [await partners.inviteInfo(req.site, callerOf(req), originOf(req))],
    });
    defineRoute(app, API.queryInvitedUsers, {
      handler: (req) => partners.invitedUsers(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.queryReferrer, {
      handler: (req) => partners.referrer(req.site, callerOf(req)),
    });
    defineRoute(app, API.toBePartner, {
      handler: async (req) => [await partners.apply(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, API.queryPartnerApplication, {
      handler: (req) => partners.ownApplication(req.site, callerOf(req)),
    });
    defineRoute(app, API.getUserCommissionInfo, {
      handler: async (req) => [await partners.commission(req.site, callerOf(req))],
    });
    defineRoute(app, API.queryRebateRecords, {
      handler: (req) => partners.rebates(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.infoOfPartner, {
      handler: async (req) => [await partners.partnerInfo(req.site, callerOf(req))],
    });
    defineRoute(app, API.queryCustomerList, {
      handler: (req) => partners.customers(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.queryCustomerAccounts, {
      handler: (req) => partners.customerAccounts(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.adminQueryPartnerApplications, {
      handler: (req) => partners.applications(req.site, callerOf(req), req.query),
    });
    defineRoute(app, API.adminReviewPartner, {
      handler: async (req) => [await partners.review(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, API.queryUserLevels, {
      handler: (req) => partners.levels(req.site, callerOf(req)),
    });
    defineRoute(app, API.addUserLevel, {
      handler: async (req) => [await partners.addLevel(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, API.updateUserLevel, {
      handler: async (req) => [await partners.updateLevel(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, API.deleteUserLevel, {
      handler: async (req) => [await partners.deleteLevel(req.site, callerOf(req), req.body.id)],
    });
    defineRoute(app, API.updateLevel, {
      handler: async (req) => [await partners.assignLevel(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, API.queryLevelProgress, {
      handler: async (req) => [await partners.levelProgress(req.site, callerOf(req))],
    });
    defineRoute(app, API.queryPartnerProgramme, {
      handler: async (req) => [await partners.programme(req.site)],
    });
    defineRoute(app, API.adminUpdateLevelSettings, {
      handler: async (req) => [
        await partners.updateLevelSettings(req.site, callerOf(req), req.body.autoUpgrade),
      ],
    });
    done();
  };
  return routes;
}
