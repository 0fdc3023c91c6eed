import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { FieldError } from '@copytrade/contracts/envelope';
import { issueMessage } from '@copytrade/contracts/issues';
import { DEFAULT_LOCALE, parseLocale } from '@copytrade/contracts/locale';
import { statusText } from '@copytrade/contracts/messages';
import { STATUS, STATUS_INFO, type StatusName } from '@copytrade/contracts/status-codes';
import { AppError } from './app-error';
import { isInputDataException, serializeError } from './error-log';

function localeOf(req: FastifyRequest) {
  // Read from the header, as the locale hook does: that hook may not have run (the rate limit and a
  // body parse error come first).
  return parseLocale(req.headers.language ?? DEFAULT_LOCALE);
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
 * Errors the router raises before any hook or route runs (Fastify's `frameworkErrors`): a path that does
 * not decode (`%ED%A0%80`) or a path parameter over the router's length limit. Without this they would
 * leave as Fastify's own JSON, not the envelope.
 */
export function frameworkErrorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    req.log.info({ code: error.code }, 'request refused by the router');
    void sendError(req, reply, 'VALIDATION_FAILED');
    return;
  }
  req.log.error({ err: serializeError(error) }, 'router error');
  void sendError(req, reply, 'INTERNAL');
}

/**
 * One error model (STYLE.md 6): every failure leaves as the envelope with a localized message.
 * 5xx details go to the log only.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) {
      if (error.httpStatus >= 500) req.log.error({ err: serializeError(error) }, 'service error');
      return sendError(req, reply, error.code, { params: error.params, fieldErrors: error.fieldErrors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(req, reply, 'VALIDATION_FAILED', {
        fieldErrors: fieldErrorsOf(req, error.validation),
      });
    }
    if (isInputDataException(error)) {
      // A value validation let through and the database refused (a backstop: still the client's 400).
      req.log.warn({ err: serializeError(error) }, 'input refused by the database');
      return sendError(req, reply, 'VALIDATION_FAILED');
    }
    const mapped = error.statusCode ? HTTP_TO_STATUS[error.statusCode] : undefined;
    if (mapped && error.statusCode && error.statusCode < 500) {
      // Fastify's own errors have fixed texts; others (a JSON syntax error) may quote the request body.
      const text = error.code?.startsWith('FST_') ? error.message : 'request refused';
      req.log.info({ code: error.code, statusCode: error.statusCode }, text);
      return sendError(req, reply, mapped);
    }
    req.log.error({ err: serializeError(error) }, 'unhandled error');
    return sendError(req, reply, 'INTERNAL');
  });
}
