import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API } from '@copytrade/contracts/api-paths';
import type { Db } from '../src/db/client';
import { accessOfPath, type RouteAccess } from '../src/platform/route';

/**
 * Helpers of the generated suites (generated-*.test.ts): the operations of the API table with their
 * request schemas as the OpenAPI document states them, inputs made from those schemas, bad variants of
 * them, the envelope check, and a fingerprint of the database. An operation added to the table later is
 * covered by both suites without anyone listing it.
 */

/** The parts of JSON Schema (OpenAPI 3.0 flavour, as `/docs/json` writes it) the generators read. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  additionalProperties?: boolean | JsonSchema;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Operation = {
  /** The API table's key. */
  name: string;
  method: Method;
  /** The path as the table writes it (`:id` for path parameters). */
  path: string;
  /** Needs a site user's token (`/community/api/`, `/mam/main/`). */
  needsToken: boolean;
  /**
   * Who may call it, as the server decides from the route: `public` and `token` are a site's calls,
   * `operatorPublic` (sign-in) and `operator` (an operator's token) the platform operator's console.
   */
  access: RouteAccess;
  /** A development route (`dev/`), registered only with DEV_ROUTES. */
  dev: boolean;
  /** In the OpenAPI document (every registered route is). */
  documented: boolean;
  body?: JsonSchema;
  query?: JsonSchema;
  params?: JsonSchema;
};

type OpenApiParameter = { in: string; name: string; required?: boolean; schema: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

function parametersIn(operation: OpenApiOperation, where: string): JsonSchema | undefined {
  const list = (operation.parameters ?? []).filter((p) => p.in === where);
  if (list.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(list.map((p) => [p.name, p.schema])),
    required: list.filter((p) => p.required).map((p) => p.name),
  };
}

export const PROTECTED_PATH = /^\/(community\/api|mam\/main)\//;

/** Every entry of the API table, with its request schemas read from the app's OpenAPI document. */
export async function loadOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/docs/json' });
  const doc = res.json<OpenApiDocument>();
  return Object.entries(API).map(([name, api]) => {
    const documented = doc.paths[api.path.replace(/:(\w+)/g, '{$1}')]?.[api.method.toLowerCase()];
    const body = documented?.requestBody?.content['application/json']?.schema;
    const query = documented && parametersIn(documented, 'query');
    const params = documented && parametersIn(documented, 'path');
    return {
      name,
      method: api.method,
      path: api.path,
      needsToken: PROTECTED_PATH.test(api.path),
      access: accessOfPath(api.path),
      dev: api.path.includes('/dev/'),
      documented: documented !== undefined,
      ...(body ? { body } : {}),
      ...(query ? { query } : {}),
      ...(params ? { params } : {}),
    };
  });
}

/* Inputs from schemas. */

/** A valid TRON address (the USDT contract's). */
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** Likely values by field name, tried first; then the generic candidates; each must fit the schema. */
const NAME_HINTS: [RegExp, string][] = [
  [/mail|^userName$/i, 'probe@example.com'],
  [/phone|mobile/i, '13800138000'],
  [/pass|pwd/i, 'Passw0rd9'],
  [/code$/i, '123456'],
  [/hash/i, 'ab'.repeat(32)],
  [/address/i, TRON],
  [/login/i, '7654321'],
  [/amount|price|money|lot|ratio|balance|deposit|value|share|rate|profit/i, '10'],
  [/day$|date|birthday|until|start$|end$/i, '2026-01-05'],
  [/symbol/i, 'EURUSD'],
];
const STRING_CANDIDATES = [
  'probe@example.com',
  '13800138000',
  '123456',
  '2026-01-05',
  'Passw0rd9',
  'ab'.repeat(32),
  TRON,
  '7654321',
  'EURUSD',
  'probe',
  '10',
  '1',
];

function fitsString(schema: JsonSchema, value: string): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  return schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(value);
}

