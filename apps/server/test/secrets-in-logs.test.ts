import { Writable } from 'node:stream';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { Database } from '../src/db/client';
import { deriveKeys } from '../src/platform/secrets';
import { manualClock } from '../src/platform/ports';
import type { SimGateway } from '../src/trading/sim/sim-gateway';
import { captureMessenger, createSite, openTestDatabase, testGateway } from './harness';

/** Production: nothing secret is logged, and the development outbox does not exist. */
let database: Database;
let app: FastifyInstance;
let dataDir: string;
let gateway: SimGateway;
const logLines: string[] = [];
const mail = captureMessenger();

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ct-prod-'));
  await createSite(database.db, { code: 'prod', domain: 'prod.test', isDefault: true });
  gateway = await testGateway(database.db, manualClock());
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      logLines.push(chunk.toString('utf8'));
      cb();
    },
  });
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'trace' }),
    db: database.db,
    keys: deriveKeys(Buffer.alloc(32, 3)),
    messenger: mail.messenger,
    gateway,
    logger: { level: 'trace', stream, redact: ['req.headers.authorization'] },
  });
});
afterAll(async () => {
  await app.close();
  await gateway.stop();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('in production', () => {
  it('register, sign in and a failing sign-in leave no password, code or token in the log', async () => {
    const headers = { domainname: 'http://prod.test' };
    await app.inject({
      method: 'GET',
      url: '/community/front/sendmailvercode',
      query: { email: 'p@example.com', type: 'register' },
      headers,
    });
    const code = mail.lastCode('p@example.com');
    const reg = await app.inject({
      method: 'POST',
      url: '/community/front/reg',
      headers,
      payload: { userName: 'p@example.com', code, password: 'Secret123', confirmPassword: 'Secret123' },
    });
    expect(reg.json()).toMatchObject({ status: STATUS.OK });
    const login = await app.inject({
      method: 'POST',
      url: '/community/front/login',
      headers,
      payload: { userName: 'p@example.com', password: 'Secret123' },
    });
    const token = login.json<{ content: [{ token: string }] }>().content[0].token;
    await app.inject({
      method: 'GET',
      url: '/community/api/selectCommunityUserInfo',
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    await app.inject({
      method: 'POST',
      url: '/community/front/login',
      headers,
      payload: { userName: 'p@example.com', password: 'Wrong1234' },
    });

    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(1000);
    for (const secret of ['Secret123', 'Wrong1234', code, token]) expect(log).not.toContain(secret);
  });

  it('has no development outbox and no simulator controls', async () => {
    for (const url of [
      '/community/front/dev/outbox',
      '/community/front/dev/simDisconnect?mtId=1',
      '/community/front/dev/simTrade?mtId=1&action=open',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { domainname: 'http://prod.test' } });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('answers an unexpected failure with a generic 500 and no detail', async () => {
    const broken = await buildApp({
      config: loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      db: database.db,
      keys: deriveKeys(Buffer.alloc(32, 3)),
      messenger: { send: () => Promise.reject(new Error('connection string postgres://user:pw@db/secret')) },
      gateway,
      logger: false,
    });
    const res = await broken.inject({
      method: 'GET',
      url: '/community/front/sendmailvercode',
      query: { email: 'q@example.com', type: 'register' },
      headers: { domainname: 'http://prod.test', language: 'en_US' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: STATUS.INTERNAL,
      message: 'Something went wrong, please try again later',
      content: [],
    });
    await broken.close();
  });
});
