import type { FastifySchemaCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The answers' serializer: zod's (each answer is checked and encoded by its schema, then written as JSON),
 * except for rows marked shared. The visitors of the square who ask for the same ranking page while it is
 * read share one answer (`single-flight.ts`); its rows are then checked, encoded and written once for all
 * of them, not once per visitor (about 2 ms of a slow machine's CPU for a page of 100 rows). The rest of
 * the envelope (status, message in the visitor's language, total) is written per request.
 */
const sharedRows = new WeakSet<readonly unknown[]>();

/**
 * Marks rows shared by several answers: they are frozen (a caller cannot change what others send) and
 * written once. Only for rows that nobody changes afterwards.
 */
export function shareRows<T>(rows: T[]): T[] {
  for (const row of rows) Object.freeze(row);
  Object.freeze(rows);
  sharedRows.add(rows);
  return rows;
}

type SerializerRoute = Parameters<FastifySchemaCompiler<unknown>>[0];
type Envelope = { content?: unknown; [key: string]: unknown };

/** The envelope's schema without its rows and the rows' schema, when the answer is an envelope of rows. */
function envelopeParts(schema: unknown) {
  if (!(schema instanceof z.ZodObject)) return null;
  const content: unknown = schema.shape.content;
  if (!(content instanceof z.ZodArray)) return null;
  return { head: schema.omit({ content: true }), rows: content };
}

export function serializerCompiler(route: SerializerRoute): (data: unknown) => string {
  const plain = zodSerializer(route as Parameters<typeof zodSerializer>[0]);
  const parts = envelopeParts(route.schema);
  if (!parts) return plain;
  // Per route: two routes may send the same rows under different schemas.
  const written = new WeakMap<readonly unknown[], string>();
  const encode = (schema: z.ZodType, value: unknown) => {
    const result = z.safeEncode(schema, value);
    if (result.error) throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    return JSON.stringify(result.data);
  };
  return (data) => {
    const rows = (data as Envelope | null)?.content;
    if (!Array.isArray(rows) || !sharedRows.has(rows)) return plain(data);
    let rowsJson = written.get(rows);
    if (rowsJson === undefined) {
      rowsJson = encode(parts.rows, rows);
      written.set(rows, rowsJson);
    }
    const { content: _rows, ...rest } = data as Envelope;
    const head = encode(parts.head, rest);
    return head === '{}' ? `{"content":${rowsJson}}` : `${head.slice(0, -1)},"content":${rowsJson}}`;
  };
}
