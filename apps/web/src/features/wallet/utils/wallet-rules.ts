import { STATUS } from '@copytrade/contracts/status-codes';
import { isWithinBalance } from '@copytrade/contracts/validators';
import { walletAmountInputSchema } from '@copytrade/contracts/wallet';
import type { FormInstance } from 'antd';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/zod-rule';

/**
 * A withdrawal amount as the form checks it: the shared wallet amount (positive, 2 decimals, at most the
 * per-request maximum), then not above the wallet's available balance. The server checks both again under
 * the wallet's lock; this is so a bad amount is never sent.
 */
export function withdrawAmountSchema(available: string) {
  return walletAmountInputSchema.refine((amount) => isWithinBalance(amount, available), {
    error: 'validation.amount.exceedsBalance',
  });
}

/** Refusals of the wallet calls that belong under one field of the dialog's form. */
const FIELD_OF_STATUS: Partial<Record<number, string>> = {
  [STATUS.INSUFFICIENT_BALANCE]: 'amount',
  [STATUS.TX_HASH_USED]: 'txHash',
};

/**
 * Puts a refused wallet call under its field (a 40000 answer's field errors, or the statuses above when
 * the form has that field); answers the text to show on top of the dialog otherwise, null when placed.
 */
export function placeServerError(form: FormInstance, error: unknown): string | null {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  if (applyFieldErrors(form, error)) return null;
  const field = FIELD_OF_STATUS[error.status];
  const known = Object.keys(form.getFieldsValue() as Record<string, unknown>);
  if (field && known.includes(field)) {
    form.setFields([{ name: field, errors: [error.message] }]);
    return null;
  }
  return error.message;
}
