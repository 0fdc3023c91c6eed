import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import { AVATAR_BODY_LIMIT, parseAvatarBody } from '../src/modules/profile/profile.routes';
import { decodeImage } from '../src/modules/uploads/image-decode';
import { largeBodies, UPLOAD_QUOTA } from '../src/modules/uploads/upload-quota';
import { createTestContext, type TestContext } from './harness';
import { api, avatarRows, dataUrl, member, PATHS, picture, type Member } from './profile-support';

/**
 * Avatar bodies: the spec's 10 MB is enforced while the body is read (Fastify stops past the route's
 * limit and the answer is the localized AVATAR_TOO_LARGE), the big body is read without JSON.parse of
 * its 13 MB text, its base64 is decoded a slice at a time so other requests run in between, and at most
 * LARGE_BODIES_AT_ONCE avatar bodies are read and processed at once in the process. The figures of 40
 * uploads of 10 MB at once are in the report (bench/avatar-stall.ts), not asserted on time here.
 */
let t: TestContext;
let ann: Member;

beforeAll(async () => {
  t = await createTestContext();
  ann = await member(t, 'ann@limit.test');
});
afterAll(() => t.close());

describe('the body limit', () => {
  it('is 10 MB of image as base64 and a little room for the JSON', () => {
    expect(AVATAR_BODY_LIMIT).toBe(Math.ceil((10 * 1024 * 1024) / 3) * 4 + 1024);
  });

  it('answers a 14 MB body with 413 AVATAR_TOO_LARGE in the reader’s language, storing nothing', async () => {
    const body = JSON.stringify({ image: `data:image/png;base64,${'A'.repeat(14 * 1024 * 1024)}` });
    for (const [language, message] of [
      ['en_US', 'avatar image cannot exceed 10MB'],
      ['zh_CN', '头像图片不能超过10MB'],
      ['zh_Hant', '頭像圖片不能超過10MB'],
    ] as const) {
      const res = await t.call({
        method: 'POST',
        url: PATHS.uploadAvatar,
        token: ann.token,
        language,
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ status: STATUS.AVATAR_TOO_LARGE, message, content: [] });
    }
    expect(await avatarRows(t, ann.id)).toHaveLength(0);
    expect(largeBodies.load).toEqual({ active: 0, waiting: 0 });
  });

  describe('on a real connection', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });

    /** Opens a POST of the avatar with the given extra headers; answers the socket and the first reply. */
    function post(headers: string) {
      const socket = connect(port, '127.0.0.1');
      const reply = new Promise<string>((resolve, reject) => {
        let text = '';
        socket.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
          if (text.includes('\r\n\r\n') && text.trimEnd().endsWith('}')) resolve(text);
        });
        socket.on('error', (error) => (text ? resolve(text) : reject(error)));
        socket.on('close', () => resolve(text));
      });
      socket.write(
        `POST ${PATHS.uploadAvatar} HTTP/1.1\r\nHost: a.test\r\ndomainName: http://a.test\r\n` +
          `language: en_US\r\nAuthorization: Bearer ${ann.token}\r\nContent-Type: application/json\r\n${headers}\r\n`,
      );
      return { socket, reply };
    }

    it('refuses a body announced over the limit before reading any of it', async () => {
      const { socket, reply } = post(`Content-Length: ${20 * 1024 * 1024}\r\n`);
      const text = await reply;
      socket.destroy();
      expect(text.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
      expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toMatchObject({
        status: STATUS.AVATAR_TOO_LARGE,
      });
    });

    it('stops reading a chunked body once it passes the limit', async () => {
      const { socket, reply } = post('Transfer-Encoding: chunked\r\n');
      let answered = false;
      reply.then(
        () => (answered = true),
        () => (answered = true),
      );
      const piece = Buffer.alloc(512 * 1024, 0x41);
      let sent = 0;
      socket.write(`a\r\n{"image":"\r\n`);
      while (!answered && sent < 40 * 1024 * 1024 && !socket.destroyed) {
        // Every part of a chunk is written, whatever `write` answers: skipping the piece when the size line
        // was told to wait would send a malformed chunk (a 400, not the limit's 413).
        socket.write(`${piece.length.toString(16)}\r\n`);
        socket.write(piece);
        const more = socket.write('\r\n');
        sent += piece.length;
        if (!more) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      // The server answers 413 and closes. A client still writing may see the close (EPIPE, or a reset
      // that drops the answer it had not read yet) before the answer: that, too, is the server having
      // stopped reading.
      const outcome = await reply.then(
        (text) => ({ text }),
        (error: NodeJS.ErrnoException) => ({ error: error.code }),
      );
      socket.destroy();
      if ('text' in outcome) {
        expect(outcome.text.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
        expect(JSON.parse(outcome.text.slice(outcome.text.indexOf('\r\n\r\n') + 4))).toMatchObject({
          status: STATUS.AVATAR_TOO_LARGE,
          message: 'avatar image cannot exceed 10MB',
        });
      } else {
        expect(['EPIPE', 'ECONNRESET']).toContain(outcome.error);
      }
      // The server stopped soon after the limit, long before the 40 MB the client would have sent.
      expect(sent).toBeLessThan(30 * 1024 * 1024);
    });
  });
});

