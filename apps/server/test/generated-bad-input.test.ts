import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@copytrade/contracts/api-paths';
import { translate } from '@copytrade/contracts/messages';
import { STATUS } from '@copytrade/contracts/status-codes';
import { createTestContext, type TestContext } from './harness';
import {
  badRequests,
  changedTables,
  envelopeOf,
  fingerprint,
  loadOperations,
  MAX_CASES,
  type Operation,
} from './generated-support';
import { createOperator, operatorToken } from './operator-support';
import { member, type Member } from './wallet-support';

/**
 * Bad input, generated for every operation of the API table from its request schemas (OpenAPI
 * document): wrong types, missing and extra fields, 100k-character strings, NUL, lone surrogates, 1e308,
 * NaN, 10,000-level nesting, wrong content types, malformed and oversized bodies. Every answer is the
 * envelope, none is a 5xx, no error is logged, and the database is exactly as before each operation's
 * burst. The calls carry a site admin's token (an operator's on the operator console's calls), so the
 * bodies of protected operations reach validation.
 */
let t: TestContext;
let admin: Member;
/** The operator console's calls carry a platform operator's token, so their bodies reach validation too. */
let operatorTok: string;
const operations = new Map<string, Operation>();
const logLines: string[] = [];
const figures = {
  operations: 0,
  operationsWithInput: 0,
  requests: 0,
  serverErrors: 0,
  notEnvelope: 0,
  accepted: 0,
  changedDatabase: 0,
  errorLogLines: 0,
  /** Values validation let through and the database refused (answered 400 by the error handler's backstop). */
  databaseRefusals: 0,
  /** Requests with NUL or a lone surrogate, each answered with the text field error. */
  textRefusals: 0,
  startedAt: Date.now(),
};

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  t = await createTestContext({
    // Thousands of calls from one address; the dev/ routes stay off (as in production).
    configOverrides: { RATE_LIMIT_PER_MINUTE: '1000000', DEV_ROUTES: 'false' },
    logger: { level: 'warn', stream },
  });
  admin = await member(t, 'desk@generated.test', { nickName: 'Desk', admin: true });
  operatorTok = await operatorToken(t, await createOperator(t));
  for (const op of await loadOperations(t.app)) operations.set(op.name, op);
});

afterAll(async () => {
  const entries = logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
  figures.errorLogLines = entries.filter((entry) => entry.level >= 50).length;
  figures.databaseRefusals = entries.filter((entry) => entry.msg === 'input refused by the database').length;
  console.log(
    `generated bad input: ${JSON.stringify({ ...figures, seconds: (Date.now() - figures.startedAt) / 1000 })}\naccepted: ${acceptedRequests.join('; ')}`,
  );
  await t?.close();
});

type Failure = { request: string; problem: string };
const BAD_CHARACTER = translate('zh_CN', 'validation.text.badCharacter');
/** Bad requests answered 10000 (reads that ignore what they cannot use); listed with the figures. */
const acceptedRequests: string[] = [];

