import {
  COPY_DIRECTION,
  COPY_TYPE,
  COPY_VALUE_UNLIMITED,
  type CopyDirection,
  type CopyType,
} from '@copytrade/contracts/constants';
import type { SubscriptionState } from '@copytrade/contracts/subscriptions';

/** Locale key of a copy mode (spec 4, Display codes): 1 fixed lot, 2 fixed ratio, anything else smart ratio. */
export type CopyModeKey = 'fixedLot' | 'fixedRatio' | 'smartRatio';

export function copyModeKey(copyType: number): CopyModeKey {
  if (copyType === COPY_TYPE.FIXED_LOT) return 'fixedLot';
  if (copyType === COPY_TYPE.FIXED_RATIO) return 'fixedRatio';
  return 'smartRatio';
}

/** The copy type a stored code means, read the way the seed reads it (any unknown code is smart ratio). */
export function normalizeCopyType(copyType: number): CopyType {
  if (copyType === COPY_TYPE.FIXED_LOT || copyType === COPY_TYPE.FIXED_RATIO) return copyType;
  return COPY_TYPE.SMART_RATIO;
}

/** Direction 1 is forward; the seed reads any other value as reverse. */
export function normalizeDirection(direction: number): CopyDirection {
  return direction === COPY_DIRECTION.FORWARD ? COPY_DIRECTION.FORWARD : COPY_DIRECTION.REVERSE;
}

export function directionKey(direction: number): 'forward' | 'reverse' {
  return normalizeDirection(direction) === COPY_DIRECTION.FORWARD ? 'forward' : 'reverse';
}

/** True when a stored value means "none": empty, or the 999999999.99 sentinel. */
export function isNoValue(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  return text === '' || text === COPY_VALUE_UNLIMITED;
}

/**
 * The unit a copy value is shown with (spec 4, Display codes): type 3 with 999999999.99 (or no value)
 * shows nothing; type 1 shows lot; anything else a multiple.
 */
export type SizeUnit = 'lot' | 'multiple' | null;

export function sizeUnit(copyType: number, copyValue: string): SizeUnit {
  if (copyType === COPY_TYPE.SMART_RATIO && isNoValue(copyValue)) return null;
  if (copyType === COPY_TYPE.FIXED_LOT) return 'lot';
  return 'multiple';
}

/** Tag colour of a subscription state: copying, cancelled but still following, ended, cancelled. */
export const STATE_COLORS: Record<SubscriptionState, string> = {
  subscribing: 'success',
  closing: 'warning',
  history: 'default',
  cancelled: 'error',
  unpaid: 'processing',
};
