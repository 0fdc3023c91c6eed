import type { AccountCounts } from '@copytrade/contracts/accounts';
import { ACCOUNT_LIMITS } from '@copytrade/contracts/constants';
import { STATUS } from '@copytrade/contracts/status-codes';

/** Which limit dialog to show (spec 5 and 8): the trade accounts' usage limit or the follow accounts' one. */
export type LimitKind = 'usage' | 'copy';

/** True when `count` has reached `max`; a maximum of -1 never is (unlimited). */
export function isAtLimit(count: number, max: number): boolean {
  if (max === ACCOUNT_LIMITS.UNLIMITED) return false;
  return count >= max;
}

/** Spec 5: a trade account needs the count below masterMaxNumber, a follow account below copyMaxNumber. */
export function limitReached(counts: AccountCounts | undefined, kind: 'trade' | 'follow'): boolean {
  if (!counts) return false;
  return kind === 'trade'
    ? isAtLimit(counts.masterNumber, counts.masterMaxNumber)
    : isAtLimit(counts.copyNumber, counts.copyMaxNumber);
}

/** The limit dialog a refused bind or demo call asks for (22006, 22007), if any. */
export function limitOfStatus(status: number): LimitKind | null {
  if (status === STATUS.MASTER_LIMIT_REACHED) return 'usage';
  if (status === STATUS.COPY_LIMIT_REACHED) return 'copy';
  return null;
}
