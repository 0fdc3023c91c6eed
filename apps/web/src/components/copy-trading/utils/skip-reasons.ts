import { formatMoney } from '@copytrade/contracts/number-format';
import type { TFunction } from 'i18next';

/*
 * Why a copy was not made (copy records): the engine's skip codes (lib/skip-reasons.ts) and
 * BROKER_REJECTED with the MT4 error code (locale keys `copyRecords.brokerErrors.<code>`), and the detail
 * a record carries.
 */

/** The MT4 trade server errors a follower order meets most (ERR_* codes of MQL4). */
export const BROKER_ERROR_CODES = [6, 128, 130, 131, 132, 133, 134, 136, 138, 146] as const;
export type BrokerErrorCode = (typeof BROKER_ERROR_CODES)[number];

export function brokerErrorCode(code: number | null): BrokerErrorCode | 'other' | null {
  if (code === null) return null;
  return BROKER_ERROR_CODES.find((known) => known === code) ?? 'other';
}

/** Detail fields of a record that are worth showing, in this order, with their locale labels. */
export const DETAIL_FIELDS = [
  'symbol',
  'standardSymbol',
  'lots',
  'minLot',
  'openPositions',
  'maxOpenPositions',
  'totalLots',
  'maxTotalLots',
  'balance',
  'minimum',
  'freeMargin',
  'marginPerLot',
  'minMarginLevel',
  'ageMs',
  'masterEquity',
  'masterLeverage',
  'followerLeverage',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

/** The known detail fields of a record that carry a value, in display order. */
export function shownDetails(
  detail: Record<string, string | number>,
): { field: DetailField; value: string | number }[] {
  return DETAIL_FIELDS.filter((field) => detail[field] !== undefined && detail[field] !== '').map(
    (field) => ({ field, value: detail[field] ?? '' }),
  );
}

/* Detail values in words a person reads (issue 13): '5 h 38 min' for a delay, not 20309936 ms. */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type DurationUnit = 'd' | 'h' | 'min' | 's' | 'ms';

/**
 * A duration as at most two units, largest first, the smaller rounded down: 850 -> 850 ms; 1500 -> 1.5 s;
 * 42000 -> 42 s; 192000 -> 3 min 12 s; 20309936 -> 5 h 38 min; 183600000 -> 2 d 3 h. Milliseconds only
 * below a second; seconds with one decimal below ten seconds. A zero smaller unit is left out (3 h).
 */
export function durationParts(ms: number): { unit: DurationUnit; value: string }[] {
  const total = Math.max(0, Math.floor(ms));
  if (total < SECOND) return [{ unit: 'ms', value: String(total) }];
  if (total < 10 * SECOND) {
    const tenths = Math.floor(total / 100) / 10;
    return [{ unit: 's', value: tenths.toFixed(tenths % 1 === 0 ? 0 : 1) }];
  }
  const steps: [DurationUnit, number][] = [
    ['d', DAY],
    ['h', HOUR],
    ['min', MINUTE],
    ['s', SECOND],
  ];
  const first = steps.findIndex(([, size]) => total >= size);
  const [bigUnit, bigSize] = steps[first]!;
  const parts = [{ unit: bigUnit, value: String(Math.floor(total / bigSize)) }];
  const next = steps[first + 1];
  if (next) {
    const small = Math.floor((total % bigSize) / next[1]);
    if (small > 0) parts.push({ unit: next[0], value: String(small) });
  }
  return parts;
}

/** How each detail field reads: a delay, lots, the follower's money, the trader's money, a percent, a leverage. */
const FIELD_KINDS: Record<
  DetailField,
  'delay' | 'lots' | 'money' | 'traderMoney' | 'percent' | 'leverage' | 'plain'
> = {
  symbol: 'plain',
  standardSymbol: 'plain',
  lots: 'lots',
  minLot: 'lots',
  openPositions: 'plain',
  maxOpenPositions: 'plain',
  totalLots: 'lots',
  maxTotalLots: 'lots',
  balance: 'money',
  minimum: 'money',
  freeMargin: 'money',
  marginPerLot: 'money',
  minMarginLevel: 'percent',
  ageMs: 'delay',
  masterEquity: 'traderMoney',
  masterLeverage: 'leverage',
  followerLeverage: 'leverage',
};

/**
 * One detail value as a person reads it: delays as durations, lots with two decimals, the follower's money with its
 * account currency when known (the trader's equity with thousands separators: its currency is the
 * trader's), the margin level as a percent, a leverage as 1:100. A value that is not a number stays as sent.
 */
export function detailText(
  t: TFunction,
  field: DetailField,
  value: string | number,
  currency?: string,
): string {
  const kind = FIELD_KINDS[field];
  const text = String(value).trim();
  const numeric = /^-?\d+(\.\d+)?$/.test(text);
  if (kind === 'plain' || !numeric) return text;
  switch (kind) {
    case 'delay':
      return durationParts(Number(text))
        .map((part) => t(`frictions.duration.${part.unit}`, { value: part.value }))
        .join(' ');
    case 'lots':
      // The labels name them (lots, minimum lot, lots limit): two decimals, no unit repeated.
      return formatMoney(text);
    case 'money':
      return currency ? `${formatMoney(text)} ${currency}` : formatMoney(text);
    case 'traderMoney':
      return formatMoney(text);
    case 'percent':
      return `${text}%`;
    case 'leverage':
      return `1:${text}`;
  }
}
