import { endpoint, noQuery } from '../endpoint';
import {
  addUserLevelBodySchema,
  adminPartnerApplicationsQuerySchema,
  adminReviewPartnerBodySchema,
  commissionInfoSchema,
  customerAccountSchema,
  customerQuerySchema,
  customerSchema,
  deletedUserLevelSchema,
  deleteUserLevelBodySchema,
  inviteInfoSchema,
  invitedUserSchema,
  levelProgressSchema,
  levelSettingsBodySchema,
  partnerApplicationSchema,
  partnerInfoSchema,
  partnerPageQuerySchema,
  partnerProgrammeSchema,
  partnerReviewResultSchema,
  rebateLevelSchema,
  rebateRecordSchema,
  referrerSchema,
  toBePartnerBodySchema,
  updateLevelBodySchema,
  updateUserLevelBodySchema,
} from '../partners';

const tags = ['partners'] as const;

/** The partners module's calls (server: apps/server/src/modules/partners). */
export const partnersApi = {
  queryInviteInfo: endpoint({
    method: 'GET',
    path: '/community/api/queryInviteInfo',
    tags,
    summary: "The caller's invite code and link",
    description:
      "The caller's invite code and link (on the site domain he uses), how many people he invited, his partner state and level. Needs a token.",
    query: noQuery,
    response: inviteInfoSchema,
  }),
  queryInvitedUsers: endpoint({
    method: 'GET',
    path: '/community/api/queryInvitedUsers',
    tags,
    summary: 'The people the caller invited',
    description:
      "The people who registered with the caller's invite code (nickname, time), newest first. Needs a token.",
    query: partnerPageQuerySchema,
    response: invitedUserSchema,
  }),
  queryReferrer: endpoint({
    method: 'GET',
    path: '/community/api/queryReferrer',
    tags,
    summary: 'Who invited the caller',
    description: 'The user who invited the caller; an empty list when nobody did. Needs a token.',
    query: noQuery,
    response: referrerSchema,
  }),
  toBePartner: endpoint({
    method: 'POST',
    path: '/community/api/toBePartner',
    tags,
    summary: 'Apply to become a partner',
    description:
      "Files an application the site's admin reviews. One pending application at a time (30002); a partner cannot apply again (30001). Needs a token.",
    body: toBePartnerBodySchema,
    response: partnerApplicationSchema,
  }),
  queryPartnerApplication: endpoint({
    method: 'GET',
    path: '/community/api/queryPartnerApplication',
    tags,
    summary: "The caller's latest partner application",
    description:
      "The caller's latest partner application with its review; an empty list when none. Needs a token.",
    query: noQuery,
    response: partnerApplicationSchema,
  }),
  getUserCommissionInfo: endpoint({
    method: 'GET',
    path: '/community/api/getUserCommissionInfo',
    tags,
    summary: 'Rebates the caller earned',
    description:
      'Rebates the caller earned (all time, this month UTC), his customers and paying customers. Needs a token.',
    query: noQuery,
    response: commissionInfoSchema,
  }),
  queryRebateRecords: endpoint({
    method: 'GET',
    path: '/community/api/queryRebateRecords',
    tags,
    summary: 'Rebates paid to the caller',
    description:
      'Rebates paid to the caller: customer, source, fee, rate and rebate, newest first. Needs a token.',
    query: partnerPageQuerySchema,
    response: rebateRecordSchema,
  }),
  infoOfPartner: endpoint({
    method: 'GET',
    path: '/mam/main/infoOfPartner',
    tags,
    summary: 'Partners: the partner profile',
    description: "The caller's partner profile: level, rate and since when. Partners only (30005 otherwise).",
    query: noQuery,
    response: partnerInfoSchema,
  }),
  queryCustomerList: endpoint({
    method: 'GET',
    path: '/mam/main/queryCustomerList',
    tags,
    summary: "Partners: the caller's customers",
    description:
      "The caller's customers with their follow accounts, live subscriptions, fees paid and his rebate, optionally by keyword. Partners only (30005 otherwise).",
    query: customerQuerySchema,
    response: customerSchema,
  }),
  queryCustomerAccounts: endpoint({
    method: 'GET',
    path: '/mam/main/queryCustomerAccounts',
    tags,
    summary: "Partners: the customers' MT4 accounts",
    description:
      "The MT4 accounts the caller's customers have bound, optionally by keyword. Partners only (30005 otherwise).",
    query: customerQuerySchema,
    response: customerAccountSchema,
  }),
  adminQueryPartnerApplications: endpoint({
    method: 'GET',
    path: '/community/api/adminQueryPartnerApplications',
    tags,
    summary: "Site admin: the site's partner applications",
    description: "The site's partner applications, newest first. The site's admin only (25007 otherwise).",
    query: adminPartnerApplicationsQuerySchema,
    response: partnerApplicationSchema,
  }),
  adminReviewPartner: endpoint({
    method: 'POST',
    path: '/community/api/adminReviewPartner',
    tags,
    summary: 'Site admin: pass or reject a partner application',
    description:
      "Passing makes the applicant a partner at the rebate level given; rejecting needs a reason. The site's admin only (25007 otherwise); an unknown application or level answers 40400, a second review 27002.",
    body: adminReviewPartnerBodySchema,
    response: partnerReviewResultSchema,
  }),
  queryUserLevels: endpoint({
    method: 'GET',
    path: '/community/api/queryUserLevels',
    tags,
    summary: "Site admin: the site's rebate levels",
    description:
      "The site's rebate levels with how many partners hold each. The site's admin only (25007 otherwise).",
    query: noQuery,
    response: rebateLevelSchema,
  }),
  addUserLevel: endpoint({
    method: 'POST',
    path: '/community/api/addUserLevel',
    tags,
    summary: 'Site admin: add a rebate level',
    description:
      "A name within 10 characters (30004 when the site has it), a rate 0-100 and the paying customers it needs. The site's admin only (25007 otherwise).",
    body: addUserLevelBodySchema,
    response: rebateLevelSchema,
  }),
  updateUserLevel: endpoint({
    method: 'POST',
    path: '/community/api/updateUserLevel',
    tags,
    summary: 'Site admin: rename or re-rate a rebate level',
    description:
      "Its partners earn the new rate on fees paid from now on. The site's admin only (25007 otherwise); an unknown level answers 40400, a name the site has 30004.",
    body: updateUserLevelBodySchema,
    response: rebateLevelSchema,
  }),
  deleteUserLevel: endpoint({
    method: 'POST',
    path: '/community/api/deleteUserLevel',
    tags,
    summary: 'Site admin: delete a rebate level',
    description:
      "Only a level no partner holds (30003 otherwise); an unknown level answers 40400. The site's admin only (25007 otherwise).",
    body: deleteUserLevelBodySchema,
    response: deletedUserLevelSchema,
  }),
  updateLevel: endpoint({
    method: 'POST',
    path: '/community/api/updateLevel',
    tags,
    summary: 'Site admin: give a partner another rebate level',
    description:
      "The site's admin only (25007 otherwise); an unknown level or user answers 40400, a user who is not a partner 30005.",
    body: updateLevelBodySchema,
    response: partnerInfoSchema,
  }),
  queryLevelProgress: endpoint({
    method: 'GET',
    path: '/community/api/queryLevelProgress',
    tags,
    summary: "The caller's rebate level and the next one",
    description:
      "The caller's rebate level, the next one up and his paying customers toward it, and whether the site upgrades levels on its own. Needs a token.",
    query: noQuery,
    response: levelProgressSchema,
  }),
  queryPartnerProgramme: endpoint({
    method: 'GET',
    path: '/community/front/queryPartnerProgramme',
    tags,
    summary: "The site's partner programme",
    description:
      "Public. The site's rebate levels in ladder order (name, rate, paying customers needed), whether levels upgrade on their own, and the site's cut (proportion, margin) a rebate is a share of.",
    query: noQuery,
    response: partnerProgrammeSchema,
  }),
  adminUpdateLevelSettings: endpoint({
    method: 'POST',
    path: '/community/api/adminUpdateLevelSettings',
    tags,
    summary: 'Site admin: automatic level upgrades on or off',
    description:
      "Switches the site's automatic level upgrades (useLevelUpgradeFlag) on or off. The site's admin only (25007 otherwise).",
    body: levelSettingsBodySchema,
    response: levelSettingsBodySchema,
  }),
};
