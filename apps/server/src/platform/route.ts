import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, fieldErrorSchema } from '@copytrade/contracts/envelope';
import { statusText } from '@copytrade/contracts/messages';
import { STATUS } from '@copytrade/contracts/status-codes';

type ApiEntry = { readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE'; readonly path: string };

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

type RouteDef<
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
  P extends z.ZodType | undefined = undefined,
> = {
  api: ApiEntry;
  summary: string;
  tags: string[];
  description?: string;
  querystring?: Q;
  body?: B;
  /** The path's `:name` parts (`srRecommendedToday/:id`). */
  params?: P;
  /** Schema of one item of `content`; it is an allow-list, so nothing else of a row leaves. */
  response: R;
  /** Largest request body in bytes, when the app's default (1 MB) is not right (image uploads). */
  bodyLimit?: number;
  handler: (
    req: FastifyRequest & {
      query: Q extends z.ZodType ? z.output<Q> : unknown;
      body: B extends z.ZodType ? z.output<B> : unknown;
      params: P extends z.ZodType ? z.output<P> : unknown;
    },
  ) => Promise<Result<z.input<R>>>;
};

/**
 * Registers one API route: validates with the shared zod schemas, calls the handler (one service
 * call), and wraps what it returns in the envelope. Routes stay thin; errors go to the error handler.
 */
export function defineRoute<
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
  P extends z.ZodType | undefined = undefined,
>(app: FastifyInstance, def: RouteDef<Q, B, R, P>): void {
  const responseEnvelope = envelopeSchema(def.response);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.api.method,
    url: def.api.path,
    config: apiRouteConfig(def.api.path),
    ...(def.bodyLimit === undefined ? {} : { bodyLimit: def.bodyLimit }),
    schema: {
      summary: def.summary,
      description: def.description,
      tags: def.tags,
      security: isProtectedPath(def.api.path) ? [{ bearerAuth: [] }] : [],
      ...(def.querystring ? { querystring: def.querystring } : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(def.params ? { params: def.params } : {}),
      response: { 200: responseEnvelope, '4xx': errorEnvelope, '5xx': errorEnvelope },
    },
    handler: async (req) => {
      const result = await def.handler(req as never);
      const content = Array.isArray(result) ? result : result.content;
      const total = Array.isArray(result) ? undefined : result.total;
      return {
        status: STATUS.OK,
        message: statusText(req.locale, 'OK'),
        content,
        ...(total === undefined ? {} : { total }),
      } as never;
    },
  });
}
