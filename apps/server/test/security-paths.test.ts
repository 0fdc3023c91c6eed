import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import { isCanonicalPath } from '../src/platform/paths';
import { createTestContext, type TestContext } from './harness';

describe('canonical paths', () => {
  it.each([
    '/community/api/getPlatformInfo',
    '/cms/front/getSiteConfig',
    '/',
    '/personalCenter/12/setting/basicsV',
    '/trader/%E4%B8%AD%E6%96%87',
  ])('%s is canonical', (path) => {
    expect(isCanonicalPath(path)).toBe(true);
  });

  it.each([
    '/cms/%66ront/getSiteFooterContent',
    '/community/%61pi/getPlatformInfo',
    '/mam/%6Dain/queryStandardSymbols',
    '/community/api%2FgetPlatformInfo',
    '//community/api/getPlatformInfo',
    '/community//api/getPlatformInfo',
    '/community/./api/getPlatformInfo',
    '/community/x/../api/getPlatformInfo',
    '/community/api/getPlatformInfo/.',
    '/community/api/%zz',
    '/community/api/%2',
    '/community\\api/getPlatformInfo',
    'community/api/getPlatformInfo',
    '/%00',
  ])('%s is not', (path) => {
    expect(isCanonicalPath(path)).toBe(false);
  });
});

/**
 * A request sent as written, over a real socket: `inject` resolves `.` segments and `//` itself, Node's
 * HTTP server does not, and that is what a stranger reaches.
 */
function send(port: number, method: string, path: string): Promise<{ statusCode: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a path in another spelling', () => {
  let t: TestContext;
  let port: number;
  beforeAll(async () => {
    t = await createTestContext({ configOverrides: { RATE_LIMIT_PER_MINUTE: '20' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  const respelled = [
    ['POST', '/cms/%66ront/getSiteFooterContent'],
    ['GET', '/community/%66ront/queryHomeCommunityTrade'],
    ['GET', '/community/%61pi/getPlatformInfo'],
    ['GET', '/mam/%6dain/queryStandardSymbols'],
    ['GET', '//community/api/getPlatformInfo'],
    ['GET', '/community/./api/getPlatformInfo'],
    ['GET', '/community/front/../api/getPlatformInfo'],
    ['GET', '/community/api%2FgetPlatformInfo'],
    ['GET', '/%73quare'],
  ] as const;

  it.each(respelled)(
    '%s %s is refused in the envelope before any guard or handler runs',
    async (method, url) => {
      // No headers but Host, like the audit's reproduction: no site, no token.
      const res = await send(port, method, url);
      expect(res.statusCode).toBe(404);
      expect(JSON.parse(res.body)).toEqual({
        status: STATUS.ROUTE_NOT_FOUND,
        message: expect.any(String),
        content: [],
      });
    },
  );

  it('leaves the server serving: the canonical path still answers', async () => {
    const res = await send(port, 'POST', '/cms/front/getSiteFooterContent');
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ status: STATUS.OK });
  });

  it('a token path in its canonical spelling still asks for a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/community/api/getPlatformInfo' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: STATUS.UNAUTHENTICATED });
  });

  it('re-spelled paths count against the per-address limit like API calls', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/community/%61pi/getPlatformInfo?n=${i}`,
        remoteAddress: '10.9.0.2',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 404)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('unknown API paths count too, pages do not', async () => {
    for (let i = 0; i < 20; i += 1) {
      await t.app.inject({ method: 'GET', url: '/community/front/nothing', remoteAddress: '10.9.0.3' });
    }
    const limited = await t.app.inject({
      method: 'GET',
      url: '/community/front/nothing',
      remoteAddress: '10.9.0.3',
    });
    expect(limited.statusCode).toBe(429);
    const page = await t.app.inject({ method: 'GET', url: '/square', remoteAddress: '10.9.0.4' });
    for (let i = 0; i < 25; i += 1) {
      await t.app.inject({ method: 'GET', url: '/square', remoteAddress: '10.9.0.4' });
    }
    const later = await t.app.inject({ method: 'GET', url: '/square', remoteAddress: '10.9.0.4' });
    expect(later.statusCode).toBe(page.statusCode);
  });
});
