import { z } from 'zod';
import { MAX_ROW_ID } from './ids';
import { FEE_TYPE } from './constants';
import { amountSchema } from './validators';

/*
 * A trader's fee settings per trade account (issue 6; spec 3 "Fee info", 9): free, a subscription fee (a
 * price for `validityDays` of copying, paid before copying starts) or a performance fee (tiers of profit
 * threshold and share, settled weekly over the high-water mark). One model at a time: "Please select one of
 * subscription fee and performance fee". A change applies to new subscribers only: a subscription keeps the
 * terms it was made under.
 */

/** The profit thresholds a tier may use (spec 9). */
export const FEE_PROFIT_OPTIONS = [50, 100, 500, 1000, 2000] as const;
/** The spec's default example tier: profit >= 1000 at 60 percent. */
export const DEFAULT_FEE_TIER = { profit: 1000, share: 60 } as const;
/** Validity of a subscription fee, in days. */
export const FEE_DAYS = { MIN: 1, MAX: 365, DEFAULT: 30 } as const;
/** Largest subscription price. */
export const FEE_PRICE_MAX = 100000;

/** A tier's share in percent: a positive integer 1 to 100 (spec 5, Percentage share). */
export const feeShareSchema = z
  .number({ error: 'validation.fee.share' })
  .int({ error: 'validation.fee.share' })
  .min(1, { error: 'validation.fee.share' })
  .max(100, { error: 'validation.fee.share' });

/** The days a subscription fee buys. */
export const feeDaysSchema = z
  .number({ error: 'validation.fee.days' })
  .int({ error: 'validation.fee.days' })
  .min(FEE_DAYS.MIN, { error: 'validation.fee.days' })
  .max(FEE_DAYS.MAX, { error: 'validation.fee.days' });

/** A subscription price: a positive amount with at most 2 decimals, at most 100,000. */
export const feePriceSchema = amountSchema.refine((price) => Number(price) <= FEE_PRICE_MAX, {
  error: 'validation.fee.priceTooBig',
});

const tierInputSchema = z.strictObject({
  profit: z
    .number({ error: 'validation.fee.profitOption' })
    .refine((value) => (FEE_PROFIT_OPTIONS as readonly number[]).includes(value), {
      error: 'validation.fee.profitOption',
    }),
  share: feeShareSchema,
});

/**
 * `updateAccountPrice` (PUT). `feeType` 1 free, 2 subscription fee (`price`, `validityDays`), 3 performance
 * fee (`performanceList`, 1 to 5 tiers with different thresholds). The server also checks the site's least
 * price (siteSubPrice) and that performance fees are open on the site.
 */
export const updateAccountPriceBodySchema = z
  .strictObject({
    mtAccId: z.number().int().positive().max(MAX_ROW_ID),
    feeType: z.union(
      [z.literal(FEE_TYPE.FREE), z.literal(FEE_TYPE.SUBSCRIPTION), z.literal(FEE_TYPE.PERFORMANCE)],
      {
        error: 'validation.fee.choose',
      },
    ),
    price: feePriceSchema.optional(),
    validityDays: feeDaysSchema.optional(),
    performanceList: z.array(tierInputSchema).max(5, { error: 'validation.fee.tooManyTiers' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.feeType === FEE_TYPE.SUBSCRIPTION && body.price === undefined)
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'validation.fee.priceRequired' });
    if (body.feeType === FEE_TYPE.PERFORMANCE) {
      const tiers = body.performanceList ?? [];
      if (tiers.length === 0)
        ctx.addIssue({ code: 'custom', path: ['performanceList'], message: 'validation.fee.tiersRequired' });
      if (new Set(tiers.map((t) => t.profit)).size !== tiers.length)
        ctx.addIssue({ code: 'custom', path: ['performanceList'], message: 'validation.fee.duplicateTier' });
    }
  });
export type UpdateAccountPriceBody = z.infer<typeof updateAccountPriceBodySchema>;

/** A tier as answered: `profit` and `divided` (the share as a fraction, shown times 100 as percent). */
export const feeTierSchema = z.object({ profit: z.string(), divided: z.string() });
export type FeeTier = z.infer<typeof feeTierSchema>;

/** The fee settings of one trade account (the answer of updateAccountPrice). */
export const accountPriceSchema = z.object({
  mtAccId: z.number().int(),
  feeType: z.number().int(),
  price: z.string(),
  validityDays: z.number().int(),
  performanceList: z.array(feeTierSchema),
  /** Live subscribers keep their old terms until they end. */
  subscribersOnOldTerms: z.number().int(),
});
export type AccountPrice = z.infer<typeof accountPriceSchema>;

/** `querySitePrice` / `siteSubPrice`: the site's rules for traders' fees. */
export const sitePriceSchema = z.object({
  /** The least subscription price a trader may ask ('0.00': any positive price). */
  siteSubPrice: z.string(),
  /** Performance fees are settled on this site (needs the wallet too). */
  openSettlement: z.boolean(),
  openWallet: z.boolean(),
  subscriptionFeeAllowed: z.boolean(),
  performanceFeeAllowed: z.boolean(),
  /** The site's cut of every fee paid through the wallet (0.2000 = 20 %) and its least cut per fee. */
  proportion: z.string(),
  margin: z.string(),
  profitOptions: z.array(z.number().int()),
  defaultTier: z.object({ profit: z.number().int(), share: z.number().int() }),
  validityDays: z.object({ min: z.number().int(), max: z.number().int(), default: z.number().int() }),
});
export type SitePrice = z.infer<typeof sitePriceSchema>;

/** A requirement's state: real-name verification, or the best state of one's payment information. */
export const requirementStateSchema = z.enum(['none', 'pending', 'rejected', 'passed']);
export type RequirementState = z.infer<typeof requirementStateSchema>;

/**
 * `queryFeeRequirements`: what paid fee settings need of the caller, with its state now, so the fee form
 * shows it before it is filled (the same checks updateAccountPrice makes when it saves).
 */
export const feeRequirementsSchema = z.object({
  /** Real-name verification: both paid models need it passed. */
  identity: requirementStateSchema,
  /** Payment information, the best state over all methods: a subscription fee needs one passed. */
  paymentInfo: requirementStateSchema,
  /** An Alipay or WeChat code passed: payers can pay outside the site, with a voucher. */
  offsiteCodePassed: z.boolean(),
  /** The site's wallet is open: payers can pay in tokens. */
  walletOpen: z.boolean(),
  /** The site settles performance fees (settlement and wallet both on). */
  performanceFeeAllowed: z.boolean(),
  /** Everything a subscription fee needs is passed. */
  subscriptionFeeReady: z.boolean(),
  /** Everything a performance fee needs is in place (the site's switches and the real name). */
  performanceFeeReady: z.boolean(),
});
export type FeeRequirements = z.infer<typeof feeRequirementsSchema>;
