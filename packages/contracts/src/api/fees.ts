import { endpoint, noQuery } from '../endpoint';
import {
  accountPriceSchema,
  feeRequirementsSchema,
  sitePriceSchema,
  updateAccountPriceBodySchema,
} from '../fees';

const tags = ['fees'] as const;

/** What both site-price calls answer. */
const SITE_PRICE =
  "The site's rules for traders' fees: the least subscription price, whether performance fees are open (the site's settlement and wallet), the fee options and the validity-day range.";

/** The fees module's calls (server: apps/server/src/modules/fees). */
export const feesApi = {
  updateAccountPrice: endpoint({
    method: 'PUT',
    path: '/community/api/updateAccountPrice',
    tags,
    summary: 'Set the fee of one of your trade accounts for new subscribers',
    description:
      'Free, subscription fee (price, validity days) or performance tiers; live subscriptions keep their terms. Needs a token; an account that is not a trade account of the caller answers 404, a missing or too low price or missing tiers 40000, performance fees the site does not offer 28009 (403), a paid model without passed real-name verification 33004 (403), a subscription fee without a passed payment method 33005 (403).',
    body: updateAccountPriceBodySchema,
    response: accountPriceSchema,
  }),
  queryFeeRequirements: endpoint({
    method: 'GET',
    path: '/community/api/queryFeeRequirements',
    tags,
    summary: 'What your paid fee settings need, with the state of each',
    description:
      "Real-name verification, payment information and the site's switches, each with the caller's state now, and whether each paid model is ready. Needs a token.",
    query: noQuery,
    response: feeRequirementsSchema,
  }),
  querySitePrice: endpoint({
    method: 'GET',
    path: '/community/api/querySitePrice',
    tags,
    summary: "The site's rules for traders' fees",
    description: `${SITE_PRICE} Needs a token.`,
    query: noQuery,
    response: sitePriceSchema,
  }),
  siteSubPrice: endpoint({
    method: 'GET',
    path: '/community/front/siteSubPrice',
    tags,
    summary: "The site's rules for traders' fees",
    description: `${SITE_PRICE} Public.`,
    query: noQuery,
    response: sitePriceSchema,
  }),
};
