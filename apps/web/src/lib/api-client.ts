import { TIMINGS_MS } from '@copytrade/contracts/constants';
import type { API, ApiName } from '@copytrade/contracts/api-paths';
import type { BodyIn, EndpointDef, ParamsIn, QueryIn, ResponseOf } from '@copytrade/contracts/endpoint';
import type { Envelope, FieldError } from '@copytrade/contracts/envelope';
import { SOFT_STATUSES, STATUS } from '@copytrade/contracts/status-codes';
import { CLIENT_FAILURES } from '@copytrade/contracts/statuses/client';
import { API_ROUTES, SPINNER_CALLS } from 'virtual:api-routes';
import { currentLocale } from '@/i18n/locale';
import { clearSession, getToken } from './session';
import { clearOperatorSession, getOperatorToken } from './operator-session';
import { openLoginDialog } from './login-dialog';
import { notify } from './notifier';
import { hideSpinner, showSpinner } from './spinner';

/** Spec 7 and 9: every call gives up after 30 s. */
export const REQUEST_TIMEOUT_MS = TIMINGS_MS.REQUEST_TIMEOUT;

/** Client-side failures that have no server status (their texts: contracts' statuses/client.ts). */
export const CLIENT_STATUS = {
  NETWORK: CLIENT_FAILURES.NETWORK.code,
  TIMEOUT: CLIENT_FAILURES.TIMEOUT.code,
  ABORTED: CLIENT_FAILURES.ABORTED.code,
  BAD_RESPONSE: CLIENT_FAILURES.BAD_RESPONSE.code,
  GATEWAY: CLIENT_FAILURES.GATEWAY.code,
} as const;

const rawBase: unknown = import.meta.env.VITE_API_BASE;
/** API host; empty means the page's own origin (the server also serves the built site). */
export const API_BASE = typeof rawBase === 'string' ? rawBase.replace(/\/$/, '') : '';

export type QueryValue = string | number | boolean | null | undefined;

type Api = typeof API;
/** The calls that answer the envelope (the others, such as an image, are fetched by their URL). */
export type EnvelopeCall = { [N in ApiName]: Api[N] extends EndpointDef ? N : never }[ApiName];
/** One item of a call's `content`, typed from the API table. */
export type ResponseFor<N extends EnvelopeCall> = ResponseOf<Api[N]>;

/** A query string is text: where the contract reads plain text (a number, a flag), the value may be given as such. */
type QueryField<T> = T extends string ? T | (string extends T ? number | boolean : never) : T;
type QueryOf<Q> = Q extends object ? { [K in keyof Q]: QueryField<Q[K]> } : Q;

export type RequestOptions<N extends EnvelopeCall = EnvelopeCall> = {
  query?: QueryOf<QueryIn<Api[N]>>;
  /** Values of the path's `:name` parts (`srRecommendedToday/:id`). */
  params?: ParamsIn<Api[N]>;
  body?: BodyIn<Api[N]>;
  /** The caller shows the failure itself (inline); no popup. 401 handling still applies. */
  quiet?: boolean;
  /** A 401 is only rejected, without clearing the session or asking for a login (logout itself). */
  ignoreUnauthorized?: boolean;
  signal?: AbortSignal;
  /** How long to wait for the answer (default REQUEST_TIMEOUT_MS): a call that waits for a broker may need more. */
  timeoutMs?: number;
};

/** A rejected call. `status` is the envelope status, or one of CLIENT_STATUS. */
export class ApiError extends Error {
  readonly status: number;
  readonly httpStatus: number;
  /** Localized field errors of a 40000 answer; forms put them under their fields. */
  readonly fieldErrors: FieldError[];
  /** True when nothing was shown to the user (502/504, aborted, quiet calls). */
  readonly silent: boolean;

  constructor(init: {
    status: number;
    httpStatus: number;
    message: string;
    fieldErrors?: FieldError[];
    silent?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.httpStatus = init.httpStatus;
    this.fieldErrors = init.fieldErrors ?? [];
    this.silent = init.silent ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text of a client-side failure, in the page's language. */
function clientText(key: 'NETWORK' | 'TIMEOUT' | 'BAD_RESPONSE'): string {
  return CLIENT_FAILURES[key].text[currentLocale()];
}

export type UnauthorizedHandler = (message: string) => void;

/** Spec 8, HTTP 401: clear the session and open the login dialog (the MAM shell navigates instead). */
const defaultUnauthorized: UnauthorizedHandler = (message) => {
  clearSession();
  openLoginDialog(message);
};

let onUnauthorized: UnauthorizedHandler = defaultUnauthorized;

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler ?? defaultUnauthorized;
}

/** The operator console's 401: its session ends (the console's shell sends him to its sign-in page). */
let onOperatorUnauthorized: UnauthorizedHandler = () => clearOperatorSession();

export function setOperatorUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onOperatorUnauthorized = handler ?? (() => clearOperatorSession());
}

/** The same 401 handling for a refusal that arrives outside a request (the realtime socket's wsStatus 401). */
export function reportUnauthorized(message: string): void {
  onUnauthorized(message);
}

/**
 * Calls made through another call of the same definition (a MAM site makes `login` through its twin
 * `mamLogin`, spec 7: "a parallel set exists under /mam/"). Set by the shell before its first page renders.
 */
export type CallTwins = Partial<Record<ApiName, ApiName>>;
let callTwins: CallTwins = {};

export function setCallTwins(twins: CallTwins | null): void {
  callTwins = twins ?? {};
}

/** The call actually made for `name` (its twin on a site that has one). */
export function callOf(name: ApiName): ApiName {
  return callTwins[name] ?? name;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/** Site images (logos, QR codes) are server paths; they follow the API host. */
export function assetUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { status?: unknown }).status === 'number' &&
    Array.isArray((value as { content?: unknown }).content)
  );
}