describe('reading the body', () => {
  it('takes the web’s JSON shape as it is and anything else through JSON.parse', () => {
    const shaped = Buffer.from(' {"image":"data:image/png;base64,QUJD"}\n');
    expect(parseAvatarBody(shaped)).toEqual({ image: 'data:image/png;base64,QUJD' });
    for (const text of [
      '{ "image" : "QUJD" }',
      '{"image":"QU\\u004aD"}',
      '{"image":"QUJD","extra":1}',
      '{"image":"a"}{"image":"b"}',
    ]) {
      let expected: unknown;
      try {
        expected = JSON.parse(text);
      } catch {
        expected = 'throws';
      }
      let got: unknown;
      try {
        got = parseAvatarBody(Buffer.from(text));
      } catch {
        got = 'throws';
      }
      expect(got).toEqual(expected);
    }
  });

  it('refuses a body that is not the avatar shape with 40000, whatever its keys', async () => {
    const picture64 = (await picture('png', 8, 8)).toString('base64');
    for (const payload of [
      `{"__proto__":{"image":"${picture64}"}}`,
      `{"image":"${picture64}","isAdmin":true}`,
      '{"image":',
    ]) {
      const res = await t.call({
        method: 'POST',
        url: PATHS.uploadAvatar,
        token: ann.token,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ status: number }>().status).toBe(STATUS.VALIDATION_FAILED);
    }
    expect(({} as Record<string, unknown>).image).toBeUndefined();
  });
});

describe('decoding the base64', () => {
  const MB = 1024 * 1024;

  it('decodes data URLs and bare or line-wrapped base64 to the same bytes', async () => {
    const bytes = await picture('png', 300, 200);
    const text = bytes.toString('base64');
    const wrapped = text.replace(/.{76}/g, '$&\r\n');
    for (const input of [text, dataUrl('image/png', bytes), `data:image/png;base64,${wrapped}`]) {
      const decoded = await decodeImage(input, MB);
      expect('bytes' in decoded && Buffer.compare(decoded.bytes, bytes)).toBe(0);
    }
  });

  it('refuses what is not canonical base64, and more than the limit', async () => {
    for (const bad of ['', 'QUJ', 'QU=D', 'QUJD@@@@', 'QQ==QUJD', 'data:image/png;base64,', '<svg/>']) {
      expect(await decodeImage(bad, MB)).toEqual({ error: 'notBase64' });
    }
    expect(await decodeImage(Buffer.alloc(MB + 1).toString('base64'), MB)).toEqual({ error: 'tooLarge' });
    expect(await decodeImage(Buffer.alloc(MB).toString('base64'), MB)).toMatchObject({
      bytes: expect.any(Buffer),
    });
  });

  it('lets other work run between the slices of a 10 MB image', async () => {
    const text = Buffer.alloc(10 * MB, 7).toString('base64');
    let turns = 0;
    let decoding = true;
    const other = (async () => {
      while (decoding) {
        turns += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const decoded = await decodeImage(text, 10 * MB);
    decoding = false;
    await other;
    expect('bytes' in decoded && decoded.bytes.length).toBe(10 * MB);
    // 13.4 M characters in 1 M slices: the other task ran between every two of them.
    expect(turns).toBeGreaterThanOrEqual(Math.floor(text.length / (1 << 20)));
  });
});

describe('avatar bodies at once', () => {
  it('reads and processes at most LARGE_BODIES_AT_ONCE at a time, the others waiting their turn', async () => {
    const people = await Promise.all(Array.from({ length: 7 }, (_, i) => member(t, `p${i}@limit.test`)));
    const image = dataUrl('image/png', await picture('png', 900, 900));
    let most = 0;
    let waited = false;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        most = Math.max(most, largeBodies.load.active);
        waited ||= largeBodies.load.waiting > 0;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const answers = await Promise.all(
      people.map((p) => api(t, p.token, 'POST', PATHS.uploadAvatar, { image })),
    );
    sampling = false;
    await sampler;
    expect(answers.map((a) => a.body.status)).toEqual(people.map(() => STATUS.OK));
    expect(most).toBeLessThanOrEqual(UPLOAD_QUOTA.LARGE_BODIES_AT_ONCE);
    expect(waited).toBe(true);
    expect(largeBodies.load).toEqual({ active: 0, waiting: 0 });
  });
});