function sampleString(schema: JsonSchema, name: string): string {
  const hinted = NAME_HINTS.filter(([re]) => re.test(name)).map(([, value]) => value);
  const found = [...hinted, ...STRING_CANDIDATES].find((value) => fitsString(schema, value));
  if (found) return found;
  return 'x'.repeat(Math.max(schema.minLength ?? 5, 1)).slice(0, schema.maxLength ?? 5);
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  const step = integer ? 1 : 0.5;
  let low = schema.minimum ?? -Infinity;
  if (schema.exclusiveMinimum === true) low += step;
  if (typeof schema.exclusiveMinimum === 'number') low = schema.exclusiveMinimum + step;
  let high = schema.maximum ?? Infinity;
  if (schema.exclusiveMaximum === true) high -= step;
  if (typeof schema.exclusiveMaximum === 'number') high = schema.exclusiveMaximum - step;
  return Math.min(Math.max(1, low), high);
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** The object branch a body of `oneOf` / `anyOf` objects is made from (its first). */
export function objectShape(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  if (schema.properties) return schema;
  return (schema.oneOf ?? schema.anyOf ?? schema.allOf)?.find((branch) => branch.properties);
}

/** A value of `schema`: required properties only, names hinting at their format. */
export function sample(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'probe';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches && branches.length > 0) {
    return sample(branches.find((b) => typeOf(b) !== 'null') ?? branches[0], name);
  }
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key], key);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sample(schema.items, name));
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return true;
    default:
      return sampleString(schema, name);
  }
}

type Kind = 'string' | 'number' | 'integer' | 'numeric' | 'boolean' | 'array' | 'object' | 'other';

/** What a field takes: 'numeric' is a number or its text (the money and lot fields). */
/** A branch that only admits null (OpenAPI 3.1 writes a nullable union as `anyOf [..., {type: 'null'}]`). */
const isNullOnly = (schema: JsonSchema) => schema.type === 'null';

function kindOf(schema: JsonSchema | undefined): Kind {
  if (!schema) return 'other';
  const branches = (schema.anyOf ?? schema.oneOf)?.filter((branch) => !isNullOnly(branch));
  if (branches) {
    const kinds = new Set(branches.map(kindOf));
    if (kinds.has('string') && (kinds.has('number') || kinds.has('integer'))) return 'numeric';
    return kinds.size === 1 ? [...kinds][0]! : 'other';
  }
  if (schema.enum) return typeof schema.enum[0] === 'number' ? 'integer' : 'string';
  // A type list (3.1) such as ["string", "number"] takes both, as the anyOf of 3.0 did.
  const types = Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null') : [];
  if (types.includes('string') && (types.includes('number') || types.includes('integer'))) return 'numeric';
  const type = typeOf(schema);
  return type === 'string' ||
    type === 'number' ||
    type === 'integer' ||
    type === 'boolean' ||
    type === 'array' ||
    type === 'object'
    ? type
    : 'other';
}

export type Field = { name: string; kind: Kind; required: boolean };

export function fieldsOf(schema: JsonSchema | undefined): Field[] {
  const shape = objectShape(schema);
  if (!shape?.properties) return [];
  return Object.entries(shape.properties).map(([name, s]) => ({
    name,
    kind: kindOf(s),
    required: (shape.required ?? []).includes(name),
  }));
}

/* Requests. */

export type Probe = {
  label: string;
  method: Method;
  url: string;
  headers?: Record<string, string>;
  /** Sent as written (with its content type); JSON is written by the generators. */
  payload?: string;
  /** Carries a NUL or a lone surrogate in a body or query value or name: the text field error is due. */
  badText?: boolean;
};

