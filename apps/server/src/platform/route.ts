import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, fieldErrorSchema } from '@copytrade/contracts/envelope';
import { statusText } from '@copytrade/contracts/messages';
import { STATUS } from '@copytrade/contracts/status-codes';
import { OPERATOR_API_PREFIX, OPERATOR_PUBLIC_PREFIX } from '@copytrade/contracts/operator';
import type { BodyOut, Endpoint, FileEndpoint, ParamsOut, QueryOut } from '@copytrade/contracts/endpoint';

/** Paths that need a token (DESIGN.md, HTTP contract). */
export function isProtectedPath(path: string): boolean {
  return path.startsWith('/community/api/') || path.startsWith('/mam/main/');
}

/**
 * The seed's API halves, and the platform operator's console (issue 15: `/operator/front/` sign-in,
 * `/operator/api/` with an operator's token); everything else is the web app, its assets, uploads or the
 * docs. `/community/...`, `/mam/...` and `/operator/...` are also page routes of the web app (spec 2).
 */
const API_PREFIXES = [
  '/community/front/',
  '/community/api/',
  '/cms/front/',
  '/mam/visitor/',
  '/mam/main/',
  OPERATOR_PUBLIC_PREFIX,
  OPERATOR_API_PREFIX,
];
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * How a route is guarded; absent on pages, files and docs. A site's calls: `public` (token optional) or
 * `token` (a user of the request's site). The operator's console, above the sites (no site is resolved):
 * `operatorPublic` (its sign-in) or `operator` (an operator's token; a site's token is worthless there,
 * as an operator's is on a site).
 */
export type RouteAccess = 'public' | 'token' | 'operatorPublic' | 'operator';

/** Whether a route of this access acts for the request's site (the operator's console does not). */
export function isSiteAccess(access: RouteAccess): boolean {
  return access === 'public' || access === 'token';
}

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** Set on every API route; the request hooks read it from the route that matched, never the URL. */
    access?: RouteAccess;
    /**
     * A site call that still answers while its site is suspended or outside its validity (the site
     * config: the page needs it to show the site's message). Every other site call answers 21001 then.
     */
    servesClosedSite?: boolean;
  }
}

/** The access an API path gets (by its prefix, once, when the route is added). */
export function accessOfPath(path: string): RouteAccess {
  if (path.startsWith(OPERATOR_API_PREFIX)) return 'operator';
  if (path.startsWith(OPERATOR_PUBLIC_PREFIX)) return 'operatorPublic';
  return isProtectedPath(path) ? 'token' : 'public';
}

/** The calls a closed site still answers (see `servesClosedSite`). */
const SERVED_WHEN_SITE_CLOSED: ReadonlySet<string> = new Set(['getSiteConfig']);

/** The route config of an API path: every API route carries it (checked when routes are added). */
export function apiRouteConfig(
  path: string,
  name?: string,
): { access: RouteAccess; servesClosedSite?: boolean } {
  const access = accessOfPath(path);
  return name !== undefined && SERVED_WHEN_SITE_CLOSED.has(name)
    ? { access, servesClosedSite: true }
    : { access };
}

/** The OpenAPI security of a route: a site user's bearer token, an operator's, or none. */
function securityOf(access: RouteAccess) {
  if (access === 'token') return [{ bearerAuth: [] }];
  if (access === 'operator') return [{ operatorAuth: [] }];
  return [];
}

const errorEnvelope = envelopeSchema(z.union([fieldErrorSchema, z.object({})])).describe(
  'Error envelope: status is a code of the status table, message is localized, content holds field errors for 40000.',
);

type Result<T> = T[] | { content: T[]; total: number };

/** How the server answers one endpoint of the API table (its schemas and texts are the table's). */
export type EndpointRoute<E extends Endpoint> = {
  handler: (
    req: FastifyRequest & { query: QueryOut<E>; body: BodyOut<E>; params: ParamsOut<E> },
  ) => Promise<Result<z.input<E['response']>>>;
  /** Largest request body in bytes, when the app's default (1 MB) is not right (image uploads). */
  bodyLimit?: number;
  /**
   * The contract's body with checks only the server can make (a TRC20 address's checksum); it must give the
   * same output type, so the client's type stays the contract's.
   */
  body?: z.ZodType<NonNullable<BodyOut<E>>>;
};

/**
 * Registers one call of the API table: validates with its shared zod schemas, calls the handler (one
 * service call), and wraps what it returns in the envelope. Everything but the handler comes from the
 * table (operationId, summary, description, tags, schemas). Routes stay thin; errors go to the error handler.
 */
export function defineRoute<E extends Endpoint>(app: FastifyInstance, api: E, route: EndpointRoute<E>): void {
  const body = route.body ?? api.body;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: api.method,
    url: api.path,
    config: apiRouteConfig(api.path, api.name),
    ...(route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit }),
    schema: {
      operationId: api.name,
      summary: api.summary,
      description: api.description,
      tags: [...api.tags],
      security: securityOf(accessOfPath(api.path)),
      ...(api.query ? { querystring: api.query } : {}),
      ...(body ? { body } : {}),
      ...(api.params ? { params: api.params } : {}),
      response: { 200: envelopeSchema(api.response), '4xx': errorEnvelope, '5xx': errorEnvelope },
    },
    handler: async (req) => {
      const result = await route.handler(req as never);
      const content = Array.isArray(result) ? result : result.content;
      const total = Array.isArray(result) ? undefined : result.total;
      return {
        status: STATUS.OK,
        message: statusText(req.locale, 'OK'),
        content,
        ...(total === undefined ? {} : { total }),
      };
    },
  });
}

/**
 * Registers a call of the table that answers a file (an image) rather than the envelope: its schemas and
 * texts are the table's; the handler sends the bytes with their headers; failures answer the envelope.
 */
export function defineFileRoute<E extends FileEndpoint>(
  app: FastifyInstance,
  api: E,
  handler: (
    req: FastifyRequest & { query: QueryOut<E>; params: ParamsOut<E> },
    reply: FastifyReply,
  ) => Promise<FastifyReply>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: api.method,
    url: api.path,
    config: apiRouteConfig(api.path, api.name),
    schema: {
      operationId: api.name,
      summary: api.summary,
      description: api.description,
      tags: [...api.tags],
      security: securityOf(accessOfPath(api.path)),
      ...(api.query ? { querystring: api.query } : {}),
      ...(api.params ? { params: api.params } : {}),
      response: { 200: z.string().describe(api.file), '4xx': errorEnvelope, '5xx': errorEnvelope },
    },
    handler: (req, reply) => handler(req as never, reply) as never,
  });
}
