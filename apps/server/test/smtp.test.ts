import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { STATUS } from '@copytrade/contracts/status-codes';
import { createTestContext, type TestContext } from './harness';

/** A real SMTP peer on loopback: proves that with SMTP_URL set, the code mail really leaves. */
type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];
let server: SMTPServer;
let port: number;
let t: TestContext;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
  t = await createTestContext({
    withMessenger: false,
    configOverrides: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'no-reply@meridianfx.example' },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mail through SMTP', () => {
  it('delivers the verification code to the SMTP server, in the reader language', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/community/front/sendmailvercode',
      query: { email: 'smtp.user@example.com', type: 'register' },
      language: 'en_US',
    });
    expect(res.json()).toMatchObject({ status: STATUS.OK });
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe('no-reply@meridianfx.example');
    expect(mail.to).toEqual(['smtp.user@example.com']);
    expect(mail.raw).toMatch(/Subject: \[Brand site-a\] Your verification code: \d{6}/);
    const code = /code: (\d{6})/.exec(mail.raw)![1]!;

    // The code from the real mail registers the person.
    const reg = await t.call({
      method: 'POST',
      url: '/community/front/reg',
      payload: {
        userName: 'smtp.user@example.com',
        code,
        password: 'Mailed123',
        confirmPassword: 'Mailed123',
      },
    });
    expect(reg.json()).toMatchObject({ status: STATUS.OK });
  });

  it('answers 503 when the SMTP server is gone, and the address may ask again at once', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const res = await t.call({
      method: 'GET',
      url: '/community/front/sendmailvercode',
      query: { email: 'down@example.com', type: 'register' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: STATUS.MAIL_DELIVERY_FAILED });
    // Bring a server back on the same port: the failed send did not use up the one-a-minute allowance.
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData: (s, _x, cb) => s.on('end', () => cb()).resume(),
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const again = await t.call({
      method: 'GET',
      url: '/community/front/sendmailvercode',
      query: { email: 'down@example.com', type: 'register' },
    });
    expect(again.json()).toMatchObject({ status: STATUS.OK });
  });
});
