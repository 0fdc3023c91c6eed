import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBrokerHostOf, embedSnippet } from '../src/modules/demo-broker/demo-broker';
import { createTestContext, type TestContext } from './harness';

/**
 * The demo broker page (issue 19): `broker.localhost` and `rogue.localhost` (any port) answer a static
 * broker home page embedding the square of `localhost` on the same port, under the broker's own policy;
 * every other host gets the site as before.
 */
let t: TestContext;
let webDist: string;

const get = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'ct-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>site</title>');
  t = await createTestContext({ configOverrides: { WEB_DIST: webDist, SEED_DEMO: 'true' } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('demo broker page', () => {
  it('answers on broker.localhost with the snippet pointing at localhost on the same port', async () => {
    const res = await get('/', 'broker.localhost:3100');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Meridian FX');
    expect(res.body).toContain(
      'src="http://localhost:3100/iframeStrategy?lang=en_US&amp;theme=light&amp;target=blank"',
    );
    expect(res.body).toContain('var origin = "http://localhost:3100";');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain('frame-src *');
  });

  it('answers the same page on rogue.localhost, with a note', async () => {
    const res = await get('/', 'rogue.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('src="http://localhost/iframeStrategy?');
    expect(res.body).toContain('does not list');
  });

  it('has no other page and takes no writes', async () => {
    expect((await get('/community/trader', 'broker.localhost:3000')).statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/', headers: { host: 'broker.localhost' } });
    expect(post.statusCode).toBe(405);
  });

  it('leaves every other host alone', async () => {
    const res = await get('/', 'a.test');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>site</title>');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('frame-src');
    expect((await get('/', 'notbroker.localhost')).body).not.toContain('Meridian FX');
  });

  it('reads the broker hosts strictly', () => {
    expect(demoBrokerHostOf('broker.localhost:5177')).toEqual({ host: 'broker.localhost', port: '5177' });
    expect(demoBrokerHostOf('ROGUE.localhost')).toEqual({ host: 'rogue.localhost', port: '' });
    expect(demoBrokerHostOf('broker.localhost.evil.test')).toBeNull();
    expect(demoBrokerHostOf('localhost:3000')).toBeNull();
    expect(demoBrokerHostOf(undefined)).toBeNull();
  });

  it('builds a snippet that listens to the site origin only', () => {
    const snippet = embedSnippet('http://localhost:3000', 'lang=zh_CN');
    expect(snippet).toContain('event.origin !== origin');
    expect(snippet).toContain("data.type !== 'copytrade:height'");
  });
});
