import Decimal from 'decimal.js';
import { z } from 'zod';
import { isTrc20AddressFormat } from './validators';

/*
 * The site admin's payment settings (issue 13): the USDT TRC20 address users recharge to (shown on the
 * recharge page with a QR code) and the CNY rate that prices in USDT are shown at for Alipay and WeChat
 * payments. Both may be empty: the recharge page then says the address is not set, and no CNY amount
 * shows. Both are public (getSiteOtherInfo carries them): a deposit address and a rate are meant to be
 * seen. The TRC20 checksum needs SHA-256, so the server checks it on top of the format checked here.
 */

/** Bounds of the rate (CNY per 1 USDT): positive, at most 1,000, at most 4 decimals. */
export const USDT_CNY_RATE = { MAX: '1000', DECIMALS: 4 } as const;

const RATE_PATTERN = /^\d{1,4}(\.\d{1,4})?$/;

/**
 * The rate as the admin types it: '' = not set (null), else a positive decimal with at most 4 decimals,
 * at most 1,000 ('7.2' -> '7.2000' as the numeric column holds it).
 */
export const usdtCnyRateInputSchema = z
  .string({ error: 'validation.usdtCnyRate.invalid' })
  .trim()
  .max(16, { error: 'validation.usdtCnyRate.invalid', abort: true })
  .transform((text, ctx) => {
    if (text === '') return null;
    if (!RATE_PATTERN.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'validation.usdtCnyRate.invalid' });
      return z.NEVER;
    }
    const rate = new Decimal(text);
    if (rate.lessThanOrEqualTo(0) || rate.greaterThan(USDT_CNY_RATE.MAX)) {
      ctx.addIssue({ code: 'custom', message: 'validation.usdtCnyRate.range' });
      return z.NEVER;
    }
    return rate.toFixed(USDT_CNY_RATE.DECIMALS);
  });

/** The deposit address as the admin types it: '' = not set, else the TRC20 format (the server adds the checksum). */
export const siteTrc20AddressInputSchema = z
  .string({ error: 'validation.usdtAddress.invalid' })
  .trim()
  .max(64, { error: 'validation.usdtAddress.invalid', abort: true })
  .refine((text) => text === '' || isTrc20AddressFormat(text), { error: 'validation.usdtAddress.invalid' });

/** `adminUpdateSitePaymentSettings` (site admin): both settings at once; '' clears one. */
export const updateSitePaymentSettingsBodySchema = z.strictObject({
  usdtCnyRate: usdtCnyRateInputSchema,
  usdtTrc20Address: siteTrc20AddressInputSchema,
});
export type UpdateSitePaymentSettingsBody = z.input<typeof updateSitePaymentSettingsBodySchema>;

/** The settings as answered: the rate as display text ('7.20', '7.125'; null when not set). */
export const sitePaymentSettingsSchema = z.object({
  usdtCnyRate: z.string().nullable(),
  usdtTrc20Address: z.string(),
});
export type SitePaymentSettings = z.infer<typeof sitePaymentSettingsSchema>;

/** A stored rate ('7.2000') as shown: at least 2 decimals, no trailing zeros beyond them ('7.20', '7.125'). */
export function rateText(stored: string | null): string | null {
  if (stored === null || stored.trim() === '') return null;
  const value = new Decimal(stored);
  const places = Math.max(2, value.decimalPlaces());
  return value.toFixed(places);
}

/**
 * A USDT amount in CNY at the site's rate: amount x rate, rounded half up to fen (2 decimals).
 * Worked: 29.00 x 7.20 = 208.80; 33.33 x 7.1234 = 237.422922 -> 237.42. Null without a rate or with
 * malformed input (nothing is shown then).
 */
export function cnyAmount(usdt: string, rate: string | null): string | null {
  if (rate === null) return null;
  const plain = /^\d+(\.\d+)?$/;
  if (!plain.test(usdt.trim()) || !plain.test(rate.trim())) return null;
  return new Decimal(usdt.trim()).times(rate.trim()).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}