/** `path` with its `:name` parts replaced. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_whole, name: string) => values[name] ?? '1');
}

/** A query string from already-encoded pairs. */
export function queryString(pairs: [string, string][]): string {
  return pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`;
}

function encodeValue(value: unknown): string {
  return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
}

/** The query pairs of an object of values. */
export function queryPairs(values: Record<string, unknown>): [string, string][] {
  return Object.entries(values).map(([k, v]) => [encodeURIComponent(k), encodeValue(v)]);
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** `[[[...]]]`, `depth` levels: JSON.parse reads it, a recursive walker would overflow on it. */
export function deepArray(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

const NUL = 'ab\u0000cd';
const HIGH_SURROGATE = 'ab\ud800cd';
const LOW_SURROGATE = '\udc00';
const LONG = 'a'.repeat(100_000);
const NESTING = 10_000;
/** A body over the app's 1 MB limit. */
const OVERSIZED = `{"a":"${'x'.repeat(1_100_000)}"}`;

/** A value replaced in the JSON text by one spliced in unparsed (deep arrays). */
const SPLICE = '__splice__';

function jsonBody(label: string, op: Operation, url: string, value: unknown, splice?: string): Probe {
  const text = JSON.stringify(value);
  return {
    label,
    method: op.method,
    url,
    headers: JSON_TYPE,
    payload: splice === undefined ? text : text.replace(JSON.stringify(SPLICE), splice),
  };
}

type Candidate = { kind: string; probe: Probe };

/**
 * Takes candidates kind by kind in turn, so every kind is tried before any kind is tried twice; the
 * n-th kind starts at its n-th candidate, so kinds land on different fields.
 */
function roundRobin(candidates: Candidate[], limit: number): Probe[] {
  const byKind = new Map<string, Probe[]>();
  for (const c of candidates) byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c.probe]);
  const queues = [...byKind.values()].map((queue, n) => {
    const shift = n % queue.length;
    return [...queue.slice(shift), ...queue.slice(0, shift)];
  });
  const out: Probe[] = [];
  while (out.length < limit && queues.some((q) => q.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && out.length < limit) out.push(next);
    }
  }
  return out;
}

/** Most bad requests made for one operation. */
export const MAX_CASES = 24;

function badValuesFor(kind: Kind): [string, unknown][] {
  const text: [string, unknown][] = [
    ['NUL', NUL],
    ['lone high surrogate', HIGH_SURROGATE],
    ['lone low surrogate', LOW_SURROGATE],
    ['100k characters', LONG],
  ];
  const number: [string, unknown][] = [
    ['1e308', 1e308],
    ['-1e308', -1e308],
    ['"NaN"', 'NaN'],
    ['2^53', 2 ** 53],
    ['2^31 (over a 32-bit column)', 2 ** 31],
  ];
  const wrong: [string, unknown][] = [
    ['an object', { a: { b: [1] } }],
    ['an array', [1, 'x']],
    ['null', null],
  ];
  switch (kind) {
    case 'string':
      return [...text, ['a number', 12345], ...wrong];
    case 'numeric':
      return [...number, ['"1e308"', '1e308'], ...text, ...wrong];
    case 'integer':
      return [...number, ['1.5', 1.5], ['text', 'abc'], ...wrong];
    case 'number':
      return [...number, ['text', 'abc'], ...wrong];
    case 'boolean':
      return [['text', 'yes'], ['1', 1], ...wrong];
    case 'array':
      return [['NUL item', [NUL]], ['text', 'x'], ['a huge item list', Array(10_001).fill(1)], ...wrong];
    case 'object':
      return [
        ['text', 'x'],
        ['an array', [1]],
        ['NUL key', { [NUL]: 1 }],
      ];
    default:
      return [...text, ...number, ...wrong];
  }
}

function bodyCases(op: Operation, url: string): Candidate[] {
  const base = sample(op.body) as Record<string, unknown>;
  const baseObject = base && typeof base === 'object' && !Array.isArray(base) ? base : {};
  const out: Candidate[] = [];
  const add = (kind: string, probe: Probe) => out.push({ kind, probe });
  const raw = (label: string, type: string, payload: string) =>
    add(label, { label, method: op.method, url, headers: { 'content-type': type }, payload });
  raw('malformed JSON', 'application/json', '{"a":');
  raw('text/plain', 'text/plain', 'hello');
  raw('form-urlencoded', 'application/x-www-form-urlencoded', 'a=1&b=2');
  raw('an array body', 'application/json', '[1,2]');
  raw(`${NESTING}-deep array body`, 'application/json', deepArray(NESTING));
  raw('__proto__ key', 'application/json', '{"__proto__":{"polluted":1}}');
  raw('over 1 MB', 'application/json', OVERSIZED);
  for (const field of fieldsOf(op.body)) {
    for (const [label, value] of badValuesFor(field.kind)) {
      const probe = jsonBody(`${field.name}: ${label}`, op, url, { ...baseObject, [field.name]: value });
      add(label, { ...probe, badText: /^(NUL|lone)/.test(label) });
    }
    add(
      'deep nesting in a field',
      jsonBody(
        `${field.name}: ${NESTING}-deep array`,
        op,
        url,
        { ...baseObject, [field.name]: SPLICE },
        deepArray(NESTING),
      ),
    );
    if (field.required) {
      const { [field.name]: _dropped, ...rest } = baseObject;
      add('missing', jsonBody(`${field.name} missing`, op, url, rest));
    }
  }
  add('extra field', jsonBody('an extra field', op, url, { ...baseObject, zzUnexpected: 1 }));
  return out;
}

const QUERY_BAD: Record<Kind, [string, string][]> = {
  // Escapes that do not decode (`%ED%A0%80`, `%FF`, `%ZZ`) stay as they are written: valid text.
  string: [
    ['NUL', '%00'],
    ['NUL inside', 'ab%00cd'],
    ['100k characters', LONG],
  ],
  number: [
    ['1e308', '1e308'],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
    ['-1', '-1'],
    ['20 digits', '99999999999999999999'],
    ['2^31 (over a 32-bit column)', '2147483648'],
    ['text', 'abc'],
    ['NUL', '1%00'],
    ['CESU surrogate bytes', '%ED%A0%80'],
    ['invalid UTF-8', '%FF%FE'],
  ],
  integer: [],
  numeric: [],
  boolean: [
    ['text', 'maybe'],
    ['NUL', 'true%00'],
  ],
  array: [['NUL', '%00']],
  object: [['NUL', '%00']],
  other: [['NUL', '%00']],
};
QUERY_BAD.integer = [['1.5', '1.5'], ...QUERY_BAD.number];
QUERY_BAD.numeric = [...QUERY_BAD.number, ['100k characters', LONG]];

function queryCases(op: Operation, path: string): Candidate[] {
  const base = queryPairs(sample(op.query) as Record<string, unknown>);
  // An operation with a body too gets its sample body, so the query is what validation refuses.
  const body = op.body ? { headers: JSON_TYPE, payload: JSON.stringify(sample(op.body)) } : {};
  const out: Candidate[] = [];
  const add = (kind: string, label: string, pairs: [string, string][]) =>
    out.push({
      kind,
      probe: {
        label,
        method: op.method,
        url: `${path}${queryString(pairs)}`,
        ...body,
        badText: /NUL/.test(label),
      },
    });
  for (const field of fieldsOf(op.query)) {
    const others = base.filter(([k]) => k !== field.name);
    for (const [label, value] of QUERY_BAD[field.kind]) {
      add(label, `${field.name}=${label}`, [...others, [field.name, value]]);
    }
    add('repeated', `${field.name} twice`, [...others, [field.name, '1'], [field.name, '2']]);
    if (field.required) add('missing', `${field.name} missing`, others);
  }
  add('NUL in a parameter name', 'a parameter named with NUL', [...base, ['zz%00', '1']]);
  return out;
}

const PATH_BAD: [string, string][] = [
  ['text', 'abc'],
  ['NUL', '%00'],
  ['1e308', '1e308'],
  ['-1', '-1'],
  ['0', '0'],
  ['20 digits', '99999999999999999999'],
  ['2^31', '2147483648'],
  ['5000 characters', 'a'.repeat(5000)],
  ['CESU surrogate bytes', '%ED%A0%80'],
];

function pathCases(op: Operation): Candidate[] {
  const names = [...op.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return names.flatMap((name) =>
    PATH_BAD.map(([label, value]) => ({
      kind: `path ${label}`,
      probe: { label: `${name}=${label}`, method: op.method, url: fillPath(op.path, { [name]: value }) },
    })),
  );
}

/**
 * The bad requests of one operation, at most MAX_CASES: for every body and query field, values of the
 * wrong type, NUL, lone surrogates, 100k characters, 1e308, NaN, deep nesting, missing and extra fields;
 * for a body, wrong content types, malformed and oversized JSON. An operation without a body schema gets
 * only the requests refused before any handler runs (malformed JSON, a wrong content type, over 1 MB), so
 * no call of the suite can do what a valid one would (sign out, run a settlement).
 */
export function badRequests(op: Operation): Probe[] {
  const path = fillPath(op.path, {});
  const baseQuery = op.query ? queryString(queryPairs(sample(op.query) as Record<string, unknown>)) : '';
  const candidates: Candidate[] = [...pathCases(op)];
  if (op.query) candidates.push(...queryCases(op, path));
  if (op.body) {
    candidates.push(...bodyCases(op, `${path}${baseQuery}`));
  } else if (op.method !== 'GET') {
    for (const [label, type, payload] of [
      ['malformed JSON', 'application/json', '{"a":'],
      ['unsupported content type', 'application/xml', '<a/>'],
      ['over 1 MB', 'application/json', OVERSIZED],
    ] as const) {
      candidates.push({
        kind: label,
        probe: {
          label,
          method: op.method,
          url: `${path}${baseQuery}`,
          headers: { 'content-type': type },
          payload,
        },
      });
    }
  }
  return roundRobin(candidates, MAX_CASES);
}

/** The request a valid call would make (for ids and tokens tests): a sample body and query. */
export function sampleRequest(
  op: Operation,
  overrides: Record<string, unknown> = {},
  pathValues: Record<string, string> = {},
) {
  const query = op.query ? { ...(sample(op.query) as Record<string, unknown>) } : {};
  const body = op.body ? { ...(sample(op.body) as Record<string, unknown>) } : undefined;
  for (const [key, value] of Object.entries(overrides)) {
    if (fieldsOf(op.query).some((f) => f.name === key)) query[key] = value;
    if (body && fieldsOf(op.body).some((f) => f.name === key)) body[key] = value;
  }
  const url = `${fillPath(op.path, pathValues)}${queryString(queryPairs(query))}`;
  return body === undefined ? { url } : { url, payload: JSON.stringify(body), headers: JSON_TYPE };
}

/* Answers. */

export type Envelope = { status: number; message: string; content: unknown[]; total?: number };

/** The parsed envelope of a response, or `null` when the body is not one. */
export function envelopeOf(body: string): Envelope | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object') return null;
  const e = parsed as Partial<Envelope>;
  return typeof e.status === 'number' && typeof e.message === 'string' && Array.isArray(e.content)
    ? (parsed as Envelope)
    : null;
}

/** A request sent as written over a real socket (inject resolves `.` and `//` segments itself). */
export function sendRaw(
  app: FastifyInstance,
  method: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ statusCode: number; body: string }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ statusCode: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Other spellings of an operation's path: a percent-escaped letter in the API half and in the name, a
 * doubled slash, `.` and `..` segments, an escaped slash, a trailing slash and a NUL.
 */
export function respelledPaths(path: string): string[] {
  const [, first = '', second = '', ...rest] = path.split('/');
  const tail = rest.join('/');
  const escape = (segment: string) =>
    `%${segment.charCodeAt(0).toString(16).toUpperCase()}${segment.slice(1)}`;
  return [
    `/${first}/${escape(second)}/${tail}`,
    `/${first}/${second}/${escape(tail)}`,
    `/${path}`,
    `/${first}/./${second}/${tail}`,
    `/${first}/x/../${second}/${tail}`,
    `/${first}/${second}%2F${tail}`,
    `${path}/`,
    `${path}%00`,
  ];
}

/* The database. */

async function tablesOf(db: Db): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return (result as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
}

/**
 * Row count and a hash of the contents of every table: two equal fingerprints mean no row was added,
 * changed or removed. `where` limits each table to some rows (a user's own).
 */
export async function fingerprint(
  db: Db,
  tables?: string[],
  where?: string,
): Promise<Record<string, string>> {
  const names = tables ?? (await tablesOf(db));
  const parts = names.map(
    (name) =>
      `select '${name}' as t, count(*)::text || ':' || coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '') as h from "${name}" x${where ? ` where ${where}` : ''}`,
  );
  const result = await db.execute<{ t: string; h: string }>(sql.raw(parts.join(' union all ')));
  return Object.fromEntries((result as { rows: { t: string; h: string }[] }).rows.map((r) => [r.t, r.h]));
}

/** Tables with a `user_id` column (rows a user owns). */
export async function userOwnedTables(db: Db): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(
    sql`select c.table_name from information_schema.columns c join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema where c.table_schema = 'public' and c.column_name = 'user_id' and t.table_type = 'BASE TABLE' order by c.table_name`,
  );
  return (result as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
}

/** The tables whose fingerprints differ. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
