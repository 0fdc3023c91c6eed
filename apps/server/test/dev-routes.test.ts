import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import { loadConfig } from '../src/config/env';
import { createTestContext, type TestContext, type TestSite } from './harness';
import { member, type Member } from './wallet-support';

/**
 * Development routes are off unless DEV_ROUTES is set (and refused in production); without SMTP a code still
 * reaches a newcomer through the server's log and the site admin's mail and SMS log (`adminQueryOutbox`),
 * which shows one site's messages to that site's admin only.
 */

type LogLine = { level: number; msg: string; outbox?: Record<string, unknown> };
type Body = { status: number; message: string; content: Record<string, unknown>[]; total?: number };

/** A pino destination that keeps every line the app writes. */
function logCapture() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as LogLine);
      }
      callback();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

/** The log lines that speak of `to` (the messenger's line names the recipient). */
const linesAbout = (lines: LogLine[], to: string) => lines.filter((line) => line.msg.includes(to));

async function sendMailCode(t: TestContext, email: string, site?: TestSite) {
  const res = await t.call({
    method: 'GET',
    url: '/community/front/sendmailvercode',
    query: { email, type: 'register' },
    language: 'en_US',
    ...(site ? { site } : {}),
  });
  expect(res.json<Body>().status, email).toBe(STATUS.OK);
}

async function sendSmsCode(t: TestContext, phone: string) {
  const res = await t.call({
    method: 'GET',
    url: '/community/front/sendvercode',
    query: { phone, type: 'register' },
    language: 'en_US',
  });
  expect(res.json<Body>().status, phone).toBe(STATUS.OK);
}

describe('the DEV_ROUTES setting', () => {
  it('is off by default', () => {
    expect(loadConfig({}).devRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devRoutes).toBe(false);
    expect(loadConfig({ DEV_ROUTES: 'true' }).devRoutes).toBe(true);
  });

  it('stops the start when switched on in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_ROUTES: 'true' })).toThrow(
      /Invalid configuration[\s\S]*DEV_ROUTES/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_ROUTES: '1' })).toThrow(/Invalid configuration/);
    expect(loadConfig({ NODE_ENV: 'production', DEV_ROUTES: 'false' }).devRoutes).toBe(false);
  });

  it('refuses a value that is not a switch', () => {
    expect(() => loadConfig({ DEV_ROUTES: 'yes' })).toThrow(/Invalid configuration[\s\S]*DEV_ROUTES/);
  });
});

