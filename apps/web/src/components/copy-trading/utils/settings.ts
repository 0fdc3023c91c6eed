import {
  COPY_DIRECTION,
  COPY_TYPE,
  PARTIAL_CLOSE_ROUNDING,
  type CopyDirection,
  type CopyType,
  type PartialCloseRounding,
} from '@copytrade/contracts/constants';
import type { TradeSettings } from '@copytrade/contracts/profile';
import type {
  createSubscriptionBodySchema,
  Subscription,
  updateSubscriptionBodySchema,
} from '@copytrade/contracts/subscriptions';
import { lotOrRatioSchema, positiveIntegerSchema } from '@copytrade/contracts/validators';
import type { z } from 'zod';
import { isNoValue, normalizeCopyType, normalizeDirection } from './display-codes';

/*
 * The follow settings as the form holds them (texts as typed) and as the API takes them. Fixed lot and
 * fixed ratio keep their own fields, so switching modes back and forth keeps what was typed in each.
 */

export type SettingsValues = {
  copyType: CopyType;
  /** Lots of fixed-lot mode, as typed. */
  lots: string;
  /** Ratio of fixed-ratio mode, as typed. */
  ratio: string;
  direction: CopyDirection;
  /** Empty = no limit. */
  maxOpenPositions: string;
  maxTotalLots: string;
  /** Smart ratio only. */
  maxRatio: string;
  partialClose: PartialCloseRounding;
};

export type Validity = 'untilCancelled' | 'days';

export type SubscribeValues = SettingsValues & {
  followAccountId?: number;
  validity: Validity;
  validityDays: number | null;
  readConfirmed: boolean;
};

/** Days a fixed-term subscription runs by default, and the contract's bounds. */
export const VALIDITY_DAYS = { DEFAULT: 30, MIN: 1, MAX: 3650 } as const;

export const DEFAULT_SETTINGS: SettingsValues = {
  copyType: COPY_TYPE.FIXED_LOT,
  lots: '',
  ratio: '',
  direction: COPY_DIRECTION.FORWARD,
  maxOpenPositions: '',
  maxTotalLots: '',
  maxRatio: '',
  partialClose: PARTIAL_CLOSE_ROUNDING.TAKE_SMALL,
};

export const DEFAULT_SUBSCRIBE_VALUES: SubscribeValues = {
  ...DEFAULT_SETTINGS,
  validity: 'untilCancelled',
  validityDays: VALIDITY_DAYS.DEFAULT,
  readConfirmed: false,
};

/** The canonical two-decimal text of a valid lot or ratio ('1.5' -> '1.50'); null when empty or invalid. */
export function lotText(typed: string): string | null {
  const parsed = lotOrRatioSchema.safeParse(typed.trim());
  return parsed.success ? parsed.data.text : null;
}

function optionalLots(typed: string): string | null {
  return typed.trim() === '' ? null : lotText(typed);
}

function optionalCount(typed: string): number | null {
  if (typed.trim() === '') return null;
  const parsed = positiveIntegerSchema.safeParse(typed.trim());
  return parsed.success ? parsed.data : null;
}

/** The value the chosen mode uses: lots, a ratio, or none for smart ratio. */
export function copyValueOf(values: Pick<SettingsValues, 'copyType' | 'lots' | 'ratio'>): string | null {
  if (values.copyType === COPY_TYPE.FIXED_LOT) return lotText(values.lots);
  if (values.copyType === COPY_TYPE.FIXED_RATIO) return lotText(values.ratio);
  return null;
}

/** Bodies as sent (the schemas' input: lots and ratios as decimal text). */
export type CreateBody = z.input<typeof createSubscriptionBodySchema>;
export type UpdateBody = z.input<typeof updateSubscriptionBodySchema>;
type SettingsBody = Omit<UpdateBody, 'subscriptionId'>;

/**
 * The settings part of a create or update body. Smart ratio sends no copyValue (the server stores the
 * 999999999.99 sentinel); its maximum ratio is sent only in that mode. Empty limits are sent as null,
 * which means "no limit" for a new subscription and removes a limit from an existing one.
 */
