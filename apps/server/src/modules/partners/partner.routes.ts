import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API } from '@copytrade/contracts/api-paths';
import {
  addUserLevelBodySchema,
  adminPartnerApplicationsQuerySchema,
  adminReviewPartnerBodySchema,
  commissionInfoSchema,
  customerAccountSchema,
  customerQuerySchema,
  customerSchema,
  deleteUserLevelBodySchema,
  inviteInfoSchema,
  invitedUserSchema,
  levelProgressSchema,
  levelSettingsBodySchema,
  partnerApplicationSchema,
  partnerInfoSchema,
  partnerPageQuerySchema,
  partnerReviewResultSchema,
  rebateLevelSchema,
  rebateRecordSchema,
  referrerSchema,
  toBePartnerBodySchema,
  updateLevelBodySchema,
  updateUserLevelBodySchema,
} from '@copytrade/contracts/partners';
import { callerOf } from '../../platform/context';
import { defineRoute } from '../../platform/route';
import type { PartnerService } from './partner.service';

const TAGS = ['partners'];
const noQuery = z.strictObject({});

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
    defineRoute(app, {
      api: API.queryInviteInfo,
      tags: TAGS,
      summary: "The caller's invite code and link, how many people he invited, his partner state and level",
      querystring: noQuery,
      response: inviteInfoSchema,
      handler: async (req) => [await partners.inviteInfo(req.site, callerOf(req), originOf(req))],
    });
    defineRoute(app, {
      api: API.queryInvitedUsers,
      tags: TAGS,
      summary: 'The people who registered with the caller’s invite code (nickname, time), newest first',
      querystring: partnerPageQuerySchema,
      response: invitedUserSchema,
      handler: (req) => partners.invitedUsers(req.site, callerOf(req), req.query),
    });
    defineRoute(app, {
      api: API.queryReferrer,
      tags: TAGS,
      summary: 'Who invited the caller (an empty list when nobody did)',
      querystring: noQuery,
      response: referrerSchema,
      handler: (req) => partners.referrer(req.site, callerOf(req)),
    });
    defineRoute(app, {
      api: API.toBePartner,
      tags: TAGS,
      summary: 'Apply to become a partner; the site admin reviews it',
      description: 'One pending application at a time (30002); a partner cannot apply again (30001).',
      body: toBePartnerBodySchema,
      response: partnerApplicationSchema,
      handler: async (req) => [await partners.apply(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, {
      api: API.queryPartnerApplication,
      tags: TAGS,
      summary: "The caller's latest partner application (an empty list when none)",
      querystring: noQuery,
      response: partnerApplicationSchema,
      handler: (req) => partners.ownApplication(req.site, callerOf(req)),
    });
    defineRoute(app, {
      api: API.getUserCommissionInfo,
      tags: TAGS,
      summary: 'Rebates the caller earned (all time, this month UTC), his customers and paying customers',
      querystring: noQuery,
      response: commissionInfoSchema,
      handler: async (req) => [await partners.commission(req.site, callerOf(req))],
    });
    defineRoute(app, {
      api: API.queryRebateRecords,
      tags: TAGS,
      summary: 'Rebates paid to the caller: customer, source, fee, rate and rebate, newest first',
      querystring: partnerPageQuerySchema,
      response: rebateRecordSchema,
      handler: (req) => partners.rebates(req.site, callerOf(req), req.query),
    });
    defineRoute(app, {
      api: API.infoOfPartner,
      tags: TAGS,
      summary: 'Partners: the partner profile (level, rate, since)',
      querystring: noQuery,
      response: partnerInfoSchema,
      handler: async (req) => [await partners.partnerInfo(req.site, callerOf(req))],
    });
    defineRoute(app, {
      api: API.queryCustomerList,
      tags: TAGS,
      summary: "Partners: the caller's customers with accounts, live subscriptions, fees paid and rebate",
      querystring: customerQuerySchema,
      response: customerSchema,
      handler: (req) => partners.customers(req.site, callerOf(req), req.query),
    });
    defineRoute(app, {
      api: API.queryCustomerAccounts,
      tags: TAGS,
      summary: "Partners: the MT4 accounts the caller's customers have bound",
      querystring: customerQuerySchema,
      response: customerAccountSchema,
      handler: (req) => partners.customerAccounts(req.site, callerOf(req), req.query),
    });
    defineRoute(app, {
      api: API.adminQueryPartnerApplications,
      tags: TAGS,
      summary: "Site admin: the site's partner applications, newest first",
      querystring: adminPartnerApplicationsQuerySchema,
      response: partnerApplicationSchema,
      handler: (req) => partners.applications(req.site, callerOf(req), req.query),
    });
    defineRoute(app, {
      api: API.adminReviewPartner,
      tags: TAGS,
      summary: 'Site admin: pass an application with a rebate level, or reject it with a reason',
      description: 'A second review answers 27002.',
      body: adminReviewPartnerBodySchema,
      response: partnerReviewResultSchema,
      handler: async (req) => [await partners.review(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, {
      api: API.queryUserLevels,
      tags: TAGS,
      summary: "Site admin: the site's rebate levels with how many partners hold each",
      querystring: noQuery,
      response: rebateLevelSchema,
      handler: (req) => partners.levels(req.site, callerOf(req)),
    });
    defineRoute(app, {
      api: API.addUserLevel,
      tags: TAGS,
      summary: 'Site admin: add a rebate level (name within 10 characters, rate 0-100)',
      body: addUserLevelBodySchema,
      response: rebateLevelSchema,
      handler: async (req) => [await partners.addLevel(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, {
      api: API.updateUserLevel,
      tags: TAGS,
      summary: 'Site admin: rename or re-rate a rebate level',
      body: updateUserLevelBodySchema,
      response: rebateLevelSchema,
      handler: async (req) => [await partners.updateLevel(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, {
      api: API.deleteUserLevel,
      tags: TAGS,
      summary: 'Site admin: delete a rebate level no partner holds (30003 otherwise)',
      body: deleteUserLevelBodySchema,
      response: z.object({ id: z.number().int() }),
      handler: async (req) => [await partners.deleteLevel(req.site, callerOf(req), req.body.id)],
    });
    defineRoute(app, {
      api: API.updateLevel,
      tags: TAGS,
      summary: 'Site admin: give a partner another rebate level',
      body: updateLevelBodySchema,
      response: partnerInfoSchema,
      handler: async (req) => [await partners.assignLevel(req.site, callerOf(req), req.body)],
    });
    defineRoute(app, {
      api: API.queryLevelProgress,
      tags: TAGS,
      summary: "The caller's rebate level, the next one up and his paying customers toward it",
      querystring: noQuery,
      response: levelProgressSchema,
      handler: async (req) => [await partners.levelProgress(req.site, callerOf(req))],
    });
    defineRoute(app, {
      api: API.adminUpdateLevelSettings,
      tags: TAGS,
      summary: 'Site admin: switch automatic level upgrades (useLevelUpgradeFlag) on or off',
      body: levelSettingsBodySchema,
      response: levelSettingsBodySchema,
      handler: async (req) => [
        await partners.updateLevelSettings(req.site, callerOf(req), req.body.autoUpgrade),
      ],
    });
    done();
  };
  return routes;
}