describe('with the default configuration and no SMTP', () => {
  let t: TestContext;
  const log = logCapture();
  let adminA: Member;
  let adminB: Member;
  let memberA: Member;

  beforeAll(async () => {
    t = await createTestContext({
      configOverrides: { DEV_ROUTES: 'false' },
      withMessenger: false,
      logger: log.logger,
    });
    adminA = await member(t, 'desk@a.test', { admin: true });
    adminB = await member(t, 'desk@b.test', { admin: true, site: t.siteB });
    memberA = await member(t, 'lin@a.test');
  });
  afterAll(() => t.close());

  const listOutbox = async (who: Member | null, query: Record<string, string> = {}, site?: TestSite) => {
    const res = await t.call({
      method: 'GET',
      url: '/community/api/adminQueryOutbox',
      query,
      ...(who ? { token: who.token } : {}),
      ...(site ? { site } : {}),
    });
    return { http: res.statusCode, body: res.json<Body>() };
  };

  it('has no development routes: each answers the API 404 envelope', async () => {
    expect(t.config.devRoutes).toBe(false);
    for (const url of [
      '/community/front/dev/outbox',
      '/community/front/dev/simTrade?mtId=1&action=open&symbol=EURUSD&lots=0.10',
      '/community/front/dev/simDisconnect?mtId=1&seconds=5',
    ]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
      expect(res.json<Body>(), url).toMatchObject({ status: STATUS.ROUTE_NOT_FOUND, content: [] });
    }
  });

  it('writes a code sent without SMTP to the server log, and the newcomer registers with it', async () => {
    await sendMailCode(t, 'newcomer@example.com');
    const [line] = linesAbout(log.lines, 'newcomer@example.com');
    expect(line).toBeDefined();
    expect(line!.level).toBe(30);
    expect(line!.outbox).toMatchObject({ siteId: t.siteA.id, channel: 'email', to: 'newcomer@example.com' });
    expect(line!.msg).toContain(`site ${t.siteA.id}`);
    const code = /code for account registration is: (\d{6})/.exec(line!.msg)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const reg = await t.call({
      method: 'POST',
      url: '/community/front/reg',
      payload: {
        userName: 'newcomer@example.com',
        code,
        password: 'Newcomer1',
        confirmPassword: 'Newcomer1',
      },
    });
    expect(reg.json<Body>().status).toBe(STATUS.OK);
  });

  it('writes every text message to the log (there is no SMS provider)', async () => {
    await sendSmsCode(t, '13912345678');
    const [line] = linesAbout(log.lines, '13912345678');
    expect(line).toMatchObject({ level: 30, outbox: { channel: 'sms', to: '13912345678' } });
    expect(line!.msg).toMatch(/SMS to 13912345678 .*Code \d{6} for account registration/);
  });

  it("shows the site admin his own site's mails and texts, newest first, and nobody else's", async () => {
    await sendMailCode(t, 'visitor@othersite.com', t.siteB);
    const all = await listOutbox(adminA);
    expect(all.http).toBe(200);
    expect(all.body.status).toBe(STATUS.OK);
    expect(all.body.total).toBe(2);
    expect(all.body.content.map((row) => row.to)).toEqual(['13912345678', 'newcomer@example.com']);
    const [sms, mail] = all.body.content;
    expect(Object.keys(mail!).sort()).toEqual(['channel', 'createdAt', 'id', 'subject', 'text', 'to']);
    expect(mail).toMatchObject({
      channel: 'email',
      subject: expect.stringMatching(/verification code: \d{6}/),
    });
    expect(mail!.text).toMatch(/code for account registration is: \d{6}/);
    expect(sms).toMatchObject({
      channel: 'sms',
      text: expect.stringMatching(/^\[Brand site-a\] Code \d{6}/),
    });
    expect(sms!.createdAt as number).toBeGreaterThanOrEqual(mail!.createdAt as number);

    const ofB = await listOutbox(adminB, {}, t.siteB);
    expect(ofB.body.total).toBe(1);
    expect(ofB.body.content.map((row) => row.to)).toEqual(['visitor@othersite.com']);
  });

  it('filters by channel and by part of the recipient, and pages', async () => {
    const sms = await listOutbox(adminA, { channel: 'sms' });
    expect(sms.body).toMatchObject({ total: 1, content: [{ to: '13912345678' }] });
    const search = await listOutbox(adminA, { recipient: ' NEWCOMER@ ' });
    expect(search.body).toMatchObject({ total: 1, content: [{ to: 'newcomer@example.com' }] });
    // LIKE wildcards are searched as typed.
    expect((await listOutbox(adminA, { recipient: '%' })).body.total).toBe(0);
    // Another site's recipient is not found on this one.
    expect((await listOutbox(adminA, { recipient: 'othersite' })).body.total).toBe(0);
    const second = await listOutbox(adminA, { page: '2', pageSize: '1' });
    expect(second.body).toMatchObject({ total: 2, content: [{ to: 'newcomer@example.com' }] });
    const bad = await listOutbox(adminA, { channel: 'fax' });
    expect(bad.http).toBe(400);
    expect(bad.body.status).toBe(STATUS.VALIDATION_FAILED);
  });

  it("refuses a member who is not the site's admin, and a caller without a token", async () => {
    const notAdmin = await listOutbox(memberA);
    expect(notAdmin.http).toBe(403);
    expect(notAdmin.body).toMatchObject({ status: STATUS.ADMIN_ONLY, content: [] });
    const anonymous = await listOutbox(null);
    expect(anonymous.http).toBe(401);
    expect(anonymous.body.status).toBe(STATUS.UNAUTHENTICATED);
  });

  it("does not let site B's admin read site A's log with his token", async () => {
    const crossed = await listOutbox(adminB, {}, t.siteA);
    expect(crossed.http).toBe(401);
    expect(crossed.body.content).toEqual([]);
  });
});

describe('in production without SMTP', () => {
  let t: TestContext;
  const log = logCapture();

  beforeAll(async () => {
    t = await createTestContext({
      configOverrides: { NODE_ENV: 'production' },
      withMessenger: false,
      logger: log.logger,
    });
  });
  afterAll(() => t.close());

  it('still writes the code to the log, where the operator reads it', async () => {
    await sendMailCode(t, 'early@example.com');
    const [line] = linesAbout(log.lines, 'early@example.com');
    expect(line).toMatchObject({ level: 30, outbox: { channel: 'email', to: 'early@example.com' } });
    expect(line!.msg).toMatch(/code for account registration is: \d{6}/);
  });

  it('has no development routes', async () => {
    const res = await t.call({ method: 'GET', url: '/community/front/dev/outbox' });
    expect(res.json<Body>()).toMatchObject({ status: STATUS.ROUTE_NOT_FOUND });
  });
});