export function settingsBody(values: SettingsValues): SettingsBody {
  const copyValue = copyValueOf(values);
  const smart = values.copyType === COPY_TYPE.SMART_RATIO;
  return {
    copyType: values.copyType,
    ...(copyValue === null ? {} : { copyValue }),
    direction: values.direction,
    maxOpenPositions: optionalCount(values.maxOpenPositions),
    maxTotalLots: optionalLots(values.maxTotalLots),
    maxRatio: smart ? optionalLots(values.maxRatio) : null,
    partialClose: values.partialClose,
  };
}

/** `createSubscription` body of the subscribe form; the validity is omitted for "until cancelled". */
export function createBody(masterAccountId: number, values: SubscribeValues): CreateBody {
  return {
    masterAccountId,
    followAccountId: values.followAccountId ?? 0,
    ...settingsBody(values),
    ...(values.validity === 'days' && values.validityDays !== null
      ? { validityDays: values.validityDays }
      : {}),
  };
}

export function updateBody(subscriptionId: number, values: SettingsValues): UpdateBody {
  return { subscriptionId, ...settingsBody(values) };
}

/** The form values of an existing subscription (the edit dialog starts from them). */
export function settingsOf(subscription: Subscription): SettingsValues {
  const copyType = normalizeCopyType(subscription.copyType);
  const value = isNoValue(subscription.copyValue) ? '' : subscription.copyValue;
  const limit = (text: string | null) => (isNoValue(text) ? '' : (text ?? ''));
  return {
    copyType,
    lots: copyType === COPY_TYPE.FIXED_LOT ? value : '',
    ratio: copyType === COPY_TYPE.FIXED_RATIO ? value : '',
    direction: normalizeDirection(subscription.direction),
    maxOpenPositions: subscription.maxOpenPositions === null ? '' : String(subscription.maxOpenPositions),
    maxTotalLots: limit(subscription.maxTotalLots),
    maxRatio: copyType === COPY_TYPE.SMART_RATIO ? limit(subscription.maxRatio) : '',
    partialClose:
      subscription.partialClose === PARTIAL_CLOSE_ROUNDING.TAKE_BIG
        ? PARTIAL_CLOSE_ROUNDING.TAKE_BIG
        : PARTIAL_CLOSE_ROUNDING.TAKE_SMALL,
  };
}

/** The fields the trade settings prefill (all of them once saved; the lots alone before that). */
export type TradeSettingsPrefill = Partial<
  Pick<SettingsValues, 'copyType' | 'lots' | 'ratio' | 'direction' | 'maxOpenPositions'>
>;

/**
 * The settings fields the subscribe form starts from (dealV): once the user saved trade settings, mode with
 * its lots or ratio, direction (forward when reverse is not allowed now), and the open-position limit.
 * Before anything is saved the answer carries the site's defaults (fixed lot, 0.01: what dealV shows), and
 * they fill the lot field, so it starts with a real value instead of a placeholder that looks like one.
 */
export function prefillFromTradeSettings(
  settings: TradeSettings,
  reverseAllowed: boolean,
): TradeSettingsPrefill | null {
  const copyType = normalizeCopyType(settings.copyType);
  if (!settings.saved) {
    const lots = copyType === COPY_TYPE.FIXED_LOT ? lotText(settings.copyValue) : null;
    return lots === null ? null : { lots };
  }
  return {
    copyType,
    lots: copyType === COPY_TYPE.FIXED_LOT ? settings.copyValue : '',
    ratio: copyType === COPY_TYPE.FIXED_RATIO ? settings.copyValue : '',
    direction:
      normalizeDirection(settings.direction) === COPY_DIRECTION.REVERSE && reverseAllowed
        ? COPY_DIRECTION.REVERSE
        : COPY_DIRECTION.FORWARD,
    maxOpenPositions: settings.maxOpenPositions === null ? '' : String(settings.maxOpenPositions),
  };
}
