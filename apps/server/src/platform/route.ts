import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, fieldErrorSchema } from '@copytrade/contracts/envelope';
import { statusText } from '@copytrade/contracts/messages';
import { STATUS } from '@copytrade/contracts/status-codes';
import type { BodyOut, Endpoint, FileEndpoint, ParamsOut, QueryOut } from '@copytrade/contracts/endpoint';

/** Paths that need a token (DESIGN.md, HTTP contract). */
export function isProtectedPath(path: string): boolean {
  return path.startsWith('/community/api/') || path.startsWith('/mam/main/');
}

/**
 * The seed's API halves; everything else is the web app, its assets, uploads or the docs. `/community/...`
 * and `/mam/...` are also page routes of the site (spec 2).
 */
const API_PREFIXES = ['/community/front/', '/community/api/', '/cms/front/', '/mam/visitor/', '/mam/main/'];
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** How a route is guarded: `public` (token optional) or `token`; absent on pages, files and docs. */
export type RouteAccess = 'public' | 'token';

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** Set on every API route; the request hooks read it from the route that matched, never the URL. */
    access?: RouteAccess;
  }
}

/** The route config of an API path: every API route carries it (checked when routes are added). */
export function apiRouteConfig(path: string): { access: RouteAccess } {
  return { access: isProtectedPath(path) ? 'token' : 'public' };
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
    config: apiRouteConfig(api.path),
    ...(route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit }),
    schema: {
      operationId: api.name,
      summary: api.summary,
      description: api.description,
      tags: [...api.tags],
      security: isProtectedPath(api.path) ? [{ bearerAuth: [] }] : [],
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
    config: apiRouteConfig(api.path),
    schema: {
      operationId: api.name,
      summary: api.summary,
      description: api.description,
      tags: [...api.tags],
      security: isProtectedPath(api.path) ? [{ bearerAuth: [] }] : [],
      ...(api.query ? { querystring: api.query } : {}),
      ...(api.params ? { params: api.params } : {}),
      response: { 200: z.string().describe(api.file), '4xx': errorEnvelope, '5xx': errorEnvelope },
    },
    handler: (req, reply) => handler(req as never, reply) as never,
  });
}
