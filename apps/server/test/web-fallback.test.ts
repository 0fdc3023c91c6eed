import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import { DOCUMENT_ONLY_HEADERS } from '../src/platform/security-headers';
import { createTestContext, type TestContext } from './harness';

/** The built web app is served with a history-mode fallback; API paths never fall back to it. */
let t: TestContext;
let webDist: string;
const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n');
/** What the web build writes beside a script (apps/web/build/precompress-plugin.ts). */
const BUILT_BR = brotliCompressSync(BIG_SCRIPT, {
  params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
});
const BUILT_GZ = gzipSync(BIG_SCRIPT, { level: 9 });
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'ct-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  await writeFile(path.join(webDist, 'assets', 'app.css'), 'body { margin: 0 }');
  await writeFile(path.join(webDist, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(webDist, 'assets', 'big.js'), BIG_SCRIPT);
  await writeFile(path.join(webDist, 'assets', 'built.js'), BIG_SCRIPT);
  await writeFile(path.join(webDist, 'assets', 'built.js.br'), BUILT_BR);
  await writeFile(path.join(webDist, 'assets', 'built.js.gz'), BUILT_GZ);
  t = await createTestContext({ configOverrides: { WEB_DIST: webDist, RATE_LIMIT_PER_MINUTE: '5' } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('web app', () => {
  it.each(['/', '/home', '/reg/register', '/community/communityRecommend', '/mam/anything', '/aboutUs/faq'])(
    'serves index.html for the page route %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>shell</title>');
    },
  );

  it('serves assets (cached for good), and 404s a missing asset instead of the page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/home' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('compresses scripts over 1 kB for clients that accept it (brotli first, then gzip)', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/big.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 3);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/big.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('sends the files the build compressed as they are, not compressed again', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/built.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(br.rawPayload, BUILT_BR)).toBe(0);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/built.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Buffer.compare(gzip.rawPayload, BUILT_GZ)).toBe(0);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/built.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it("sends a hashed script and style a subresource's headers, and a page and an SVG the document's", async () => {
    for (const url of ['/assets/built.js', '/assets/app.css']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag, url).toBeDefined();
      for (const name of [
        ...DOCUMENT_ONLY_HEADERS,
        'content-security-policy',
        'x-frame-options',
        'permissions-policy',
        'last-modified',
        'accept-ranges',
      ]) {
        expect(res.headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
    // A page, and an SVG a browser may open as a document, keep every policy.
    for (const url of ['/home', '/assets/logo.svg']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'permissions-policy',
        'referrer-policy',
      ]) {
        expect(res.headers[name], `${url} ${name}`).toBeDefined();
      }
    }
  });

  it('serves files of a rebuild without a restart', async () => {
    await writeFile(path.join(webDist, 'assets', 'new-chunk.js'), 'console.log(2)');
    const res = await t.app.inject({ method: 'GET', url: '/assets/new-chunk.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
  });

  it('does not count page loads and assets against the API rate limit', async () => {
    for (let i = 0; i < 8; i += 1) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/assets/app.js', remoteAddress: '10.3.0.1' })).statusCode,
      ).toBe(200);
    }
    expect(
      (await t.call({ method: 'POST', url: '/cms/front/getSiteConfig', remoteAddress: '10.3.0.1' }))
        .statusCode,
    ).toBe(200);
  });

  it('an unknown API path is an envelope 404, not the page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/community/front/nothing',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: STATUS.ROUTE_NOT_FOUND });
  });

  it('an unknown protected path asks for a token first, so it does not reveal which routes exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/community/api/nothing' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: STATUS.UNAUTHENTICATED });
  });
});
