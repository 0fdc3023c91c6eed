import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import { loadConfig } from '../src/config/env';
import { sites } from '../src/db/schema/sites';
import { frameAncestorsOf, scriptOriginOf } from '../src/platform/security-headers';
import { anotherApp, createTestContext, NO_JOBS, type TestContext } from './harness';

/**
 * Response headers by site and connection: the script policy allows the site itself and its statistics
 * host only; only /iframeStrategy may be framed, by the origins the site lists (then without
 * X-Frame-Options); HSTS and upgrade-insecure-requests only over TLS (X-Forwarded-Proto counts only from
 * a trusted proxy); a Permissions-Policy everywhere; and what Node's parser refuses before Fastify (a
 * request line or headers over 16 kB, malformed HTTP) still answers the envelope.
 */
let t: TestContext;
let webDist: string;

const directives = (res: LightMyRequestResponse) =>
  new Map(
    String(res.headers['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values.join(' ')] as const;
      }),
  );

const page = (url: string, host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'ct-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>site</title>');
  t = await createTestContext({ configOverrides: { WEB_DIST: webDist, TRUST_PROXY: '1' } });
  await t.db
    .update(sites)
    .set({
      statisticsCode: 'https://hm.baidu.com/hm.js?0123456789abcdef',
      frameAncestors: [
        'https://portal.example.com/',
        'https://*.partner.example',
        "https://evil.example; script-src 'unsafe-inline'",
        'javascript:alert(1)',
      ],
    })
    .where(eq(sites.id, t.siteB.id));
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the script policy', () => {
  it('allows the site itself only when it has no statistics script', async () => {
    const res = await page('/home', 'a.test');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = directives(res);
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('script-src-attr')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('default-src')).toBe("'self'");
  });

  it('adds the one host of the site’s statistics script, not the whole web', async () => {
    const res = await page('/home', 'b.test');
    const csp = directives(res);
    expect(csp.get('script-src')).toBe("'self' https://hm.baidu.com");
    expect(csp.get('connect-src')).toBe("'self' ws: wss: https://hm.baidu.com");
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*https:(?!\/\/)/);
  });

  it('follows the site the page is served for (the Host), and the root page too', async () => {
    expect(directives(await page('/', 'b.test')).get('script-src')).toBe("'self' https://hm.baidu.com");
    expect(directives(await page('/', 'a.test')).get('script-src')).toBe("'self'");
  });

  it('reads only an http(s) origin out of the statistics setting', () => {
    expect(scriptOriginOf('https://hm.baidu.com/hm.js?x=1')).toBe('https://hm.baidu.com');
    expect(scriptOriginOf('//stats.example.com:8443/s.js')).toBe('stats.example.com:8443');
    expect(scriptOriginOf('http://Stats.Example.com/s.js')).toBe('http://stats.example.com');
    expect(scriptOriginOf('')).toBeNull();
    expect(scriptOriginOf('javascript:alert(1)')).toBeNull();
    expect(scriptOriginOf('<script>var _hmt=[]</script>')).toBeNull();
    expect(scriptOriginOf("https://a.example/'; script-src *")).toBe('https://a.example');
  });
});

