import { emptySchema } from '../envelope';
import { endpoint, noQuery } from '../endpoint';
import {
  createSiteBodySchema,
  operatorAuditQuerySchema,
  operatorLoginBodySchema,
  operatorLoginResultSchema,
  operatorSchema,
  operatorSiteDetailSchema,
  operatorSiteQuerySchema,
  operatorSiteSchema,
  operatorSitesQuerySchema,
  removeSiteAdminBodySchema,
  renewSiteBodySchema,
  siteAdminBodySchema,
  siteAdminSchema,
  siteAuditEntrySchema,
  siteIdBodySchema,
  suspendSiteBodySchema,
  updateSiteLimitsBodySchema,
  updateSiteVersionBodySchema,
  usageLimitsSchema,
} from '../operator';

const tags = ['operator'] as const;

const OPERATOR_ONLY =
  "A platform operator's token only (401 without one; a site user's token is worthless here).";

/**
 * The platform operator's console (server: apps/server/src/modules/operator). Not site-scoped: the calls
 * act on any site by its id. Every change is written to the site's audit log.
 */
export const operatorApi = {
  operatorLogin: endpoint({
    method: 'POST',
    path: '/operator/front/login',
    tags,
    summary: 'Operator sign-in: email, password and a one-time code',
    description:
      "Public. Email and password (argon2id) and the 6-digit TOTP code of the operator's authenticator. A wrong email or password answers 35001, a wrong code 35002, a code of a time step already used (replay) 35003; failures are limited per address and per email (35004). Answers an operator token, worthless on any site.",
    body: operatorLoginBodySchema,
    response: operatorLoginResultSchema,
  }),
  operatorLogout: endpoint({
    method: 'POST',
    path: '/operator/api/logout',
    tags,
    summary: 'Operator sign-out',
    description: `${OPERATOR_ONLY} Ends the session of the token sent.`,
    response: emptySchema,
  }),
  operatorMe: endpoint({
    method: 'GET',
    path: '/operator/api/me',
    tags,
    summary: 'The signed-in operator',
    description: `${OPERATOR_ONLY} Who the token belongs to.`,
    query: noQuery,
    response: operatorSchema,
  }),
  operatorQuerySites: endpoint({
    method: 'GET',
    path: '/operator/api/querySites',
    tags,
    summary: 'Every site with its state, validity, limits and usage',
    description: `${OPERATOR_ONLY} Sites newest first, paged; keyword matches a domain, the brand name or the code; state filters active, suspended, notStarted or expired. Usage: users, bound accounts, live subscriptions and copies per day over the last 30 days.`,
    query: operatorSitesQuerySchema,
    response: operatorSiteSchema,
  }),
  operatorQuerySiteDetail: endpoint({
    method: 'GET',
    path: '/operator/api/querySiteDetail',
    tags,
    summary: 'One site with its admins and 30 days of usage',
    description: `${OPERATOR_ONLY} The site's settings the platform owns, its admins and, per day of the last 30 (UTC), copies, new users and new subscriptions. An unknown id answers 404.`,
    query: operatorSiteQuerySchema,
    response: operatorSiteDetailSchema,
  }),
  operatorCreateSite: endpoint({
    method: 'POST',
    path: '/operator/api/createSite',
    tags,
    summary: 'Create a site and invite its first admin',
    description: `${OPERATOR_ONLY} Domain (unique across sites: 35005 when one already reaches a site), siteType 2, 3 or 5, templateType 1-4 (siteType 2), version 0 or 1, validity, the four limits (-1 unlimited), languages and brand. The first admin is a user of the new site with role admin; a mail tells him to set his password with the forgot-password code. Written to the audit log.`,
    body: createSiteBodySchema,
    response: operatorSiteDetailSchema,
  }),
  operatorSuspendSite: endpoint({
    method: 'POST',
    path: '/operator/api/suspendSite',
    tags,
    summary: 'Suspend a site with a reason its visitors read',
    description: `${OPERATOR_ONLY} Status 0: every page of the site shows the reason instead of the app and its API answers 21001. An unknown id answers 404. Audited.`,
    body: suspendSiteBodySchema,
    response: operatorSiteSchema,
  }),
  operatorResumeSite: endpoint({
    method: 'POST',
    path: '/operator/api/resumeSite',
    tags,
    summary: 'Resume a suspended site',
    description: `${OPERATOR_ONLY} Status 1 again (the validity period still applies). An unknown id answers 404. Audited.`,
    body: siteIdBodySchema,
    response: operatorSiteSchema,
  }),
  operatorRenewSite: endpoint({
    method: 'POST',
    path: '/operator/api/renewSite',
    tags,
    summary: 'Renew a site: a new end of its validity (and start)',
    description: `${OPERATOR_ONLY} endTime after beginTime (the stored one when none is sent; 40000 otherwise). An unknown id answers 404. Audited.`,
    body: renewSiteBodySchema,
    response: operatorSiteSchema,
  }),
  operatorUpdateSiteLimits: endpoint({
    method: 'POST',
    path: '/operator/api/updateSiteLimits',
    tags,
    summary: "Change a site's limits",
    description: `${OPERATOR_ONLY} copyMaxNumber, masterMaxNumber (bound accounts per user), userCopyLimit (live subscriptions per user), userTradeLimit (copied trades per user and calendar month); -1 unlimited, else 0 to 1000000. A lower limit refuses new actions only; nothing bound or running is undone. Audited.`,
    body: updateSiteLimitsBodySchema,
    response: operatorSiteSchema,
  }),
  operatorUpdateSiteVersion: endpoint({
    method: 'POST',
    path: '/operator/api/updateSiteVersion',
    tags,
    summary: "Change a site's version and free-upgrade flag",
    description: `${OPERATOR_ONLY} version 0 (default) or 1 (custom-branded), and freeUpgradeFlag. An unknown id answers 404. Audited.`,
    body: updateSiteVersionBodySchema,
    response: operatorSiteSchema,
  }),
  operatorQuerySiteAudit: endpoint({
    method: 'GET',
    path: '/operator/api/querySiteAudit',
    tags,
    summary: "A site's audit log",
    description: `${OPERATOR_ONLY} Every change of the site (by the operator or its admins), newest first, paged: who, when, what, the fields before and after.`,
    query: operatorAuditQuerySchema,
    response: siteAuditEntrySchema,
  }),
  operatorAddSiteAdmin: endpoint({
    method: 'POST',
    path: '/operator/api/addSiteAdmin',
    tags,
    summary: 'Make a person an admin of a site, and invite him',
    description: `${OPERATOR_ONLY} An existing user of the site with this email becomes an admin; otherwise one is created with role admin. Either way a mail says how to set the password (sent again for an admin already there). An unknown site answers 404. Audited.`,
    body: siteAdminBodySchema,
    response: siteAdminSchema,
  }),
  operatorRemoveSiteAdmin: endpoint({
    method: 'POST',
    path: '/operator/api/removeSiteAdmin',
    tags,
    summary: 'Take the admin role from a person of a site',
    description: `${OPERATOR_ONLY} The person stays a user of the site. Refused for the site's last admin (35006), since nobody could run it; an unknown site or a person who is not its admin answers 404. Audited.`,
    body: removeSiteAdminBodySchema,
    response: emptySchema,
  }),
};

const queryUsageLimits = endpoint({
  method: 'GET',
  path: '/community/api/queryUsageLimits',
  tags: ['site'],
  summary: "What the caller uses of his site's limits",
  description:
    "Needs a token. The caller's live subscriptions (currentUserCopyCount) against userCopyLimit, the trades copied to his follow accounts this calendar month (UTC, currentUserTradeCount) against userTradeLimit, his bound accounts against copyMaxNumber / masterMaxNumber (-1 unlimited), the site's version and freeUpgradeFlag.",
  query: noQuery,
  response: usageLimitsSchema,
});

/** The site user's side of the platform's limits (server: the sites module's platform service). */
export const siteLimitsApi = {
  queryUsageLimits,
  mamQueryUsageLimits: endpoint({ ...queryUsageLimits, path: '/mam/main/queryUsageLimits' }),
};
