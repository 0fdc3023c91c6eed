import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import { users } from '../src/db/schema/users';
import type { Database } from '../src/db/client';
import { installErrorHandler } from '../src/platform/error-handler';
import { serializeError, sqlStateOf, withSafeErrors } from '../src/platform/error-log';
import { createSite, createUser, openTestDatabase } from './harness';

/**
 * A failed query never puts the values it was sent in the log: not drizzle's `params` (nor its message,
 * which lists them), not the driver's `params`, not PostgreSQL's `detail` or a data exception's quoted
 * value. Real errors of the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL) go through the
 * error handler; a data exception answers the 400 field-error envelope, anything else a bare 500.
 */
let database: Database;
let app: FastifyInstance;
const logLines: string[] = [];
let siteId: number;

const SECRET_EMAIL = 'dup.secret.q9@example.com';

/** Queries that fail in the database, each with a value that must not be logged. */
const FAILING: Record<string, { secret: string; run: (db: Database['db']) => Promise<unknown> }> = {
  nul: { secret: 'Nul Secret Name', run: (db) => db.execute(sql`select ${'Nul Secret Name\u0000'}::text`) },
  notANumber: { secret: 'not-a-number-q9', run: (db) => db.execute(sql`select ${'not-a-number-q9'}::int`) },
  outOfRange: { secret: '98765432109', run: (db) => db.execute(sql`select ${'98765432109'}::int`) },
  duplicate: {
    secret: SECRET_EMAIL,
    run: (db) =>
      db.insert(users).values({ siteId, email: SECRET_EMAIL, passwordHash: 'x', inviteCode: 'DUPQ9X1' }),
  },
};

beforeAll(async () => {
  database = await openTestDatabase();
  siteId = (await createSite(database.db, { code: 'logs', domain: 'logs.test', isDefault: true })).id;
  await createUser(database.db, siteId, { email: SECRET_EMAIL });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  // A logger without the app's serializer: the error handler must be safe on its own.
  app = Fastify({ logger: { level: 'trace', stream } });
  installErrorHandler(app);
  app.get('/fail/:name', async (req) => {
    const { name } = req.params as { name: string };
    await FAILING[name]!.run(database.db);
    return { status: STATUS.OK };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function failure(name: string): Promise<unknown> {
  return FAILING[name]!.run(database.db).then(
    () => {
      throw new Error(`${name} did not fail`);
    },
    (error: unknown) => error,
  );
}

describe('the error serializer', () => {
  it.each(Object.keys(FAILING))(
    '%s: keeps the SQLSTATE and the query text, drops every value',
    async (name) => {
      const error = await failure(name);
      const raw = JSON.stringify(error, Object.getOwnPropertyNames(error)) + String(error);
      // The raw error carries the value (that is why it is not logged as it is)...
      expect(raw).toContain(FAILING[name]!.secret);
      const logged = JSON.stringify(serializeError(error));
      // ...the serialized one does not, and still says what failed.
      expect(logged).not.toContain(FAILING[name]!.secret);
      expect(logged).not.toContain('"params"');
      expect(logged).toContain(sqlStateOf(error));
      expect(logged).toContain('DatabaseError');
      expect(logged).toContain('Failed query: ');
    },
  );

  it('is the `err` serializer of any logger the app is given', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const log = pino(withSafeErrors({ level: 'info' }), stream);
    log.error({ err: await failure('duplicate') }, 'failed');
    expect(lines.join('')).toContain('23505');
    expect(lines.join('')).not.toContain(SECRET_EMAIL);
  });
});

describe('through the error handler', () => {
  it.each([
    ['nul', 400],
    ['notANumber', 400],
    ['outOfRange', 400],
    ['duplicate', 500],
  ] as const)('%s answers %i in the envelope and logs no value', async (name, http) => {
    const before = logLines.length;
    const res = await app.inject({ method: 'GET', url: `/fail/${name}`, headers: { language: 'en_US' } });
    expect(res.statusCode).toBe(http);
    expect(res.json()).toEqual({
      status: http === 400 ? STATUS.VALIDATION_FAILED : STATUS.INTERNAL,
      message: http === 400 ? 'Some fields are not valid, please check them' : expect.any(String),
      content: [],
    });
    const logged = logLines.slice(before).join('');
    expect(logged).toContain(http === 400 ? 'input refused by the database' : 'unhandled error');
    expect(logged).not.toContain(FAILING[name]!.secret);
    expect(logged).not.toContain('"params"');
  });
});