describe('framing', () => {
  it('lets the site’s listed origins frame /iframeStrategy, without X-Frame-Options', async () => {
    for (const url of ['/iframeStrategy', '/iframeStrategy/7?lang=en']) {
      const res = await page(url, 'b.test');
      expect(res.statusCode).toBe(200);
      expect(directives(res).get('frame-ancestors')).toBe(
        "'self' https://portal.example.com https://*.partner.example",
      );
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['content-security-policy']).not.toContain('evil');
      expect(res.headers['content-security-policy']).not.toContain('javascript');
    }
  });

  it('keeps every other page of that site same-origin', async () => {
    for (const url of ['/home', '/personalCenter/1', '/iframeStrategyX']) {
      const res = await page(url, 'b.test');
      expect(directives(res).get('frame-ancestors')).toBe("'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('keeps /iframeStrategy same-origin on a site that lists no origins', async () => {
    const res = await page('/iframeStrategy', 'a.test');
    expect(directives(res).get('frame-ancestors')).toBe("'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('keeps API answers same-origin with the site-less policy', async () => {
    const res = await t.call({ method: 'POST', url: '/cms/front/getSiteConfig', site: t.siteB });
    expect(res.statusCode).toBe(200);
    expect(directives(res).get('frame-ancestors')).toBe("'self'");
    expect(directives(res).get('script-src')).toBe("'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('accepts only plain origins from the site’s list', () => {
    expect(
      frameAncestorsOf([
        'https://Portal.example.com/',
        'https://portal.example.com',
        'http://lan.local:8080',
        'https://*.partner.example',
        '*',
        'https:',
        "'self'",
        'https://a.example/path',
        'https://a.example; frame-ancestors *',
        'https://a.example\r\nSet-Cookie: x=1',
      ]),
    ).toEqual(['https://portal.example.com', 'http://lan.local:8080', 'https://*.partner.example']);
  });
});

describe('transport headers', () => {
  it('sends no HSTS and no upgrade-insecure-requests over plain HTTP', async () => {
    for (const res of [
      await page('/home', 'a.test'),
      await t.call({ method: 'POST', url: '/cms/front/getSiteConfig' }),
    ]) {
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(directives(res).has('upgrade-insecure-requests')).toBe(false);
    }
  });

  it('sends both when the request came over TLS through the trusted proxy', async () => {
    const res = await page('/home', 'a.test', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(res).has('upgrade-insecure-requests')).toBe(true);
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const untrusting = await anotherApp(t, {
      ...NO_JOBS,
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: t.config.dataDir, WEB_DIST: webDist }),
    });
    try {
      const res = await untrusting.inject({
        method: 'GET',
        url: '/home',
        headers: { host: 'a.test', 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    } finally {
      await untrusting.close();
    }
  });

  it('sends a Permissions-Policy on pages and API answers alike', async () => {
    for (const res of [
      await page('/home', 'a.test'),
      await t.call({ method: 'POST', url: '/cms/front/getSiteConfig' }),
    ]) {
      const policy = String(res.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment'])
        expect(policy).toContain(`${feature}=()`);
    }
  });

  it('keeps the docs page’s own policy, without sending a plain-HTTP reader to https', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('what Node refuses before Fastify', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  /** Sends raw bytes; answers the status line and the parsed body of what comes back. */
  function raw(request: string): Promise<{ statusLine: string; headers: string; body: unknown }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head = '', body = ''] = text.split('\r\n\r\n');
        const [statusLine = '', ...headers] = head.split('\r\n');
        try {
          resolve({ statusLine, headers: headers.join('\n'), body: JSON.parse(body) });
        } catch {
          reject(new Error(`not an envelope: ${text.slice(0, 300)}`));
        }
      });
      socket.write(request);
    });
  }

  it('answers a request line over 16 kB with 414 and the envelope', async () => {
    const res = await raw(
      `GET /cms/front/getSiteConfig?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: a.test\r\n\r\n`,
    );
    expect(res.statusLine).toBe('HTTP/1.1 414 URI Too Long');
    expect(res.headers).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(res.body).toEqual({ status: STATUS.URI_TOO_LONG, message: '请求地址过长', content: [] });
  });

  it('answers headers over 16 kB with 431 and the envelope, in the language the request asked for', async () => {
    const res = await raw(
      `GET /home HTTP/1.1\r\nHost: a.test\r\nlanguage: en_US\r\nX-Filler: ${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(res.body).toEqual({
      status: STATUS.HEADERS_TOO_LARGE,
      message: 'The request headers are too large',
      content: [],
    });
  });

  it('answers malformed HTTP with 400 and the envelope', async () => {
    const res = await raw('HELLO THERE\r\n\r\n');
    expect(res.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(res.body).toEqual({ status: STATUS.BAD_REQUEST, message: '请求格式有误', content: [] });
  });
});
