import type { PartnerProgramme, ProgrammeLevel } from '@copytrade/contracts/partners';
import {
  formatMoney,
  parseMoney,
  roundDecimal,
  shareDown,
  shareOf,
  type Money,
} from '@copytrade/units/money';
import type { TFunction } from 'i18next';
import { moneyText } from '@/lib/figures';

/*
 * The page's worked examples, in exact cents with the rounding the wallet uses when a fee is paid (engine
 * `ledger/fees.ts` splitFee, which the test holds this to): the site's cut of a fee is
 * max(fee x proportion rounded half up, min(margin, fee)); the partner's rebate is his level's rate of that
 * cut, rounded down to the cent. The trader's share is the fee minus the cut, whatever the rebate.
 */

/** The site's cut as the programme sends it: a ratio with 4 decimals and the least kept of one fee. */
export type SiteCut = Pick<PartnerProgramme, 'proportion' | 'margin'>;

/** The example's fee: a 50.00 USDT monthly subscription fee. */
export const EXAMPLE_FEE: Money = 5_000n;
/** Paying customers in an example, unless the level needs more. */
export const EXAMPLE_CUSTOMERS = 20;
const MONTHS = 12n;

/** The proportion in ten-thousandths (0.2000 -> 2000n), 0 when the text is not a ratio 0..1. */
export function proportionUnits(proportion: string): bigint {
  const units = roundDecimal(proportion, 4);
  return units === null || units < 0n || units > 10_000n ? 0n : units;
}

/** Ten-thousandths as a percent text without trailing zeros: 2000n -> '20', 1250n -> '12.5', 5n -> '0.05'. */
export function percentOfUnits(units: bigint): string {
  const whole = units / 100n;
  const fraction = String(units % 100n)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** Cents as the page writes money: '1,000.00'. */
export function amountText(cents: Money): string {
  return moneyText(formatMoney(cents));
}

/** How the site's cut reads in a sentence: "20%", or "20% (at least 1.50 USDT)" where it has a margin. */
export function cutText(t: TFunction, cut: SiteCut): string {
  const percent = percentOfUnits(proportionUnits(cut.proportion));
  return /[1-9]/.test(cut.margin)
    ? t('partnerPage.cutWithMargin', { percent, margin: moneyText(cut.margin) })
    : t('partnerPage.cut', { percent });
}

export type FeeShare = {
  /** What the site keeps of the fee before the rebate. */
  siteCut: Money;
  /** The cut is the site's least per fee (the margin), not the proportion of the fee. */
  byMargin: boolean;
  rebate: Money;
};

/** The site's cut of one fee and the rebate at `rate` % of it. */
export function shareOfFee(fee: Money, cut: SiteCut, rate: number): FeeShare {
  const byRate = shareOf(fee, proportionUnits(cut.proportion), 10_000n);
  const margin = parseMoney(cut.margin) ?? 0n;
  const floor = margin > 0n ? (margin < fee ? margin : fee) : 0n;
  const siteCut = byRate > floor ? byRate : floor;
  const safeRate = Number.isInteger(rate) && rate >= 0 && rate <= 100 ? rate : 0;
  return { siteCut, byMargin: floor > byRate, rebate: shareDown(siteCut, BigInt(safeRate), 100n) };
}

export type WorkedExample = FeeShare & {
  level: ProgrammeLevel;
  customers: number;
  fee: Money;
  /** What the customers pay in a month. */
  monthlyFees: Money;
  /** The partner's rebates in a month and in a year. */
  monthly: Money;
  yearly: Money;
};

/**
 * `customers` paying customers (at least what the level needs) each paying the example fee once a month,
 * with the partner at `level`.
 */
export function workedExample(
  level: ProgrammeLevel,
  cut: SiteCut,
  customers = EXAMPLE_CUSTOMERS,
): WorkedExample {
  const count = Math.max(customers, level.minCustomers);
  const share = shareOfFee(EXAMPLE_FEE, cut, level.rate);
  const n = BigInt(count);
  const monthly = share.rebate * n;
  return {
    ...share,
    level,
    customers: count,
    fee: EXAMPLE_FEE,
    monthlyFees: EXAMPLE_FEE * n,
    monthly,
    yearly: monthly * MONTHS,
  };
}

/** The examples the page shows: the first level of the ladder, and its top when that is another level. */
export function workedExamples(programme: PartnerProgramme): WorkedExample[] {
  const first = programme.levels[0];
  const top = programme.levels.at(-1);
  if (!first || !top) return [];
  const examples = [workedExample(first, programme)];
  if (top.id !== first.id) examples.push(workedExample(top, programme));
  return examples;
}

/** The highest rate of the ladder (the top of the ladder need not pay the most), null without levels. */
export function bestRate(levels: readonly ProgrammeLevel[]): number | null {
  return levels.length === 0 ? null : Math.max(...levels.map((l) => l.rate));
}
