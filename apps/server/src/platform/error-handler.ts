import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { FieldError } from '@copytrade/contracts/envelope';
import { issueMessage } from '@copytrade/contracts/issues';
import { DEFAULT_LOCALE, parseLocale } from '@copytrade/contracts/locale';
import { statusText } from '@copytrade/contracts/messages';
import { STATUS, STATUS_INFO, type StatusName } from '@copytrade/contracts/status-codes';
import { AppError } from './app-error';

function localeOf(req: FastifyRequest) {
  // The locale hook may not have run (e.g. a body parse error comes first).
  return (req.locale as typeof req.locale | undefined) ?? parseLocale(req.headers.language ?? DEFAULT_LOCALE);
}

export function sendError(
  req: FastifyRequest,
  reply: FastifyReply,
  code: StatusName,
  options: { params?: Record<string, string | number>; fieldErrors?: FieldError[] } = {},
) {
  return reply.status(STATUS_INFO[code].http).send({
    status: STATUS[code],
    message: statusText(localeOf(req), code, options.params),
    content: options.fieldErrors ?? [],
  });
}

type ValidationItem = {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
};

function fieldErrorsOf(req: FastifyRequest, items: ValidationItem[]): FieldError[] {
  const locale = localeOf(req);
  return items.map((item) => ({
    field: item.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issueMessage(
      {
        ...item.params,
        code: item.keyword,
        message: item.message ?? 'validation.invalid',
        path: [],
      } as unknown as z.core.$ZodIssue,
      locale,
    ),
  }));
}

const HTTP_TO_STATUS: Record<number, StatusName> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'VALIDATION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
};

/**
 * One error model (STYLE.md 6): every failure leaves as the envelope with a localized message.
 * 5xx details go to the log only.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) {
      if (error.httpStatus >= 500) req.log.error({ err: error }, 'service error');
      return sendError(req, reply, error.code, { params: error.params, fieldErrors: error.fieldErrors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(req, reply, 'VALIDATION_FAILED', {
        fieldErrors: fieldErrorsOf(req, error.validation),
      });
    }
    const mapped = error.statusCode ? HTTP_TO_STATUS[error.statusCode] : undefined;
    if (mapped && error.statusCode && error.statusCode < 500) {
      req.log.info({ code: error.code, statusCode: error.statusCode }, error.message);
      return sendError(req, reply, mapped);
    }
    req.log.error({ err: error }, 'unhandled error');
    return sendError(req, reply, 'INTERNAL');
  });
}
