import Fastify from 'fastify';
import { serializerCompiler as zodSerializer, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from '@copytrade/contracts/envelope';
import { serializerCompiler, shareRows } from './serializer';

/** Counts how often a row's `name` is encoded for an answer. */
let encodes = 0;
const counted = z.codec(z.string(), z.string(), {
  decode: (value) => value,
  encode: (value) => {
    encodes += 1;
    return value;
  },
});
const fullRow = z.object({ id: z.number().int(), name: counted, secret: z.string() });
const publicRow = z.object({ id: z.number().int(), name: counted });

type Row = { id: number; name: string; secret: string };
const rowsOf = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: i, name: `trader ${i}`, secret: `s${i}` }));

function appWith(rows: () => Row[], compiler: typeof serializerCompiler = serializerCompiler) {
  const app = Fastify();
  app.setSerializerCompiler(compiler);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const [url, row] of [
    ['/full', fullRow],
    ['/public', publicRow],
  ] as const) {
    routes.get(url, { schema: { response: { 200: envelopeSchema(row) } } }, () => ({
      status: 0,
      message: 'OK',
      content: rows(),
      total: 7,
    }));
  }
  return app;
}

describe('the answers serializer', () => {
  let app: ReturnType<typeof appWith> | null = null;
  afterEach(async () => {
    await app?.close();
    app = null;
    encodes = 0;
  });

  it('writes shared rows once for every answer that sends them, the same as zod would', async () => {
    const shared = shareRows(rowsOf(3));
    app = appWith(() => shared);
    const bodies = await Promise.all(
      [1, 2, 3].map(() => app!.inject('/full').then((r) => r.json<unknown>())),
    );
    expect(encodes).toBe(3);
    const plain = appWith(() => rowsOf(3), zodSerializer as typeof serializerCompiler);
    const expected = (await plain.inject('/full')).json();
    await plain.close();
    for (const body of bodies) expect(body).toEqual(expected);
    expect(expected).toEqual({ status: 0, message: 'OK', total: 7, content: rowsOf(3) });
  });

  it('writes rows that are not shared for each answer', async () => {
    app = appWith(() => rowsOf(3));
    await app.inject('/full');
    await app.inject('/full');
    expect(encodes).toBe(6);
  });

  it('keeps each route to its own schema for the same shared rows', async () => {
    const shared = shareRows(rowsOf(2));
    app = appWith(() => shared);
    const full = (await app.inject('/full')).json<{ content: Row[] }>();
    const open = (await app.inject('/public')).json<{ content: Partial<Row>[] }>();
    expect(full.content[0]).toEqual({ id: 0, name: 'trader 0', secret: 's0' });
    expect(open.content[0]).toEqual({ id: 0, name: 'trader 0' });
  });

  it('still refuses shared rows that break the schema', async () => {
    const broken = shareRows([{ id: 1.5, name: 'x', secret: 'y' }]);
    app = appWith(() => broken);
    const reply = await app.inject('/full');
    expect(reply.statusCode).toBe(500);
    expect(reply.body).not.toContain('"secret":"y"');
  });

  it('freezes shared rows: nobody changes what the others send', () => {
    const shared = shareRows(rowsOf(1));
    expect(() => shared.push({ id: 9, name: 'late', secret: '' })).toThrow(TypeError);
    expect(() => {
      shared[0]!.name = 'changed';
    }).toThrow(TypeError);
  });
});
