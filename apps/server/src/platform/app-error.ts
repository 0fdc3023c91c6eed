import type { FieldError } from '@copytrade/contracts/envelope';
import { STATUS_INFO, type StatusName } from '@copytrade/contracts/status-codes';

/**
 * The one error services throw. `code` names a row of the status table; `params` fill the localized
 * message; `detail` is for the log only and never reaches the client.
 */
export class AppError extends Error {
  readonly code: StatusName;
  readonly params: Record<string, string | number> | undefined;
  readonly fieldErrors: FieldError[];

  constructor(
    code: StatusName,
    options: {
      params?: Record<string, string | number>;
      fieldErrors?: FieldError[];
      detail?: string;
      cause?: unknown;
    } = {},
  ) {
    super(options.detail ?? code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.params = options.params;
    this.fieldErrors = options.fieldErrors ?? [];
  }

  get httpStatus(): number {
    return STATUS_INFO[this.code].http;
  }
}
