import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSiteDomain, reachable } from './site-domain-check';

describe('which addresses a domain check may reach', () => {
  it('reaches public addresses, and the loopback address only through localhost names', () => {
    expect(reachable('broker.example', '93.184.216.34')).toBe(true);
    expect(reachable('broker.example', '2606:2800:220:1:248:1893:25c8:1946')).toBe(true);
    expect(reachable('brand.localhost', '127.0.0.1')).toBe(true);
    expect(reachable('localhost', '127.0.0.1')).toBe(true);
  });

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
  ])('refuses %s behind a public name', (address) => {
    expect(reachable('broker.example', address)).toBe(false);
  });
});

describe('a check of an internal address', () => {
  let server: http.Server;
  let hits = 0;
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      hits += 1;
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends nothing to a loopback literal and reports it unreachable', async () => {
    const { port } = server.address() as AddressInfo;
    expect(await checkSiteDomain(`127.0.0.1:${port}`, 'site-a')).toEqual({
      ok: false,
      failure: 'unreachable',
    });
    expect(hits).toBe(0);
  });
});
