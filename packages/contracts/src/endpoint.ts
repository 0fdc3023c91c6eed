import { z } from 'zod';

/** The OpenAPI document's groups, in the order the docs page shows them. */
export const API_TAGS = {
  site: "The site's configuration, branding, columns and dictionaries",
  content: 'About pages, announcements and other published content',
  auth: 'Registration, sign-in, verification codes and password recovery',
  users: 'The signed-in user and public user cards',
  messages: 'Notices, notification settings and public messages',
  accounts: 'MT4 accounts: binding, demo accounts, details, orders and symbols',
  statistics: "A trader's figures and charts",
  community: 'Strategy square, rankings, home figures and news feeds',
  subscriptions: 'Copy subscriptions and their settings',
  social: 'Comments, attention, favourites and the optional list',
  fees: "Traders' subscription fee settings",
  wallet: 'The USDT wallet: recharge, withdrawal, billing and the admin review',
  payments: 'Subscription payments, vouchers, coupons and complaints',
  settlement: 'The weekly performance-fee settlement',
  partners: 'Invitations, partners, levels and rebates',
  verification: 'Real-name verification and payment information, with their review',
  operator:
    "The platform operator's console: sign-in with a one-time code, sites, their limits, validity and usage",
  market:
    'Market data and tools: trade servers, quotes, candles, pivot points, the calculator, the economic calendar, the news flash and the daily report',
  mam: "The MAM back office's trading figures: dashboard, account lists and details, signals",
  development: 'Development-only calls (DEV_ROUTES)',
} as const;
export type ApiTag = keyof typeof API_TAGS;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One HTTP call, whole: the server's route registers it (validation, OpenAPI document) and the web's client
 * reads its request and response types from it, so a shape cannot drift between them without a compile
 * error. `response` is the schema of one item of the envelope's `content`; it is an allow-list, so nothing
 * else of a row leaves the server.
 */
export type EndpointDef = {
  readonly method: HttpMethod;
  /** With `:name` parts for path parameters (`srRecommendedToday/:id`). */
  readonly path: string;
  /** One line: what the call is (the OpenAPI summary). */
  readonly summary: string;
  /** What it does, who may call it, what it refuses (the OpenAPI description). */
  readonly description: string;
  readonly tags: readonly ApiTag[];
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly params?: z.ZodType;
  readonly response: z.ZodType;
};

/**
 * A call that answers a file (an image) instead of the envelope; its failures still answer the envelope.
 * `file` says what the bytes are, for the OpenAPI document.
 */
export type FileEndpointDef = Omit<EndpointDef, 'response' | 'body'> & { readonly file: string };

export function fileEndpoint<const E extends FileEndpointDef>(def: E): E {
  return def;
}

/** Keeps a definition's literal types (method, path, schemas) for the table and its readers. */
export function endpoint<const E extends EndpointDef>(def: E): E {
  return def;
}

/** A GET without parameters: anything in the query string is refused (40000). */
export const noQuery = z.strictObject({});

/** An entry of the API table: a definition with its table key as `name` (the OpenAPI operationId). */
export type Endpoint = EndpointDef & { readonly name: string };
export type FileEndpoint = FileEndpointDef & { readonly name: string };

/** Names every definition by its key. */
export function endpointTable<const T extends Record<string, EndpointDef | FileEndpointDef>>(
  defs: T,
): { readonly [K in keyof T]: T[K] & { readonly name: K } } {
  return Object.fromEntries(Object.entries(defs).map(([name, def]) => [name, { ...def, name }])) as never;
}

type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;
type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;

/** One item of the answer's `content`, as the client receives it. */
export type ResponseOf<E extends EndpointDef> = z.output<E['response']>;
/** What a caller sends (before defaults and coercion). */
export type QueryIn<E extends EndpointDef | FileEndpointDef> = SchemaInput<E['query']>;
export type BodyIn<E extends EndpointDef> = SchemaInput<E['body']>;
export type ParamsIn<E extends EndpointDef | FileEndpointDef> = SchemaInput<E['params']>;
/** What the server's handler reads (after validation). */
export type QueryOut<E extends EndpointDef | FileEndpointDef> = SchemaOutput<E['query']>;
export type BodyOut<E extends EndpointDef> = SchemaOutput<E['body']>;
export type ParamsOut<E extends EndpointDef | FileEndpointDef> = SchemaOutput<E['params']>;