function fieldErrorsOf(envelope: Envelope<unknown>): FieldError[] {
  if (envelope.status !== STATUS.VALIDATION_FAILED) return [];
  return envelope.content.filter(
    (item): item is FieldError =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FieldError).field === 'string' &&
      typeof (item as FieldError).message === 'string',
  );
}

/**
 * One call of the API table (spec 7 and 8). Resolves with the envelope on 10000 and on the soft statuses
 * 12109, 12110 and 10001 (10001 is only logged); any other status shows the server's message and rejects
 * with an ApiError. HTTP 401 clears the session and asks for a login; 502 and 504 are silent.
 */
export async function request<N extends EnvelopeCall>(
  name: N,
  options: RequestOptions<N> = {},
): Promise<Envelope<ResponseFor<N>>> {
  // A twin has the same method and schemas under another path (contracts api/mam-*.ts).
  const { method, path: template } = API_ROUTES[callOf(name)];
  const params = (options.params ?? {}) as Record<string, string | number | undefined>;
  const path = template.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
  const spinner = SPINNER_CALLS.includes(name);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const outer = options.signal;
  const onOuterAbort = () => controller.abort();
  if (outer) {
    if (outer.aborted) controller.abort();
    else outer.addEventListener('abort', onOuterAbort, { once: true });
  }

  const headers: Record<string, string> = {
    Accept: 'application/json',
    language: currentLocale(),
    domainName: window.location.origin,
  };
  // The operator console's calls carry the operator's token, a site's calls the site user's: never both.
  const operatorCall = API_ROUTES[name].operator;
  const token = operatorCall ? getOperatorToken() : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = method !== 'GET' && options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';

  const fail = (init: ConstructorParameters<typeof ApiError>[0]): never => {
    const error = new ApiError(init);
    if (!error.silent && !options.quiet) notify().error(error.message);
    throw error;
  };

  if (spinner) showSpinner();
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query as Record<string, QueryValue> | undefined), {
        method,
        headers,
        body: hasBody ? JSON.stringify(options.body) : null,
        signal: controller.signal,
      });
    } catch {
      if (timedOut)
        return fail({ status: CLIENT_STATUS.TIMEOUT, httpStatus: 0, message: clientText('TIMEOUT') });
      if (outer?.aborted) {
        return fail({ status: CLIENT_STATUS.ABORTED, httpStatus: 0, message: 'aborted', silent: true });
      }
      return fail({ status: CLIENT_STATUS.NETWORK, httpStatus: 0, message: clientText('NETWORK') });
    }

    if (response.status === 502 || response.status === 504) {
      return fail({
        status: CLIENT_STATUS.GATEWAY,
        httpStatus: response.status,
        message: response.statusText,
        silent: true,
      });
    }

    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }

    if (response.status === 401) {
      const message = isEnvelope(body) && body.message ? body.message : response.statusText;
      if (!options.ignoreUnauthorized) (operatorCall ? onOperatorUnauthorized : onUnauthorized)(message);
      return fail({
        status: isEnvelope(body) ? body.status : STATUS.UNAUTHENTICATED,
        httpStatus: 401,
        message,
        silent: true,
      });
    }

    if (!isEnvelope(body)) {
      return fail({
        status: CLIENT_STATUS.BAD_RESPONSE,
        httpStatus: response.status,
        message: clientText('BAD_RESPONSE'),
      });
    }

    if (body.status === STATUS.OK) return body as Envelope<ResponseFor<N>>;
    if (SOFT_STATUSES.includes(body.status)) {
      if (body.status === STATUS.SOFT_NOTICE) console.info(`[${name}] ${body.message}`);
      return body as Envelope<ResponseFor<N>>;
    }
    return fail({
      status: body.status,
      httpStatus: response.status,
      message: body.message || clientText('BAD_RESPONSE'),
      fieldErrors: fieldErrorsOf(body),
    });
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
    if (spinner) hideSpinner();
  }
}

/** The first item of `content` (the seed reads `content[0]`), or an error when the server sent none. */
export function firstOf<T>(envelope: Envelope<T>): T {
  const [first] = envelope.content;
  if (first === undefined) {
    throw new ApiError({
      status: CLIENT_STATUS.BAD_RESPONSE,
      httpStatus: 200,
      message: clientText('BAD_RESPONSE'),
      silent: true,
    });
  }
  return first;
}