describe('every operation refuses bad input with the envelope and changes nothing', () => {
  for (const name of Object.keys(API)) {
    it(name, async () => {
      const op = operations.get(name)!;
      figures.operations += 1;
      if (op.dev) {
        // Not registered unless DEV_ROUTES is on: the 404 envelope, whatever is sent.
        const res = await t.call({ method: op.method, url: op.path, token: admin.token });
        expect(res.statusCode).toBe(404);
        expect(envelopeOf(res.body)?.status).toBe(STATUS.ROUTE_NOT_FOUND);
        return;
      }
      expect(op.documented, 'every operation of the table is in the OpenAPI document').toBe(true);
      const probes = badRequests(op);
      expect(probes.length).toBeLessThanOrEqual(MAX_CASES);
      if (probes.length > 0) figures.operationsWithInput += 1;
      const failures: Failure[] = [];
      /** Answers other than 400, to tell which request changed the database when one did. */
      const notRefused: string[] = [];
      const before = await fingerprint(t.db);
      const token = op.access === 'operator' ? operatorTok : admin.token;
      for (const probe of probes) {
        const res = await t.call({
          method: probe.method,
          url: probe.url,
          token,
          ...(probe.headers ? { headers: probe.headers } : {}),
          ...(probe.payload === undefined ? {} : { payload: probe.payload }),
        });
        figures.requests += 1;
        const request = `${probe.method} ${probe.url.slice(0, 120)} (${probe.label})`;
        const envelope = envelopeOf(res.body);
        if (res.statusCode !== 400)
          notRefused.push(`${res.statusCode} ${envelope?.status ?? '-'} ${request}`);
        if (res.statusCode >= 500) {
          figures.serverErrors += 1;
          failures.push({ request, problem: `answered ${res.statusCode}: ${res.body.slice(0, 200)}` });
        }
        if (!envelope) {
          figures.notEnvelope += 1;
          failures.push({
            request,
            problem: `not the envelope: ${res.statusCode} ${res.body.slice(0, 200)}`,
          });
        } else if (probe.badText) {
          // Refused by the shared text check, whatever the field and its own schema.
          figures.textRefusals += 1;
          const fields = envelope.content as { message?: string }[];
          if (res.statusCode !== 400 || !fields.some((f) => f.message === BAD_CHARACTER)) {
            failures.push({ request, problem: `not the text field error: ${res.body.slice(0, 200)}` });
          }
        } else if (envelope.status === STATUS.OK) {
          // A read may accept what it can safely ignore (a 100k-character search); nothing may change.
          figures.accepted += 1;
          acceptedRequests.push(request);
        }
      }
      const changed = changedTables(before, await fingerprint(t.db));
      if (changed.length > 0) figures.changedDatabase += 1;
      expect(failures).toEqual([]);
      expect(
        changed,
        `tables changed by bad requests; answers other than 400: ${notRefused.join('; ')}`,
      ).toEqual([]);
    });
  }

  it('answers a NUL or a lone surrogate with the localized field error', async () => {
    const cases = [
      { language: 'zh_CN', message: '包含不允许的字符' },
      { language: 'en_US', message: 'Contains a character that is not allowed' },
      { language: 'zh_Hant', message: '包含不允許的字符' },
    ];
    for (const { language, message } of cases) {
      const login = await t.call({
        method: 'POST',
        url: API.login.path,
        language,
        payload: { userName: 'nul\u0000@example.com', password: 'ab\ud800' },
      });
      expect(login.statusCode).toBe(400);
      expect(login.json()).toEqual({
        status: STATUS.VALIDATION_FAILED,
        message: expect.any(String),
        content: [
          { field: 'userName', message },
          { field: 'password', message },
        ],
      });
      const search = await t.call({
        method: 'GET',
        url: `${API.getDictListByType.path}?type=a%00b`,
        language,
      });
      expect(search.statusCode).toBe(400);
      expect(search.json()).toMatchObject({ content: [{ field: 'type', message }] });
    }
  });

  it.each([
    ['GET', `${API.checkCouponCode.path}?code=AB%00C&mtAccId=1`, undefined, 'code'],
    ['POST', API.selectbyfilter.path, { keyword: 'ab\u0000' }, 'keyword'],
    ['POST', API.selectbyfilter.path, { keyword: '\udc00ab' }, 'keyword'],
    ['GET', `${API.commitLeavingMessage.path}?name=a&contact=b%00&content=c`, undefined, 'contact'],
    ['POST', API.commentSave.path, { mtId: 1, content: 'x\ud83d' }, 'content'],
  ] as const)('%s %s is refused at validation, whoever calls', async (method, url, payload, field) => {
    const res = await t.call({
      method,
      url,
      language: 'en_US',
      token: admin.token,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: STATUS.VALIDATION_FAILED,
      content: [{ field, message: 'Contains a character that is not allowed' }],
    });
  });

  it('logs no error and no rejected value; validation refuses all, the database nothing', () => {
    const entries = logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
    expect(entries.filter((entry) => entry.msg === 'input refused by the database')).toEqual([]);
    for (const line of logLines) {
      expect(line).not.toContain('ab\\u0000cd');
      expect(line).not.toContain('probe@example.com');
    }
  });
});
